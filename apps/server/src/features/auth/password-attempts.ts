import type { AccountService } from './account.service.ts';
import type { AuthConfig } from './auth.config.ts';
import { emailKey, usernameKey } from './identity-text.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { UserRow } from './user.repository.ts';

/** The per-account ceiling on sign-in attempts, as a multiple of the per-account-and-address limit. */
const ACCOUNT_CEILING_FACTOR = 5;

function identifierKey(identifier: string): string {
  return identifier.includes('@') ? `email:${emailKey(identifier)}` : `name:${usernameKey(identifier)}`;
}

export interface PasswordAttempt {
  /** The account the identifier names, if any (for checkPassword). */
  account: UserRow | null;
  /** Forget the failures of this account from this address (call after a correct password). */
  succeeded(): Promise<void>;
}

/**
 * The counters of password sign-ins, one set for `POST /api/auth/login` and the companion sign-in (so that
 * guesses cannot be doubled by alternating the two). Built once in services.ts.
 */
export class PasswordAttempts {
  constructor(
    private readonly rateLimits: RateLimiter,
    private readonly accounts: AccountService,
    private readonly limits: Pick<AuthConfig['rateLimits'], 'loginPerIp' | 'loginPerAccount'>,
  ) {}

  /**
   * Counts one password sign-in attempt: per address, per account and address (so that someone else's
   * failures do not lock the owner out), and a slower ceiling per account (which stops guesses spread over
   * many addresses); one account, one count, whichever identifier names it. Throws 429 with Retry-After past
   * a limit.
   * @example const attempt = await services.passwordAttempts.count(request.ip, body.email);
   */
  async count(ip: string, identifier: string): Promise<PasswordAttempt> {
    const { limits, rateLimits } = this;
    await rateLimits.hit(`login:ip:${ip}`, limits.loginPerIp);
    const account = await this.accounts.findAccount(identifier);
    const accountKey = `login:account:${account ? `user:${account.id}` : identifierKey(identifier)}`;
    const addressKey = `${accountKey}:ip:${ip}`;
    await rateLimits.hit(addressKey, limits.loginPerAccount);
    await rateLimits.hit(accountKey, {
      limit: limits.loginPerAccount.limit * ACCOUNT_CEILING_FACTOR,
      windowSeconds: limits.loginPerAccount.windowSeconds,
    });
    return { account, succeeded: () => rateLimits.reset(addressKey) };
  }
}
