import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's enum is an ambient const enum, which verbatimModuleSyntax cannot import.
const ARGON2ID = 2;
import type { AuthConfig } from './auth.config.ts';

/**
 * Hashes a password with argon2id at the configured cost (runs on libuv's thread pool, not the event loop).
 * @example const stored = await hashPassword('Secret#123', config.auth); // '$argon2id$v=19$m=19456,t=2,p=1$...'
 */
export function hashPassword(password: string, config: Pick<AuthConfig, 'argon2'>): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...config.argon2 });
}

/**
 * Whether a password matches a stored hash (the cost is read from the hash, so old hashes keep working).
 * @example await verifyPassword(stored, 'Secret#123') // true
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real check for an account that does not exist or has no password, so the answer
 * time does not tell whether an e-mail is registered.
 */
export async function spendVerifyTime(config: Pick<AuthConfig, 'argon2'>, password: string): Promise<void> {
  const key = JSON.stringify(config.argon2);
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', config);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
}
