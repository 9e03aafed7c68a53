/**
 * Browser test of page highlighting with the built, unpacked extension in headless Chromium and the real
 * server: turning a site on colours the words of a local page with CSS highlights (over the page's own text
 * nodes, whose text stays as it was), a click on a word opens the popup with its detail, and a status set
 * there recolours every occurrence. Screenshots go to /tmp/chrome-shots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '@glossa/testing';
import {
  EXTENSION_ID,
  extensionTestsUnavailable,
  startExtensionSession,
  type ExtensionSession,
} from '@glossa/testing/extension';
import { highlighted, popupText, popupView } from './page-probe.ts';
import { articlePage, servePages, type PageServer } from './test-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = '/tmp/chrome-shots';
const PARAGRAPHS = [
  'The students read a long book about history in the library.',
  'Every morning the <em>students</em> walk to the old library near the river.',
  'Their teacher says that history explains the present.',
];

const unavailable = extensionTestsUnavailable('content/page-highlights.js');
if (unavailable) console.warn(`Page highlighting browser tests skipped: ${unavailable}`);

/** The middle of the n-th occurrence of a word in the page's text, in viewport coordinates. */
function wordPoint(page: Page, word: string, occurrence = 0): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ({ word, occurrence }) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let seen = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
          if (seen++ !== occurrence) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          const box = range.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        }
      }
      throw new Error(`${word} is not on the page`);
    },
    { word, occurrence },
  );
}

/**
 * A screenshot that leaves the page as it was: Playwright hides the caret by writing a style attribute on
 * text fields, which the DOM comparisons would see.
 */
function shoot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(SHOTS, `${name}.png`), caret: 'initial' });
}

describe.skipIf(unavailable !== null)('Chrome extension: page highlighting', () => {
  let session: ExtensionSession | undefined;
  let app: RunningApp;
  let pages: PageServer;
  let context: BrowserContext;
  let worker: Worker;

  beforeAll(async () => {
    [session, pages] = await Promise.all([
      startExtensionSession(),
      servePages({ '/article.html': articlePage(PARAGRAPHS) }),
    ]);
    ({ app } = session);
    ({ context, worker } = session.extension);
  });

  afterAll(async () => {
    // The browser first: Chromium keeps idle connections to the page server open while it runs.
    await session?.extension.close();
    await pages?.close();
    await app?.stop();
  });

  it('colours the page when its site is turned on, opens the popup on a click, recolours on a status change', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 900, height: 700 });
    await page.goto(`${pages.origin}/article.html`);
    const before = await page.evaluate(() => document.body.innerHTML);

    // The side panel's switch for the active tab's site.
    const panel = await context.newPage();
    await panel.setViewportSize({ width: 400, height: 900 });
    await panel.goto(`chrome-extension://${EXTENSION_ID}/sidepanel.html`);
    await page.bringToFront();
    const toggle = panel.getByRole('checkbox', { name: /Colour words on 127\.0\.0\.1/ });
    await expect.poll(() => toggle.count(), WAIT).toBe(1);
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), WAIT).toBe(true);

    await expect.poll(() => highlighted(page, 'unknown'), WAIT).toContain('library');
    const unknown = await highlighted(page, 'unknown');
    expect(unknown.filter((word) => word === 'students')).toHaveLength(2);
    // Scripts, fields, editable regions, hidden text and code are left alone.
    const all = [
      ...unknown,
      ...(await highlighted(page, 'known')),
      ...(await highlighted(page, 'seen')),
      ...(await highlighted(page, 'undefined')),
    ];
    for (const word of ['elephants', 'zebra', 'giraffe', 'require']) expect(all).not.toContain(word);
    // The page's DOM is untouched: the same markup, the page's own script ran once.
    expect(await page.evaluate(() => document.body.innerHTML)).toBe(before);

    fs.mkdirSync(SHOTS, { recursive: true });
    await shoot(page, 'page-highlights-light');

    // The panel's line for the page: the distinct headwords of the page's readable text, none known yet
    // (the same text analysed again here, names, numbers and foreign words left out).
    const pageLine = panel.getByRole('region', { name: 'This page' }).getByTestId('text-coverage');
    const pageCounts = async () => {
      if ((await pageLine.count()) !== 1) return null;
      const match = /^You know (\d+)% of the words here \((\d+) of (\d+) words?; (\d+) new\)$/.exec(
        (await pageLine.innerText()).trim(),
      );
      return match ? { known: Number(match[2]), total: Number(match[3]), fresh: Number(match[4]) } : null;
    };
    const readable = ['Reading in the library', ...PARAGRAPHS.map((text) => text.replace(/<[^>]+>/g, ''))];
    const units = await worker.evaluate(async (text) => {
      const glossa = (globalThis as unknown as { glossa: Hooks }).glossa;
      const [answer] = await glossa.analyzeChunks([text]);
      return answer?.units ?? [];
    }, readable.join('\n\n'));
    const leftOut = new Set(['PROPN', 'NUM', 'X', 'PUNCT', 'SYM']);
    const headwords = new Set(
      units.flatMap((unit) =>
        unit.vocabulary && !leftOut.has(unit.morphs[0]?.tag ?? '') ? [unit.vocabulary] : [],
      ),
    );
    expect(headwords.size).toBeGreaterThan(10);
    expect(headwords).toContain('student');
    await expect.poll(pageCounts, WAIT).toEqual({ known: 0, total: headwords.size, fresh: headwords.size });

    // A click on a coloured word opens the popup with the shared word detail: the colours came from the
    // units alone, the word's senses are fetched on the click.
    const point = await wordPoint(page, 'students');
    await page.mouse.click(point.x, point.y);
    const popup = page.locator('glossa-word-popup');
    await expect.poll(() => popupText(page), WAIT).toMatch(/student/i);
    await expect.poll(() => popupText(page), WAIT).toContain('A person who is studying.');
    expect((await popupView(page))?.mode).toBe('closed');
    expect(await highlighted(page, 'selected')).toEqual(['students']);
    await shoot(page, 'page-popup-light');

    // A status set in the popup recolours every occurrence at once, and reaches the service worker.
    const learned = await (await popupView(page))?.button('Learned');
    if (!learned) throw new Error('no Learned button in the popup');
    await page.mouse.click(learned.x, learned.y);
    await expect
      .poll(async () => (await highlighted(page, 'known')).filter((word) => word === 'students').length, WAIT)
      .toBe(2);
    expect(await highlighted(page, 'unknown')).not.toContain('students');
    await expect
      .poll(
        () =>
          worker.evaluate(async () => {
            const glossa = (globalThis as unknown as { glossa: Hooks }).glossa;
            return (await glossa.vocabularySnapshot()).items;
          }),
        WAIT,
      )
      .toContainEqual({ written: 'student', lang: 'en_US', status: 'learned' });
    expect(await page.evaluate(() => document.body.innerHTML)).toBe(before);
    // ...and the panel's page line counts it.
    await expect
      .poll(pageCounts, WAIT)
      .toEqual({ known: 1, total: headwords.size, fresh: headwords.size - 1 });
    expect(await panel.getByRole('region', { name: 'This page' }).innerText()).toMatch(
      /^This page\s+You know \d+% of the words here/,
    );

    // The popup names the grammar covering the word: "read" heads a present simple.
    const read = await wordPoint(page, 'read');
    await page.mouse.click(read.x, read.y);
    await expect.poll(() => popupText(page), WAIT).toMatch(/Grammar.*present simple/is);
    await shoot(page, 'page-popup-grammar-light');

    // Dark: the page and the popup follow the browser's scheme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count(), WAIT).toBe(0);
    await shoot(page, 'page-highlights-dark');
    const again = await wordPoint(page, 'history');
    await page.mouse.click(again.x, again.y);
    await expect.poll(() => popupText(page), WAIT).toMatch(/history/i);
    await shoot(page, 'page-popup-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-site-light.png') });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-site-dark.png') });
    await panel.emulateMedia({ colorScheme: 'light' });

    // Turning the site off takes every colour away.
    await panel.bringToFront();
    await page.bringToFront();
    await toggle.click();
    await expect.poll(() => page.evaluate(() => CSS.highlights.size), WAIT).toBe(0);
    expect(await page.evaluate(() => document.body.innerHTML)).toBe(before);
    // ...and the panel says why the page has no line any more.
    const note = panel.getByText('Colour the words of this page to see how many of them you know.');
    await expect.poll(() => note.count(), WAIT).toBe(1);
    expect(await panel.getByRole('region', { name: 'This page' }).count()).toBe(0);
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-page-off-light.png') });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.join(SHOTS, 'sidepanel-page-off-dark.png') });
    await panel.emulateMedia({ colorScheme: 'light' });
  });

  it('colours a page of the site opened later through the registered content script', async () => {
    await worker.evaluate(async (site) => {
      const glossa = (globalThis as unknown as { glossa: Hooks }).glossa;
      await glossa.setSiteHighlighting(site, true);
    }, pages.origin);
    const page = await context.newPage();
    await page.goto(`${pages.origin}/article.html`);
    await expect.poll(() => highlighted(page, 'known'), WAIT).toContain('students');
    await expect.poll(() => highlighted(page, 'unknown'), WAIT).toContain('river');

    // The settings page lists the site with its switch.
    const options = await context.newPage();
    await options.setViewportSize({ width: 800, height: 900 });
    await options.goto(`chrome-extension://${EXTENSION_ID}/options.html`);
    const entry = options.getByRole('checkbox', { name: `Colour words on ${new URL(pages.origin).host}` });
    await expect.poll(() => entry.isChecked(), WAIT).toBe(true);
    await options.screenshot({ path: path.join(SHOTS, 'options-sites-light.png'), fullPage: true });
    await options.emulateMedia({ colorScheme: 'dark' });
    await options.screenshot({ path: path.join(SHOTS, 'options-sites-dark.png'), fullPage: true });
  });
});

interface Hooks {
  vocabularySnapshot(): Promise<{ items: { written: string; lang: string; status: string }[] }>;
  analyzeChunks(
    texts: string[],
  ): Promise<{ units: { vocabulary?: string | null; morphs: { tag: string }[] }[] }[]>;
  setSiteHighlighting(site: string, enabled: boolean): Promise<string[]>;
}
