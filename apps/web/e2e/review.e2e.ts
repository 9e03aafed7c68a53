import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, pageErrors, apiFromPage, describeInBrowser } from '@glossa/testing';

/**
 * Review in the app as a person does it: a signed-in user with a deck of five cards opens Review from the
 * Deck screen, goes through every card with the keyboard (Space, then 1-4), reloads and finds the due dates
 * kept, and practises the whole deck without changing them. Also takes the review screenshots
 * (/tmp/review-shots: front and back, light and dark, phone 390 px and desktop).
 */

const PASSWORD = 'Correct#Horse9';
const PHONE_390 = { width: 390, height: 844 };
const SHOTS = '/tmp/review-shots';
const FAST_HASHING = { env: { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' } };

const WORDS: [string, string, string][] = [
  ['집', 'house', '집에 가요.'],
  ['물', 'water', '물을 마셔요.'],
  ['학교', 'school', '학교에 다녀요.'],
  ['먹다', 'to eat', '밥을 먹었어요.'],
  ['친구', 'friend', '가: 친구가 있어요?\n나: 네, 친구가 많아요.'],
];

interface Scheduling {
  due: string;
  reps: number;
  state: string;
}
interface DeckAnswer {
  due_count: number;
  items: { card: { id: number; written: string }; scheduling: Scheduling }[];
}

/** Signs a new user up and makes a deck of the five words; answers the deck's id. */
async function userWithDeck(page: Page, baseUrl: string, prefix: string): Promise<number> {
  await page.goto(`${baseUrl}/`);
  const unique = `${prefix}${Date.now().toString(36)}`;
  const signup = await apiFromPage(page, 'POST', '/auth/signup', undefined, {
    username: unique,
    email: `${unique}@example.com`,
    password: PASSWORD,
  });
  expect(signup.status).toBe(200);
  const deck = await apiFromPage(page, 'POST', '/deck', { name: 'Five words' });
  expect(deck.status).toBe(200);
  const deckId = (deck.body as { id: number }).id;
  for (const [written, translation, example] of WORDS) {
    const category = example.includes('\n') ? 'conversation' : 'sentence';
    const card = await apiFromPage(page, 'POST', `/deck/${deckId}/cards`, {
      written,
      senses: [{ translation, definition: `The word ${written}.`, examples: [{ example, category }] }],
    });
    expect(card.status).toBe(200);
  }
  return deckId;
}

async function schedulings(page: Page, deckId: number): Promise<DeckAnswer> {
  const answer = await apiFromPage(page, 'GET', `/review/deck/${deckId}?all=true`);
  expect(answer.status).toBe(200);
  return answer.body as DeckAnswer;
}

/** Each card's stored scheduling (the previews depend on the time they are asked). */
function stored(answer: DeckAnswer): [number, Scheduling][] {
  return answer.items.map((item) => [item.card.id, item.scheduling]);
}

/** Shows the back of the card on screen with Space and rates it with a key; answers its written form. */
async function reviewOne(page: Page, key: string): Promise<string> {
  await expect.poll(() => page.locator('.review-back').count()).toBe(0);
  const written = await page.locator('.review-written').innerText();
  await page.keyboard.press('Space');
  await page.locator('.review-back').waitFor();
  await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
  await page.keyboard.press(key);
  // The next card (or the end) replaces the back.
  await expect.poll(() => page.locator('.review-back').count()).toBe(0);
  return written;
}

describeInBrowser('review in the app in Chromium', FAST_HASHING, (web) => {
  it('reviews five cards with the keyboard, keeps the due dates over a reload, and practice leaves them', async () => {
    const { page } = await web.newPage(DESKTOP);
    const deckId = await userWithDeck(page, web.baseUrl, 'rev');

    // The Deck screen offers Review with the due count.
    await page.goto(`${web.baseUrl}/deck`);
    const entry = page.getByRole('link', { name: 'Review 5 due' });
    await entry.waitFor();
    await entry.click();
    await page.waitForURL(`**/deck/review?deck=${deckId}`);
    await expect.poll(() => page.locator('.review-due').innerText()).toBe('5 due');

    // The buttons show the waits ts-fsrs gives a new card.
    await page.locator('.review-written').waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
    const labels = await page.locator('.review-rate-interval').allInnerTexts();
    expect(labels).toHaveLength(4);
    expect(labels[0]).toMatch(/^\d+m$/);
    expect(labels[3]).toMatch(/^\d+d$/);
    await page.keyboard.press('1'); // Again: back within minutes, at the end of this session.
    await expect.poll(() => page.locator('.review-written').innerText()).not.toBe(WORDS[0]![0]);

    const seen: string[] = [WORDS[0]![0]];
    for (let i = 0; i < 4; i++) seen.push(await reviewOne(page, '4'));
    expect(seen.slice(1)).toEqual(WORDS.slice(1).map(([written]) => written));
    // The card rated Again is due in a minute: not shown before, unless the learner learns ahead.
    await page.getByText('No card is due right now.').waitFor();
    await expect.poll(() => page.locator('.review-due').innerText()).toBe('0 due');
    await page.getByRole('button', { name: 'Learn ahead: review it now' }).click();
    await expect.poll(() => page.locator('.review-progress').innerText()).toMatch(/^Learning ahead/);
    // Easy sends it away for days.
    seen.push(await reviewOne(page, '4'));
    expect(seen.at(-1)).toBe(WORDS[0]![0]);
    await page.getByText('All done for now.').waitFor();
    await expect.poll(() => page.locator('.review-due').innerText()).toBe('0 due');

    const kept = await schedulings(page, deckId);
    expect(kept.due_count).toBe(0);
    expect(kept.items.every((item) => item.scheduling.state === 'review')).toBe(true);
    expect(kept.items.every((item) => Date.parse(item.scheduling.due) > Date.now() + 3_600_000)).toBe(true);

    // A reload keeps them: nothing is due.
    await page.reload();
    await page.getByText('Nothing is due.').waitFor();
    await expect.poll(() => page.locator('.review-due').innerText()).toBe('0 due');
    expect(stored(await schedulings(page, deckId))).toEqual(stored(kept));

    // Practice: every card once more, rated Good; no due date changes.
    await page.getByRole('button', { name: 'Practice all cards' }).click();
    await page.waitForURL(`**/deck/review?deck=${deckId}&mode=practice`);
    await page.getByText('Practice: ratings here change no due date.').waitFor();
    const practised: string[] = [];
    for (let i = 0; i < 5; i++) practised.push(await reviewOne(page, '3'));
    expect(practised.sort()).toEqual(WORDS.map(([written]) => written).sort());
    await page.getByText(/You reviewed 5 cards \(practice: no due date changed\)/).waitFor();
    expect(stored(await schedulings(page, deckId))).toEqual(stored(kept));

    // Back on the Deck screen the entry says so.
    await page.goto(`${web.baseUrl}/deck`);
    await page.getByRole('link', { name: 'Review 0 due' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('takes the screenshots of a review card, front and back, light and dark, phone and desktop', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const { page: setup } = await web.newPage(DESKTOP);
    const deckId = await userWithDeck(setup, web.baseUrl, 'shot');
    const cookies = await setup.context().cookies();
    for (const scheme of ['light', 'dark'] as const) {
      for (const [name, viewport] of [
        ['phone', PHONE_390],
        ['desktop', DESKTOP],
      ] as const) {
        const { context, page } = await web.newPage(viewport, { colorScheme: scheme });
        await context.addCookies(cookies);
        // The example on the front, as the option shows it.
        await page.goto(`${web.baseUrl}/`);
        await page.evaluate(() => localStorage.setItem('glossa.review.cloze', '1'));
        await page.goto(`${web.baseUrl}/deck/review?deck=${deckId}&mode=practice`);
        await page.locator('.review-written').waitFor();
        await page.evaluate(async () => {
          await document.fonts.load('400 1em "Noto Sans KR"', '집에 가요');
          await document.fonts.ready;
        });
        await page.screenshot({ path: path.join(SHOTS, `${name}-${scheme}-front.png`), fullPage: true });
        await page.keyboard.press('Space');
        await page.locator('.review-back').waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(SHOTS, `${name}-${scheme}-back.png`), fullPage: true });
      }
    }
    expect(fs.readdirSync(SHOTS).filter((file) => file.endsWith('.png')).length).toBeGreaterThanOrEqual(8);
  }, 240_000);
});
