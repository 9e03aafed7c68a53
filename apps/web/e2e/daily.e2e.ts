import type { Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, pageErrors, describeInBrowser } from '@glossa/testing';

interface Day {
  date: string;
  written: string;
  image: string | null;
}

const isHistory = (response: Response) => new URL(response.url()).pathname === '/api/dayword/history';

describeInBrowser('Daily screen in Chromium, through the real server', { dictionaries: true }, (web) => {
  it('shows today’s word with its picture, opens a sense, and shows a past day from the history', async () => {
    const { page } = await web.newPage(DESKTOP);
    const answered = page.waitForResponse(isHistory);
    await page.goto(`${web.baseUrl}/daily`);
    const days = (await (await answered).json()) as Day[];
    expect(days).toHaveLength(30);

    const card = page.getByRole('article', { name: 'Word of Today' });
    const headword = card.locator('.wd-headword');
    await expect.poll(() => headword.innerText()).toBe(days[0]!.written);
    const picture = card.locator('img.daily-picture');
    if (days[0]!.image) {
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await picture.getAttribute('src')).toBe(days[0]!.image);
    } else {
      // No picture shows this word's first sense: none is drawn.
      expect(await picture.count()).toBe(0);
    }
    await card.getByRole('button', { name: `Play pronunciation of ${days[0]!.written}` }).waitFor();

    // A sense: its definition and examples grouped.
    await card.locator('.sense-toggle').first().click();
    // Only the groups that hold examples are shown, never a "No ... example found." (that is the Home demo's).
    await card.locator('.example-groups h4').first().waitFor();
    expect(await card.getByText(/example found\./).count()).toBe(0);

    // The status bar sets the word's status.
    const seen = card.getByRole('group', { name: 'Word status' }).getByRole('button', { name: 'Seen' });
    await seen.click();
    expect(await seen.getAttribute('aria-pressed')).toBe('true');

    // The history: 30 days, today pressed; a past day opens its word.
    const history = page.getByRole('list').filter({ has: page.locator('.daily-day') });
    const dayButtons = history.locator('.daily-day');
    expect(await dayButtons.count()).toBe(30);
    expect(await dayButtons.first().getAttribute('aria-pressed')).toBe('true');
    const past = days[3]!;
    await dayButtons.nth(3).click();
    expect(await dayButtons.nth(3).getAttribute('aria-pressed')).toBe('true');
    const pastCard = page.locator('article.daily-today');
    await expect.poll(() => pastCard.locator('.wd-headword').innerText()).toBe(past.written);
    if (past.image) {
      expect(await pastCard.locator('img.daily-picture').getAttribute('src')).toBe(past.image);
    } else {
      expect(await pastCard.locator('img.daily-picture').count()).toBe(0);
    }
    await pastCard.getByText(past.date).waitFor();

    await page.getByRole('button', { name: 'Back to today' }).click();
    await expect.poll(() => headword.innerText()).toBe(days[0]!.written);
    expect(pageErrors(page)).toEqual([]);
  });

  it('fits a 320 px phone without sideways scrolling, and the support page credits OpenMoji', async () => {
    const { page } = await web.newPage({ width: 320, height: 640 });
    const answered = page.waitForResponse(isHistory);
    await page.goto(`${web.baseUrl}/daily`);
    const days = (await (await answered).json()) as Day[];
    await page.locator('.daily-day').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Open a day with a picture: its credit links to the support page.
    const pictured = days.findIndex((day) => day.image !== null);
    expect(pictured).toBeGreaterThanOrEqual(0);
    if (pictured > 0) await page.locator('.daily-day').nth(pictured).click();
    await page.getByRole('link', { name: 'OpenMoji' }).first().click();
    await page.getByRole('heading', { name: 'Support' }).waitFor();
    await page.getByText(/All emojis designed by OpenMoji/).waitFor();
    expect(await page.getByRole('link', { name: 'CC BY-SA 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
  });

  it('gives a learner of French a French word of the day, asked for while the screen’s code loads', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.addInitScript(() =>
      localStorage.setItem(
        'glossa.settings',
        JSON.stringify({ textLanguage: 'fr_FR', dictionaryLanguage: 'en_US' }),
      ),
    );
    // The order of events: the history request, and the end of the Daily screen's code.
    const events: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/dayword/history') events.push(`history ${url.searchParams.get('language')}`);
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/DailyPage-[^/]+\.js$/.test(new URL(request.url()).pathname)) events.push('page code');
    });
    // Open /daily from another screen, as the sidebar does.
    await page.goto(`${web.baseUrl}/changelog`);
    await page.getByRole('heading', { name: 'Changelog' }).waitFor();
    const answered = page.waitForResponse(isHistory);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Daily' })
      .click();
    const days = (await (await answered).json()) as (Day & { words: { language: string }[] })[];
    await page.getByText('A new French word every day', { exact: false }).waitFor();
    const card = page.getByRole('article', { name: 'Word of Today' });
    await expect.poll(() => card.locator('.wd-headword').innerText()).toBe(days[0]!.written);
    expect(days[0]!.words.every((word) => word.language === 'fr_FR')).toBe(true);
    // The request went out before the screen's code had arrived: the word is not asked for after it.
    expect(events[0]).toBe('history fr_FR');
    expect(events).toContain('page code');
  });
});
