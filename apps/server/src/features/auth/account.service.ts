import crypto from 'node:crypto';
import { AUTH_ERROR_CODES, ERROR_CODES, type User } from '@glossa/contract';
import { AppError, validationError } from '../../http/app-error.ts';
import type { AuditLog } from './audit.ts';
import type { AuthConfig } from './auth.config.ts';
import { emailKey, normalizeUsername, usernameKey, usernameProblem } from './identity-text.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from './password.ts';
import { DuplicateAccountError, type UserRepository, type UserRow } from './user.repository.ts';
import { isoNow } from './tokens.ts';

/** The API view of a user row. */
export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, name: row.name, email: row.email, picture: row.picture };
}

/** A username checked and normalised for storage, or a 400 naming the field. */
export function checkedUsername(raw: string): { username: string; key: string } {
  const username = normalizeUsername(raw);
  const problem = usernameProblem(username);
  if (problem) throw validationError('username', problem);
  return { username, key: usernameKey(username) };
}

// One answer for a taken username or e-mail, so signup does not say which e-mails are registered.
const accountExists = () =>
  new AppError(
    409,
    AUTH_ERROR_CODES.accountExists,
    'An account with this username or email cannot be created.',
  );

/**
 * Password accounts and the profile: sign-up, password checks, username changes, deletion. Built once in
 * services.ts over the user store and the audit log.
 */
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
    private readonly config: Pick<AuthConfig, 'argon2'>,
  ) {}

  /**
   * Creates a password account (the contract has already checked the five password rules).
   * @example const user = await services.accounts.createPasswordAccount({ username: 'ann', email: 'a@x.org', password });
   */
  async createPasswordAccount(input: {
    username: string;
    email: string;
    password: string;
  }): Promise<UserRow> {
    const { username, key } = checkedUsername(input.username);
    const now = isoNow();
    const row: UserRow = {
      id: crypto.randomUUID(),
      username,
      username_key: key,
      email: input.email,
      email_key: emailKey(input.email),
      email_verified: 0,
      password_hash: await hashPassword(input.password, this.config),
      name: username,
      picture: null,
      google_sub: null,
      apple_sub: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.users.insert(row);
    } catch (error) {
      if (error instanceof DuplicateAccountError) throw accountExists();
      throw error;
    }
    return row;
  }

  /**
   * The user an identifier (e-mail or username) and password belong to, or null. Spends the same argon2 time
   * whether or not the account exists.
   * @example const user = await services.accounts.checkPassword('ann', 'Secret#123');
   */
  async checkPassword(identifier: string, password: string, found?: UserRow | null): Promise<UserRow | null> {
    const user = found === undefined ? await this.findAccount(identifier) : found;
    if (!user?.password_hash) {
      await spendVerifyTime(this.config, password);
      return null;
    }
    return (await verifyPassword(user.password_hash, password)) ? user : null;
  }

  /**
   * The account an e-mail address or a username names, if any.
   * @example await services.accounts.findAccount('ann@example.com') // UserRow or null
   */
  async findAccount(identifier: string): Promise<UserRow | null> {
    const user = identifier.includes('@')
      ? await this.users.findByEmailKey(emailKey(identifier))
      : await this.users.findByUsernameKey(usernameKey(identifier));
    return user ?? null;
  }

  /**
   * Changes a user's username (trimmed, checked, unique).
   * @example const row = await services.accounts.changeUsername(current.id, 'ann2');
   */
  async changeUsername(userId: string, raw: string): Promise<UserRow> {
    const { username, key } = checkedUsername(raw);
    const before = await this.users.findById(userId);
    if (!before) throw new AppError(401, ERROR_CODES.unauthorized, 'Not signed in.');
    // The display name follows the username unless it came from Google/Apple (a real name).
    const name = before.name === before.username ? username : before.name;
    try {
      await this.users.update(userId, { username, username_key: key, name, updated_at: isoNow() });
    } catch (error) {
      if (error instanceof DuplicateAccountError) {
        throw new AppError(409, AUTH_ERROR_CODES.accountExists, 'This username is already taken.');
      }
      throw error;
    }
    const row = await this.users.findById(userId);
    if (!row) throw new AppError(401, ERROR_CODES.unauthorized, 'Not signed in.');
    return row;
  }

  /**
   * A user's account row, or null when it is gone.
   * @example const row = await services.accounts.findUser(current.id);
   */
  async findUser(userId: string): Promise<UserRow | null> {
    return (await this.users.findById(userId)) ?? null;
  }

  /**
   * Deletes a user's account (its sessions and vocabulary go with it) and records it, once the learner has
   * typed the password again (or, for an account without one, the username): a session left open on a
   * shared computer must not be enough. A wrong confirmation is a 403, not a 401 (the session is fine).
   * @example await services.accounts.deleteAccount(current.id, request.ip, 'Secret#123');
   */
  async deleteAccount(userId: string, ip: string, confirmation: string): Promise<void> {
    const row = await this.users.findById(userId);
    if (!row) throw new AppError(401, ERROR_CODES.unauthorized, 'Not signed in.');
    const confirmed = row.password_hash
      ? await verifyPassword(row.password_hash, confirmation)
      : usernameKey(confirmation.trim()) === usernameKey(row.username);
    if (!confirmed) {
      throw new AppError(
        403,
        AUTH_ERROR_CODES.invalidCredentials,
        row.password_hash ? 'The password is not right.' : 'The username does not match this account.',
      );
    }
    await this.users.delete(userId);
    await this.audit.record({ event: 'account_deleted', userId, ip });
  }
}
