import type { AppContext } from '../feature.ts';
import { findAccount } from './account.service.ts';
import { emailKey, usernameKey } from './identity-text.ts';
import { hitRateLimit, resetRateLimit } from './rate-limit.ts';
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
 * Counts one password sign-in attempt against the same counters as `POST /api/auth/login` (so that guesses
 * cannot be doubled by alternating the web and the companion sign-in): per address, per account and
 * address, and a slower ceiling per account. Throws 429 with Retry-After past a limit.
 * @example const attempt = await countPasswordAttempt(context, request.ip, body.email);
 */
export async function countPasswordAttempt(
  context: AppContext,
  ip: string,
  identifier: string,
): Promise<PasswordAttempt> {
  const limits = context.config.auth.rateLimits;
  const { database } = context;
  await hitRateLimit(database, `login:ip:${ip}`, limits.loginPerIp);
  const account = await findAccount(context, identifier);
  const accountKey = `login:account:${account ? `user:${account.id}` : identifierKey(identifier)}`;
  const addressKey = `${accountKey}:ip:${ip}`;
  await hitRateLimit(database, addressKey, limits.loginPerAccount);
  await hitRateLimit(database, accountKey, {
    limit: limits.loginPerAccount.limit * ACCOUNT_CEILING_FACTOR,
    windowSeconds: limits.loginPerAccount.windowSeconds,
  });
  return { account, succeeded: () => resetRateLimit(database, addressKey) };
}
