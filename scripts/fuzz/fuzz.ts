// `npm run fuzz -- --minutes 10`: the fuzz suite of http/fuzz.test.ts for as long as asked, with a new seed
// every round; prints requests and answers per route and every problem found (exit 1 if any). With
// `--postgres` it runs on a fresh schema of TEST_DATABASE_URL instead of a SQLite file.
import fc from 'fast-check';
import { signUpUser } from '../../apps/server/src/features/auth/auth.test-helpers.ts';
import { startAuthServer } from '../../apps/server/src/features/auth/auth.test-setup.ts';
import { answerProblem, apiRoutes, fuzzCase, requestFor } from '../../apps/server/src/testing/fuzz.ts';

const minutesArg = process.argv.indexOf('--minutes');
const minutes = minutesArg >= 0 ? Number(process.argv[minutesArg + 1]) : 1;
if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 600) {
  console.error('usage: npm run fuzz -- --minutes N   (N from 0.1 to 600)');
  process.exit(2);
}
const deadline = Date.now() + minutes * 60_000;
// The routes are under test, not the first-start dictionary install (which would run in the background).
const dialect = process.argv.includes('--postgres') ? 'postgres' : 'sqlite';
if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) {
  console.error('--postgres needs TEST_DATABASE_URL (postgres://user@host:port/db)');
  process.exit(2);
}
const server = await startAuthServer(dialect, {
  SPEECH_ENABLED: 'false',
  LOG_LEVEL: 'silent',
  DICT_AUTO_INSTALL: 'false',
});
const routes = apiRoutes(server.app);
const perRoute = new Map<string, { requests: number; byStatus: Map<number, number> }>();
const problems: string[] = [];
let round = 0;
let n = 0;
try {
  while (Date.now() < deadline && problems.length < 20) {
    round += 1;
    const seed = Date.now() % 2_147_483_647;
    for (const route of routes) {
      if (Date.now() >= deadline) break;
      const attacker = await signUpUser(server.app);
      const key = `${route.method} ${route.url}`;
      const stats = perRoute.get(key) ?? { requests: 0, byStatus: new Map<number, number>() };
      perRoute.set(key, stats);
      for (const testCase of fc.sample(fuzzCase, { seed: seed + n, numRuns: 50 })) {
        n += 1;
        const identity = testCase.signedIn
          ? { cookie: attacker.headers.cookie, csrf: attacker.csrfToken }
          : null;
        const response = await server.app.inject(
          requestFor(route, testCase, identity, `10.8.${n % 250}.${n % 199}`),
        );
        stats.requests += 1;
        stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
        const problem = answerProblem(
          response.statusCode,
          String(response.headers['content-type'] ?? ''),
          response.body,
        );
        if (problem)
          problems.push(`${key} (seed ${seed}): ${problem}: ${JSON.stringify(testCase).slice(0, 300)}`);
      }
    }
  }
} finally {
  await server.close();
}
for (const [key, stats] of [...perRoute].sort()) {
  const statuses = [...stats.byStatus]
    .sort((a, b) => a[0] - b[0])
    .map(([s, c]) => `${s}×${c}`)
    .join(' ');
  console.info(`${key.padEnd(44)} ${String(stats.requests).padStart(7)} requests   ${statuses}`);
}
const fiveHundreds = [...perRoute.values()].reduce(
  (sum, s) => sum + [...s.byStatus].filter(([status]) => status >= 500).reduce((a, [, c]) => a + c, 0),
  0,
);
console.info(
  `\n${dialect}: ${n} requests in ${round} rounds over ${routes.length} routes, ${fiveHundreds} answers 5xx, ${problems.length} problems`,
);
for (const problem of problems) console.info(problem);
process.exit(problems.length ? 1 : 0);
