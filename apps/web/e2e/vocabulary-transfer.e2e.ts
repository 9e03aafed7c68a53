import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser } from '@glossa/testing';

const PHONE_390 = { width: 390, height: 844 };
const ITEMS = [
  { written: '학교', lang: 'ko_KR', status: 'seen', updated_at: '2026-03-01T10:00:00.000Z' },
  { written: '병원', lang: 'ko_KR', status: 'ignore', updated_at: '2026-03-02T10:00:00.000Z' },
  { written: 'development', lang: 'en_US', status: 'learned', updated_at: '2026-03-03T10:00:00.000Z' },
  { written: 'maison', lang: 'fr_FR', status: 'seen', updated_at: '2026-03-04T10:00:00.000Z' },
];
const FULL = JSON.stringify({ glossa: 'vocabulary', version: 1, words: ITEMS });

async function openTransfer(page: Page) {
  await page.getByRole('button', { name: 'Export / Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export / Import' });
  await dialog.waitFor();
  return dialog;
}

async function importBuffer(page: Page, name: string, buffer: Buffer): Promise<string> {
  await page.locator('[data-testid="vocabulary-import-input"]').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer,
  });
  const message = page.locator('.voc-transfer [role="status"], .voc-transfer [role="alert"]');
  await message.waitFor();
  return message.innerText();
}

async function storedItems(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('glossa.vocabulary');
    const parsed = raw ? (JSON.parse(raw) as { items?: unknown[] }) : {};
    return parsed.items ?? [];
  });
}

describeInBrowser('vocabulary export, import and search', { dictionaries: true }, (web) => {
  it('a full export keeps statuses, dates and languages, and import reads it back; binaries are refused', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/vocabulary`);
    await page.getByText('Saved in this browser.', { exact: false }).waitFor();
    await openTransfer(page);
    expect(await importBuffer(page, 'old-device.json', Buffer.from(FULL))).toBe(
      'Vocabulary imported successfully!',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // Korean (the default text language): each word with its own status, newest first.
    await expect
      .poll(() => page.locator('.voc-table .voc-word-line').allInnerTexts())
      .toEqual(['병원', '학교']);

    const dialog = await openTransfer(page);
    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Full export (statuses and dates)' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('glossa-vocabulary-full.json');
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as { words: typeof ITEMS };
    const byWord = (list: typeof ITEMS) => [...list].sort((a, b) => (a.written < b.written ? -1 : 1));
    expect(byWord(file.words)).toEqual(byWord(ITEMS));

    // Another browser (another device or server) gets the same list from the file.
    const { page: other } = await web.newPage(DESKTOP);
    await other.goto(`${web.baseUrl}/vocabulary`);
    await other.getByText('Saved in this browser.', { exact: false }).waitFor();
    await openTransfer(other);
    expect(await importBuffer(other, 'moved.json', fs.readFileSync(await download.path()))).toBe(
      'Vocabulary imported successfully!',
    );
    await expect.poll(async () => (await storedItems(other)).length).toBe(ITEMS.length);

    // A picture renamed .csv is refused with the spec's message, and no word of control characters appears.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    const { page: third } = await web.newPage(DESKTOP);
    await third.goto(`${web.baseUrl}/vocabulary`);
    await third.getByText('Saved in this browser.', { exact: false }).waitFor();
    await openTransfer(third);
    expect(await importBuffer(third, 'photo.csv', png)).toBe(
      'Unsupported file type. Please import a .json or .csv file.',
    );
    expect(await storedItems(third)).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds words by their translation, and never breaks a translation mid-word at 390 px (${colorScheme})`, async () => {
      const { page } = await web.newPage(PHONE_390, { colorScheme });
      await page.goto(`${web.baseUrl}/vocabulary`);
      await page.getByText('Saved in this browser.', { exact: false }).waitFor();
      await openTransfer(page);
      await importBuffer(page, 'words.json', Buffer.from(FULL));
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      // Search by translation: "school" finds 학교.
      await page.getByLabel('Search words').fill('school');
      await expect
        .poll(() => page.locator('.voc-table .voc-word-line').allInnerTexts(), { timeout: 10_000 })
        .toEqual(['학교']);
      await page.getByLabel('Search words').fill('');

      // English words explained in French: long French words must not be split across lines.
      await page.evaluate(() => {
        const raw = localStorage.getItem('glossa.settings');
        const settings = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        localStorage.setItem(
          'glossa.settings',
          JSON.stringify({ ...settings, textLanguage: 'en_US', dictionaryLanguage: 'fr_FR' }),
        );
      });
      await page.reload();
      // The translation shown (on a phone, under its word).
      const cell = page.locator('.voc-gloss:visible').first();
      await expect.poll(() => cell.innerText()).not.toBe('');
      const broken = await cell.evaluate((element) => {
        const text = element.textContent ?? '';
        const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
        const found: string[] = [];
        if (!node) return ['no text node'];
        for (const match of text.matchAll(/[\p{L}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // A word drawn on two lines has two boxes (hyphenation would add a hyphen; none is wanted here).
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(match[0]);
        }
        return found;
      });
      expect(broken).toEqual([]);
      await page.screenshot({ path: `/tmp/glossa-vocabulary-390-${colorScheme}.png`, fullPage: true });
    });
  }
});
