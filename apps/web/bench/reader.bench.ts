/**
 * `npm run bench:reader`: the Reader on the built app with the real server in headless Chromium (build first:
 * `npm run build`).
 *
 * - Opening a 2 MB EPUB (stored uncompressed, ~100 English chapters) to its first page rendered: from the
 *   file chosen (`glossa:reader-open`) to the first animation frame after the chapter is in the page.
 * - Analyze of the visible page to coloured: from the click (`glossa:reader-analyze`) to the highlights
 *   painted (`glossa:reader-coloured`); this includes the server's analysis of the page's text.
 * - A page turn with the page's words marked: from the key press to the next animation frame.
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
} from '../e2e/harness.ts';
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

async function main(): Promise<void> {
  const unavailable = browserTestsUnavailable();
  if (unavailable) throw new Error(`bench:reader needs Chromium and a build: ${unavailable}`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'glossa-bench-')), 'big.epub');
  const bytes = bigBook(2_000_000);
  writeFileSync(file, bytes);
  const [app, browser] = await Promise.all([startApp({}), launchBrowser()]);
  try {
    await dictionariesReady(app.baseUrl);
    const open: number[] = [];
    const analyze: number[] = [];
    const turn: number[] = [];
    let characters = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/reader`);
      await page.locator('.reader-toolbar input[type="file"]').setInputFiles(file);
      await page.waitForFunction(() => performance.getEntriesByName('glossa:reader-rendered').length > 0);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.mark('frame')))),
      );
      open.push(await between(page, 'glossa:reader-open', 'frame'));
      characters = await page.evaluate(() => {
        const view = document.querySelector('.reader-viewport')!.getBoundingClientRect();
        let n = 0;
        for (const p of document.querySelectorAll('.reader-book p'))
          for (const rect of p.getClientRects())
            if (rect.left < view.right && rect.right > view.left) {
              n += p.textContent?.length ?? 0;
              break;
            }
        return n;
      });
      await page.getByRole('button', { name: 'Analyze', exact: true }).click();
      analyze.push(await between(page, 'glossa:reader-analyze', 'glossa:reader-coloured'));
      turn.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const start = performance.now();
              window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
            }),
        ),
      );
      await context.close();
    }
    const line = (name: string, values: number[], target: number) =>
      console.log(
        `${name}: median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}, n=${values.length}), target < ${target} ms`,
      );
    console.log(`book: ${(bytes.length / 1e6).toFixed(2)} MB; analysed page: about ${characters} characters`);
    line('open to first page', open, TARGETS.open);
    line('Analyze to coloured', analyze, TARGETS.analyze);
    line('page turn with marks', turn, TARGETS.turn);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
