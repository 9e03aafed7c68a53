import { ERROR_CODES } from '@glossa/contract';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimitRule } from './auth.config.ts';

/**
 * Counts one hit on a fixed-window counter kept in the database (so every server behind a load balancer
 * shares it) and throws 429 with Retry-After once the limit is passed.
 * @example await hitRateLimit(database, `login:ip:${request.ip}`, { limit: 30, windowSeconds: 900 });
 */
export async function hitRateLimit(database: AppDatabase, key: string, rule: RateLimitRule): Promise<void> {
  const nowMs = Date.now();
  const windowStart = new Date(nowMs - (nowMs % (rule.windowSeconds * 1000))).toISOString();
  // One atomic statement: a new window restarts the count, the same window adds one.
  const row = await database.db
    .insertInto('rate_limits')
    .values({ key: key.slice(0, 400), window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = ${windowStart} then rate_limits.count + 1 else 1 end`,
        window_start: windowStart,
      }),
    )
    .returning(['count'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) > rule.limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((Date.parse(windowStart) + rule.windowSeconds * 1000 - nowMs) / 1000),
    );
    throw new AppError(429, ERROR_CODES.rateLimited, 'Too many attempts. Please try again later.', {
      'retry-after': String(retryAfter),
    });
  }
}

/** Forgets a counter (a successful sign-in clears the account's failure count). */
export async function resetRateLimit(database: AppDatabase, key: string): Promise<void> {
  await database.db.deleteFrom('rate_limits').where('key', '=', key.slice(0, 400)).execute();
}
