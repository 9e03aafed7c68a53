import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, pageErrors, describeInBrowser } from '@glossa/testing';

/** The search requests the page sends, by their q. */
function recordSearches(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/dictionary/search') queries.push(url.searchParams.get('q') ?? '');
  });
  return queries;
}

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement ? `box:${active.value}` : (active?.textContent ?? '');
  });

describeInBrowser('Dictionary screen in Chromium, through the real server', { dictionaries: true }, (web) => {
  it('searches after the debounce, keeps the query in the URL, and Back restores the previous search', async () => {
    const { page } = await web.newPage(DESKTOP);
    const searches = recordSearches(page);
    await page.goto(`${web.baseUrl}/dictionary`);
    const box = page.getByRole('searchbox', { name: 'Search the dictionary' });
    const results = page.locator('#dictionary-results');

    // Typed quickly: one search, for the whole word, after the 300 ms pause.
    await box.pressSequentially(' 학교', { delay: 40 });
    const firstRow = results.locator('.dict-row').first();
    await expect.poll(() => firstRow.locator('.dict-written').innerText()).toBe('학교');
    expect(searches).toEqual(['학교']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('학교');
    expect(await firstRow.locator('.dict-match').innerText()).toBe('Exact match');
    expect(await firstRow.locator('.dict-translations').innerText()).toMatch(/school/i);
    await page.getByText(/Dictionaries updated \d+ \w+ \d{4}/).waitFor();

    // An inflected form finds its base form, and says so.
    await box.fill('먹었어요');
    const eat = results.locator('.dict-row', { hasText: '먹다' }).first();
    await eat.waitFor();
    expect(await eat.locator('.dict-match').innerText()).toBe('Base form of 먹었어요');
    expect(new URL(page.url()).searchParams.get('q')).toBe('먹었어요');

    // A translation in the dictionary language finds the Korean word.
    await box.fill('school');
    const school = results.locator('.dict-row', { hasText: '학교' }).first();
    await school.waitFor();
    expect(await school.locator('.dict-match').innerText()).toBe('Translation: school');

    // Back: the previous search is in the box and on the screen again.
    await page.goBack();
    await expect.poll(() => box.inputValue()).toBe('먹었어요');
    await eat.waitFor();
    await page.goBack();
    await expect.poll(() => box.inputValue()).toBe('학교');
    await expect.poll(() => firstRow.locator('.dict-written').innerText()).toBe('학교');

    // Nothing found.
    await box.fill('zzqxqzz');
    await page.getByText('No matching word entry.').waitFor();

    // The clear button empties the box, the results and the URL at once.
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await box.inputValue()).toBe('');
    expect(await results.locator('.dict-row').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('opens a shared URL, expands a row to its senses and examples, marks a status and adds the word to a deck', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/dictionary?q=${encodeURIComponent('학교')}`);
    const box = page.getByRole('searchbox', { name: 'Search the dictionary' });
    expect(await box.inputValue()).toBe('학교');
    const row = page.locator('.dict-row').first();
    const toggle = row.locator('.dict-toggle');
    await expect.poll(() => row.locator('.dict-written').innerText()).toBe('학교');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    const detail = page.getByRole('region', { name: 'Word details' });
    await detail.getByRole('button', { name: 'Play pronunciation of 학교' }).waitFor();
    await detail.locator('.sense-toggle').first().click();
    // Only the groups that hold examples are shown, never a "No ... example found." (that is the Home demo's).
    await detail.locator('.example-groups h4').first().waitFor();
    expect(await detail.getByText(/example found\./).count()).toBe(0);

    const status = detail.getByRole('group', { name: 'Word status' });
    await status.getByRole('button', { name: 'Learned' }).click();
    expect(await status.getByRole('button', { name: 'Learned' }).getAttribute('aria-pressed')).toBe('true');
    expect(await row.locator('.dict-status').innerText()).toBe('Learned');

    // The mine button: the card creator, a sense, Add Card; the guest's deck then holds the card.
    await detail.getByRole('button', { name: 'Add 학교 to a deck' }).click();
    const creator = page.getByRole('dialog', { name: '학교' });
    await creator.waitFor();
    // The sense open in the word detail is chosen already.
    await expect
      .poll(() => creator.locator('.sense-toggle-button').first().getAttribute('aria-pressed'))
      .toBe('true');
    await creator.getByRole('button', { name: 'Add Card' }).click();
    await creator.waitFor({ state: 'detached' });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Deck' }).click();
    await expect.poll(() => page.locator('.deck-count').innerText()).toBe('1 cards');
    await page.getByRole('button', { name: '학교', exact: true }).waitFor();

    // The status is the vocabulary's: the Vocabulary screen lists the word.
    await navigation.getByRole('link', { name: 'Vocabulary' }).click();
    await page.getByText('학교', { exact: true }).first().waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('moves through the results with the arrow keys and expands one with Enter', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/dictionary`);
    const box = page.getByRole('searchbox', { name: 'Search the dictionary' });
    await box.fill('학');
    const rows = page.locator('.dict-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const written = await rows.locator('.dict-written').allInnerTexts();

    await box.press('ArrowDown');
    expect(await focusedText(page)).toContain(written[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toContain(written[1]);
    await page.keyboard.press('Enter');
    expect(await rows.nth(1).locator('.dict-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await rows.nth(0).locator('.dict-toggle').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('box:학');
    expect(pageErrors(page)).toEqual([]);
  });

  it('fits a 320 px phone without sideways scrolling', async () => {
    const { page } = await web.newPage({ width: 320, height: 640 });
    await page.goto(`${web.baseUrl}/dictionary?q=${encodeURIComponent('학교')}`);
    const row = page.locator('.dict-row').first();
    await row.waitFor();
    await row.locator('.dict-toggle').click();
    await page.locator('.sense-toggle').first().click();
    await page.getByRole('heading', { name: 'Fragments' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The translations are under the word on a phone.
    expect(await row.locator('.dict-translations-inline').isVisible()).toBe(true);
  });
});
