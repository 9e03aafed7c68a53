import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.ts';
import { insertUser, openTestDatabase, testDialects } from '../vocabulary/vocabulary.test-helpers.ts';
import { DeckRepository } from './deck.repository.ts';
import { DeckService } from './deck.service.ts';

const sense = { translation: 't', definition: '', examples: [] };

describe.each(testDialects())('DeckService on %s', (dialect) => {
  let database: AppDatabase;
  let userId: string;
  // A stopped clock: every write happens in the same millisecond.
  const frozen = new Date('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    userId = await insertUser(database);
  });
  afterAll(async () => database.close());

  it('stamps every change of a deck with a strictly later time, even within one millisecond', async () => {
    const service = new DeckService(new DeckRepository(database), () => frozen);
    const deck = await service.createDeck(userId, { name: 'Clock' });
    expect(deck.updated_at).toBe('2026-03-01T10:00:00.000Z');
    const a = await service.createCard(userId, deck.id, { written: 'a', lang: 'en_US', senses: [sense] });
    const b = await service.createCard(userId, deck.id, { written: 'b', lang: 'en_US', senses: [sense] });
    await service.deleteCard(userId, deck.id, a.id);
    expect([a.updated_at, b.updated_at]).toEqual(['2026-03-01T10:00:00.001Z', '2026-03-01T10:00:00.002Z']);
    const feed = await service.changesSince(userId, deck.id, a.updated_at);
    expect(feed.cards.map((card) => card.id)).toEqual([b.id]);
    expect(feed.deleted).toEqual([{ id: a.id, deleted: true, updated_at: '2026-03-01T10:00:00.003Z' }]);
    expect(feed.last_update).toBe('2026-03-01T10:00:00.003Z');
  });

  it("keeps an example's translation on the card, and drops an empty one", async () => {
    const service = new DeckService(new DeckRepository(database), () => frozen);
    // A user of its own: the other tests count this user's decks.
    const owner = await insertUser(database);
    const deck = await service.createDeck(owner, { name: 'Translated' });
    const card = await service.createCard(owner, deck.id, {
      written: '학교',
      lang: 'ko_KR',
      senses: [
        {
          translation: 'école',
          definition: '',
          examples: [
            { example: '학교에 가요.', category: 'sentence', translation: 'Je vais à l’école.' },
            { example: '학교에 가다', category: 'fragment', translation: '' },
          ],
        },
      ],
    });
    const [stored] = (await service.changesSince(owner, deck.id, '2000-01-01T00:00:00.000Z')).cards.filter(
      (c) => c.id === card.id,
    );
    expect(stored?.senses[0]?.examples).toEqual([
      { example: '학교에 가요.', category: 'sentence', translation: 'Je vais à l’école.' },
      { example: '학교에 가다', category: 'fragment' },
    ]);
  });

  it('pages by the stamps with the limits it is given, and applies its deck and card limits', async () => {
    const service = new DeckService(new DeckRepository(database), () => frozen, {
      decksPerUser: 3,
      cardsPerDeck: 2,
      feedPage: 2,
    });
    const deck = await service.createDeck(userId, { name: 'Small' });
    await service.createCard(userId, deck.id, { written: 'x', lang: 'ko_KR', senses: [sense] });
    await service.createCard(userId, deck.id, { written: 'y', lang: 'ko_KR', senses: [sense] });
    await expect(
      service.createCard(userId, deck.id, { written: 'z', lang: 'ko_KR', senses: [sense] }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'DECK_CARDS_LIMIT_REACHED' });
    const first = await service.changesSince(userId, deck.id, '2000-01-01T00:00:00.000Z');
    expect([first.cards.map((card) => card.written), first.has_more]).toEqual([['x', 'y'], false]);
    await service.deleteCard(userId, deck.id, first.cards[0]!.id);
    // The deletion freed a place: three changes now, y, the tombstone of x, then w.
    await service.createCard(userId, deck.id, { written: 'w', lang: 'ko_KR', senses: [sense] });
    const page1 = await service.changesSince(userId, deck.id, '2000-01-01T00:00:00.000Z');
    expect(page1.has_more).toBe(true);
    expect(page1.cards.map((card) => card.written)).toEqual(['y']);
    expect(page1.deleted).toHaveLength(1);
    const page2 = await service.changesSince(userId, deck.id, page1.last_update);
    expect(page2).toMatchObject({ deleted: [], has_more: false });
    expect(page2.cards.map((card) => card.written)).toEqual(['w']);
    // The user already has "Clock" and "Small": a third deck is the last one allowed.
    await service.createDeck(userId, { name: 'Third' });
    await expect(service.createDeck(userId, { name: 'Fourth' })).rejects.toMatchObject({
      statusCode: 409,
      detail: 'You can have at most 3 decks (you have 3). Delete a deck you no longer need first.',
    });
  });
});
