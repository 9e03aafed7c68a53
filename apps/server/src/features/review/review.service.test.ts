import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.ts';
import { DeckRepository } from '../deck/deck.repository.ts';
import { DeckService } from '../deck/deck.service.ts';
import { insertUser, openTestDatabase, testDialects } from '../vocabulary/vocabulary.test-helpers.ts';
import { ReviewRepository } from './review.repository.ts';
import { ReviewService } from './review.service.ts';

const sense = { translation: 'house', definition: '', examples: [] };
const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(testDialects())('ReviewService on %s', (dialect) => {
  let database: AppDatabase;
  let userId: string;
  let otherId: string;
  // A clock the tests move by hand.
  let clock = new Date('2026-03-01T10:00:00.000Z');
  const now = () => clock;
  let decks: DeckService;
  let review: ReviewService;
  let repository: ReviewRepository;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    userId = await insertUser(database);
    otherId = await insertUser(database);
    decks = new DeckService(new DeckRepository(database), now);
    repository = new ReviewRepository(database);
    review = new ReviewService(repository, now);
  });
  afterAll(async () => database.close());

  const newCard = async (written: string) => {
    const deck = await decks.createDeck(userId, { name: `Deck ${written}` });
    const card = await decks.createCard(userId, deck.id, { written, lang: 'ko_KR', senses: [sense] });
    return { deck, card };
  };
  const at = (date: Date) => date.toISOString();

  it('schedules a new card rated Good for later than one rated Again, and logs the rating', async () => {
    clock = new Date('2026-03-01T10:00:00.000Z');
    const { deck, card } = await newCard('집');
    const before = await review.deck(userId, deck.id, false);
    expect(before.due_count).toBe(1);
    expect(before.items[0]!.scheduling.state).toBe('new');
    // The previews grow from Again to Easy.
    const { again, hard, good, easy } = before.items[0]!.preview;
    expect(Date.parse(again)).toBeLessThan(Date.parse(good));
    expect(Date.parse(hard)).toBeLessThanOrEqual(Date.parse(good));
    expect(Date.parse(good)).toBeLessThan(Date.parse(easy));

    const rated = await review.rate(userId, { card_id: card.id, rating: 'good', reviewed_at: at(clock) });
    expect(rated.practice).toBe(false);
    expect(rated.state.due).toBe(good);
    expect(Date.parse(rated.state.due)).toBeGreaterThan(clock.getTime());
    expect(rated.state.reps).toBe(1);
    expect(rated.state.last_review).toBe(at(clock));
    // No longer due now: the deck answers no card and counts none.
    const after = await review.deck(userId, deck.id, false);
    expect([after.due_count, after.items.length, after.card_count]).toEqual([0, 0, 1]);
    const log = await repository.logOf(card.id);
    expect(log.map((entry) => entry.rating)).toEqual(['good']);
    expect(JSON.parse(log[0]!.state_before)).toMatchObject({ state: 'new', reps: 0 });
    expect(JSON.parse(log[0]!.state_after)).toMatchObject({ due: rated.state.due, reps: 1 });
  });

  it('brings a card rated Again back within minutes, and a known card rated Again lapses', async () => {
    clock = new Date('2026-03-02T10:00:00.000Z');
    const { deck, card } = await newCard('물');
    const again = await review.rate(userId, { card_id: card.id, rating: 'again', reviewed_at: at(clock) });
    const wait = Date.parse(again.state.due) - clock.getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10 * MINUTE);
    // Easy takes it to the review state, days away.
    clock = new Date(Date.parse(again.state.due));
    const easy = await review.rate(userId, { card_id: card.id, rating: 'easy', reviewed_at: at(clock) });
    expect(easy.state.state).toBe('review');
    expect(easy.interval_days).toBeGreaterThanOrEqual(1);
    // Forgotten when due: a lapse, relearning, due again within minutes.
    clock = new Date(Date.parse(easy.state.due));
    expect((await review.deck(userId, deck.id, false)).due_count).toBe(1);
    const lapse = await review.rate(userId, { card_id: card.id, rating: 'again', reviewed_at: at(clock) });
    expect([lapse.state.state, lapse.state.lapses]).toEqual(['relearning', 1]);
    expect(Date.parse(lapse.state.due) - clock.getTime()).toBeLessThanOrEqual(10 * MINUTE);
    expect((await repository.logOf(card.id)).map((entry) => entry.rating)).toEqual([
      'again',
      'easy',
      'again',
    ]);
  });

  it('changes nothing in practice mode: same answer as a real rating, no state, no log, no feed entry', async () => {
    clock = new Date('2026-04-03T10:00:00.000Z');
    const { deck, card } = await newCard('불');
    const since = at(new Date(clock.getTime() - 1));
    const practice = await review.rate(userId, {
      card_id: card.id,
      rating: 'easy',
      reviewed_at: at(clock),
      practice: true,
    });
    expect(practice.practice).toBe(true);
    expect(Date.parse(practice.state.due)).toBeGreaterThan(clock.getTime() + DAY);
    const still = await review.deck(userId, deck.id, false);
    expect([still.due_count, still.items[0]!.scheduling.state, still.items[0]!.scheduling.reps]).toEqual([
      1,
      'new',
      0,
    ]);
    expect(await repository.logOf(card.id)).toEqual([]);
    expect((await review.changesSince(userId, since)).states).toEqual([]);
    // Practice shows every card, due or not.
    await review.rate(userId, { card_id: card.id, rating: 'easy', reviewed_at: at(clock) });
    expect((await review.deck(userId, deck.id, false)).items).toEqual([]);
    expect((await review.deck(userId, deck.id, true)).items.map((item) => item.card.id)).toEqual([card.id]);
  });

  it('counts a rating in the future as now and one before the last review as that review', async () => {
    clock = new Date('2026-04-04T10:00:00.000Z');
    const { card } = await newCard('산');
    const future = await review.rate(userId, {
      card_id: card.id,
      rating: 'good',
      reviewed_at: '2030-01-01T00:00:00.000Z',
    });
    expect(future.state.last_review).toBe(at(clock));
    clock = new Date('2026-04-04T11:00:00.000Z');
    const late = await review.rate(userId, {
      card_id: card.id,
      rating: 'good',
      reviewed_at: '2026-04-04T09:00:00.000Z',
    });
    expect(late.state.last_review).toBe('2026-04-04T10:00:00.000Z');
  });

  it('stamps states from a per-user clock that only grows and pages the feed by it', async () => {
    clock = new Date('2026-04-05T10:00:00.000Z');
    const paged = new ReviewService(repository, now, undefined, { feedPage: 2 });
    const cards = [await newCard('a'), await newCard('b'), await newCard('c')];
    const since = at(new Date(clock.getTime() - 1));
    const stamps: string[] = [];
    for (const { card } of cards) {
      stamps.push(
        (await paged.rate(userId, { card_id: card.id, rating: 'good', reviewed_at: at(clock) })).state
          .updated_at,
      );
    }
    // One millisecond apart although the clock stood still.
    expect(stamps).toEqual([
      '2026-04-05T10:00:00.000Z',
      '2026-04-05T10:00:00.001Z',
      '2026-04-05T10:00:00.002Z',
    ]);
    const first = await paged.changesSince(userId, since);
    expect([first.states.map((state) => state.card_id), first.has_more]).toEqual([
      [cards[0]!.card.id, cards[1]!.card.id],
      true,
    ]);
    const second = await paged.changesSince(userId, first.last_update);
    expect([second.states.map((state) => state.card_id), second.has_more, second.last_update]).toEqual([
      [cards[2]!.card.id],
      false,
      stamps[2],
    ]);
    const none = await paged.changesSince(userId, second.last_update);
    expect([none.states, none.last_update]).toEqual([[], stamps[2]]);
  });

  it("treats another user's deck and card as not found", async () => {
    const { deck, card } = await newCard('남');
    await expect(review.deck(otherId, deck.id, false)).rejects.toMatchObject({
      statusCode: 404,
      code: 'DECK_NOT_FOUND',
    });
    await expect(
      review.rate(otherId, { card_id: card.id, rating: 'good', reviewed_at: at(clock) }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'CARD_NOT_FOUND' });
    await expect(
      review.rate(otherId, { card_id: card.id, rating: 'good', reviewed_at: at(clock), practice: true }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'CARD_NOT_FOUND' });
    expect((await review.counts(otherId)).decks).toEqual([]);
  });

  it('removes the review state and log with the card, and with the deck', async () => {
    clock = new Date('2026-04-06T10:00:00.000Z');
    const { deck, card } = await newCard('강');
    const kept = await decks.createCard(userId, deck.id, { written: '바다', lang: 'ko_KR', senses: [sense] });
    await review.rate(userId, { card_id: card.id, rating: 'good', reviewed_at: at(clock) });
    await review.rate(userId, { card_id: kept.id, rating: 'good', reviewed_at: at(clock) });
    await decks.deleteCard(userId, deck.id, card.id);
    expect(await repository.logOf(card.id)).toEqual([]);
    const since = '2026-04-06T00:00:00.000Z';
    expect((await review.changesSince(userId, since)).states.map((state) => state.card_id)).toEqual([
      kept.id,
    ]);
    await decks.deleteDeck(userId, deck.id);
    expect(await repository.logOf(kept.id)).toEqual([]);
    expect((await review.changesSince(userId, since)).states).toEqual([]);
    expect((await review.counts(userId)).decks.map((entry) => entry.deck_id)).not.toContain(deck.id);
  });
});
