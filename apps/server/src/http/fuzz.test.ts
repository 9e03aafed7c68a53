// Every route the app registered, fuzzed with a fixed seed and a bounded number of cases (issue: hardening):
// never a 5xx, never a stack trace, every error `{detail, code}` with a registered code, and another
// learner's data unchanged. The long run is `npm run fuzz -- --minutes 10`.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../features/auth/auth.test-helpers.ts';
import { startAuthServer, type TestServer } from '../features/auth/auth.test-setup.ts';
import { testDialects } from '../testing/test-database.ts';
import { answerProblem, apiRoutes, fuzzCase, requestFor } from '../testing/fuzz.ts';

const CASES_PER_ROUTE = 40;
const SEED = 20261123;

// On each database the tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (npm test starts
// one), so that a text one engine stores and the other refuses shows up as a 5xx here.
describe.each(testDialects())('fuzzing every API route (%s)', (dialect) => {
  let server: TestServer;
  let victim: SignedInUser;
  let victimBefore: string;
  const counts = new Map<string, number>();
  const byStatus = new Map<number, number>();

  const victimData = async () =>
    (await server.app.inject({ method: 'GET', url: '/api/user/voc', headers: victim.headers })).body;

  beforeAll(async () => {
    server = await startAuthServer(dialect, { SPEECH_ENABLED: 'false', LOG_LEVEL: 'silent' });
    victim = await signUpUser(server.app);
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/user/voc',
      headers: { ...victim.headers, 'content-type': 'application/json' },
      payload: { written: '학교', lang: 'ko_KR', status: 'learned', updated_at: '2026-01-01T00:00:00.000Z' },
    });
    expect(put.statusCode).toBe(200);
    victimBefore = await victimData();
  });
  afterAll(async () => {
    const serverErrors = [...byStatus].filter(([status]) => status >= 500).reduce((a, [, n]) => a + n, 0);
    console.info(
      `fuzz (${dialect}): ${[...counts.values()].reduce((a, b) => a + b, 0)} requests over ${counts.size} routes, ` +
        `${CASES_PER_ROUTE} cases each, seed ${SEED}; 5xx: ${serverErrors}; by status: ` +
        [...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status} ${n}`)
          .join(', '),
    );
    await server?.close();
  });

  it('knows the routes to fuzz', () => {
    const routes = apiRoutes(server.app);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/analyze', 'PUT /api/user/voc', 'POST /api/auth/login']),
    );
  });

  it('answers every random and adversarial request without a 5xx, a stack or an unregistered code', async () => {
    const routes = apiRoutes(server.app);
    let n = 0;
    for (const route of routes) {
      // A fresh session per route: a fuzzed logout, refresh or account deletion only ends its own.
      const attacker = await signUpUser(server.app);
      await fc.assert(
        fc.asyncProperty(fuzzCase, async (testCase) => {
          n += 1;
          const identity = testCase.signedIn
            ? { cookie: attacker.headers.cookie, csrf: attacker.csrfToken }
            : null;
          const response = await server.app.inject(
            requestFor(route, testCase, identity, `10.7.${n % 250}.${n % 199}`),
          );
          counts.set(`${route.method} ${route.url}`, (counts.get(`${route.method} ${route.url}`) ?? 0) + 1);
          byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
          const problem = answerProblem(
            response.statusCode,
            String(response.headers['content-type'] ?? ''),
            response.body,
          );
          if (problem)
            throw new Error(`${route.method} ${route.url}: ${problem}: ${response.body.slice(0, 300)}`);
        }),
        { seed: SEED, numRuns: CASES_PER_ROUTE, endOnFailure: true },
      );
    }
    // Nothing the attacker sent reached the other learner's words.
    expect(await victimData()).toBe(victimBefore);
  }, 480_000);
});
