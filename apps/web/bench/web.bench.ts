/**
 * `npm run bench:web`: what the Home page costs and how fast the analysed text appears, measured on the built
 * app with the real server in headless Chromium (build first: `npm run build`).
 *
 * - JavaScript the Home page loads: every script fetched for `/`, gzip-compressed as a server would send it.
 * - Navigation to the demo being interactive: the `glossa:demo-interactive` mark (set when the demo's words
 *   are on screen and clickable), in ms since navigation start.
 * - A 1000-character Korean text: from the analysis answer's arrival (`glossa:analyze-answer`) to the text
 *   rendered and coloured (`glossa:analyze-rendered`, the first animation frame after React committed it).
 *
 * Each timing is the median of several runs in fresh browser contexts, without and with 4x CPU throttling
 * (roughly a mid-range phone). Figures vary with the machine; nothing here asserts on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, ROOT, browserTestsUnavailable, launchBrowser, startApp } from '@glossa/testing';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = path.join(ROOT, 'apps/web/dist');
const HOME_JS_TARGET_KB = 200;
const RENDER_TARGET_MS = 300;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summary(values: number[]): string {
  return `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}, n=${values.length})`;
}

async function freshPage(
  browser: Browser,
  throttle: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  return { context, page };
}

async function markTime(page: Page, name: string): Promise<number> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, name, {
    timeout: 60_000,
  });
  return page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, name);
}

/** Scripts the Home page fetched, with their gzip sizes. */
async function homeScripts(browser: Browser, baseUrl: string): Promise<{ file: string; gzip: number }[]> {
  const { context, page } = await freshPage(browser, 1);
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) files.add(url.pathname);
  });
  await page.goto(baseUrl);
  await markTime(page, 'glossa:demo-interactive');
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...files].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length,
  }));
}

/** A Korean text of exactly 1000 characters, from the demo paragraph repeated. */
function koreanText(): string {
  const paragraph = fs
    .readFileSync(path.join(ROOT, 'packages/dictionary/starter/demo/ko.txt'), 'utf8')
    .trim();
  let text = '';
  while (text.length < 1000) text += `${paragraph}\n\n`;
  return text.slice(0, 1000);
}

async function main(): Promise<void> {
  const unavailable = browserTestsUnavailable();
  if (unavailable) throw new Error(`cannot run: ${unavailable}`);
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const scripts = await homeScripts(browser, app.baseUrl);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
    console.log(`Home page JavaScript (gzip -9): ${total.toFixed(1)} kB in ${scripts.length} files`);
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} kB  ${script.file}`);
    }
    console.log(`  target < ${HOME_JS_TARGET_KB} kB: ${total < HOME_JS_TARGET_KB ? 'met' : 'NOT met'}`);

    const text = koreanText();
    // The server warms its analysers on start; one untimed analysis makes sure it is done.
    for (const throttle of [1, 4]) {
      const demo: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { context, page } = await freshPage(browser, throttle);
        await page.goto(app.baseUrl);
        demo.push(await markTime(page, 'glossa:demo-interactive'));
        await context.close();
      }
      console.log(`Navigation -> demo interactive (CPU x${throttle}): ${summary(demo)}`);

      const render: number[] = [];
      const roundTrip: number[] = [];
      // A fresh page per run: the analysed text is mounted from scratch, as after a first analysis.
      for (let i = 0; i <= RUNS; i++) {
        const { context, page } = await freshPage(browser, throttle);
        await page.goto(`${app.baseUrl}/analyze`);
        await page.getByLabel('Text language').selectOption('ko_KR');
        await page.getByLabel('Text to analyze').fill(text);
        await page.evaluate(() => performance.clearMarks());
        const started = await page.evaluate(() => performance.now());
        await page.getByRole('button', { name: 'Analyze Text' }).click();
        const answer = await markTime(page, 'glossa:analyze-answer');
        const rendered = await markTime(page, 'glossa:analyze-rendered');
        const units = await page.locator('.analysed-text [data-unit]').count();
        const coloured = await page.locator('.analysed-text .word[class*="is-"]').count();
        await context.close();
        if (i === 0) {
          // The first analysis only makes sure the server's analysers are warm.
          console.log(`  (warm-up analysis: ${units} units on screen, ${coloured} coloured)`);
          continue;
        }
        render.push(rendered - answer);
        roundTrip.push(rendered - started);
      }
      console.log(
        `1000-character Korean text, answer -> rendered and coloured (CPU x${throttle}): ${summary(render)}`,
      );
      console.log(`  click -> rendered, server analysis included (CPU x${throttle}): ${summary(roundTrip)}`);
      if (throttle === 1) {
        console.log(
          `  target < ${RENDER_TARGET_MS} ms: ${median(render) < RENDER_TARGET_MS ? 'met' : 'NOT met'}`,
        );
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
