/**
 * The real, built server (apps/server/dist/main.js serving apps/web/dist) as a separate process on a free
 * loopback port over a fresh SQLite file in a temporary data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT, SERVER_ENTRY } from './paths.ts';
import { copySeededData, seedsDictionaries, type SpawnServer } from './seeded-data.ts';

/** One line of the server's JSON log (pino): `msg`, `level` and the fields it logged, e.g. `req.url`. */
export type LogEntry = Record<string, unknown> & { msg?: string; level?: number };

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  /** The server process (benchmarks sample its memory). */
  pid: number;
  /** Sends SIGTERM, waits for the process to end and removes its data; resolves to its exit code. */
  stop(): Promise<number | null>;
  /**
   * Resolves with the first log line (seen so far or later) that `matches`; rejects if the process ends or
   * the deadline passes first. Only for an app started with `{ captureLog: true }`.
   */
  waitForLog(matches: (entry: LogEntry) => boolean, timeoutMs?: number): Promise<LogEntry>;
}

/** Pino's number for the warn level: lines at or above it are echoed as they were before capture. */
const WARN = 40;

/** A loopback port nothing listens on now (the system picks it; a server may take it next). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built server as a separate process, as `npm start` does, and waits until it answers. With
 * `captureLog` its stdout (the JSON log) is read line by line for `waitForLog`, and warnings and errors are
 * still echoed.
 * @example const app = await startApp({ LOG_LEVEL: 'info' }, { captureLog: true });
 */
export async function startApp(
  env: Record<string, string> = {},
  options: { captureLog?: boolean } = {},
): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-e2e-'));
  if (seedsDictionaries(env)) await copySeededData(dataDir, spawnServer);
  return spawnServer(dataDir, env, { captureLog: options.captureLog === true, keepData: false });
}

const spawnServer: SpawnServer = async (dataDir, env, options) => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The starter dictionaries make the screens real; WordNet (155k entries) would only slow every start.
      DICT_AUTO_INSTALL: 'true',
      DICT_WORDNET: 'false',
      // Never the big online dictionaries (hundreds of MB) in browser tests or benchmarks, online or not.
      GLOSSA_ONLINE_DICTIONARIES: 'none',
      ...env,
    },
    stdio: ['ignore', options.captureLog ? 'pipe' : 'inherit', 'inherit'],
  });
  const log = captureLog(child, options.captureLog === true);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
    waitForLog: log.waitFor,
  };
};

/** Reads the child's JSON log lines as they come; `waitFor` answers the first one that matches. */
function captureLog(child: ChildProcess, enabled: boolean): { waitFor: RunningApp['waitForLog'] } {
  const seen: LogEntry[] = [];
  const waiters = new Set<(entry: LogEntry | 'ended') => void>();
  let ended = false;
  if (enabled && child.stdout) {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      let entry: LogEntry;
      try {
        entry = JSON.parse(line) as LogEntry;
      } catch {
        entry = { msg: line, level: WARN };
      }
      if ((entry.level ?? WARN) >= WARN) process.stdout.write(`${line}\n`);
      seen.push(entry);
      for (const waiter of waiters) waiter(entry);
    });
    // The log ends when the process has closed its stdout: every line it wrote has been read by then.
    lines.on('close', () => {
      ended = true;
      for (const waiter of waiters) waiter('ended');
    });
  }
  return {
    waitFor(matches, timeoutMs = 30_000) {
      if (!enabled)
        return Promise.reject(new Error('start the app with { captureLog: true } to read its log'));
      const earlier = seen.find(matches);
      if (earlier) return Promise.resolve(earlier);
      if (ended) return Promise.reject(new Error('the server log ended without the awaited line'));
      return new Promise<LogEntry>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching server log line within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = (entry: LogEntry | 'ended') => {
          if (entry !== 'ended' && !matches(entry)) return;
          clearTimeout(timer);
          waiters.delete(check);
          if (entry === 'ended') reject(new Error('the server log ended without the awaited line'));
          else resolve(entry);
        };
        waiters.add(check);
      });
    },
  };
}

/** Waits until the server has installed the three starter dictionaries (it does so just after starting). */
export async function dictionariesReady(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const sources = (await (await fetch(`${baseUrl}/api/dictionary/sources`)).json()) as unknown[];
    if (sources.length >= 3) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('starter dictionaries were not installed within 60 s');
}
