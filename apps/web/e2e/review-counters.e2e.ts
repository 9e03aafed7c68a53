import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInWithDeck, type CardSpec, DESKTOP, pageErrors, describeInBrowser } from '@glossa/testing';

/**
 * The review's counts and keyboard: the header's due count and the progress agree after every rating; a
 * card rated Good (back in 10 minutes) is not shown again at once but waits, with a labelled "learn ahead";
 * the focus moves into the review when it opens; a rating button reached with Tab rates on Enter and Space;
 * Again reads "1m". Screenshots in /tmp/review-counter-shots.
 */

const SHOTS = '/tmp/review-counter-shots';
const PHONE_390 = { width: 390, height: 844 };
const FAST_HASHING = { env: { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' } };
const WORDS: CardSpec[] = [
  ['집', 'house', '집에 가요.'],
  ['물', 'water', '물을 마셔요.'],
  ['학교', 'school', '학교에 다녀요.'],
];

const headerDue = (page: Page) => page.locator('.review-due').innerText();
const progress = (page: Page) => page.locator('.review-progress').innerText();
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}|${el.textContent ?? ''}` : '';
  });

describeInBrowser('review counts and keyboard', FAST_HASHING, (web) => {
  it('keeps the header and the progress in step, and a card rated Good waits for its step', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/`);
    const { deckId } = await signedInWithDeck(page, 'count', 'Counting', WORDS);
    const badge = page.locator('.nav-due');
    await page.goto(`${web.baseUrl}/deck/review?deck=${deckId}`);
    await page.locator('.review-written').waitFor();
    await expect.poll(() => headerDue(page)).toBe('3 due');
    expect(await progress(page)).toBe('3 left');

    // The focus is in the review: on Show answer, which Space and Enter press.
    await expect.poll(() => focused(page)).toMatch(/^button\..*review-show/);
    const first = await page.locator('.review-written').innerText();
    await page.keyboard.press('Enter');
    const ratings = page.getByRole('group', { name: 'How well did you know it?' });
    await ratings.waitFor();
    // Again is one minute, written as "1m" (the extension writes it the same way).
    expect(await ratings.locator('.review-rate.is-again .review-rate-interval').innerText()).toBe('1m');

    // Tab from the card reaches Again, Hard, Good; Enter on Good rates Good.
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatch(/^button\..*is-again/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatch(/^button\..*is-good/);
    await page.keyboard.press('Enter');
    await expect.poll(() => progress(page)).toBe('2 left · 1 later · 1 reviewed');
    await expect.poll(() => headerDue(page)).toBe('2 due');
    // The sidebar's badge follows (a desktop window shows the sidebar).
    await expect.poll(() => badge.first().innerText()).toBe('2');
    expect(await page.locator('.review-written').innerText()).not.toBe(first);

    // Space on a focused rating button rates too (Easy: gone for days).
    const second = await page.locator('.review-written').innerText();
    await page.keyboard.press('Space');
    await ratings.waitFor();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatch(/^button\..*is-easy/);
    await page.keyboard.press('Space');
    await expect.poll(() => progress(page)).toBe('1 left · 1 later · 2 reviewed');
    await expect.poll(() => headerDue(page)).toBe('1 due');
    const third = await page.locator('.review-written').innerText();
    expect([first, second]).not.toContain(third);

    await page.keyboard.press('Space');
    await ratings.waitFor();
    await page.keyboard.press('4');
    // Only the card rated Good is left, due in 10 minutes: it does not come back at once.
    const waiting = page.locator('.review-waiting');
    await waiting.waitFor();
    expect(await waiting.innerText()).toContain('No card is due right now.');
    expect(await waiting.innerText()).toContain('1 card comes back in 10m');
    await expect.poll(() => headerDue(page)).toBe('0 due');
    await expect.poll(() => badge.count()).toBe(0);
    expect(await page.locator('.review-written').count()).toBe(0);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'waiting-1280-light.png') });

    // Learning ahead is the learner's choice, and says so.
    await page.getByRole('button', { name: 'Learn ahead: review it now' }).click();
    await expect.poll(() => page.locator('.review-written').innerText()).toBe(first);
    expect(await progress(page)).toBe('Learning ahead · 1 later · 3 reviewed');
    await page.keyboard.press('Space');
    await ratings.waitFor();
    await page.keyboard.press('4');
    await page.getByText('All done for now.').waitFor();
    await expect.poll(() => headerDue(page)).toBe('0 due');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('takes the waiting screen and a focused rating at 390 px and desktop, light and dark', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const setUp = await web.newPage(DESKTOP);
    await setUp.page.goto(`${web.baseUrl}/`);
    const { deckId } = await signedInWithDeck(setUp.page, 'countshot', 'Counting', WORDS.slice(0, 2));
    const cookies = await setUp.context.cookies();
    for (const viewport of [PHONE_390, DESKTOP]) {
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await web.newPage(viewport, { colorScheme: scheme });
        await context.addCookies(cookies);
        await page.goto(`${web.baseUrl}/deck/review?deck=${deckId}&mode=practice`);
        await page.locator('.review-written').waitFor();
        await page.keyboard.press('Space');
        await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect.poll(() => focused(page)).toMatch(/is-good/);
        await page.screenshot({ path: path.join(SHOTS, `focused-good-${viewport.width}-${scheme}.png`) });
        await context.close();
      }
    }
  }, 120_000);
});
