import { ERROR_CODES } from '@glossa/contract';
import { AppError } from '../../http/app-error.ts';
import type { RateLimitRule } from './auth.config.ts';
import type { RateLimitRepository } from './rate-limit.repository.ts';

/** Keys are cut to the column's size. */
const KEY_MAX = 400;

/**
 * Fixed-window counters kept in the database (so every server behind a load balancer shares them); built
 * once in services.ts.
 */
export class RateLimiter {
  constructor(private readonly repository: RateLimitRepository) {}

  /**
   * Counts one hit and throws 429 with Retry-After once the limit is passed.
   * @example await services.rateLimits.hit(`login:ip:${request.ip}`, { limit: 30, windowSeconds: 900 });
   */
  async hit(key: string, rule: RateLimitRule): Promise<number> {
    const counted = await this.add(key, rule);
    if (counted.over) throw tooManyAttempts(counted.retryAfter);
    return counted.count;
  }

  /**
   * Counts one hit and says whether the limit is passed, without refusing (the caller decides).
   * @example const { over } = await services.rateLimits.add('login:account:user:42', rule);
   */
  async add(key: string, rule: RateLimitRule): Promise<{ count: number; over: boolean; retryAfter: number }> {
    const nowMs = Date.now();
    const windowStart = new Date(nowMs - (nowMs % (rule.windowSeconds * 1000))).toISOString();
    const count = await this.repository.hit(key.slice(0, KEY_MAX), windowStart);
    const retryAfter = Math.max(
      1,
      Math.ceil((Date.parse(windowStart) + rule.windowSeconds * 1000 - nowMs) / 1000),
    );
    return { count, over: count > rule.limit, retryAfter };
  }

  /** Forgets a counter (a successful sign-in clears the account's failure count). */
  async reset(key: string): Promise<void> {
    await this.repository.reset(key.slice(0, KEY_MAX));
  }
}

/**
 * The 429 of every rate limit, with the seconds until the window ends.
 * @example throw tooManyAttempts(60);
 */
export function tooManyAttempts(retryAfter: number): AppError {
  return new AppError(429, ERROR_CODES.rateLimited, 'Too many attempts. Please try again later.', {
    'retry-after': String(retryAfter),
  });
}
