import type { VocabularyItem } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.ts';
import { VocabularyRepository } from '../vocabulary/vocabulary.repository.ts';
import { VocabularyService } from '../vocabulary/vocabulary.service.ts';
import { insertUser, openTestDatabase, testDialects } from '../vocabulary/vocabulary.test-helpers.ts';
import { StatsRepository } from './stats.repository.ts';
import { StatsService } from './stats.service.ts';
import { StatusLogRepository } from './status-log.repository.ts';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const word = (written: string, status: VocabularyItem['status'], day: string, lang = 'ko_KR') =>
  ({ written, lang, status, updated_at: `${day}T08:00:00.000Z` }) as VocabularyItem;
const scheduling = (state: string) => JSON.stringify({ state, stability: 3, difficulty: 5 });

/** A small fixture whose figures are worked out by hand in the test below. */
async function seed(database: AppDatabase, user: string): Promise<void> {
  const db = database.db;
  // Learned before the log was kept: in the vocabulary, not in the log.
  await db
    .insertInto('vocabulary')
    .values({
      user_id: user,
      written: '옛',
      lang: 'ko_KR',
      status: 'learned',
      updated_at: '2024-12-01T00:00:00.000Z',
      synced_at: '2024-12-01T00:00:00.000Z',
    })
    .execute();
  let clock = Date.parse('2025-03-02T09:00:00.000Z');
  const vocabulary = new VocabularyService(
    new VocabularyRepository(database),
    () => new Date((clock += 1000)),
  );
  await vocabulary.put(user, [word('집', 'seen', '2025-03-02'), word('물', 'learned', '2025-03-02')]);
  await vocabulary.put(user, [
    word('집', 'learned', '2025-03-03'),
    word('house', 'learned', '2025-03-03', 'en_US'),
  ]);
  await vocabulary.put(
    user,
    [
      word('하나', 'learned', '2025-03-05'),
      word('둘', 'learned', '2025-03-05'),
      word('셋', 'learned', '2025-03-05'),
    ],
    { source: 'import' },
  );
  await vocabulary.put(user, [word('물', 'ignore', '2025-03-06')]);

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
  const [a, b, c, d, e] = [
    await card('가', 'ko_KR'),
    await card('나', 'ko_KR'),
    await card('cat', 'en_US'),
    await card('다', 'ko_KR'),
    await card('라', 'ko_KR'),
  ];
  const log = (cardId: number, rating: string, reviewedAt: string, before: string) =>
    db
      .insertInto('review_log')
      .values({
        card_id: cardId,
        deck_id: deck.id,
        user_id: user,
        rating,
        reviewed_at: reviewedAt,
        state_before: scheduling(before),
        state_after: scheduling('review'),
        created_at: reviewedAt,
      })
      .execute();
  await log(a, 'good', '2025-03-02T09:00:00.000Z', 'new');
  await log(a, 'again', '2025-03-08T09:00:00.000Z', 'review');
  await log(b, 'good', '2025-03-08T10:00:00.000Z', 'review');
  await log(b, 'hard', '2025-03-09T10:00:00.000Z', 'review');
  await log(b, 'good', '2025-01-01T10:00:00.000Z', 'review');
  await log(c, 'again', '2025-03-08T10:00:00.000Z', 'review');
  const state = (cardId: number, due: string, stability = 3) =>
    db
      .insertInto('review_cards')
      .values({
        card_id: cardId,
        deck_id: deck.id,
        user_id: user,
        due,
        stability,
        difficulty: 5,
        elapsed_days: 1,
        scheduled_days: 1,
        learning_steps: 0,
        reps: 1,
        lapses: 0,
        state: 'review',
        last_review: stamp,
        updated_at: due,
      })
      .execute();
  await state(a, '2025-03-09T00:00:00.000Z');
  await state(b, '2025-03-10T15:00:00.000Z');
  await state(c, '2025-03-11T00:00:00.000Z');
  await state(d, '2025-03-20T00:00:00.000Z', 45);
  await state(e, '2025-04-15T00:00:00.000Z', 400);
}

describe.each(testDialects())('StatsService on %s', (dialect) => {
  let database: AppDatabase;
  let user: string;
  let stats: StatsService;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    user = await insertUser(database);
    await seed(database, user);
    stats = new StatsService(new StatsRepository(database), new StatusLogRepository(database), () => NOW);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the hand-computed figures of the fixture', async () => {
    const answer = await stats.get(user, { language: 'ko_KR', from: '2025-03-01', to: '2025-03-09' });
    // 옛 (before the log), 집, 하나, 둘, 셋; 물 went from learned to ignored.
    expect(answer.statuses).toEqual({ learned: 5, seen: 0, ignore: 1 });
    expect(answer.days.map((d) => [d.date.slice(8), d.known, d.new_words, d.bulk_words])).toEqual([
      ['01', 1, 0, 0],
      ['02', 2, 2, 0],
      ['03', 3, 0, 0],
      ['04', 3, 0, 0],
      ['05', 6, 0, 3],
      ['06', 5, 0, 0],
      ['07', 5, 0, 0],
      ['08', 5, 0, 0],
      ['09', 5, 0, 0],
    ]);
    const reviewed = answer.reviews.filter((d) => d.again + d.hard + d.good + d.easy > 0);
    expect(reviewed).toEqual([
      { date: '2025-03-02', again: 0, hard: 0, good: 1, easy: 0 },
      { date: '2025-03-08', again: 1, hard: 0, good: 1, easy: 0 },
      { date: '2025-03-09', again: 0, hard: 1, good: 0, easy: 0 },
    ]);
    expect(answer.reviews.length).toBe(9);
    // Last 30 days, cards in review before the rating, this language: again on 가, good and hard on 나.
    expect(answer.retention.passed).toBe(2);
    expect(answer.retention.failed).toBe(1);
    expect(answer.retention.rate).toBeCloseTo(2 / 3, 10);
    // 가 is overdue, 나 is due today, 다 in ten days; 라 is past the 30 days and cat is English.
    expect(answer.forecast.overdue).toBe(1);
    expect(answer.forecast.days.length).toBe(30);
    expect(answer.forecast.days[0]).toEqual({ date: '2025-03-10', due: 1 });
    expect(answer.forecast.days[10]).toEqual({ date: '2025-03-20', due: 1 });
    expect(answer.forecast.days.reduce((sum, d) => sum + d.due, 0)).toBe(2);
    // Stability bands, this language only: 가 and 나 at 3 days, 다 at 45, 라 at 400 (cat is English).
    expect(answer.stability.map((band) => [band.label, band.cards])).toEqual([
      ['under 1 day', 0],
      ['1-7 days', 2],
      ['1-4 weeks', 0],
      ['1-3 months', 1],
      ['3-12 months', 0],
      ['1 year or more', 1],
    ]);
  });

  it('starts a later range from the known total before it, and counts one language only', async () => {
    const later = await stats.get(user, { language: 'ko_KR', from: '2025-03-03', to: '2025-03-04' });
    expect(later.days.map((d) => d.known)).toEqual([3, 3]);
    const english = await stats.get(user, { language: 'en_US', from: '2025-03-02', to: '2025-03-03' });
    expect(english.days.map((d) => [d.known, d.new_words])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(english.statuses).toEqual({ learned: 1, seen: 0, ignore: 0 });
  });

  it('feeds the status log a page at a time, in order, without splitting or repeating a write', async () => {
    const seen: string[] = [];
    let query: { since: string; after_id?: number } | null = { since: '1970-01-01T00:00:00.000Z' };
    let pages = 0;
    while (query) {
      const page = await stats.logPage(user, query, 2);
      seen.push(...page.entries.map((e) => `${e.kind}:${e.written ?? e.count}:${e.new_status}`));
      query = page.next;
      pages += 1;
    }
    expect(seen).toEqual([
      'change:집:seen',
      'change:물:learned',
      'change:집:learned',
      'change:house:learned',
      'import:3:learned',
      'change:물:ignore',
    ]);
    expect(pages).toBe(3);
    const last = await stats.logPage(user, { since: '2099-01-01T00:00:00.000Z' });
    expect(last).toEqual({ entries: [], next: null });
  });

  it('takes the last 30 days up to today without a range', async () => {
    const answer = await stats.get(user, { language: 'ko_KR' });
    expect(answer.from).toBe('2025-02-09');
    expect(answer.to).toBe('2025-03-10');
    expect(answer.days.length).toBe(30);
    expect(answer.days.at(-1)?.known).toBe(5);
  });
});
