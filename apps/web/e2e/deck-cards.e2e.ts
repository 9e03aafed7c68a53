import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiFromPage,
  signedInWithDeck,
  type CardSpec,
  DESKTOP,
  pageErrors,
  describeInBrowser,
} from '@glossa/testing';

/**
 * The Deck screen's cards: an expanded card shows the examples saved with it; the cards are in one order
 * (the order they were made in) on two devices; deleting a card can be undone; the card creator opens with
 * the sense the learner was reading chosen. Screenshots in /tmp/deck-card-shots.
 */

const SHOTS = '/tmp/deck-card-shots';
const PHONE_390 = { width: 390, height: 844 };
const FAST_HASHING = {
  dictionaries: true,
  env: { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' },
};
// Made in this order, which is neither alphabetical nor the reverse.
const CARDS: CardSpec[] = [
  ['학교', 'school', '학교에 가요.'],
  ['가방', 'bag', '가: 가방이 있어요?\n나: 네, 있어요.'],
  ['집', 'house', '집에 가요.'],
  ['물', 'water', '물을 마셔요.'],
];

const listed = (page: Page) => page.locator('.deck-card-written').allInnerTexts();

describeInBrowser('cards of a deck', FAST_HASHING, (web) => {
  it('shows saved examples, one order on two devices, and deletes with Undo', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const first = await web.newPage(PHONE_390);
    await first.page.goto(`${web.baseUrl}/`);
    const { deckId, cardIds } = await signedInWithDeck(first.page, 'cards', 'Order', CARDS);
    // A card with examples of every kind.
    const rich = await apiFromPage(first.page, 'PUT', `/deck/${deckId}/cards/${cardIds[0]}`, {
      senses: [
        {
          translation: 'school',
          definition: 'A place to learn.',
          examples: [
            { example: '학교 앞', category: 'fragment' },
            { example: '학교에 가요.', category: 'sentence' },
            { example: '가: 학교에 가요?\n나: 네.', category: 'conversation' },
          ],
        },
      ],
    });
    expect(rich.status).toBe(200);

    const { page } = first;
    await page.goto(`${web.baseUrl}/deck`);
    await expect.poll(() => listed(page)).toEqual(CARDS.map(([w]) => w));

    // The expanded card shows its examples, by kind.
    await page.locator('.deck-card-toggle', { hasText: '학교' }).click();
    const body = page.locator('.deck-card-body');
    await body.getByRole('region', { name: 'Fragments' }).waitFor();
    expect(await body.getByRole('region', { name: 'Fragments' }).innerText()).toContain('학교 앞');
    expect(await body.getByRole('region', { name: 'Sentences' }).innerText()).toContain('학교에 가요.');
    expect(await body.getByRole('region', { name: 'Conversations' }).innerText()).toContain('네.');
    await page.screenshot({ path: path.join(SHOTS, 'expanded-390-light.png'), fullPage: true });

    // A second device (desktop, two columns): the same order, read column by column from the left.
    const cookies = await first.context.cookies();
    const second = await web.newPage(DESKTOP, { colorScheme: 'dark' });
    await second.context.addCookies(cookies);
    await second.page.goto(`${web.baseUrl}/deck`);
    const left = second.page.getByRole('list', { name: 'Left column' });
    const right = second.page.getByRole('list', { name: 'Right column' });
    await expect.poll(() => left.locator('.deck-card-written').allInnerTexts()).toEqual(['학교', '집']);
    expect(await right.locator('.deck-card-written').allInnerTexts()).toEqual(['가방', '물']);
    await second.page.screenshot({ path: path.join(SHOTS, 'order-1280-dark.png') });

    // Delete with a way back: the card leaves at once, Undo brings it back in its place.
    await page.getByRole('button', { name: 'Delete 가방' }).click();
    const undo = page.locator('.deck-undo');
    await undo.waitFor();
    expect(await undo.innerText()).toContain('Deleted 가방.');
    expect(await listed(page)).toEqual(['학교', '집', '물']);
    expect(await page.locator('.deck-count').innerText()).toBe('3 cards');
    await page.screenshot({ path: path.join(SHOTS, 'undo-390-light.png') });
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => listed(page)).toEqual(CARDS.map(([w]) => w));
    expect(await undo.count()).toBe(0);
    // Nothing was deleted on the server.
    const kept = await apiFromPage(page, 'GET', `/deck/${deckId}/cards`);
    expect((kept.body as { id: number }[]).map((c) => c.id)).toEqual(cardIds);

    // Deleted again and the screen left: it is deleted for good.
    await page.getByRole('button', { name: 'Delete 가방' }).click();
    await undo.waitFor();
    // In-app navigation to Home (the brand link).
    await page.locator('a.brand').click();
    await expect
      .poll(async () => {
        const answer = await apiFromPage(page, 'GET', `/deck/${deckId}/cards`);
        return (answer.body as { written: string }[]).map((c) => c.written);
      })
      .toEqual(['학교', '집', '물']);
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('opens the card creator with the sense the learner was reading chosen, or the first', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const [viewport, scheme] of [
      [DESKTOP, 'light'],
      [PHONE_390, 'dark'],
    ] as const) {
      const { page } = await web.newPage(viewport, { colorScheme: scheme });
      await page.goto(`${web.baseUrl}/`);
      await signedInWithDeck(page, 'creator', 'Creator', []);
      await page.goto(`${web.baseUrl}/dictionary?q=${encodeURIComponent('학교')}`);
      const row = page.locator('.dict-row', { hasText: '학교' }).first();
      await row.waitFor({ timeout: 60_000 });
      await row.getByRole('button', { expanded: false }).first().click();
      const detail = page.getByRole('region', { name: 'Word details' });
      await detail.waitFor();

      // Nothing open: the first sense is chosen.
      await detail.getByRole('button', { name: /^Add .* to a deck$/ }).click();
      const creator = page.getByRole('dialog');
      await creator.waitFor();
      const toggles = creator.locator('.sense-toggle-button');
      await expect.poll(() => toggles.first().getAttribute('aria-pressed')).toBe('true');
      await page.screenshot({ path: path.join(SHOTS, `creator-${viewport.width}-${scheme}.png`) });
      await creator.getByRole('button', { name: 'Cancel' }).click();
      await creator.waitFor({ state: 'detached' });

      // The second sense open in the word detail: that one is chosen.
      const senses = detail.locator('.sense-toggle');
      if ((await senses.count()) > 1) {
        const reading = (await senses.nth(1).locator('.sense-translation').innerText()).trim();
        await senses.nth(1).click();
        await detail.getByRole('button', { name: /^Add .* to a deck$/ }).click();
        await creator.waitFor();
        const chosen = creator.locator('.sense-toggle-button[aria-pressed="true"]');
        await expect.poll(() => chosen.count()).toBe(1);
        expect(await chosen.locator('.sense-toggle-translation').innerText()).toBe(reading);
      }
      expect(pageErrors(page)).toEqual([]);
    }
  }, 180_000);
});
