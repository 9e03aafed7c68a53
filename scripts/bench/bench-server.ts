// Shared by the HTTP benchmarks: the built server in its own process (as `npm start` runs it) and autocannon
// driving it from this process over loopback, so the load generator does not steal the server's event loop.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, startApp, type RunningApp } from '@glossa/testing';

/** Starts the built server (building it first when needed). */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningApp> {
  if (
    !fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js')) ||
    !fs.existsSync(path.join(ROOT, 'apps/web/dist'))
  ) {
    console.info('building the app first (npm run build)...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  return startApp({ LOG_LEVEL: 'warn', ...env });
}

/** Runs autocannon for `durationS` seconds. */
export function load(
  url: string,
  options: Partial<autocannon.Options> & { durationS: number },
): Promise<autocannon.Result> {
  const { durationS, ...rest } = options;
  return autocannon({ url, duration: durationS, ...rest });
}

/** One line of figures. */
export function summary(name: string, result: autocannon.Result): string {
  const failures = result.errors + result.non2xx + result.timeouts;
  return `${name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   failures ${failures}`;
}
