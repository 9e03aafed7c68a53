/**
 * `npm run bench:reader`: the Reader on the built app with the real server in headless Chromium (build first:
 * `npm run build`).
 *
 * - Opening a 2 MB EPUB (stored uncompressed, ~100 English chapters) to its first page rendered: from the
 *   file chosen (`glossa:reader-open`) to the first animation frame after the chapter is in the page.
 * - Analyze of the visible page to coloured: from the click (`glossa:reader-analyze`) to the highlights
 *   painted (`glossa:reader-coloured`); this includes the server's analysis of the page's text.
 * - A page turn with the page's words marked: from the key press to the frame after foliate-js reports the
 *   new page (`glossa:reader-relocated`).
 *
 * - Analyze of the next page after reading one that was analysed (the Reader fetched its analysis in the
 *   background: the bench waits until the network is idle, as a learner reading the page would).
 * - The same first Analyze in a window tall enough for a page of about 2,000 characters (several requests).
 *
 * In-run reference: the very requests each Analyze sent, sent again from Node straight to the server in
 * parallel (the server's analysis and the transfer alone); the ratio says what the Reader adds on top. The
 * server is warmed up with one analysis first (its workers load their dictionaries in the background after
 * it starts, and the first run used to pay for that).
 *
 * Each figure is the median of several runs in fresh browser contexts. Nothing here asserts on them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  browserTestsUnavailable,
  dictionariesReady,
  launchBrowser,
  startApp,
} from '@glossa/testing';
import { bigBook } from '../e2e/reader-fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { open: 1500, analyze: 400, turn: 100 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function between(page: Page, from: string, to: string): Promise<number> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, to, {
    timeout: 60_000,
  });
  return page.evaluate(
    ([a, b]) =>
      performance.getEntriesByName(b!)[0]!.startTime - performance.getEntriesByName(a!)[0]!.startTime,
    [from, to],
  );
}

/** A window whose page holds about 2,000 characters of the bench book at 1.5rem (in foliate-js's column). */
const TALL = { width: 1280, height: 2300 };

/** Posts the Analyze requests a run sent, again and in parallel, straight to the server; ms to all answered. */
async function serverOnly(baseUrl: string, bodies: readonly string[]): Promise<number> {
  const start = performance.now();
  await Promise.all(
    bodies.map(async (body) => {
      const response = await fetch(`${baseUrl}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
    }),
  );
  return performance.now() - start;
}

/** Chooses the book, waits for its first page, and times Analyze to coloured; the requests' bodies too. */
async function analyseRun(
  page: Page,
  file: string,
): Promise<{ analyze: number; bodies: string[]; characters: number }> {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analyze')) bodies.push(request.postData() ?? '');
  });
  await page.locator('.reader-toolbar input[type="file"]').setInputFiles(file);
  await page.waitForFunction(() => performance.getEntriesByName('glossa:reader-rendered').length > 0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.mark('frame')))),
  );
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  const analyze = await between(page, 'glossa:reader-analyze', 'glossa:reader-coloured');
  const characters = bodies.reduce(
    (sum, body) => sum + (JSON.parse(body) as { text: string }).text.length,
    0,
  );
  return { analyze, bodies, characters };
}

async function main(): Promise<void> {
  const unavailable = browserTestsUnavailable();
  if (unavailable) throw new Error(`bench:reader needs Chromium and a build: ${unavailable}`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'glossa-bench-')), 'big.epub');
  const bytes = bigBook(2_000_000);
  writeFileSync(file, bytes);
  const [app, browser] = await Promise.all([startApp({}), launchBrowser()]);
  try {
    await dictionariesReady(app.baseUrl);
    await serverOnly(app.baseUrl, [
      JSON.stringify({ text: 'Warming up the analysers.', text_lang: 'en_US', dico_lang: 'en_US' }),
    ]);
    const open: number[] = [];
    const analyze: number[] = [];
    const reference: number[] = [];
    const analyzeTall: number[] = [];
    const referenceTall: number[] = [];
    const turn: number[] = [];
    const nextPage: number[] = [];
    let characters = 0;
    let charactersTall = 0;
    let requestsTall = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/reader`);
      const measured = await analyseRun(page, file);
      open.push(await between(page, 'glossa:reader-open', 'frame'));
      analyze.push(measured.analyze);
      characters = measured.characters;
      reference.push(await serverOnly(app.baseUrl, measured.bodies));
      // foliate-js turns a page by scrolling its columns, then reports the new place (`relocate`): timed from
      // the key press to the frame after that report.
      turn.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              performance.clearMarks('glossa:reader-relocated');
              const start = performance.now();
              window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
              // An anonymous callback: tsx would wrap a named one in a helper the page does not have.
              const timer = setInterval(() => {
                if (performance.getEntriesByName('glossa:reader-relocated').length === 0) return;
                clearInterval(timer);
                requestAnimationFrame(() => resolve(performance.now() - start));
              }, 1);
            }),
        ),
      );
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        performance.clearMarks('glossa:reader-analyze');
        performance.clearMarks('glossa:reader-coloured');
      });
      await page.getByRole('button', { name: 'Analyze', exact: true }).click();
      nextPage.push(await between(page, 'glossa:reader-analyze', 'glossa:reader-coloured'));
      await context.close();

      const tall = await browser.newContext({ viewport: TALL });
      const tallPage = await tall.newPage();
      await tallPage.goto(`${app.baseUrl}/reader`);
      const big = await analyseRun(tallPage, file);
      analyzeTall.push(big.analyze);
      charactersTall = big.characters;
      requestsTall = big.bodies.length;
      referenceTall.push(await serverOnly(app.baseUrl, big.bodies));
      await tall.close();
    }
    const line = (name: string, values: number[], target: number) =>
      console.log(
        `${name}: median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}, n=${values.length}), target < ${target} ms`,
      );
    const ratio = (values: number[], base: number[]) => (median(values) / median(base)).toFixed(2);
    console.log(`book: ${(bytes.length / 1e6).toFixed(2)} MB`);
    line('open to first page', open, TARGETS.open);
    console.log(`desktop page (${DESKTOP.width}x${DESKTOP.height}): ${characters} characters analysed`);
    line('  Analyze to coloured', analyze, TARGETS.analyze);
    line('  reference: the same requests, server only', reference, TARGETS.analyze);
    console.log(`  ratio Analyze / reference: ${ratio(analyze, reference)}`);
    line('  Analyze of the next page, read after an analysed one', nextPage, TARGETS.analyze);
    console.log(
      `tall page (${TALL.width}x${TALL.height}): ${charactersTall} characters in ${requestsTall} requests`,
    );
    line('  Analyze to coloured', analyzeTall, TARGETS.analyze);
    line('  reference: the same requests, server only', referenceTall, TARGETS.analyze);
    console.log(`  ratio Analyze / reference: ${ratio(analyzeTall, referenceTall)}`);
    line('page turn with marks', turn, TARGETS.turn);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
