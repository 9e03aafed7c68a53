/**
 * `npm run bench:deck`: the Deck screen with a deck of 5,000 cards, on the built app with the real server in
 * headless Chromium (build first: `npm run build`).
 *
 * - Navigation to the first screen of card infos rendered: navigation start to `glossa:deck-rendered` (the
 *   first animation frame after React committed the card infos), for a 5,000-card deck and, as the reference
 *   measured in the same run, an empty deck (same page, same calls, nothing to list): their ratio says what
 *   the 5,000 cards cost.
 * - A search keystroke to the filtered list: the key's event time to `glossa:deck-filtered` (the frame after
 *   the filtered list was committed), typing "7" then "77" then clearing with Backspace.
 *
 * Medians of several runs (BENCH_RUNS, default 5). Figures vary with the machine; nothing here asserts.
 * Beside the 5,000-card figure, the start-up's critical path: when the HTML, the JS, the Deck screen's chunk
 * and each API call started and ended (resource timing, median over the runs), to show where the time goes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, ROOT, browserTestsUnavailable, launchBrowser, startApp } from '@glossa/testing';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CARDS = Number(process.env.BENCH_CARDS ?? 5000);
const LOAD_TARGET_MS = 500;
const KEYSTROKE_TARGET_MS = 50;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summary(values: number[]): string {
  return `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}, n=${values.length})`;
}

/** Signs a new user up and makes one deck with `cards` cards, through the API with the page's cookies. */
async function userWithDeck(page: Page, baseUrl: string, prefix: string, cards: number): Promise<void> {
  await page.goto(`${baseUrl}/deck`);
  const unique = `${prefix}${Date.now().toString(36)}`;
  // The API request context shares the page's cookies; the CSRF header repeats the cookie's token.
  const csrf = async () =>
    (await page.context().cookies(baseUrl)).find((cookie) => cookie.name === 'glossa_csrf')?.value ?? '';
  const signup = await page.request.post(`${baseUrl}/api/auth/signup`, {
    multipart: { username: unique, email: `${unique}@example.com`, password: 'Correct#Horse9' },
    headers: { 'x-csrf-token': await csrf() },
  });
  if (!signup.ok()) throw new Error(`signup ${signup.status()}`);
  const token = await csrf();
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`${baseUrl}/api${path}`, {
      data,
      headers: { 'x-csrf-token': token },
    });
    if (!response.ok()) throw new Error(`${path} ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
  const deck = await post('/deck', { name: 'Bench' });
  // Eight requests at a time: the server's writes are what the set-up waits for.
  let next = 0;
  const worker = async () => {
    while (next < cards) {
      const i = next++;
      await post(`/deck/${deck.id}/cards`, {
        written: `card${String(i).padStart(4, '0')}`,
        senses: [{ translation: `translation ${i}`, definition: `definition of card ${i}` }],
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function markTime(page: Page, name: string, after = 0): Promise<number> {
  const handle = await page.waitForFunction(
    ({ mark, after }) =>
      performance.getEntriesByName(mark).find((entry) => entry.startTime > after)?.startTime,
    { mark: name, after },
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** One step of the start-up: a resource (matched by its URL) or the HTML, with its start and end. */
interface Step {
  name: string;
  start: number;
  end: number;
}

/** The start-up's steps on the page as loaded: the HTML, scripts, the Deck chunk and the API calls. */
async function criticalPath(page: Page): Promise<Step[]> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const steps = [{ name: 'HTML', start: navigation.requestStart, end: navigation.responseEnd }];
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const url = new URL(entry.name);
      const file = url.pathname.replace(/-[\w-]{8}\.js$/, '.js');
      if (!url.pathname.startsWith('/api/') && !/\/(index|DeckPage)/.test(file)) continue;
      steps.push({ name: file.replace(/\/\d+\//, '/{id}/'), start: entry.startTime, end: entry.responseEnd });
    }
    return steps;
  });
}

/** Median start and end of each step over the runs, in the order they started. */
function pathSummary(runs: Step[][]): string {
  const byName = new Map<string, Step[]>();
  for (const run of runs)
    for (const step of run) byName.set(step.name, [...(byName.get(step.name) ?? []), step]);
  return [...byName.entries()]
    .map(([name, steps]) => ({
      name,
      start: median(steps.map((s) => s.start)),
      end: median(steps.map((s) => s.end)),
    }))
    .sort((a, b) => a.start - b.start)
    .map((s) => `    ${s.start.toFixed(0).padStart(4)} -> ${s.end.toFixed(0).padStart(4)} ms  ${s.name}`)
    .join('\n');
}

/** Navigation start to the card infos on screen, `RUNS` times (the page reloads each time). */
async function loadTimes(
  page: Page,
  baseUrl: string,
  expectRows: number,
  paths: Step[][] = [],
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    await page.goto(`${baseUrl}/deck`);
    const rendered = await markTime(page, 'glossa:deck-rendered').catch(async (error: unknown) => {
      console.log(`no card infos on screen; the page says: ${await page.locator('main').innerText()}`);
      throw error;
    });
    const rows = await page.locator('.deck-card').count();
    if (rows < Math.min(expectRows, 1)) throw new Error(`no rows rendered (${rows})`);
    if (i === 0) {
      console.log(`  (warm-up load: ${rows} rows in the DOM at first)`);
      continue;
    }
    times.push(rendered);
    paths.push(await criticalPath(page));
  }
  return times;
}

/** One key in the search box: its event time to the filtered list's frame. */
async function keystroke(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('.deck-search')!;
    box.addEventListener(
      'keydown',
      (event) => ((window as unknown as { keyAt: number }).keyAt = event.timeStamp),
      { once: true },
    );
  });
  await page.keyboard.press(key);
  const keyAt = await page.evaluate(() => (window as unknown as { keyAt: number }).keyAt);
  const filtered = await markTime(page, 'glossa:deck-filtered', keyAt);
  return filtered - keyAt;
}

async function main(): Promise<void> {
  const unavailable = browserTestsUnavailable();
  if (unavailable) throw new Error(`cannot run: ${unavailable}`);
  // The bench runs for minutes: it serves its own copy of the built web app, so that a build started
  // meanwhile (which empties apps/web/dist) does not pull the pages from under it.
  const webCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-deck-bench-'));
  // BENCH_WEB_DIST: another build to measure (an older commit's, for a before-and-after comparison).
  fs.cpSync(process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'apps/web/dist'), webCopy, { recursive: true });
  const app = await startApp({ ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1', WEB_DIST_DIR: webCopy });
  const browser = await launchBrowser();
  try {
    const big = await browser.newContext({ viewport: DESKTOP });
    const bigPage = await big.newPage();
    const started = Date.now();
    await userWithDeck(bigPage, app.baseUrl, 'benchbig', CARDS);
    console.log(
      `Set-up: ${CARDS} cards created through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const empty = await browser.newContext({ viewport: DESKTOP });
    const emptyPage = await empty.newPage();
    await userWithDeck(emptyPage, app.baseUrl, 'benchempty', 0);

    const emptyTimes = await loadTimes(emptyPage, app.baseUrl, 0);
    const bigPaths: Step[][] = [];
    const bigTimes = await loadTimes(bigPage, app.baseUrl, CARDS, bigPaths);
    console.log(`Navigation -> first screen rendered, empty deck (reference): ${summary(emptyTimes)}`);
    console.log(`Navigation -> first screen rendered, ${CARDS}-card deck: ${summary(bigTimes)}`);
    console.log(
      `  ratio ${CARDS}-card / empty: ${(median(bigTimes) / median(emptyTimes)).toFixed(2)}; target < ${LOAD_TARGET_MS} ms: ${median(bigTimes) < LOAD_TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  critical path of the ${CARDS}-card loads (median start -> end):\n${pathSummary(bigPaths)}`,
    );
    const badge = await bigPage.locator('.deck-count').innerText();
    console.log(`  count badge: ${badge}`);

    const keys: Record<string, number[]> = { '"7" (5000 -> matches of 7)': [], '"77"': [], Backspace: [] };
    for (let i = 0; i < RUNS; i++) {
      await bigPage.locator('.deck-search').click();
      keys['"7" (5000 -> matches of 7)']!.push(await keystroke(bigPage, '7'));
      keys['"77"']!.push(await keystroke(bigPage, '7'));
      await keystroke(bigPage, 'Backspace');
      keys.Backspace!.push(await keystroke(bigPage, 'Backspace'));
    }
    const shown = await bigPage.locator('.deck-card').count();
    for (const [name, values] of Object.entries(keys)) {
      console.log(`Search keystroke ${name} -> filtered list: ${summary(values)}`);
    }
    const worst = Math.max(...Object.values(keys).map(median));
    console.log(
      `  worst median ${worst.toFixed(1)} ms; target < ${KEYSTROKE_TARGET_MS} ms: ${worst < KEYSTROKE_TARGET_MS ? 'met' : 'NOT met'} (${shown} rows in the DOM after clearing)`,
    );
    await big.close();
    await empty.close();
  } finally {
    await browser.close();
    await app.stop();
    fs.rmSync(webCopy, { recursive: true, force: true });
  }
}

await main();
