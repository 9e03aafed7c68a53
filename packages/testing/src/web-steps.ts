/** Steps on the web app's screens that several browser tests take. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types a text on the Analyze screen, picks its language, analyses it, and answers the analysed text once it is
 * on screen.
 * @example const analysed = await analyseOnPage(page, '학교에 가요', 'ko_KR');
 */
export async function analyseOnPage(
  page: Page,
  text: string,
  language: 'ko_KR' | 'en_US' | 'fr_FR',
): Promise<Locator> {
  await page.getByLabel('Text language').selectOption(language);
  await page.getByLabel('Text to analyze').fill(text);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/analyze')),
    page.getByRole('button', { name: 'Analyze Text' }).click(),
  ]);
  const analysed = page.getByRole('group', { name: 'Analysed text' });
  await expect.poll(() => analysed.innerText()).toBe(text.trim());
  return analysed;
}
