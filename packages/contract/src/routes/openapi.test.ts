import { describe, expect, it } from 'vitest';
import { allRoutes } from './all-routes.ts';
import { ROUTE_COMMON_ERRORS } from './define.ts';
import { ERROR_STATUSES } from './error-statuses.ts';
import { buildOpenApiDocument, openApiPath } from './openapi.ts';

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties: { code: { enum: string[] } } } }> }
  >;
}

const document = buildOpenApiDocument({ version: '0.0.0' }) as {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description?: string }[];
};
const operationOf = (route: ReturnType<typeof allRoutes>[number]): Operation => {
  const operation = document.paths[`/api${openApiPath(route.path)}`]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`no operation for ${route.id}`);
  return operation;
};

describe('the OpenAPI document', () => {
  it('says who may call each operation: nobody needs to sign in for public ones, user ones need the session', () => {
    for (const route of allRoutes()) {
      const { security } = operationOf(route);
      if (route.access === 'public') expect(security, route.id).toEqual([]);
      if (route.access === 'user') expect(security, route.id).toEqual([{ cookie: [] }, { bearer: [] }]);
      // Optional: signed in or not (the empty requirement), the answer depends on who asks.
      if (route.access === 'optional') expect(security, route.id).toContainEqual({});
    }
  });

  it("answers each route's declared and common error codes under their HTTP statuses, a 4xx among them", () => {
    for (const route of allRoutes()) {
      const { responses } = operationOf(route);
      const statuses = Object.keys(responses).map(Number);
      expect(
        statuses.some((status) => status >= 400 && status < 500),
        route.id,
      ).toBe(true);
      // Exactly one success answer: 2xx, or 303 for a browser navigation.
      const successes = statuses.filter((status) => status < 400);
      expect(successes, route.id).toHaveLength(1);
      expect(
        successes[0]! < 300 || (route.answer.kind === 'redirect' && successes[0] === 303),
        route.id,
      ).toBe(true);
      for (const code of new Set([...route.errors, ...ROUTE_COMMON_ERRORS])) {
        for (const status of ERROR_STATUSES[code]) {
          const codes = responses[String(status)]?.content?.['application/json']?.schema.properties.code.enum;
          expect(codes, `${route.id} ${code} ${status}`).toContain(code);
        }
      }
    }
  });

  it('describes every tag', () => {
    for (const tag of document.tags) expect(tag.description, tag.name).toBeTruthy();
  });
});
