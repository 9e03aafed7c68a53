import crypto from 'node:crypto';
import { AUTH_ERROR_CODES, USERNAME_MAX_LENGTH } from '@glossa/contract';
import { AppError } from '../../http/app-error.ts';
import type { AuditLog } from './audit.ts';
import { emailKey, normalizeUsername, usernameKey, usernameProblem } from './identity-text.ts';
import type { VerifiedIdentity } from './oidc.ts';
import type { SessionService } from './session.service.ts';
import { isoNow } from './tokens.ts';
import { DuplicateAccountError, type UserRepository, type UserRow } from './user.repository.ts';

export type Provider = 'google' | 'apple';

/**
 * Google/Apple sign-ins: the account a verified identity signs into. Built once in services.ts.
 */
export class SocialSignInAccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * The account a verified Google/Apple identity signs into: the one already linked to it, else the account
   * with the same verified e-mail (linked now), else a new one.
   * Linking to a password account whose e-mail was never verified removes that password and its sessions:
   * otherwise someone who registered the address first could keep a way into the real owner's account.
   * @example const user = await services.socialAccounts.accountFor('google', identity, request.ip);
   */
  async accountFor(provider: Provider, identity: VerifiedIdentity, ip: string): Promise<UserRow> {
    const { users } = this;
    const column = provider === 'google' ? 'google_sub' : 'apple_sub';
    const linked = await users.findByProvider(column, identity.subject);
    if (linked) return linked;
    if (!identity.email)
      throw new AppError(400, AUTH_ERROR_CODES.invalidToken, 'The sign-in gave no email address.');
    const existing = await users.findByEmailKey(emailKey(identity.email));
    if (existing) {
      if (!identity.emailVerified) {
        throw new AppError(409, AUTH_ERROR_CODES.accountExists, 'An account with this email already exists.');
      }
      const now = isoNow();
      const changes: Partial<UserRow> = { [column]: identity.subject, updated_at: now, email_verified: 1 };
      if (!existing.email_verified) {
        changes.password_hash = null;
        await this.sessions.revokeAllOfUser(existing.id);
      }
      if (!existing.picture && identity.picture) changes.picture = identity.picture;
      await users.update(existing.id, changes);
      await this.audit.record({ event: `link_${provider}`, userId: existing.id, ip });
      return { ...existing, ...changes };
    }
    return createOidcAccount(users, column, identity, identity.email);
  }
}

async function createOidcAccount(
  users: UserRepository,
  column: 'google_sub' | 'apple_sub',
  identity: VerifiedIdentity,
  email: string,
): Promise<UserRow> {
  const base = usernameBase(identity.name, email);
  const now = isoNow();
  for (let attempt = 0; attempt < 5; attempt++) {
    const suffix = attempt === 0 ? '' : String(crypto.randomInt(1000, 100000));
    const username = base.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
    const row: UserRow = {
      id: crypto.randomUUID(),
      username,
      username_key: usernameKey(username),
      email,
      email_key: emailKey(email),
      email_verified: identity.emailVerified ? 1 : 0,
      password_hash: null,
      name: (identity.name ?? username).slice(0, 200),
      picture: identity.picture,
      google_sub: null,
      apple_sub: null,
      created_at: now,
      updated_at: now,
      [column]: identity.subject,
    };
    try {
      await users.insert(row);
      return row;
    } catch (error) {
      if (!(error instanceof DuplicateAccountError)) throw error;
      if (await users.findByEmailKey(row.email_key)) {
        throw new AppError(409, AUTH_ERROR_CODES.accountExists, 'An account with this email already exists.');
      }
    }
  }
  throw new AppError(409, AUTH_ERROR_CODES.accountExists, 'Could not choose a username. Please try again.');
}

/** A username from the provider's display name, else the e-mail's local part. */
function usernameBase(name: string | null, email: string): string {
  const fromName = name ? normalizeUsername(name) : '';
  if (fromName && !usernameProblem(fromName)) return fromName.slice(0, USERNAME_MAX_LENGTH);
  const local = normalizeUsername(email.split('@')[0] ?? '').replace(/[^\w.-]/g, '');
  return (local || 'user').slice(0, USERNAME_MAX_LENGTH);
}
