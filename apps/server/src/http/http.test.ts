import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDialects } from '../testing/test-database.ts';

describe.each(testDialects())('HTTP foundation on %s', (dialect) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    // A probe route that echoes a JSON body, so that body handling is tested without any feature.
    t = await createTestApp(dialect, {}, async (api) => {
      api.post('/echo', async (request) => ({ received: request.body }));
    });
    // Also on a real socket: the injector would normalise paths before the server sees them.
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers health with the database reachable, its dialect and schema version', async () => {
    const response = await t.request({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ dialect, reachable: true });
    // The newest migration: an old `NNNN_name` or a dated `YYYY-MM-DD-NNN_name` (db/migrations/README.md).
    expect(body.database.schemaVersion).toMatch(/^(\d{4}|\d{4}-\d{2}-\d{2}-\d{3})_[a-z0-9_-]+$/);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('sends security headers with a real CSP and a request id on every answer', async () => {
    const response = await t.request({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('gives every visitor a CSRF cookie', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(String(response.headers['set-cookie'])).toMatch(/glossa_csrf=[\w-]{20,}; Path=\/; SameSite=Lax/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.request({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No API route GET /api/no-such-thing.', code: 'NOT_FOUND' });
  });

  it('refuses a state-changing request without the CSRF header, or with a wrong one', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/echo', payload: { text: 'x' } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: 'Missing or invalid CSRF token.', code: 'CSRF' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      cookies: { glossa_csrf: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
      headers: { 'x-csrf-token': 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' },
      payload: { text: 'x' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF');
  });

  it('accepts a state-changing request that carries the CSRF cookie and header', async () => {
    const response = await t.request({ method: 'POST', url: '/api/echo', payload: { text: 'hello' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { text: 'hello' } });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'text=hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.', code: 'BODY_TOO_LARGE' });
  });

  it.each([
    '/api/../etc/passwd',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..%2f..%2fetc/passwd',
    '/a%00b',
    '/api/health%00',
    '/%E0%A4%A',
  ])('refuses the bad path %s over a real socket with 400 and keeps running', async (rawPath) => {
    // A real socket: the injector would normalise the path before the server sees it.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => t.app.listeningOrigin);
    const response = await rawGet(address, rawPath);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).code).toBe('BAD_PATH');
    expect((await rawGet(origin, '/api/health')).status).toBe(200);
  });

  it('answers a URL that is far too long with 414', async () => {
    const response = await t.request({ url: `/api/health?q=${'x'.repeat(9000)}` });
    expect(response.statusCode).toBe(414);
  });
});

/** GET with the path sent exactly as given (no normalisation of `..` or percent escapes). */
function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
