/**
 * The extension's own Korean font, in a Chromium without CJK fonts: the side panel registers the Hangul faces
 * and draws Korean with them, fetching only the files its characters need; the word popup on a Korean page
 * (a closed shadow root on someone else's page) draws its headword with the faces registered in the page
 * under the extension's own family name, from the extension's web-accessible files. Screenshots go to
 * /tmp/chrome-font-shots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '@glossa/testing';
import {
  EXTENSION_ID,
  extensionTestsUnavailable,
  startExtensionSession,
  type ExtensionSession,
} from '@glossa/testing/extension';
import { popupText } from './page-probe.ts';
import { servePages, type PageServer } from './test-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = '/tmp/chrome-font-shots';
const KOREAN_PAGE = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>학교</title></head>
<body style="font: 20px/1.6 sans-serif; margin: 2rem"><p id="p0">학교에 가요. 친구를 만나요.</p></body></html>`;

const unavailable = extensionTestsUnavailable('content/page-highlights.js');
if (unavailable) console.warn(`Extension font browser tests skipped: ${unavailable}`);

/** The faces of `family` in the page's fonts: how many, and how many are loaded. */
const faces = (page: Page, family: string) =>
  page.evaluate((name) => {
    const all = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === name);
    return { all: all.length, loaded: all.filter((f) => f.status === 'loaded').length };
  }, family);

/** The extension's font files the page fetched. */
function fontFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(`chrome-extension://${EXTENSION_ID}/fonts/`)) files.push(url);
  });
  return files;
}

describe.skipIf(unavailable !== null)('Chrome extension: Korean font', () => {
  let session: ExtensionSession | undefined;
  let app: RunningApp;
  let pages: PageServer;
  let context: BrowserContext;

  beforeAll(async () => {
    [session, pages] = await Promise.all([
      startExtensionSession(),
      servePages({ '/korean.html': KOREAN_PAGE }),
    ]);
    ({ app } = session);
    ({ context } = session.extension);
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await session?.extension.close();
    await pages?.close();
    await app?.stop();
  });

  it('draws Korean in the side panel with its own font files, only those needed', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const panel = await context.newPage();
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.setViewportSize({ width: 390, height: 800 });
      const files = fontFiles(panel);
      await panel.goto(`chrome-extension://${EXTENSION_ID}/sidepanel.html`);
      // 86 Hangul subsets, regular and bold, registered; none fetched before Korean is drawn.
      await expect.poll(() => faces(panel, 'Noto Sans KR'), WAIT).toMatchObject({ all: 172 });
      await panel.evaluate(() => {
        const probe = document.createElement('p');
        probe.id = 'probe';
        probe.innerHTML = '학교에 가요 <strong>만나다</strong>';
        document.body.prepend(probe);
      });
      await expect
        .poll(
          () =>
            panel.evaluate(
              () =>
                document.fonts.check('400 16px "Noto Sans KR"', '학교에 가요') &&
                document.fonts.check('700 16px "Noto Sans KR"', '만나다'),
            ),
          WAIT,
        )
        .toBe(true);
      const { loaded } = await faces(panel, 'Noto Sans KR');
      expect(loaded).toBeGreaterThan(0);
      expect(loaded).toBeLessThan(20);
      expect(files.length).toBeGreaterThan(0);
      expect(files.length).toBeLessThan(20);
      // Drawn with glyphs: not what the same text looks like with no Korean font at all.
      const probe = panel.locator('#probe');
      const drawn = await probe.screenshot();
      await probe.evaluate((el) => ((el as HTMLElement).style.fontFamily = 'glossa-none, system-ui'));
      expect(drawn.equals(await probe.screenshot())).toBe(false);
      await probe.evaluate((el) => ((el as HTMLElement).style.fontFamily = ''));
      await panel.screenshot({ path: path.join(SHOTS, `sidepanel-390-${scheme}.png`) });
      await panel.close();
    }
  }, 60_000);

  it('draws the word popup on a Korean page with the font registered in the page', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 900, height: 600 });
    await page.goto(`${pages.origin}/korean.html`);
    expect(await faces(page, 'Glossa Noto Sans KR')).toEqual({ all: 0, loaded: 0 });

    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${EXTENSION_ID}/sidepanel.html`);
    await page.bringToFront();
    const toggle = panel.getByRole('checkbox', { name: /Colour words on 127\.0\.0\.1/ });
    await expect.poll(() => toggle.count(), WAIT).toBe(1);
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), WAIT).toBe(true);
    await panel.close();

    // A click on 학교 opens the popup; its headword is drawn from the extension's files.
    const point = await page.evaluate(() => {
      const node = document.getElementById('p0')!.firstChild!;
      const range = document.createRange();
      range.setStart(node, 0);
      range.setEnd(node, 2);
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await expect
      .poll(async () => {
        await page.mouse.click(point.x, point.y);
        return popupText(page);
      }, WAIT)
      .toContain('학교');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 16px "Glossa Noto Sans KR"', '학교')), WAIT)
      .toBe(true);
    const registered = await faces(page, 'Glossa Noto Sans KR');
    expect(registered.all).toBe(172);
    expect(registered.loaded).toBeGreaterThan(0);
    // The page's own fonts are untouched: nothing under the name "Noto Sans KR".
    expect((await faces(page, 'Noto Sans KR')).all).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'page-popup-900-light.png') });
  }, 90_000);
});
