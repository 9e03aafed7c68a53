import crypto from 'node:crypto';
import type { AppDatabase } from '../../db/database.ts';
import { openTestDatabase as openFreshDatabase, type TestDialect } from '../../testing/test-database.ts';

/**
 * Test support for the vocabulary: the databases to run against (see testing/test-database.ts) and users
 * inserted straight into the accounts table.
 */

export { testDialects } from '../../testing/test-database.ts';

/**
 * Opens and migrates a fresh test database; closing it also removes it.
 * @example const database = await openTestDatabase('sqlite');
 */
export async function openTestDatabase(dialect: TestDialect): Promise<AppDatabase> {
  const fresh = await openFreshDatabase(dialect);
  return { ...fresh.database, close: fresh.cleanup };
}

/** Inserts a user row (no password, no session) and answers its id; for tests below HTTP. */
export async function insertUser(database: AppDatabase): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const name = `voc-${id.slice(0, 8)}`;
  await database.db
    .insertInto('users')
    .values({
      id,
      username: name,
      username_key: name,
      email: `${name}@example.test`,
      email_key: `${name}@example.test`,
      email_verified: 0,
      password_hash: null,
      name,
      picture: null,
      google_sub: null,
      apple_sub: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
