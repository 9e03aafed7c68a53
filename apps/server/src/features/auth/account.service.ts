import crypto from 'node:crypto';
import { AUTH_ERROR_CODES, ERROR_CODES, type User } from '@glossa/contract';
import { AppError, validationError } from '../../http/app-error.ts';
import type { AppContext } from '../feature.ts';
import { emailKey, normalizeUsername, usernameKey, usernameProblem } from './identity-text.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from './password.ts';
import { DuplicateAccountError, type UserRow } from './user.repository.ts';
import { isoNow } from './tokens.ts';
import { recordAudit } from './audit.ts';

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
 * Creates a password account (the contract has already checked the five password rules).
 * @example const user = await createPasswordAccount(context, { username: 'ann', email: 'a@x.org', password });
 */
export async function createPasswordAccount(
  context: AppContext,
  input: { username: string; email: string; password: string },
): Promise<UserRow> {
  const { username, key } = checkedUsername(input.username);
  const repository = context.services.users;
  const now = isoNow();
  const row: UserRow = {
    id: crypto.randomUUID(),
    username,
    username_key: key,
    email: input.email,
    email_key: emailKey(input.email),
    email_verified: 0,
    password_hash: await hashPassword(input.password, context.config.auth),
    name: username,
    picture: null,
    google_sub: null,
    apple_sub: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await repository.insert(row);
  } catch (error) {
    if (error instanceof DuplicateAccountError) throw accountExists();
    throw error;
  }
  return row;
}

/**
 * The user an identifier (e-mail or username) and password belong to, or null. Spends the same argon2 time
 * whether or not the account exists.
 */
export async function checkPassword(
  context: AppContext,
  identifier: string,
  password: string,
  found?: UserRow | null,
): Promise<UserRow | null> {
  const user = found === undefined ? await findAccount(context, identifier) : found;
  if (!user?.password_hash) {
    await spendVerifyTime(context.config.auth, password);
    return null;
  }
  return (await verifyPassword(user.password_hash, password)) ? user : null;
}

/**
 * The account an e-mail address or a username names, if any.
 * @example await findAccount(context, 'ann@example.com') // UserRow or null
 */
export async function findAccount(context: AppContext, identifier: string): Promise<UserRow | null> {
  const repository = context.services.users;
  const user = identifier.includes('@')
    ? await repository.findByEmailKey(emailKey(identifier))
    : await repository.findByUsernameKey(usernameKey(identifier));
  return user ?? null;
}

/** Changes a user's username (trimmed, checked, unique). */
export async function changeUsername(context: AppContext, userId: string, raw: string): Promise<UserRow> {
  const { username, key } = checkedUsername(raw);
  const repository = context.services.users;
  const before = await repository.findById(userId);
  if (!before) throw new AppError(401, ERROR_CODES.unauthorized, 'Not signed in.');
  // The display name follows the username unless it came from Google/Apple (a real name).
  const name = before.name === before.username ? username : before.name;
  try {
    await repository.update(userId, { username, username_key: key, name, updated_at: isoNow() });
  } catch (error) {
    if (error instanceof DuplicateAccountError) {
      throw new AppError(409, AUTH_ERROR_CODES.accountExists, 'This username is already taken.');
    }
    throw error;
  }
  const row = await repository.findById(userId);
  if (!row) throw new AppError(401, ERROR_CODES.unauthorized, 'Not signed in.');
  return row;
}

/**
 * A user's account row, or null when it is gone.
 * @example const row = await findUser(context, current.id);
 */
export async function findUser(context: AppContext, userId: string): Promise<UserRow | null> {
  return (await context.services.users.findById(userId)) ?? null;
}

/**
 * Deletes a user's account (its sessions and vocabulary go with it) and records it.
 * @example await deleteAccount(context, current.id, request.ip);
 */
export async function deleteAccount(context: AppContext, userId: string, ip: string): Promise<void> {
  await context.services.users.delete(userId);
  await recordAudit(context, { event: 'account_deleted', userId, ip });
}
