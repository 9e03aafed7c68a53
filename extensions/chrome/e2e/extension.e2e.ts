/**
 * Browser test of the built, unpacked Chrome extension (extensions/chrome/dist) in headless Chromium: the
 * service worker starts, the context menu's handler analyses a selection of a local page on the real Glossa
 * server, and the side panel shows the analysed text and a word's detail. Screenshots of the side panel go to
 * /tmp/chrome-shots/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH,
  ROOT,
  browserTestsUnavailable,
  dictionariesReady,
  startApp,
  type RunningApp,
} from '../../../apps/web/e2e/harness.ts';

const DIST = path.join(ROOT, 'extensions/chrome/dist');
const EXTENSION_ID = 'akghlaafnhcdnaamfnnijiihajaipbgc';
const SHOTS = '/tmp/chrome-shots';
const ARTICLE = 'The students read a long book about history in the library.';

const unavailable =
  browserTestsUnavailable() ??
  (fs.existsSync(path.join(DIST, 'manifest.json'))
    ? null
    : 'the extension is not built (npm run build:chrome)');
if (unavailable) console.warn(`Chrome extension browser tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('Chrome extension', () => {
  let app: RunningApp;
  let context: BrowserContext;
  let worker: Worker;
  let userDataDir: string;

  beforeAll(async () => {
    app = await startApp({ OAUTH_CHROME_EXTENSION_IDS: EXTENSION_ID });
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-chrome-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--headless=new', `--disable-extensions-except=${DIST}`, `--load-extension=${DIST}`],
    });
    worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    // A local test page, served by the browser context itself.
    await context.route('http://pages.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><body><h1>Reading</h1><p id="article">${ARTICLE}</p></body></html>`,
      }),
    );
    await dictionariesReady(app.baseUrl);
    // The settings page would store this; the test points the extension at its own server.
    await worker.evaluate(
      (serverUrl) => chrome.storage.local.set({ 'glossa.settings': { serverUrl } }),
      app.baseUrl,
    );
  });

  afterAll(async () => {
    await context?.close();
    await app?.stop();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  it('starts its service worker under the fixed id', () => {
    expect(new URL(worker.url()).host).toBe(EXTENSION_ID);
  });

  it('analyses a selection through the context menu handler and shows it in the side panel', async () => {
    const page = await context.newPage();
    await page.goto('http://pages.test/article.html');
    const selection = await page.evaluate(() => {
      const paragraph = document.getElementById('article')!;
      window.getSelection()!.selectAllChildren(paragraph);
      return window.getSelection()!.toString();
    });
    expect(selection).toBe(ARTICLE);

    // The same handler chrome.contextMenus.onClicked calls, with what Chrome would pass it.
    const result = await worker.evaluate(
      async ({ text }) => {
        const [tab] = await chrome.tabs.query({ url: 'http://pages.test/*' });
        const glossa = (globalThis as unknown as { glossa: GlossaHooks }).glossa;
        return glossa.onMenuClicked({ menuItemId: 'glossa-analyze', selectionText: text }, tab);
      },
      { text: selection },
    );
    expect(result, JSON.stringify(result)).toMatchObject({
      state: 'done',
      text: ARTICLE,
      textLanguage: 'en_US',
    });

    const panel = await openSidePanel(context);
    const text = panel.getByRole('group', { name: 'Analysed text' });
    await expect.poll(() => text.textContent()).toContain('library');
    // Words are coloured by status: all unknown for a new learner, "the" and the like not in the dictionary.
    await expect.poll(() => panel.locator('.word.is-unknown').count()).toBeGreaterThan(3);

    await panel.locator('.word', { hasText: 'students' }).first().click();
    const detail = panel.getByRole('region', { name: 'Word details' });
    await expect.poll(() => detail.textContent()).toMatch(/student/i);
    // The status bar of the shared word detail: a status set here recolours the word.
    await detail.getByRole('group', { name: 'Word status' }).getByRole('button', { name: 'Learned' }).click();
    await expect
      .poll(() => panel.locator('.word.is-known', { hasText: 'students' }).count())
      .toBeGreaterThan(0);

    fs.mkdirSync(SHOTS, { recursive: true });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-light.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-dark.png'), fullPage: true });
  });
});

interface GlossaHooks {
  onMenuClicked(
    info: { menuItemId: string; selectionText: string },
    tab: chrome.tabs.Tab | undefined,
  ): Promise<unknown>;
}

/**
 * The side panel's page. Headless Chromium has no side panel to drive, so its page is opened in a tab of the
 * size of a side panel: the same page, with the same extension APIs.
 */
async function openSidePanel(context: BrowserContext): Promise<Page> {
  const panel = await context.newPage();
  await panel.setViewportSize({ width: 400, height: 900 });
  await panel.goto(`chrome-extension://${EXTENSION_ID}/sidepanel.html`);
  return panel;
}
