import type { VocabularyItem } from '@glossa/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.ts';
import { VocabularyRepository } from '../vocabulary/vocabulary.repository.ts';
import { VocabularyService } from '../vocabulary/vocabulary.service.ts';
import { insertUser, openTestDatabase, testDialects } from '../vocabulary/vocabulary.test-helpers.ts';
import { StatsRepository } from './stats.repository.ts';

const T0 = '2025-03-01T10:00:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(T0) + offsetMs).toISOString();
const word = (written: string, status: VocabularyItem['status'], updatedAt: string, lang = 'ko_KR') =>
  ({ written, lang, status, updated_at: updatedAt }) as VocabularyItem;
const state = (name: string) => JSON.stringify({ state: name, stability: 3 });

/**
 * The running sums the database keeps with triggers (words per status, reviews per day) must always equal
 * what counting the rows themselves gives, whatever wrote or removed them.
 */
describe.each(testDialects())('running sums for the Progress figures on %s', (dialect) => {
  let database: AppDatabase;
  let vocabulary: VocabularyService;
  let user: string;
  let clock = Date.parse(T0);

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    vocabulary = new VocabularyService(new VocabularyRepository(database), () => new Date((clock += 1000)));
    user = await insertUser(database);
  });

  /** Words per language and status, from the totals (zeros left out) and counted from the rows. */
  const totals = async () => {
    const kept = await database.db
      .selectFrom('status_totals')
      .select(['lang', 'status', 'words'])
      .where('user_id', '=', user)
      .where('words', '!=', 0)
      .orderBy(['lang', 'status'])
      .execute();
    const counted = await database.db
      .selectFrom('vocabulary')
      .select((eb) => ['lang', 'status', eb.fn.countAll<number | string>().as('words')])
      .where('user_id', '=', user)
      .groupBy(['lang', 'status'])
      .orderBy(['lang', 'status'])
      .execute();
    return {
      kept: kept.map((r) => ({ ...r, words: Number(r.words) })),
      counted: counted.map((r) => ({ ...r, words: Number(r.words) })),
    };
  };

  /** Reviews per language, day and rating (and judged), from the day sums and counted from the log. */
  const reviewSums = async () => {
    const kept = await database.db
      .selectFrom('review_daily')
      .select(['lang', 'day', 'rating', 'reviews', 'judged'])
      .where('user_id', '=', user)
      .where('reviews', '!=', 0)
      .orderBy(['lang', 'day', 'rating'])
      .execute();
    const day = sql<string>`substr(review_log.reviewed_at, 1, 10)`;
    const counted = await database.db
      .selectFrom('review_log')
      .innerJoin('cards', 'cards.id', 'review_log.card_id')
      .select((eb) => [
        'cards.lang',
        day.as('day'),
        'review_log.rating',
        eb.fn.countAll<number | string>().as('reviews'),
        eb.fn
          .sum<number | string>(
            eb.case().when('review_log.state_before', 'like', '%"state":"review"%').then(1).else(0).end(),
          )
          .as('judged'),
      ])
      .where('review_log.user_id', '=', user)
      .groupBy(['cards.lang', day, 'review_log.rating'])
      .orderBy(['cards.lang', day, 'review_log.rating'])
      .execute();
    const numbers = <T extends { reviews: unknown; judged: unknown }>(r: T) => ({
      ...r,
      reviews: Number(r.reviews),
      judged: Number(r.judged),
    });
    return { kept: kept.map(numbers), counted: counted.map(numbers) };
  };

  it('keeps words per status with every vocabulary write: sync, import, a status change, clearing', async () => {
    await vocabulary.put(user, [word('집', 'seen', at(1)), word('물', 'learned', at(1))]);
    await vocabulary.put(user, [word('house', 'ignore', at(2), 'en_US')], { deviceId: 'phone' });
    await vocabulary.put(user, [word('하나', 'learned', at(3)), word('둘', 'learned', at(3))], {
      source: 'import',
    });
    await vocabulary.put(user, [word('집', 'learned', at(4)), word('물', 'unknown', at(4))]);
    // Time only: no status moves.
    await vocabulary.put(user, [word('집', 'learned', at(5))]);
    let sums = await totals();
    expect(sums.kept).toEqual(sums.counted);
    expect(sums.kept).toContainEqual({ lang: 'ko_KR', status: 'learned', words: 3 });
    expect(await new StatsRepository(database).statusCounts(user, 'ko_KR')).toEqual(
      new Map([['learned', 3]]),
    );

    await vocabulary.clear(user);
    sums = await totals();
    expect(sums.kept).toEqual(sums.counted);
    expect(await new StatsRepository(database).statusCounts(user, 'en_US')).toEqual(new Map());
  });

  it('keeps reviews per day with the review log: written, removed with a card, removed with a deck', async () => {
    const db = database.db;
    const stamp = '2025-03-01T00:00:00.000Z';
    const deck = await db
      .insertInto('decks')
      .values({
        user_id: user,
        name: 'd',
        description: null,
        created_at: stamp,
        updated_at: stamp,
        last_change: stamp,
        deleted: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const card = async (written: string, lang: string) =>
      (
        await db
          .insertInto('cards')
          .values({
            deck_id: deck.id,
            written,
            lang,
            senses: '[]',
            created_at: stamp,
            updated_at: stamp,
            deleted: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [a, b, c] = [await card('가', 'ko_KR'), await card('cat', 'en_US'), await card('나', 'ko_KR')];
    const review = (cardId: number, rating: string, reviewedAt: string, before: string) => ({
      card_id: cardId,
      deck_id: deck.id,
      user_id: user,
      rating,
      reviewed_at: reviewedAt,
      state_before: state(before),
      state_after: state('review'),
      created_at: reviewedAt,
    });
    // One at a time, and several in one statement.
    await db
      .insertInto('review_log')
      .values(review(a, 'good', '2025-03-02T09:00:00.000Z', 'new'))
      .execute();
    await db
      .insertInto('review_log')
      .values([
        review(a, 'again', '2025-03-08T09:00:00.000Z', 'review'),
        review(a, 'good', '2025-03-08T23:59:59.999Z', 'review'),
        review(b, 'again', '2025-03-08T10:00:00.000Z', 'review'),
        review(c, 'hard', '2025-03-09T00:00:00.000Z', 'review'),
      ])
      .execute();
    let sums = await reviewSums();
    expect(sums.kept).toEqual(sums.counted);
    expect(sums.kept).toContainEqual({
      lang: 'ko_KR',
      day: '2025-03-08',
      rating: 'again',
      reviews: 1,
      judged: 1,
    });

    // Retention from a time inside a day: that day's earlier reviews are not counted, its later ones are.
    const stats = new StatsRepository(database);
    expect(await stats.retention(user, 'ko_KR', '2025-03-08T12:00:00.000Z')).toEqual({
      passed: 2,
      failed: 0,
    });
    expect(await stats.retention(user, 'ko_KR', '2025-03-08T00:00:00.000Z')).toEqual({
      passed: 2,
      failed: 1,
    });
    expect(await stats.reviewDays(user, 'ko_KR', '2025-03-08', '2025-03-08')).toHaveLength(2);

    // A card removed with its reviews (the deck screen's delete), then a whole deck (cascade).
    await db.deleteFrom('review_log').where('card_id', '=', c).execute();
    sums = await reviewSums();
    expect(sums.kept).toEqual(sums.counted);
    await db.deleteFrom('cards').where('deck_id', '=', deck.id).execute();
    sums = await reviewSums();
    expect(sums.counted).toEqual([]);
    expect(sums.kept).toEqual([]);
  });
});
