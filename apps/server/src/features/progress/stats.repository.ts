import { STABILITY_BANDS } from '@glossa/contract';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** One day of the status log's sums. */
export interface LogDayRow {
  day: string;
  learned: number;
  new_words: number;
  bulk_words: number;
}

/** How many reviews of one rating a day had. */
export interface ReviewDayRow {
  day: string;
  rating: string;
  reviews: number;
}

/** The JSON of a state before a rating, when the card was in review (not new, learning or relearning). */
const IN_REVIEW_BEFORE = '%"state":"review"%';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The queries behind `GET /user/stats`. Every one is an aggregate answered by the database on an index
 * (per user, language and day, or per user and time): a user's vocabulary and logs never come into memory,
 * only one row per status, day or rating.
 */
export class StatsRepository {
  private readonly db: Kysely<Database>;

  constructor(database: AppDatabase) {
    this.db = database.db;
  }

  /** Tracked headwords of one language by status (from the running totals the triggers keep). */
  async statusCounts(userId: string, lang: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('status_totals')
      .select(['status', 'words'])
      .where('user_id', '=', userId)
      .where('lang', '=', lang)
      .where('status', '!=', 'unknown')
      .where('words', '>', 0)
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.words)]));
  }

  /**
   * The log's learned delta from day `from` on (to today): the learned count before `from` is today's count
   * minus it. One row per day of the range, whatever the length of the learner's history.
   */
  async learnedSince(userId: string, lang: string, from: string): Promise<number> {
    const row = await this.db
      .selectFrom('status_daily')
      .select((eb) => eb.fn.sum<number | string | null>('learned_delta').as('since'))
      .where('user_id', '=', userId)
      .where('lang', '=', lang)
      .where('day', '>=', from)
      .executeTakeFirst();
    return Number(row?.since ?? 0);
  }

  /** The day sums of the log from `from` to `to` (days without a change are left out). */
  async logDays(userId: string, lang: string, from: string, to: string): Promise<LogDayRow[]> {
    const rows = await this.db
      .selectFrom('status_daily')
      .select(['day', 'learned_delta', 'new_words', 'bulk_words'])
      .where('user_id', '=', userId)
      .where('lang', '=', lang)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((r) => ({
      day: r.day,
      learned: Number(r.learned_delta),
      new_words: Number(r.new_words),
      bulk_words: Number(r.bulk_words),
    }));
  }

  /** Reviews of the language's cards per UTC day and rating, from day `from` to day `to` (both included). */
  async reviewDays(userId: string, lang: string, from: string, to: string): Promise<ReviewDayRow[]> {
    const rows = await this.db
      .selectFrom('review_daily')
      .select(['day', 'rating', 'reviews'])
      .where('user_id', '=', userId)
      .where('lang', '=', lang)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('reviews', '>', 0)
      .execute();
    return rows.map((r) => ({ day: r.day, rating: r.rating, reviews: Number(r.reviews) }));
  }

  /**
   * Reviews since `start` of cards that were in review, passed (not again) and failed (again): the whole
   * days after `start`'s day from the day sums, the rest of `start`'s own day from the log itself.
   */
  async retention(userId: string, lang: string, start: string): Promise<{ passed: number; failed: number }> {
    const firstDay = start.slice(0, 10);
    const nextDay = new Date(Date.parse(`${firstDay}T00:00:00.000Z`) + DAY_MS).toISOString();
    const failedCase = (eb: ExpressionBuilder<Database, 'review_daily'>) =>
      eb.case().when('rating', '=', 'again').then(eb.ref('judged')).else(0).end();
    const [days, partial] = await Promise.all([
      this.db
        .selectFrom('review_daily')
        .select((eb) => [
          eb.fn.sum<number | string | null>('judged').as('total'),
          eb.fn.sum<number | string | null>(failedCase(eb)).as('failed'),
        ])
        .where('user_id', '=', userId)
        .where('lang', '=', lang)
        .where('day', '>', firstDay)
        .executeTakeFirst(),
      this.db
        .selectFrom('review_log')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn
            .sum<number | string | null>(eb.case().when('rating', '=', 'again').then(1).else(0).end())
            .as('failed'),
        ])
        .where('user_id', '=', userId)
        .where(sql<string>`lang`, '=', lang)
        .where('reviewed_at', '>=', start)
        .where('reviewed_at', '<', nextDay)
        .where('state_before', 'like', IN_REVIEW_BEFORE)
        .executeTakeFirst(),
    ]);
    const total = Number(days?.total ?? 0) + Number(partial?.total ?? 0);
    const failed = Number(days?.failed ?? 0) + Number(partial?.failed ?? 0);
    return { passed: total - failed, failed };
  }

  /**
   * Cards with a review state per stability band (the index of STABILITY_BANDS); a deleted card has no state
   * (deleting a card or a deck removes it), and the state carries its card's language.
   */
  async stabilityBands(userId: string, lang: string): Promise<{ band: number; cards: number }[]> {
    // Literal bounds: PostgreSQL must see the very same expression in the select and the group by.
    const band = sql<number>`case ${sql.join(
      STABILITY_BANDS.filter((b) => b.max != null).map(
        (b, i) => sql`when review_cards.stability < ${sql.lit(b.max)} then ${sql.lit(i)}`,
      ),
      sql` `,
    )} else ${sql.lit(STABILITY_BANDS.length - 1)} end`;
    const rows = await this.db
      .selectFrom('review_cards')
      .select((eb) => [band.as('band'), eb.fn.countAll<number | string>().as('n')])
      .where('review_cards.user_id', '=', userId)
      .where(sql<string>`review_cards.lang`, '=', lang)
      .groupBy(band)
      .execute();
    return rows.map((r) => ({ band: Number(r.band), cards: Number(r.n) }));
  }

  /** Review states due before `end`, per UTC day of their due time (earlier days included), on the
   * (user, language, due) index. */
  async dueDays(userId: string, lang: string, end: string): Promise<{ day: string; due: number }[]> {
    const day = sql<string>`substr(review_cards.due, 1, 10)`;
    const rows = await this.db
      .selectFrom('review_cards')
      .select((eb) => [day.as('day'), eb.fn.countAll<number | string>().as('n')])
      .where('review_cards.user_id', '=', userId)
      .where(sql<string>`review_cards.lang`, '=', lang)
      .where('review_cards.due', '<', end)
      .groupBy(day)
      .execute();
    return rows.map((r) => ({ day: r.day, due: Number(r.n) }));
  }
}
