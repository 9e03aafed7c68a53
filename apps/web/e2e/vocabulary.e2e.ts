import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiFromPage, describeInBrowser, pageErrors } from '@glossa/testing';

/**
 * The personal vocabulary as a person uses it: a guest's words survive a reload, are merged into the account
 * on sign-up, reach a second browser on its next sync; a 5,000-word CSV imports; exports read back in;
 * corrupt local storage is repaired; delete-all asks first.
 */

const PASSWORD = 'Correct#Horse9';

async function importFile(page: Page, name: string, text: string): Promise<string> {
  await page.locator('[data-testid="vocabulary-import-input"]').setInputFiles({
    name,
    mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/json',
    buffer: Buffer.from(text),
  });
  const message = page.locator('.voc-transfer [role="status"], .voc-transfer [role="alert"]');
  await message.waitFor();
  return message.innerText();
}

async function openTransfer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Export / Import' }).click();
  await page.getByRole('dialog', { name: 'Export / Import' }).waitFor();
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
}

/** The words shown on the current page of the list. */
async function shownWords(page: Page): Promise<string[]> {
  return page.locator('.voc-table .voc-word').allInnerTexts();
}

async function pagerText(page: Page): Promise<string> {
  return page.locator('.voc-pager span').innerText();
}

/** Cheap password hashing: the tests sign up and in several times. */
const FAST_HASHING = { env: { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' } };

describeInBrowser('vocabulary in Chromium', FAST_HASHING, (web) => {
  it('keeps a guest’s words over a reload, merges them on sign-up, and syncs to a second browser', async () => {
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/vocabulary`);
    await page.getByText('Saved in this browser.', { exact: false }).waitFor();

    await openTransfer(page);
    expect(await importFile(page, 'words.csv', '집,1\n물,1\n불,1\n')).toBe(
      'Vocabulary imported successfully!',
    );
    await closeDialog(page);
    await page.getByLabel('Status of 물').selectOption('seen');
    await page.getByRole('button', { name: 'Remove 불' }).click();
    expect((await shownWords(page)).sort()).toEqual(['물', '집']);

    await page.reload();
    await page.locator('.voc-table').waitFor();
    expect((await shownWords(page)).sort()).toEqual(['물', '집']);
    expect(await page.getByLabel('Status of 물').inputValue()).toBe('seen');

    // Sign up (the accounts API), then the next visit offers the guest's words to the account.
    const unique = Date.now().toString(36);
    const signup = await apiFromPage(page, 'POST', '/auth/signup', undefined, {
      username: `voc${unique}`,
      email: `voc${unique}@example.com`,
      password: PASSWORD,
    });
    expect(signup.status).toBe(200);
    // The question is an in-app dialog, never the browser's confirm.
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected native dialog: ${dialog.message()}`);
    });
    // On another screen the question is a dialog; here on the Vocabulary screen it is a banner.
    await page.goto(`${web.baseUrl}/analyze`);
    const question = page.getByRole('dialog', { name: 'Add your words to your account?' });
    await question.getByText('You marked 2 words in this browser before signing in.').waitFor();
    await question.getByRole('button', { name: 'Not now' }).click();
    await page.goto(`${web.baseUrl}/vocabulary`);
    const banner = page.getByRole('region', { name: 'Words from before you signed in' });
    await banner.getByText('2 words you marked before signing in are not in your account yet.').waitFor();
    expect(await question.count()).toBe(0);
    await banner.getByRole('button', { name: 'Add them' }).click();
    await page.locator('.voc-sync[data-sync-state="idle"]').waitFor();
    await expect.poll(async () => (await apiFromPage(page, 'GET', '/user/voc')).body).toHaveLength(2);
    expect(await banner.count()).toBe(0);

    // A second browser signs in and sees the words; a later change reaches it on its next sync (Refresh).
    const second = await web.newPage();
    await second.page.goto(`${web.baseUrl}/vocabulary`);
    const login = await apiFromPage(second.page, 'POST', '/auth/login', undefined, {
      identifier: `voc${unique}@example.com`,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    await second.page.reload();
    await second.page.locator('.voc-table').waitFor();
    expect((await shownWords(second.page)).sort()).toEqual(['물', '집']);

    await page.getByLabel('Status of 집').selectOption('ignore');
    await expect
      .poll(async () => JSON.stringify((await apiFromPage(page, 'GET', '/user/voc')).body))
      .toContain('ignore');
    await second.page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => second.page.getByLabel('Status of 집').inputValue()).toBe('ignore');

    // Offline: the change waits in the local queue and is sent when the connection returns.
    await context.setOffline(true);
    await page.getByLabel('Status of 물').selectOption('learned');
    await page.getByText('Offline: 1 change will be sent when the connection returns.').waitFor();
    await context.setOffline(false);
    await expect
      .poll(async () => JSON.stringify((await apiFromPage(page, 'GET', '/user/voc')).body), {
        timeout: 20_000,
      })
      .toContain('"written":"물","lang":"ko_KR","status":"learned"');
    await page.locator('.voc-sync[data-sync-state="idle"]').waitFor();

    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(second.page)).toEqual([]);
    await second.context.close();
    await context.close();
  });

  it('imports a 5,000-word CSV, pages it, exports it and reads the export back', async () => {
    const { context, page } = await web.newPage(undefined);
    await page.goto(`${web.baseUrl}/vocabulary`);
    const unique = `big${Date.now().toString(36)}`;
    const signup = await apiFromPage(page, 'POST', '/auth/signup', undefined, {
      username: unique,
      email: `${unique}@example.com`,
      password: PASSWORD,
    });
    expect(signup.status).toBe(200);
    await page.reload();
    await page.locator('.voc-sync[data-sync-state="idle"]').waitFor();
    await openTransfer(page);
    const words = Array.from({ length: 5000 }, (_, i) => `word${String(i).padStart(4, '0')}`);
    expect(await importFile(page, 'big.csv', words.map((w) => `${w},1`).join('\n'))).toBe(
      'Vocabulary imported successfully!',
    );
    await closeDialog(page);
    // Signed in: the new words went to the server in bulk.
    expect(((await apiFromPage(page, 'GET', '/user/voc')).body as unknown[]).length).toBe(5000);
    await page.getByLabel('Sort').selectOption('alpha');
    expect(await pagerText(page)).toContain('Page 1 of 334 · 5000 words');
    expect(await shownWords(page)).toEqual(words.slice(0, 15));
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await shownWords(page)).toEqual(words.slice(15, 30));
    await page.getByLabel('Search words').fill('word4999');
    await expect.poll(() => shownWords(page)).toEqual(['word4999']);

    await openTransfer(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(download.suggestedFilename()).toBe('glossa-vocabulary-ko_KR.csv');
    expect(csv.split('\n').filter(Boolean).sort()).toEqual(words.map((w) => `${w},1`));

    // The export read back into a fresh browser gives the same words.
    const fresh = await web.newPage();
    await fresh.page.goto(`${web.baseUrl}/vocabulary`);
    await fresh.page.getByText('Saved in this browser.', { exact: false }).waitFor();
    await openTransfer(fresh.page);
    expect(await importFile(fresh.page, 'export.csv', csv)).toBe('Vocabulary imported successfully!');
    await closeDialog(fresh.page);
    expect(await pagerText(fresh.page)).toContain('5000 words');

    // Unsupported and broken files get the spec's messages.
    await openTransfer(fresh.page);
    expect(await importFile(fresh.page, 'words.txt', 'a')).toBe(
      'Unsupported file type. Please import a .json or .csv file.',
    );
    expect(await importFile(fresh.page, 'words.json', '{oops')).toBe('Invalid JSON format.');

    // Delete all asks first in the app's own dialog (no native confirm), saying what goes; Cancel keeps
    // everything, confirming empties the list.
    let nativeDialogs = 0;
    fresh.page.on('dialog', (dialog) => {
      nativeDialogs += 1;
      void dialog.dismiss();
    });
    await fresh.page.getByRole('button', { name: 'Delete all vocabulary' }).click();
    const confirm = fresh.page.getByRole('dialog', { name: 'Delete all vocabulary' });
    await confirm.getByText('Are you sure you want to delete all vocabulary?').waitFor();
    expect(await confirm.innerText()).toContain('This removes all 5000 words');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await closeDialog(fresh.page);
    expect(await pagerText(fresh.page)).toContain('5000 words');
    await openTransfer(fresh.page);
    await fresh.page.getByRole('button', { name: 'Delete all vocabulary' }).click();
    await confirm.getByRole('button', { name: 'Delete all vocabulary' }).click();
    await confirm.waitFor({ state: 'detached' });
    await closeDialog(fresh.page);
    await expect.poll(() => pagerText(fresh.page)).toContain('0 words');
    expect(nativeDialogs).toBe(0);
    await fresh.context.close();
    await context.close();
  });

  it('loads the list by itself when the server answers again after a failed first load', async () => {
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/vocabulary`);
    const unique = `retry${Date.now().toString(36)}`;
    const signup = await apiFromPage(page, 'POST', '/auth/signup', undefined, {
      username: unique,
      email: `${unique}@example.com`,
      password: PASSWORD,
    });
    expect(signup.status).toBe(200);
    const item = { written: '바다', lang: 'ko_KR', status: 'seen', updated_at: new Date().toISOString() };
    const stored = (await apiFromPage(page, 'PUT', '/user/voc', item)).status;
    expect(stored).toBe(200);

    // The list cannot be fetched on this visit's first load...
    await page.route('**/api/user/voc', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.locator('.voc-sync[data-sync-state="offline"]').waitFor();
    expect(await page.locator('.voc-sync').innerText()).toContain('Offline');
    // ...and arrives on the store's own retry once the server answers, with no reload.
    await page.unroute('**/api/user/voc');
    await page.locator('.voc-sync[data-sync-state="idle"]').waitFor();
    await expect.poll(() => shownWords(page)).toEqual(['바다']);
    await context.close();
  });

  it('repairs corrupt local storage instead of crashing', async () => {
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/vocabulary`);
    await page.evaluate(() => {
      window.localStorage.setItem(
        'glossa.vocabulary',
        '{"version":1,"items":[{"written":"ok","lang":"ko_KR",',
      );
    });
    await page.reload();
    await page.getByText('Saved in this browser.', { exact: false }).waitFor();
    expect(await page.locator('main h1').innerText()).toBe('Vocabulary');
    const stored = await page.evaluate(() => window.localStorage.getItem('glossa.vocabulary'));
    expect(JSON.parse(stored ?? '')).toEqual({ version: 1, items: [] });

    await page.evaluate(() => {
      const good = { written: '집', lang: 'ko_KR', status: 'seen', updated_at: '2025-01-01T00:00:00.000Z' };
      window.localStorage.setItem(
        'glossa.vocabulary',
        JSON.stringify({ version: 1, items: [good, { bad: true }, 7] }),
      );
    });
    await page.reload();
    await page.locator('.voc-table').waitFor();
    expect(await shownWords(page)).toEqual(['집']);

    // The same tools live in Settings > Data.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Data' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('1 Korean word.').waitFor();
    expect(await importFile(page, 'more.json', '{"물": 1, "집": 1}')).toBe(
      'Vocabulary imported successfully!',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    expect((await shownWords(page)).sort()).toEqual(['물', '집']);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
