import {
  CARD_EXAMPLE_MAX_LENGTH,
  CARD_MAX_BYTES,
  CARD_MAX_EXAMPLES_PER_SENSE,
  CARD_MAX_SENSES,
  DECK_FEED_PAGE_BYTES,
  REVIEW_PAGE_BYTES,
  type DeckChanges,
  type ReviewDeckAnswer,
} from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.ts';
import { testDialects } from '../../testing/test-database.ts';
import { insertUser, openTestDatabase } from '../vocabulary/vocabulary.test-helpers.ts';
import { DeckRepository } from './deck.repository.ts';
import { DeckService } from './deck.service.ts';
import { twoUserServer } from './deck.test-helpers.ts';

const EPOCH = '1970-01-01T00:00:00.000Z';

/** A card of `senses` senses whose definitions are `length` Korean characters (3 bytes each in UTF-8). */
function heavyCard(written: string, senses: number, length: number) {
  return {
    written,
    lang: 'ko_KR',
    senses: Array.from({ length: senses }, (_, i) => ({
      translation: `sense ${i}`,
      definition: '가'.repeat(length),
      examples: [{ example: '집에 가요.', category: 'sentence' }],
    })),
  };
}

/** One deck holding real-sized cards at the byte limit, and what the feeds answer for it. */
describe.each(testDialects())('heavy decks (%s)', (dialect) => {
  const server = twoUserServer(dialect);

  async function newDeck(name: string): Promise<number> {
    const made = await server.call(server.ann, 'POST', '/api/deck', { name });
    expect(made.status).toBe(200);
    return (made.body as { id: number }).id;
  }

  it('refuses a card past each size limit with a 4xx naming the limit', async () => {
    const deck = await newDeck('Limits');
    const url = `/api/deck/${deck}/cards`;
    const tooManySenses = await server.call(server.ann, 'POST', url, heavyCard('a', CARD_MAX_SENSES + 1, 1));
    expect(tooManySenses.status).toBe(400);
    expect(tooManySenses.body).toMatchObject({ code: 'VALIDATION' });
    expect((tooManySenses.body as { detail: string }).detail).toContain(`at most ${CARD_MAX_SENSES} senses`);

    const examples = Array.from({ length: CARD_MAX_EXAMPLES_PER_SENSE + 1 }, () => ({
      example: '집에 가요.',
      category: 'sentence',
    }));
    const tooManyExamples = await server.call(server.ann, 'POST', url, {
      written: 'b',
      senses: [{ translation: 'x', definition: '', examples }],
    });
    expect(tooManyExamples.status).toBe(400);
    expect((tooManyExamples.body as { detail: string }).detail).toContain(
      `at most ${CARD_MAX_EXAMPLES_PER_SENSE} examples`,
    );

    const longExample = await server.call(server.ann, 'POST', url, {
      written: 'c',
      senses: [
        {
          translation: 'x',
          definition: '',
          examples: [{ example: 'a'.repeat(CARD_EXAMPLE_MAX_LENGTH + 1), category: 'sentence' }],
        },
      ],
    });
    expect(longExample.status).toBe(400);
    expect((longExample.body as { detail: string }).detail).toContain(
      `at most ${CARD_EXAMPLE_MAX_LENGTH} characters`,
    );

    // Every field within its limit, the whole past the card's size.
    const tooBig = await server.call(server.ann, 'POST', url, heavyCard('d', CARD_MAX_SENSES, 900));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: 'CARD_TOO_LARGE' });
    expect((tooBig.body as { detail: string }).detail).toContain(`${CARD_MAX_BYTES} bytes`);
  });

  it('bounds the deck feed and the review deck in bytes; the feed cursor reaches every card once', async () => {
    const deck = await newDeck('Heavy');
    // Cards just under the byte limit: 10 senses of 500 Korean characters, about 15.6 KB each.
    const total = Math.ceil((DECK_FEED_PAGE_BYTES * 1.6) / 15_000);
    const ids: number[] = [];
    for (let i = 0; i < total; i += 1) {
      const made = await server.call(
        server.ann,
        'POST',
        `/api/deck/${deck}/cards`,
        heavyCard(`w${i}`, 10, 500),
      );
      expect(made.status, made.raw).toBe(200);
      ids.push((made.body as { id: number }).id);
    }
    const seen: number[] = [];
    let since = EPOCH;
    let pages = 0;
    for (;;) {
      const page = await server.call(
        server.ann,
        'GET',
        `/api/deck/${deck}/cards?since=${encodeURIComponent(since)}`,
      );
      expect(page.status).toBe(200);
      expect(Buffer.byteLength(page.raw)).toBeLessThanOrEqual(DECK_FEED_PAGE_BYTES);
      const changes = page.body as DeckChanges;
      seen.push(...changes.cards.map((card) => card.id));
      pages += 1;
      if (!changes.has_more) break;
      since = changes.last_update;
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen).toEqual(ids);

    const review = await server.call(server.ann, 'GET', `/api/review/deck/${deck}?all=true`);
    expect(review.status).toBe(200);
    expect(Buffer.byteLength(review.raw)).toBeLessThanOrEqual(REVIEW_PAGE_BYTES);
    const items = (review.body as ReviewDeckAnswer).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(total);
    expect((review.body as ReviewDeckAnswer).card_count).toBe(total);
  });
});

describe.each(testDialects())('per-account deck quotas (%s)', (dialect) => {
  let database: AppDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    userId = await insertUser(database);
  });
  afterAll(async () => database.close());

  it('refuses a card past the cards of the account, whichever deck it goes to, naming the limit', async () => {
    const service = new DeckService(new DeckRepository(database), undefined, { cardsPerUser: 3 });
    const sense = { translation: 't', definition: '', examples: [] };
    const one = await service.createDeck(userId, { name: 'One' });
    const two = await service.createDeck(userId, { name: 'Two' });
    await service.createCard(userId, one.id, { written: 'a', lang: 'ko_KR', senses: [sense] });
    await service.createCard(userId, one.id, { written: 'b', lang: 'ko_KR', senses: [sense] });
    const third = await service.createCard(userId, two.id, { written: 'c', lang: 'ko_KR', senses: [sense] });
    await expect(
      service.createCard(userId, two.id, { written: 'd', lang: 'ko_KR', senses: [sense] }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'ACCOUNT_CARDS_LIMIT_REACHED',
      detail: 'An account holds at most 3 cards (you have 3). Delete cards you no longer need first.',
    });
    // A deleted card frees its place.
    await service.deleteCard(userId, two.id, third.id);
    await service.createCard(userId, one.id, { written: 'd', lang: 'ko_KR', senses: [sense] });
  });
});
