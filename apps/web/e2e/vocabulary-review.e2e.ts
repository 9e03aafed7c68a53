import { expect, it } from 'vitest';
import { DESKTOP, pageErrors, describeInBrowser } from '@glossa/testing';

/**
 * The Vocabulary screen as a place to review from (issue 13): each word's first translation in the
 * dictionary language, a language filter, counts per status, and a link to the word's Dictionary entry.
 */
describeInBrowser('Vocabulary screen to review from', { dictionaries: true }, (web) => {
  it('shows first translations and counts per status, filters by language and links words to the Dictionary', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/vocabulary`);
    await page.evaluate(() =>
      localStorage.setItem(
        'glossa.settings',
        JSON.stringify({ textLanguage: 'ko_KR', dictionaryLanguage: 'en_US' }),
      ),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Export / Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export / Import' });
    await page.locator('[data-testid="vocabulary-import-input"]').setInputFiles({
      name: 'words.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('학교,1\n가다,1\n'),
    });
    await dialog.locator('[role="status"]').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const table = page.getByRole('table', { name: 'Words' });
    const row = (word: string) => table.locator('tr', { has: page.getByRole('link', { name: word }) });
    // Each row: the word's first translation in the dictionary language.
    await expect.poll(() => row('학교').locator('.voc-translation').innerText()).toBe('school');
    await expect.poll(() => row('가다').locator('.voc-translation').innerText()).toMatch(/\bgo\b/);

    // Counts per status, beside the status filters.
    await row('가다').getByLabel('Status of 가다').selectOption('seen');
    const filters = page.getByRole('group', { name: 'Filter by status' });
    const count = (name: string) => filters.getByRole('button', { name }).locator('.voc-count').innerText();
    // Imported words are Learned; one is set back to Seen.
    await expect.poll(() => count('Seen')).toBe('1');
    expect(await count('Learned')).toBe('1');
    expect(await count('Ignore')).toBe('0');

    // A row opens to the word's senses (translation and definition), from the keyboard.
    const expand = row('가다').getByRole('button', { name: 'Senses of 가다' });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.focus();
    await page.keyboard.press('Enter');
    expect(await expand.getAttribute('aria-expanded')).toBe('true');
    const sensesId = await expand.getAttribute('aria-controls');
    expect(sensesId).toBeTruthy();
    const senses = page.locator(`[id="${sensesId}"] li`);
    await expect.poll(() => senses.count()).toBeGreaterThan(1);
    expect(await senses.first().innerText()).toMatch(/\bgo\b/);
    expect(await senses.first().locator('.voc-sense-definition').innerText()).not.toBe('');
    await page.keyboard.press('Space');
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(`[id="${sensesId}"]`).count()).toBe(0);

    // The language filter: English words (none yet), then Korean again.
    const language = page.getByLabel('Language of the words');
    await language.selectOption('en_US');
    await page.getByText('No words yet.', { exact: false }).waitFor();
    await language.selectOption('ko_KR');
    await row('학교').waitFor();

    // A word links to its Dictionary entry, which reads the query from the URL.
    await row('학교').getByRole('link', { name: '학교' }).click();
    await page.waitForURL((url) => url.pathname === '/dictionary');
    expect(new URL(page.url()).searchParams.get('q')).toBe('학교');
    const entry = page.locator('.dict-row', { hasText: '학교' }).first();
    await expect.poll(() => entry.locator('.dict-written').innerText()).toBe('학교');
    expect(await entry.locator('.dict-translations').innerText()).toMatch(/school/i);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('takes a word of another language than the Settings one to that language in the Dictionary', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    const settings = (textLanguage: string, dictionaryLanguage: string) =>
      page.evaluate(
        (value) => localStorage.setItem('glossa.settings', value),
        JSON.stringify({ textLanguage, dictionaryLanguage }),
      );
    await page.goto(`${web.baseUrl}/vocabulary`);
    await settings('ko_KR', 'en_US');
    await page.reload();
    await page.getByRole('button', { name: 'Export / Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export / Import' });
    await page.locator('[data-testid="vocabulary-import-input"]').setInputFiles({
      name: 'words.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('학교,1\n'),
    });
    await dialog.locator('[role="status"]').waitFor();
    // Reading English with French glosses now: the Korean words are one filter away.
    await settings('en_US', 'fr_FR');
    await page.reload();
    await page.getByLabel('Language of the words').selectOption('ko_KR');
    const link = page.getByRole('table', { name: 'Words' }).getByRole('link', { name: '학교' });
    // French glosses for Korean words (an allowed pair).
    await expect.poll(() => page.locator('.voc-translation').first().innerText()).toBe('école');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/dictionary');
    await page.getByText('Korean words, French translations').waitFor();
    const entry = page.locator('.dict-row', { hasText: '학교' }).first();
    await expect.poll(() => entry.locator('.dict-translations').innerText()).toMatch(/école/);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
