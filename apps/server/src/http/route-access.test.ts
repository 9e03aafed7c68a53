import { allRoutes, fillPath, type AnyRoute } from '@glossa/contract';
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDialects } from '../testing/test-database.ts';
import { installUserResolver, serve } from './serve.ts';

/** A URL for a route with every path parameter filled (their values do not matter before sign-in). */
function urlOf(route: AnyRoute): string {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  return `/api${fillPath(route.path, Object.fromEntries(names.map((name) => [name, 'x'])))}`;
}

describe.each(testDialects())('the route table drives access and caching on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const userRoutes = allRoutes().filter((route) => route.access === 'user');

  it('has user routes to check', () => {
    expect(userRoutes.length).toBeGreaterThan(20);
  });

  it.each(userRoutes.map((route) => [route.id, route] as const))(
    'answers %s to a guest with 401 UNAUTHORIZED, not cached',
    async (_id, route) => {
      const response = await t.request({ method: route.method, url: urlOf(route), payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(
    allRoutes()
      .filter((route) => route.cache)
      .map((route) => [route.id, route] as const),
  )("sends %s's Cache-Control rule from the table", async (_id, route) => {
    const response = await t.request({ method: route.method, url: urlOf(route), payload: {} });
    expect(response.headers['cache-control']).toBe(route.cache);
  });
});

describe('serve', () => {
  const user = { id: 'u1', username: 'ana', email: 'ana@example.com', sessionId: 's1' };
  const route = {
    id: 'probe.me',
    tag: 'probe',
    method: 'GET',
    path: '/me',
    access: 'user',
    response: z.object({ id: z.string() }),
    answer: { kind: 'json' },
    errors: [],
  } as const satisfies AnyRoute;

  it("hands a user route's handler the signed-in user", async () => {
    const app = Fastify();
    installUserResolver(app, async (request) => (request.headers.authorization ? user : null));
    serve(app, route, async ({ user: signedIn }) => ({ id: signedIn.id }));
    const signedIn = await app.inject({ url: '/me', headers: { authorization: 'Bearer t' } });
    expect(signedIn.json()).toEqual({ id: 'u1' });
    expect((await app.inject({ url: '/me' })).statusCode).toBe(401);
    await app.close();
  });

  it('refuses to register a user route when nothing can resolve the user', () => {
    expect(() => serve(Fastify(), route, async () => ({ id: '' }))).toThrow(/installUserResolver/);
  });
});
