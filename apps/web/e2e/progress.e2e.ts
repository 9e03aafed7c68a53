import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiFromPage, signedInWithDeck, describeInBrowser } from '@glossa/testing';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOTS = path.resolve(import.meta.dirname, '../test-results/progress');
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** An ISO time `days` before now (at least a minute back, so it is never in the server's future). */
const ago = (days: number): string => new Date(Date.now() - days * DAY_MS - 60_000).toISOString();
const dayOf = (days: number): string => ago(days).slice(0, 10);

/** Opens /progress and answers the time from navigation to the first chart element (ms). */
async function openProgress(page: Page, baseUrl: string, query = ''): Promise<number> {
  await page.goto(`${baseUrl}/progress${query}`);
  await page.locator('[data-chart]').first().waitFor();
  return page.evaluate(() => performance.now());
}

async function knownNow(page: Page): Promise<string> {
  return page.getByTestId('known-now').innerText();
}

/** The known-words table's cells of the last row (the table is in the page even while the chart shows). */
async function knownTableLast(page: Page): Promise<string[]> {
  return page.locator('[data-card="known"] table tbody tr').last().locator('th, td').allInnerTexts();
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.0/2.1 A and AA rules and best practices on the page now: one line per violation. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(o: { runOnly: { type: 'tag'; values: string[] } }): Promise<AxeResults> };
    };
    const results = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Cheap password hashing: the tests sign up several accounts. */
const FAST_HASHING = { env: { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' } };

describeInBrowser('Progress screen in Chromium', FAST_HASHING, (web) => {
  it('shows a signed-in learner’s charts from the server, with tables, CSV, and both themes at 390 px and desktop', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/privacy`);
    const { cardIds } = await signedInWithDeck(page, 'prog', 'Progress deck', [
      ['학교', 'school', '학교에 가요.'],
      ['물', 'water', '물을 마셔요.'],
      ['집', 'house', '집에 가요.'],
    ]);
    // Words learned over past days, through the real vocabulary API.
    const seed = await apiFromPage(page, 'PUT', '/user/voc/batch', [
      { written: '하나', lang: 'ko_KR', status: 'learned', updated_at: ago(6) },
      { written: '둘', lang: 'ko_KR', status: 'learned', updated_at: ago(6) },
      { written: '셋', lang: 'ko_KR', status: 'learned', updated_at: ago(3) },
      { written: '넷', lang: 'ko_KR', status: 'seen', updated_at: ago(1) },
      { written: 'tree', lang: 'en_US', status: 'learned', updated_at: ago(1) },
    ]);
    expect(seed.status).toBe(200);
    for (const [i, rating] of (['good', 'again', 'good'] as const).entries()) {
      const rated = await apiFromPage(page, 'POST', '/review/ratings', {
        card_id: cardIds[i],
        rating,
        reviewed_at: ago(2 - i),
      });
      expect(rated.status).toBe(200);
    }

    const firstChartMs = await openProgress(page, web.baseUrl, '?lang=ko_KR');
    console.info(
      `[progress] first chart ${firstChartMs.toFixed(0)} ms after navigation (desktop, signed in)`,
    );
    expect(await page.title()).toBe('Progress · Glossa');
    expect(await knownNow(page)).toBe('3');
    for (const chart of ['statuses', 'known', 'new-words', 'reviews', 'stability', 'forecast']) {
      expect(await page.locator(`svg[data-chart="${chart}"]`).count(), chart).toBe(1);
    }
    expect(await knownTableLast(page)).toEqual([dayOf(0), '3']);

    // The table alternative: a real table with a caption, shown by the toggle in place of the chart.
    const reviews = page.locator('[data-card="reviews"]');
    await reviews.getByRole('button', { name: 'Show as table' }).click();
    const table = reviews.getByRole('table', { name: 'Reviews per day' });
    await table.waitFor();
    expect(await reviews.locator('svg[data-chart]').count()).toBe(0);
    const againRow = await table.getByRole('row', { name: new RegExp(dayOf(1)) }).innerText();
    expect(againRow.split(/\s+/)).toEqual([dayOf(1), '1', '0', '0', '0', '1']);
    await reviews.getByRole('button', { name: 'Show as table' }).click();

    // The CSV of the new-words chart: its figures, day by day.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-card="new-words"]').getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^glossa-new-words-by-day-ko_KR-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(csv[0]).toBe('Day,New words,Imported or marked known');
    expect(csv).toContain(`${dayOf(6)},2,0`);
    expect(csv).toContain(`${dayOf(1)},1,0`);

    // Weeks: the known line by week ends with the same total.
    await page.getByRole('group', { name: 'Known words by' }).getByRole('button', { name: 'Weeks' }).click();
    expect((await knownTableLast(page))[1]).toBe('3');

    // The daily goal is a synced setting.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'PUT',
    );
    await page.getByLabel('Daily goal (new words)').fill('1');
    expect((await saved).status()).toBe(200);
    const settings = (await apiFromPage(page, 'GET', '/user/settings')).body as {
      settings: { dailyGoal?: number };
    };
    expect(settings.settings.dailyGoal).toBe(1);

    await shoot(page, 'signed-in-desktop-light');
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await shoot(page, 'signed-in-desktop-dark');
    await page.setViewportSize(PHONE_390);
    await page.waitForTimeout(100);
    await shoot(page, 'signed-in-390-dark');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await shoot(page, 'signed-in-390-light');
  });

  it('moves the known-words line after a status change made on another device syncs', async () => {
    const laptop = await web.newPage(DESKTOP);
    await laptop.page.goto(`${web.baseUrl}/privacy`);
    const unique = `twodev${Date.now().toString(36)}`;
    const signup = await apiFromPage(laptop.page, 'POST', '/auth/signup', undefined, {
      username: unique,
      email: `${unique}@example.com`,
      password: 'Correct#Horse9',
    });
    expect(signup.status).toBe(200);
    await apiFromPage(laptop.page, 'PUT', '/user/voc/batch', [
      { written: '나무', lang: 'ko_KR', status: 'learned', updated_at: ago(2) },
      { written: '하늘', lang: 'ko_KR', status: 'seen', updated_at: ago(2) },
    ]);
    // The second device: its own browser context, signed in to the same account.
    const phone = await web.newPage(PHONE_390);
    await phone.page.goto(`${web.baseUrl}/privacy`);
    const login = await apiFromPage(phone.page, 'POST', '/auth/login', {
      identifier: `${unique}@example.com`,
      password: 'Correct#Horse9',
    });
    expect(login.status).toBe(200);
    await openProgress(laptop.page, web.baseUrl, '?lang=ko_KR');
    expect(await knownNow(laptop.page)).toBe('1');

    await phone.page.goto(`${web.baseUrl}/vocabulary`);
    const stored = phone.page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/user/voc' && r.request().method() === 'PUT',
    );
    await phone.page.getByLabel('Status of 하늘').selectOption('learned');
    expect((await stored).status()).toBe(200);

    await laptop.page.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => knownNow(laptop.page), { timeout: 15_000 }).toBe('2');
    expect(await knownTableLast(laptop.page)).toEqual([dayOf(0), '2']);
  });

  it('shows an inviting empty state, never empty axes, to a learner with no data', async () => {
    const { page } = await web.newPage(PHONE_390);
    await page.goto(`${web.baseUrl}/progress`);
    const empty = page.getByTestId('progress-empty');
    await empty.waitFor();
    expect(await page.locator('svg[data-chart]').count()).toBe(0);
    expect(await empty.getByRole('link', { name: 'Analyze a text' }).getAttribute('href')).toBe('/analyze');
    await shoot(page, 'empty-390-light');
  });

  it('counts a guest’s status changes from the browser, and the log joins the account on sign-up', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/vocabulary`);
    await page.getByText('Saved in this browser.', { exact: false }).waitFor();
    // One import of three words, then two changes of one word each.
    await page.getByRole('button', { name: 'Export / Import' }).click();
    await page.locator('[data-testid="vocabulary-import-input"]').setInputFiles({
      name: 'words.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('집,1\n물,1\n불,1\n'),
    });
    await page.locator('.voc-transfer [role="status"]').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Status of 물').selectOption('seen');
    await page.getByRole('button', { name: 'Remove 불' }).click();

    await openProgress(page, web.baseUrl, '?lang=ko_KR');
    expect(await page.locator('[data-progress-source="browser"]').count()).toBe(1);
    expect(await knownNow(page)).toBe('1');
    const newToday = await page
      .locator('[data-card="new-words"] table tbody tr')
      .last()
      .locator('th, td')
      .allInnerTexts();
    // The import is bulk words, not three words learned one by one.
    expect(newToday).toEqual([dayOf(0), '0', '3']);
    await page.getByText('As a guest, your card reviews are kept only while the page is open').waitFor();
    await shoot(page, 'guest-desktop-light');

    // Sign up; the guest's words and their log join the account.
    const unique = `guest${Date.now().toString(36)}`;
    const signup = await apiFromPage(page, 'POST', '/auth/signup', undefined, {
      username: unique,
      email: `${unique}@example.com`,
      password: 'Correct#Horse9',
    });
    expect(signup.status).toBe(200);
    await page.goto(`${web.baseUrl}/privacy`);
    const question = page.getByRole('dialog', { name: 'Add your words to your account?' });
    await question.getByRole('button', { name: 'Add 2 words' }).click();
    await expect.poll(async () => (await apiFromPage(page, 'GET', '/user/voc')).body).toHaveLength(2);

    const log = (await apiFromPage(page, 'GET', '/user/stats/log?since=1970-01-01T00:00:00.000Z')).body as {
      entries: {
        kind: string;
        written: string | null;
        old_status: string | null;
        new_status: string;
        count: number;
        device_id: string | null;
      }[];
    };
    expect(log.entries.map((e) => [e.kind, e.written, e.old_status, e.new_status, e.count])).toEqual([
      ['import', null, null, 'learned', 3],
      ['change', '물', 'learned', 'seen', 1],
      ['change', '불', 'learned', 'unknown', 1],
    ]);
    expect(new Set(log.entries.map((e) => e.device_id)).size).toBe(1);
    const stats = (await apiFromPage(page, 'GET', '/user/stats?language=ko_KR')).body as {
      statuses: { learned: number; seen: number };
      days: { date: string; known: number; new_words: number; bulk_words: number }[];
    };
    expect(stats.statuses).toMatchObject({ learned: 1, seen: 1 });
    expect(stats.days.at(-1)).toEqual({ date: dayOf(0), known: 1, new_words: 0, bulk_words: 3 });

    // The account's Progress screen now shows the same figures, from the server.
    await openProgress(page, web.baseUrl, '?lang=ko_KR');
    await page.locator('[data-progress-source="account"]').waitFor();
    expect(await knownNow(page)).toBe('1');
  });
});
