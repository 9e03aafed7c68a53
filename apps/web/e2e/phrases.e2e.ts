import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, analyseOnPage, describeInBrowser } from '@glossa/testing';

const PHONE_390 = { width: 390, height: 844 };
const TEXT = "J'ai besoin de pain, à moins que tu viennes.";

/** How far the phrase's line lies below the lowest box or underline of its words (negative: covered). */
async function lineClearance(phrase: Locator): Promise<number> {
  return phrase.evaluate((element) => {
    const line = element.getBoundingClientRect();
    const lineTop = line.bottom - parseFloat(getComputedStyle(element).borderBottomWidth);
    let lowest = -Infinity;
    for (const word of element.querySelectorAll<HTMLElement>('.word')) {
      const style = getComputedStyle(word);
      const box = word.getBoundingClientRect();
      // An underline is drawn below the text by its offset and thickness.
      const underline = style.textDecorationLine.includes('underline')
        ? parseFloat(style.textUnderlineOffset) + parseFloat(style.textDecorationThickness)
        : 0;
      lowest = Math.max(lowest, box.bottom - parseFloat(style.paddingBottom) + underline, box.bottom);
    }
    return lineTop - lowest;
  });
}

describeInBrowser('phrases drawn across their words', { dictionaries: true }, (web) => {
  for (const style of ['box', 'underline', 'zen'] as const) {
    it(`shows "avoir besoin de" and "à moins que" as a band with a line under its words (${style})`, async () => {
      for (const [viewport, colorScheme] of [
        [PHONE_390, 'light'],
        [DESKTOP, 'dark'],
      ] as const) {
        const { page } = await web.newPage(viewport, { colorScheme });
        await page.addInitScript((annotationStyle) => {
          localStorage.setItem('glossa.settings', JSON.stringify({ annotationStyle }));
        }, style);
        await page.goto(`${web.baseUrl}/analyze`);
        const analysed = await analyseOnPage(page, TEXT, 'fr_FR');
        const phrases = analysed.locator('.phrase');
        await expect.poll(() => phrases.count()).toBeGreaterThanOrEqual(2);
        expect(await phrases.allInnerTexts()).toEqual(
          expect.arrayContaining(['ai besoin de', 'à moins que']),
        );
        for (const phrase of await phrases.all()) {
          // The line is a visible colour, and no word's box or underline covers it.
          const color = await phrase.evaluate((element) => getComputedStyle(element).borderBottomColor);
          expect(color).not.toMatch(/rgba\(.*, 0\)$/);
          expect(await lineClearance(phrase)).toBeGreaterThanOrEqual(0);
        }
        await analysed.screenshot({
          path: `/tmp/glossa-phrases-${style}-${viewport.width}-${colorScheme}.png`,
        });
      }
    });
  }
});
