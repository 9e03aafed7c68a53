// `npm run bench:voc`: the personal vocabulary end to end, against the built app (apps/server/dist serving
// apps/web/dist) on loopback over a fresh SQLite file, driven in headless Chromium:
//   1. import of a 20,000-word CSV through the Vocabulary screen until the success message (words parsed,
//      added, sent to the server in two 10,000-item batches and stored)              target < 3 s
//   2. GET /api/user/voc/change/{time} answering 10,000 changes                          target < 200 ms
//   3. a 50,000-word vocabulary: open /vocabulary until the first page of rows shows   target < 1 s
//      (measured from outside, which adds Playwright's polling, and on the page's own clock from
//      navigation start to the first page's commit)
// Each figure is the median of several runs; the GET /api/health round trip is printed as the reference.
// Build first: npm run build.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { browserTestsUnavailable, launchBrowser, startApp } from '@glossa/testing';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PASSWORD = 'Correct#Horse9';

const unavailable = browserTestsUnavailable();
if (unavailable) {
  console.error(`Cannot run: ${unavailable}.`);
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Session {
  cookie: string;
  csrf: string;
  cookies: { name: string; value: string }[];
}

async function signUp(base: string): Promise<Session> {
  const csrf = crypto.randomBytes(32).toString('base64url');
  const unique = crypto.randomBytes(5).toString('hex');
  const form = new FormData();
  form.append('username', `bench${unique}`);
  form.append('email', `bench${unique}@example.com`);
  form.append('password', PASSWORD);
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    body: form,
    headers: { cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookies = [{ name: 'glossa_csrf', value: csrf }];
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    if (index > 0) cookies.push({ name: pair.slice(0, index), value: pair.slice(index + 1) });
  }
  return { csrf, cookies, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

async function api<T>(
  base: string,
  session: Session,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function seed(base: string, session: Session, count: number, prefix: string): Promise<void> {
  const start = Date.now() - 3_600_000;
  for (let offset = 0; offset < count; offset += 10_000) {
    const items = Array.from({ length: Math.min(10_000, count - offset) }, (_, i) => ({
      written: `${prefix}${offset + i}`,
      lang: 'ko_KR',
      status: (['ignore', 'seen', 'learned'] as const)[(offset + i) % 3],
      updated_at: new Date(start + offset + i).toISOString(),
    }));
    await api(base, session, 'PUT', '/user/voc/batch', items);
  }
}

async function contextFor(browser: Browser, base: string, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(session.cookies.map((c) => ({ ...c, url: base })));
  return context;
}

async function benchImport(browser: Browser, base: string): Promise<number> {
  const session = await signUp(base);
  const context = await contextFor(browser, base, session);
  const page = await context.newPage();
  await page.goto(`${base}/vocabulary`);
  await page.locator('.voc-sync[data-sync-state="idle"]').waitFor();
  await page.getByRole('button', { name: 'Export / Import' }).click();
  const csv = Array.from({ length: 20_000 }, (_, i) => `단어${i},1`).join('\n');
  const started = performance.now();
  await page.locator('[data-testid="vocabulary-import-input"]').setInputFiles({
    name: 'words.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByText('Vocabulary imported successfully!').waitFor({ timeout: 60_000 });
  const elapsed = performance.now() - started;
  const stored = await api<unknown[]>(base, session, 'GET', '/user/voc');
  if (stored.length !== 20_000) throw new Error(`import stored ${stored.length} words, not 20000`);
  await context.close();
  return elapsed;
}

async function benchFeed(base: string): Promise<number[]> {
  const session = await signUp(base);
  await seed(base, session, 1000, 'old');
  const { last_update: since } = await api<{ last_update: string }>(base, session, 'GET', '/user/voc/status');
  await seed(base, session, 10_000, 'new');
  const times: number[] = [];
  for (let run = 0; run < RUNS + 2; run += 1) {
    const started = performance.now();
    const changes = await api<unknown[]>(
      base,
      session,
      'GET',
      `/user/voc/change/${encodeURIComponent(since)}`,
    );
    const elapsed = performance.now() - started;
    if (changes.length !== 10_000) throw new Error(`change feed gave ${changes.length} items`);
    if (run >= 2) times.push(elapsed); // the first two warm the caches
  }
  return times;
}

const breakdowns: number[][] = [];

async function benchLoad(browser: Browser, base: string, session: Session): Promise<number> {
  const context = await contextFor(browser, base, session);
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${base}/vocabulary`);
  await page.locator('.voc-table .voc-word').first().waitFor({ timeout: 30_000 });
  const elapsed = performance.now() - started;
  // Where the time went, from the page's own clock (navigation start = 0).
  const phases = await page.evaluate<number[]>(`(() => {
    const list = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/user/voc'));
    const nav = performance.getEntriesByType('navigation')[0];
    const loaded = performance.getEntriesByName('glossa:vocabulary-loaded')[0];
    const shown = performance.getEntriesByName('glossa:vocabulary-first-page')[0];
    return [nav ? nav.domContentLoadedEventEnd : 0, list ? list.startTime : 0, list ? list.responseEnd : 0,
      loaded ? loaded.startTime : 0, shown ? shown.startTime : 0];
  })()`);
  breakdowns.push(phases.map((value) => Math.round(value)));
  const pager = await page.locator('.voc-pager span').innerText();
  if (!pager.includes('50000 words')) throw new Error(`first page shows "${pager}"`);
  await context.close();
  return elapsed;
}

// The built server in its own process, as the browser tests start it (cheap password hashing for sign-ups).
const app = await startApp({
  ARGON2_MEMORY_KIB: '64',
  ARGON2_TIME_COST: '1',
  RATE_LIMIT_SIGNUP_PER_IP: '1000',
  DICT_AUTO_INSTALL: 'false',
});
const base = app.baseUrl;
let browser: Browser | undefined;
try {
  browser = await launchBrowser();

  const health: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.json());
    if (run >= 5) health.push(performance.now() - started);
  }
  console.info(`vocabulary bench: ${RUNS} runs each, ${os.cpus().length} cores, SQLite, headless Chromium`);
  console.info(`reference GET /api/health round trip: median ${median(health).toFixed(2)} ms`);

  const imports: number[] = [];
  for (let run = 0; run < RUNS; run += 1) imports.push(await benchImport(browser, base));
  console.info(
    `import 20,000 words end to end:       median ${ms(median(imports))}  (runs ${imports.map(ms).join(', ')}; target < 3000 ms)`,
  );

  const feed = await benchFeed(base);
  console.info(
    `change feed, 10,000 changes:          median ${ms(median(feed))}  (runs ${feed.map(ms).join(', ')}; target < 200 ms)`,
  );

  const big = await signUp(base);
  await seed(base, big, 50_000, '낱말');
  const listTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await api<unknown[]>(base, big, 'GET', '/user/voc');
    listTimes.push(performance.now() - started);
  }
  const loads: number[] = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await benchLoad(browser, base, big));
  console.info(
    `50,000 words, open until first page:  median ${ms(median(loads))}  (runs ${loads.map(ms).join(', ')}; target < 1000 ms)`,
  );
  console.info(`  GET /api/user/voc (50,000) alone:    median ${ms(median(listTimes))}`);
  const pageClock = breakdowns.map((phases) => phases[4] ?? NaN);
  console.info(
    `  first page on screen, page's own clock: median ${ms(median(pageClock))}  (runs ${pageClock.map(ms).join(', ')})`,
  );
  for (const [ready, asked, received, loaded, shown] of breakdowns) {
    console.info(
      `  page clock: app ready ${ready}, list asked ${asked}, received ${received}, in memory ${loaded}, first page ${shown} ms`,
    );
  }
} finally {
  await browser?.close();
  await app.stop();
}
