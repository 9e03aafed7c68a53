/**
 * Browser test of the built, unpacked Chrome extension (extensions/chrome/dist-e2e) in headless Chromium: the
 * service worker starts, the context menu's handler analyses a selection of a local page on the real Glossa
 * server, and the side panel shows the analysed text and a word's detail. Screenshots of the side panel go to
 * /tmp/chrome-shots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '@glossa/testing';
import {
  EXTENSION_ID,
  UNREACHABLE_SERVER,
  WAIT,
  accessToken,
  extensionTestsUnavailable,
  openSidePanel,
  setServerUrl,
  signInExtension,
  startExtensionSession,
  type ExtensionSession,
} from '@glossa/testing/extension';

const SHOTS = '/tmp/chrome-shots';
const ARTICLE = 'The students read a long book about history in the library.';
const PASSWORD = 'Glossa#Extension7';

const unavailable = extensionTestsUnavailable();
if (unavailable) console.warn(`Chrome extension browser tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('Chrome extension', () => {
  let session: ExtensionSession | undefined;
  let app: RunningApp;
  let context: BrowserContext;
  let worker: Worker;

  beforeAll(async () => {
    session = await startExtensionSession();
    ({ app } = session);
    ({ context, worker } = session.extension);
    // A local test page, served by the browser context itself.
    await context.route('http://pages.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><body><h1>Reading</h1><p id="article">${ARTICLE}</p></body></html>`,
      }),
    );
  });

  afterAll(async () => {
    await session?.close();
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
    await expect.poll(() => text.textContent(), WAIT).toContain('library');
    // Words are coloured by status: all unknown for a new learner, "the" and the like not in the dictionary.
    await expect.poll(() => panel.locator('.word.is-unknown').count(), WAIT).toBeGreaterThan(3);

    // The coverage line (the count every client shares): nothing known yet.
    const coverage = panel.getByTestId('text-coverage');
    const counts = async () => {
      const match = /^You know (\d+)% of the words here \((\d+) of (\d+) words?; (\d+) new\)$/.exec(
        (await coverage.innerText()).trim(),
      );
      return match ? { known: Number(match[2]), total: Number(match[3]), fresh: Number(match[4]) } : null;
    };
    await expect.poll(counts, WAIT).toMatchObject({ known: 0 });
    const before = (await counts())!;
    expect(before.fresh).toBe(before.total);

    await panel.locator('.word', { hasText: 'students' }).first().click();
    const detail = panel.getByRole('region', { name: 'Word details' });
    await expect.poll(() => detail.textContent(), WAIT).toMatch(/student/i);
    // The status bar of the shared word detail: a status set here recolours the word.
    await detail.getByRole('group', { name: 'Word status' }).getByRole('button', { name: 'Learned' }).click();
    await expect
      .poll(() => panel.locator('.word.is-known', { hasText: 'students' }).count(), WAIT)
      .toBeGreaterThan(0);
    // ...and is counted at once.
    await expect.poll(counts, WAIT).toEqual({ known: 1, total: before.total, fresh: before.total - 1 });

    // The grammar of the word: "read" heads a present simple; its examples come through the service worker.
    await panel
      .locator('.word', { hasText: /^read$/ })
      .first()
      .click();
    const construction = detail.getByRole('button', { name: /present simple/ });
    await construction.waitFor(WAIT);
    await construction.click();
    await detail.getByText('She works in a bank.').first().waitFor(WAIT);

    fs.mkdirSync(SHOTS, { recursive: true });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-grammar-light.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-grammar-dark.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'light' });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-light.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-dark.png'), fullPage: true });
  });

  it('signs in with a password on the Glossa page, which hands its token to the extension', async () => {
    // The page's checkAuth reaches the real extension, which says it is not signed in; then the password
    // sign-in hands the token to the extension (signInExtension waits for both).
    const email = await signInExtension(context, worker, app.baseUrl, PASSWORD);
    // The tokens stay in the extension's storage; the access token works with Bearer.
    const token = await accessToken(worker);
    const me = await fetch(`${app.baseUrl}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('syncs statuses both ways with the account once signed in', async () => {
    // The guest's word from the first test waits for the learner's answer; the panel offers it.
    const panel = await openSidePanel(context);
    await panel.getByRole('button', { name: 'Add them' }).click();
    await worker.evaluate("glossa.setWordStatus('library', 'en_US', 'seen')");
    const token = await accessToken(worker);
    const serverWords = async () => {
      const response = await fetch(`${app.baseUrl}/api/user/voc`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const items = (await response.json()) as { written: string; status: string }[];
      return Object.fromEntries(items.map((item) => [item.written, item.status]));
    };
    await expect.poll(serverWords, WAIT).toMatchObject({ library: 'seen', student: 'learned' });

    // A change made elsewhere (the web app, through the same API) shows in the panel after a sync.
    const put = await fetch(`${app.baseUrl}/api/user/voc`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        written: 'history',
        lang: 'en_US',
        status: 'learned',
        updated_at: new Date().toISOString(),
      }),
    });
    expect(put.status).toBeLessThan(300);
    await panel.reload();
    await expect.poll(() => panel.locator('.word.is-known', { hasText: 'history' }).count(), WAIT).toBe(1);
    expect(await panel.locator('.word.is-seen', { hasText: 'library' }).count()).toBe(1);
  });
  it('keeps working while the server cannot be reached and catches up after', async () => {
    const token = await accessToken(worker);
    // The server "goes down": the extension is pointed at a port where nothing listens.
    await setServerUrl(worker, UNREACHABLE_SERVER);
    const panel = await openSidePanel(context);
    await panel.locator('.word', { hasText: 'book' }).first().click();
    await panel.getByRole('group', { name: 'Word status' }).getByRole('button', { name: 'Seen' }).click();
    // Recoloured at once and kept locally, queued for the server.
    await expect.poll(() => panel.locator('.word.is-seen', { hasText: 'book' }).count(), WAIT).toBe(1);
    await expect
      .poll(
        () => worker.evaluate<{ pending: number }>('glossa.vocabularySnapshot()').then((v) => v.pending),
        WAIT,
      )
      .toBeGreaterThan(0);

    await setServerUrl(worker, app.baseUrl);
    await worker.evaluate('glossa.vocabulary.refresh()');
    await expect
      .poll(async () => {
        const response = await fetch(`${app.baseUrl}/api/user/voc`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const items = (await response.json()) as { written: string; status: string }[];
        return items.find((item) => item.written === 'book')?.status;
      }, WAIT)
      .toBe('seen');
  });
});

interface GlossaHooks {
  onMenuClicked(
    info: { menuItemId: string; selectionText: string },
    tab: chrome.tabs.Tab | undefined,
  ): Promise<unknown>;
}
