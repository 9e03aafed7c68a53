import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The fixed-window counters (table rate_limits), shared by every server on the database. */
export class RateLimitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one hit in the window starting at `windowStart` and answers the count so far, in one atomic
   * statement: a new window restarts the count, the same window adds one.
   * @example await rateLimits.hit('login:ip:1.2.3.4', '2026-11-27T07:00:00.000Z') // 1
   */
  async hit(key: string, windowStart: string): Promise<number> {
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.window_start = ${windowStart} then rate_limits.count + 1 else 1 end`,
          window_start: windowStart,
        }),
      )
      .returning(['count'])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Forgets a counter. */
  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
