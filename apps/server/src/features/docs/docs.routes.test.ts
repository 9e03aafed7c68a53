import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** `/api/user/voc/change/:since` and `/api/user/voc/change/{since}` are the same route. */
function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; summary?: string; responses: Record<string, unknown> }>
  >;
}

describe('the API document', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    const response = await testApp.request({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => testApp.close());

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const specification = structuredClone(document) as unknown as Parameters<Validator['validate']>[0];
    const result = await validator.validate(specification);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every route the server registered under /api, and only those', () => {
    const registered = new Set(
      testApp.app.registeredRoutes
        .filter(
          (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
        )
        .map((route) => routeKey(route.method, route.url)),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => routeKey(method, path)),
      ),
    );
    expect([...registered].filter((key) => !documented.has(key))).toEqual([]);
    expect([...documented].filter((key) => !registered.has(key))).toEqual([]);
    // Not vacuous: the vocabulary feed and the analysis are among them.
    expect(documented.has('GET /api/user/voc/change/:since')).toBe(true);
    expect(documented.has('POST /api/analyze')).toBe(true);
    expect(documented.size).toBeGreaterThan(30);
  });

  it('gives each operation a unique id, its answer and its error codes', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // Every route has its own one-line summary (kept out of the route table the clients bundle).
    const withoutSummary = operations.filter((op) => !op.summary || op.summary === op.operationId);
    expect(withoutSummary.map((op) => op.operationId)).toEqual([]);
    const changes = document.paths['/api/user/voc/change/{since}']?.get;
    expect(changes?.operationId).toBe('vocabulary.changesSince');
    expect(JSON.stringify(changes?.responses['401'])).toContain('UNAUTHORIZED');
    expect(Object.keys(document.paths['/api/user/me']?.delete?.responses ?? {})).toContain('204');
  });

  it('serves a reference page with its own script and styles under a strict script policy', async () => {
    const page = await testApp.request({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'reference.js']) {
      expect(page.body).toContain(`/api/docs/${asset}`);
      const answer = await testApp.request({ url: `/api/docs/${asset}` });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.body.length, asset).toBeGreaterThan(10);
    }
    const outside = await testApp.request({ url: '/api/docs/package.json' });
    expect(outside.statusCode).toBe(400);
    const traversal = await testApp.request({ url: '/api/docs/..%2f..%2fpackage.json' });
    expect([400, 404]).toContain(traversal.statusCode);
  });
});
