// `npm run bench:server`: requests/second and latency of GET /api/health under 50 concurrent connections for
// 10 s, against the real server on loopback. Reference in the same run: a bare Node HTTP server answering a
// fixed JSON body, so the figure reads as "share of the machine's plain HTTP capacity".
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

async function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
}

function summary(name: string, result: autocannon.Result): string {
  return `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`;
}

const reference = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});
await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
const referencePort = (reference.address() as { port: number }).port;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-bench-'));
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DICT_AUTO_INSTALL: 'false' }), {
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as { port: number }).port;

console.info(
  `GET /api/health, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback, ${os.cpus().length} cores`,
);
const bare = await load(`http://127.0.0.1:${referencePort}/`);
console.info(summary('bare node:http', bare));
const health = await load(`http://127.0.0.1:${appPort}/api/health`);
console.info(summary('Glossa /api/health', health));
console.info(`ratio vs bare node:http: ${(health.requests.average / bare.requests.average).toFixed(2)}`);

await app.close();
reference.close();
fs.rmSync(dataDir, { recursive: true, force: true });
