/**
 * Shared steps of the extension's browser tests: load the built unpacked extension, point it at the test's
 * server, open the side panel page, and sign in with a password on Glossa's real sign-in page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_PATH, ROOT } from '../../../apps/web/e2e/harness.ts';
import { signUpOverHttp } from '../../../apps/web/e2e/sign-up.ts';

export const DIST = path.join(ROOT, 'extensions/chrome/dist');
export const EXTENSION_ID = 'akghlaafnhcdnaamfnnijiihajaipbgc';
/** How long a poll waits: vitest's default second is too short on a loaded machine. */
export const WAIT = { timeout: 15_000 };

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
  await worker.evaluate(
    (url) => chrome.storage.local.set({ 'glossa.settings': { serverUrl: url } }),
    serverUrl,
  );
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
