import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { analyseOnPage, describeInBrowser } from '@glossa/testing';

const PHONE_390 = { width: 390, height: 844 };
const TEXT = Array.from(
  { length: 6 },
  (_, i) => `Le chat ${i + 1} dort sur la table pendant que les enfants jouent dans le jardin.`,
).join('\n');

/** Whether a tap at the middle of the element reaches it (nothing, like the sheet, lies over it). */
async function tappable(page: Page, element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return !!hit && (hit === node || node.contains(hit));
  });
}

describeInBrowser('the word sheet on a phone', { dictionaries: true }, (web) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`keeps the tapped word visible above the sheet, every word reachable, and lowers by drag (${colorScheme})`, async () => {
      const { page } = await web.newPage(PHONE_390, { colorScheme });
      await page.goto(`${web.baseUrl}/analyze`);
      const analysed = await analyseOnPage(page, TEXT, 'fr_FR');
      const words = analysed.locator('.word');
      // A word in the last line, low on the page.
      const low = words.filter({ hasText: 'jouent' }).last();
      await low.scrollIntoViewIfNeeded();
      await low.click();
      const sheet = page.locator('.analyze-detail.has-word');
      await sheet.waitFor();
      await expect
        .poll(async () => {
          const word = await low.boundingBox();
          const top = (await sheet.boundingBox())?.y ?? 0;
          return word ? top - (word.y + word.height) : -1;
        })
        .toBeGreaterThanOrEqual(0);
      expect(await tappable(page, low)).toBe(true);
      await page.screenshot({ path: `/tmp/glossa-word-sheet-390-${colorScheme}.png` });

      // Every word stays reachable: the page scrolls far enough to bring the text's last word above the
      // sheet (room is kept below the page for it), where it takes a tap.
      const last = words.last();
      await last.evaluate((node) => {
        const sheetTop = document.querySelector('.analyze-detail.has-word')!.getBoundingClientRect().top;
        window.scrollBy({ top: node.getBoundingClientRect().bottom - sheetTop + 24 });
      });
      expect(await tappable(page, last)).toBe(true);
      await last.click();
      await expect.poll(() => last.getAttribute('class')).toContain('is-selected');

      // Dragging the handle down lowers the sheet; pressing it raises it again.
      const before = (await sheet.boundingBox())!.height;
      const handle = page.getByRole('button', { name: 'Lower word details' });
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + 200, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await sheet.boundingBox())!.height).toBeLessThan(before / 2 + 1);
      await page.screenshot({ path: `/tmp/glossa-word-sheet-390-${colorScheme}-lowered.png` });
      await page.getByRole('button', { name: 'Raise word details' }).click();
      await expect.poll(async () => (await sheet.boundingBox())!.height).toBe(before);
    });
  }
});
