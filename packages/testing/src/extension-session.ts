/**
 * Shared steps of the extension's browser tests: start the real server and the built unpacked extension in
 * headless Chromium (one of each per test file, shared by its tests), point the extension at the server (or
 * at a port where nothing listens, for "the server is down"), open the side panel page, and sign in with a
 * password on Glossa's real sign-in page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_PATH, ROOT, browserTestsUnavailable } from './paths.ts';
import { dictionariesReady, startApp, type RunningApp } from './server.ts';
import { signUpOverHttp } from './sign-up.ts';

/**
 * The extension as the browser tests load it: the build with the service worker's test hooks
 * (`npm run build:chrome:e2e`); GLOSSA_CHROME_DIST runs the tests against another build (an older commit's).
 */
export const DIST = process.env.GLOSSA_CHROME_DIST ?? path.join(ROOT, 'extensions/chrome/dist-e2e');
export const EXTENSION_ID = 'akghlaafnhcdnaamfnnijiihajaipbgc';
/** How long a poll waits: vitest's default second is too short on a loaded machine. */
export const WAIT = { timeout: 15_000 };

/**
 * Why the extension's browser tests cannot run here (no Chromium, or the extension not built), or null.
 * @example const unavailable = extensionTestsUnavailable('content/page-highlights.js');
 */
export function extensionTestsUnavailable(builtFile = 'manifest.json'): string | null {
  return (
    browserTestsUnavailable() ??
    (fs.existsSync(path.join(DIST, builtFile))
      ? null
      : 'the extension is not built (npm run build:chrome:e2e)')
  );
}

export interface ExtensionSession {
  app: RunningApp;
  extension: LoadedExtension;
  /** Closes the browser, then stops the server. */
  close(): Promise<void>;
}

/**
 * The real server (with `env`, the extension's id allowed for companion sign-in) and the extension pointed
 * at it, started side by side; resolves once the starter dictionaries are installed.
 * @example const { app, extension, close } = await startExtensionSession();
 */
export async function startExtensionSession(env: Record<string, string> = {}): Promise<ExtensionSession> {
  const app = await startApp({ OAUTH_CHROME_EXTENSION_IDS: EXTENSION_ID, ...env });
  const extension = await loadExtension(app.baseUrl).catch(async (error: unknown) => {
    await app.stop();
    throw error;
  });
  await dictionariesReady(app.baseUrl);
  return {
    app,
    extension,
    close: async () => {
      await extension.close();
      await app.stop();
    },
  };
}

/** Where nothing listens: pointing the extension here is the server being down, as the extension sees it. */
export const UNREACHABLE_SERVER = 'http://127.0.0.1:9';

/**
 * Points the extension at a server (what the settings page stores).
 * @example await setServerUrl(worker, UNREACHABLE_SERVER);
 */
export async function setServerUrl(worker: Worker, serverUrl: string): Promise<void> {
  await worker.evaluate(
    (url) => chrome.storage.local.set({ 'glossa.settings': { serverUrl: url } }),
    serverUrl,
  );
}

export interface LoadedExtension {
  context: BrowserContext;
  worker: Worker;
  close(): Promise<void>;
}

/**
 * Headless Chromium with the built extension, its settings pointing at `serverUrl`.
 * @example const { context, worker, close } = await loadExtension(app.baseUrl);
 */
export async function loadExtension(serverUrl: string): Promise<LoadedExtension> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-chrome-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless=new', `--disable-extensions-except=${DIST}`, `--load-extension=${DIST}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await setServerUrl(worker, serverUrl);
  return {
    context,
    worker,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The side panel's page, in a tab of a side panel's size (headless Chromium has no side panel to drive).
 * @example const panel = await openSidePanel(context);
 */
export async function openSidePanel(context: BrowserContext): Promise<Page> {
  const panel = await context.newPage();
  await panel.setViewportSize({ width: 400, height: 900 });
  await panel.goto(`chrome-extension://${EXTENSION_ID}/sidepanel.html`);
  return panel;
}

/**
 * Signs a new account up over HTTP, then signs the extension in on /oauth/login?ext=chrome with its password;
 * resolves once the service worker holds the tokens.
 * @example const email = await signInExtension(context, worker, app.baseUrl, 'Pass#word1');
 */
export async function signInExtension(
  context: BrowserContext,
  worker: Worker,
  baseUrl: string,
  password: string,
): Promise<string> {
  const email = await signUpOverHttp(baseUrl, `ext${Date.now().toString(36)}`, password);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/oauth/login?ext=chrome&extension_id=${EXTENSION_ID}`);
  await expect
    .poll(() => page.locator('.oauth-status').textContent(), WAIT)
    .toBe('Learn languages inside chrome.');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect
    .poll(() => worker.evaluate<{ connected: boolean; email?: string }>('glossa.authStatus()'), WAIT)
    .toMatchObject({ connected: true, email });
  await page.close();
  return email;
}

/**
 * The access token the extension keeps (read only to check the server's side).
 * @example const token = await accessToken(worker);
 */
export async function accessToken(worker: Worker): Promise<string> {
  return worker.evaluate(async () => {
    const stored = (await chrome.storage.local.get('glossa.tokens'))['glossa.tokens'] as {
      accessToken: string;
    };
    return stored.accessToken;
  });
}
