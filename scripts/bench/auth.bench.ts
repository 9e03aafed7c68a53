// `npm run bench:auth`: argon2id hash time at the production parameters (and at the other OWASP-recommended
// settings, for comparison), then password sign-ins per second through the real server
// (`POST /api/auth/login`, multipart, CSRF, session row + audit row) under 4 concurrent connections for
// 10 s on loopback. Rate limits are raised for the run so the figure is the hashing + database cost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  multipartBody,
  newCsrfToken,
  signUpUser,
} from '../../apps/server/src/features/auth/auth.test-helpers.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// libuv's default thread pool (4 threads) runs the hashes; more connections only queue.
const CONNECTIONS = 4;
const SAMPLES = 20;
const ARGON2ID = 2;

async function timeHashes(
  memoryCost: number,
  timeCost: number,
): Promise<{ hashMs: number; verifyMs: number }> {
  const options = { algorithm: ARGON2ID, memoryCost, timeCost, parallelism: 1 };
  const hashTimes: number[] = [];
  const verifyTimes: number[] = [];
  let stored = '';
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    stored = await hash(`Bench#Password${i}`, options);
    hashTimes.push(performance.now() - start);
    const check = performance.now();
    await verify(stored, `Bench#Password${i}`);
    verifyTimes.push(performance.now() - check);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { hashMs: median(hashTimes), verifyMs: median(verifyTimes) };
}

// No first-start dictionary install: it would write to the same SQLite file during the run.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-bench-auth-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DICT_AUTO_INSTALL: 'false',
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
});
const { memoryCost, timeCost, parallelism } = config.auth.argon2;
let verifyMedianMs = 1;
console.info(`argon2id, ${os.cpus().length} cores, median of ${SAMPLES} runs each (one at a time):`);
for (const [m, t] of [
  [memoryCost, timeCost],
  [47_104, 1],
  [12_288, 3],
  [65_536, 3],
] as const) {
  const { hashMs, verifyMs } = await timeHashes(m, t);
  const chosen = m === memoryCost && t === timeCost ? '  <- production default' : '';
  if (chosen) verifyMedianMs = verifyMs;
  console.info(
    `  m=${String(m).padStart(6)} KiB t=${t} p=${parallelism}: hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms${chosen}`,
  );
}

const app = await buildApp(config, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const user = await signUpUser(app);
const csrf = newCsrfToken();
const { body, contentType } = multipartBody({ identifier: user.user.email, password: user.password });

const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/auth/login`,
  method: 'POST',
  connections: CONNECTIONS,
  duration: DURATION_S,
  headers: { 'content-type': contentType, cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
  body,
});
console.info(
  `POST /api/auth/login, ${CONNECTIONS} connections, ${DURATION_S} s: ${result.requests.average.toFixed(1)} sign-ins/s, ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
);
console.info(
  `statuses: ${JSON.stringify(result.statusCodeStats)}; load average ${os.loadavg()[0]?.toFixed(1)}`,
);
// The ceiling this machine allows: every core verifying passwords back to back and nothing else.
const ceiling = (os.cpus().length * 1000) / verifyMedianMs;
console.info(
  `ceiling ${ceiling.toFixed(1)} verifies/s (cores x 1000 / verify ms): ratio ${(result.requests.average / ceiling).toFixed(2)}`,
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
