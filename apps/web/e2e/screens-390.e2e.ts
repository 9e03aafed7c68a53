import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { analyseOnPage, pageErrors, describeInBrowser } from '@glossa/testing';

/**
 * Screenshots at 390 px, light and dark, of the screens issue 13 names (Analyze with a word open, the vocabulary
 * table under an analysis, Settings' Profile tab, the Vocabulary screen with a row open), into SCREENS_390
 * (default /tmp/screens-390) to be looked at; each screen is also checked not to scroll sideways.
 */
const SHOTS = process.env.SCREENS_390 ?? '/tmp/screens-390';
const PHONE_390 = { width: 390, height: 844 };
const KOREAN = '저는 어제 학교에 갔어요. 친구가 집 안에 있어요.';

/** How far the page reaches past the viewport's right edge (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describeInBrowser('Screens at 390 px', { dictionaries: true }, (web) => {
  it.each(['light', 'dark'] as const)(
    'Analyze, its vocabulary, Settings and Vocabulary, %s',
    async (scheme) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      const shot = (name: string) => path.join(SHOTS, `${name}-390-${scheme}.png`);
      const { context, page } = await web.newPage(PHONE_390, { colorScheme: scheme });

      await page.goto(`${web.baseUrl}/analyze`);
      const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
      await analysed.getByRole('button', { name: /^학교에, / }).click();
      const detail = page.getByRole('region', { name: 'Word details' }).last();
      await detail.locator('.sense-translation').first().waitFor();
      await page.screenshot({ path: shot('analyze-word') });
      expect(await overflow(page)).toBe(0);
      await page.keyboard.press('Escape');

      const vocabulary = page.locator('.analyze-vocabulary');
      await vocabulary.getByRole('button', { name: /학교/ }).first().click();
      await vocabulary.locator('.vocab-senses li').first().waitFor();
      await vocabulary.scrollIntoViewIfNeeded();
      await vocabulary.screenshot({ path: shot('analyze-vocabulary') });
      expect(await overflow(page)).toBe(0);

      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await settings.getByRole('tab', { name: 'Profile' }).click();
      await settings.getByRole('tabpanel').waitFor();
      await page.screenshot({ path: shot('settings-profile') });
      await page.keyboard.press('Escape');

      await page.goto(`${web.baseUrl}/vocabulary`);
      await page.getByRole('button', { name: 'Export / Import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export / Import' });
      await page.locator('[data-testid="vocabulary-import-input"]').setInputFiles({
        name: 'words.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('학교,1\n가다,2\n친구,0\n'),
      });
      await dialog.locator('[role="status"]').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Senses of 가다' }).click();
      await page.locator('.voc-senses li').first().waitFor();
      await expect.poll(() => page.locator('.voc-translation').first().innerText()).not.toBe('');
      await page.screenshot({ path: shot('vocabulary'), fullPage: true });
      expect(await overflow(page)).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
