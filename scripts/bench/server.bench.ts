// `npm run bench:server`: requests/second and latency of GET /api/health under 50 concurrent connections for
// 10 s against the built server on loopback. Reference in the same run: a bare Node HTTP server in its own
// process answering a fixed JSON body, so the figure reads as a share of plain Node HTTP capacity here.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { load, startBuiltServer, summary } from './bench-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

const bareSource = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"status":"ok"}'); }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
const bare = spawn(process.execPath, ['-e', bareSource], { stdio: ['ignore', 'pipe', 'inherit'] });
const barePort = await new Promise<number>((resolve) =>
  bare.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
);
const app = await startBuiltServer({ DICT_AUTO_INSTALL: 'false' });

try {
  console.info(
    `GET /api/health, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback, ${os.cpus().length} cores`,
  );
  const reference = await load(`http://127.0.0.1:${barePort}/`, {
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  console.info(summary('bare node:http (reference)', reference));
  const health = await load(`${app.baseUrl}/api/health`, { connections: CONNECTIONS, durationS: DURATION_S });
  console.info(summary('Glossa GET /api/health', health));
  console.info(
    `ratio vs bare node:http: ${(health.requests.average / reference.requests.average).toFixed(2)}`,
  );
} finally {
  bare.kill();
  await app.stop();
}
