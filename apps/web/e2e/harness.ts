/**
 * Browser-test harness: starts the real, built server (apps/server/dist/main.js serving apps/web/dist) on a
 * free loopback port over a fresh SQLite file, and opens headless Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** The Chromium binary, or undefined when this machine has none (browser tests then skip). */
export const CHROMIUM_PATH = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));

/** Why browser tests cannot run here, or null when they can. */
export function browserTestsUnavailable(): string | null {
  if (!CHROMIUM_PATH) return 'Chromium is not installed (npm test installs the Debian package chromium)';
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(WEB_INDEX))
    return 'the app is not built (run npm run build)';
  return null;
}

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

async function freePort(): Promise<number> {
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
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-e2e-'));
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
      fs.rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
    waitForLog: log.waitFor,
  };
}

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

/** Headless Chromium with the flags this sandbox needs (no background networking, no sandbox as root). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** A fresh browser context (its own cookies and storage) with a page. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { colorScheme?: 'light' | 'dark'; hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: the app then skips its transitions, so what a test reads is the settled style.
  const context = await browser.newContext({
    viewport,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      errors.push(message.text());
    }
  });
  (page as Page & { glossaErrors?: string[] }).glossaErrors = errors;
  recordForFailures(page);
  return { context, page };
}

/**
 * Keeps the page's console warnings and errors and its failed or refused API calls, and prints them when the
 * current test fails: a browser test that fails only on a loaded CI machine can then be understood.
 */
function recordForFailures(page: Page): void {
  const started = Date.now();
  const lines: string[] = [];
  const at = () => `+${((Date.now() - started) / 1000).toFixed(2)}s`;
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      lines.push(`${at()} console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`${at()} page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    lines.push(
      `${at()} request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    ),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      lines.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  try {
    onTestFailed(() => {
      if (lines.length > 0) console.error(`Browser log of a page of the failed test:\n${lines.join('\n')}`);
    });
  } catch {
    // Not inside a running test (a page opened in a hook): nothing to attach to.
  }
}

/** Uncaught page errors and CSP violations seen on the page so far. */
export function pageErrors(page: Page): string[] {
  return (page as Page & { glossaErrors?: string[] }).glossaErrors ?? [];
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

/**
 * Types a text on the Analyze screen, picks its language, analyses it, and answers the analysed text once it is
 * on screen.
 * @example const analysed = await analyseOnPage(page, '학교에 가요', 'ko_KR');
 */
export async function analyseOnPage(
  page: Page,
  text: string,
  language: 'ko_KR' | 'en_US' | 'fr_FR',
): Promise<Locator> {
  await page.getByLabel('Text language').selectOption(language);
  await page.getByLabel('Text to analyze').fill(text);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/analyze')),
    page.getByRole('button', { name: 'Analyze Text' }).click(),
  ]);
  const analysed = page.getByRole('group', { name: 'Analysed text' });
  await expect.poll(() => analysed.innerText()).toBe(text.trim());
  return analysed;
}
