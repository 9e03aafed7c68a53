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

/**
 * Signs in on the web app's sign-in page with an e-mail and a password, and waits for the account menu.
 * @example await signInOnPage(page, web.baseUrl, email, 'Glossa#Settings7');
 */
export async function signInOnPage(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: /^Account:/ }).waitFor();
}
