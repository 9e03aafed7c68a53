/**
 * The one set-up of the browser tests: a file's tests share one built server and one headless Chromium,
 * started once before the file's first test and stopped after its last, and each test gets fresh browser
 * contexts (own cookies and storage) that are closed when it ends, passed or failed.
 *
 * Server and browser are per file, not shared across files: several files sign up the same accounts and
 * count sign-in attempts, and some start the server with their own environment (the local identity
 * provider, cheap password hashing), so one file's server state must not leak into another's.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, onTestFinished } from 'vitest';
import { DESKTOP, launchBrowser, newPage } from './browser.ts';
import { browserTestsUnavailable } from './paths.ts';
import { dictionariesReady, startApp, type RunningApp } from './server.ts';

export interface BrowserAppOptions {
  /**
   * Extra server environment, or a function answering it; the function runs in the file's set-up, so it may
   * start what the server needs first (e.g. a local identity provider).
   */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** Wait until the starter dictionaries are installed before the first test (for screens that analyse). */
  dictionaries?: boolean;
}

export interface BrowserApp {
  /** The running server's origin, e.g. `http://127.0.0.1:41234`. */
  readonly baseUrl: string;
  /** The server process (its data directory, its pid). */
  readonly app: RunningApp;
  readonly browser: Browser;
  /**
   * A fresh browser context with a page, closed when the current test ends; failure diagnostics (console
   * warnings and errors, failed requests, 4xx/5xx answers) are printed if the test fails.
   */
  newPage(
    viewport?: { width: number; height: number },
    options?: { colorScheme?: 'light' | 'dark'; hasTouch?: boolean },
  ): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Registers the file's set-up and tear-down hooks in the current suite and answers the shared server and
 * browser; use it inside a `describe`, or through {@link describeInBrowser}.
 * @example const web = useBrowserApp({ dictionaries: true }); // then, in a test: await web.newPage(PHONE)
 */
export function useBrowserApp(options: BrowserAppOptions = {}): BrowserApp {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : (options.env ?? {});
    // The server and Chromium start side by side: neither needs the other until the first page opens.
    [app, browser] = await Promise.all([startApp(env), launchBrowser()]);
    if (options.dictionaries) await dictionariesReady(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started (use it inside a test)`);
    return value;
  };
  return {
    get baseUrl() {
      return started(app, 'server').baseUrl;
    },
    get app() {
      return started(app, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async newPage(viewport = DESKTOP, pageOptions = {}) {
      const opened = await newPage(started(browser, 'browser'), viewport, pageOptions);
      // A test that fails half-way must not leave its context (and its pages' timers) running. Outside a
      // running test (a page opened in a hook) there is no test to attach to: the caller closes it.
      try {
        onTestFinished(() => opened.context.close().catch(() => undefined));
      } catch {
        // Not inside a running test.
      }
      return opened;
    },
  };
}

/**
 * A `describe` whose tests drive the built app in Chromium, skipped (with a note saying why) on a machine
 * without Chromium or without a build.
 * @example describeInBrowser('web shell in Chromium', {}, (web) => { it('loads', async () => { ... }) });
 */
export function describeInBrowser(
  title: string,
  options: BrowserAppOptions,
  body: (web: BrowserApp) => void,
): void {
  const unavailable = browserTestsUnavailable();
  if (unavailable) console.warn(`[e2e] ${title}: skipped, ${unavailable}`);
  describe.skipIf(unavailable)(title, () => body(useBrowserApp(options)));
}
