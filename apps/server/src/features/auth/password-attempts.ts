import type { AccountService } from './account.service.ts';
import type { AuthConfig } from './auth.config.ts';
import { emailKey, usernameKey } from './identity-text.ts';
import type { KnownDeviceRepository } from './known-device.repository.ts';
import { tooManyAttempts, type RateLimiter } from './rate-limit.ts';
import { hashToken, isoNow, newToken } from './tokens.ts';
import type { UserRow } from './user.repository.ts';

/** The per-account ceiling on strangers' sign-in attempts, as a multiple of the per-account-and-address limit. */
const ACCOUNT_CEILING_FACTOR = 5;
/**
 * Past the ceiling, the attempts each address still has on that account in the window: enough for the owner
 * on a new browser to type the right password, while each further guess needs another address.
 */
const TRIES_PER_ADDRESS_PAST_CEILING = 1;
/**
 * Past this many strangers' attempts in the window (a multiple of the per-address limit), every stranger is
 * refused, the owner on a new browser too: guessing from very many addresses stays bounded, and the owner
 * still gets in from a known browser.
 */
const ACCOUNT_HARD_CEILING_FACTOR = 20;

function identifierKey(identifier: string): string {
  return identifier.includes('@') ? `email:${emailKey(identifier)}` : `name:${usernameKey(identifier)}`;
}

export interface PasswordAttempt {
  /** The account the identifier names, if any (for checkPassword). */
  account: UserRow | null;
  /**
   * After a correct password: forgets this browser's or address's failures and records the browser as known.
   * Answers the device token to put in its cookie.
   */
  succeeded(): Promise<string>;
}

/**
 * The counters of password sign-ins, one set for `POST /api/auth/login` and the companion sign-in (so that
 * guesses cannot be doubled by alternating the two). Built once in services.ts.
 *
 * A browser where the account signed in before (it shows a device cookie known for that account) is counted
 * on its own: its own failures can lock it, strangers' cannot. Any other attempt (a stranger, or the owner on
 * a new browser) is counted per address, per account and address, and against a ceiling per account; past
 * the ceiling an address still gets one try, so that guesses spread over many addresses stay slow while the
 * owner, from an address that has not been guessing, still gets in with the right password; past a hard
 * ceiling only known browsers get in.
 */
export class PasswordAttempts {
  constructor(
    private readonly rateLimits: RateLimiter,
    private readonly accounts: AccountService,
    private readonly devices: KnownDeviceRepository,
    private readonly limits: Pick<AuthConfig['rateLimits'], 'loginPerIp' | 'loginPerAccount'>,
  ) {}

  /**
   * Counts one password sign-in attempt; throws 429 with Retry-After past a limit.
   * @example const attempt = await services.passwordAttempts.count(request.ip, body.email, deviceTokensOf(request));
   */
  async count(ip: string, identifier: string, deviceTokens: string[] = []): Promise<PasswordAttempt> {
    const { limits, rateLimits } = this;
    await rateLimits.hit(`login:ip:${ip}`, limits.loginPerIp);
    const account = await this.accounts.findAccount(identifier);
    const accountKey = `login:account:${account ? `user:${account.id}` : identifierKey(identifier)}`;
    const known = account ? await this.devices.findFor(account.id, deviceTokens.map(hashToken)) : undefined;
    if (account && known) {
      const deviceKey = `${accountKey}:device:${known}`;
      await rateLimits.hit(deviceKey, limits.loginPerAccount);
      const token = deviceTokens.find((candidate) => hashToken(candidate) === known) ?? newToken();
      return { account, succeeded: () => this.remember(deviceKey, account.id, token) };
    }
    const addressKey = `${accountKey}:ip:${ip}`;
    const fromAddress = await rateLimits.hit(addressKey, limits.loginPerAccount);
    const ceiling = await rateLimits.add(accountKey, {
      limit: limits.loginPerAccount.limit * ACCOUNT_CEILING_FACTOR,
      windowSeconds: limits.loginPerAccount.windowSeconds,
    });
    const hardCeiling = limits.loginPerAccount.limit * ACCOUNT_HARD_CEILING_FACTOR;
    if (ceiling.over && (fromAddress > TRIES_PER_ADDRESS_PAST_CEILING || ceiling.count > hardCeiling)) {
      throw tooManyAttempts(ceiling.retryAfter);
    }
    return {
      account,
      succeeded: () => (account ? this.remember(addressKey, account.id, newToken()) : Promise.resolve('')),
    };
  }

  private async remember(counterKey: string, userId: string, token: string): Promise<string> {
    await this.rateLimits.reset(counterKey);
    await this.devices.remember(hashToken(token), userId, isoNow());
    return token;
  }
}
