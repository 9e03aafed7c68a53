import type { AppMigration } from './migration.ts';

/**
 * Companion sign-in: authorization codes (RFC 6749 4.1 with PKCE). Only the code's SHA-256 is kept; each row
 * binds the code to its user, client, exact redirect URI and S256 challenge, and records the session it
 * opened so that a code presented twice can end that session (RFC 6749 4.1.2).
 */
export const oauth: AppMigration = {
  async up(db) {
    await db.schema
      .createTable('oauth_codes')
      .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
      .addColumn('redirect_uri', 'varchar(500)', (c) => c.notNull())
      .addColumn('code_challenge', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(40)')
      // No foreign key: the session may be pruned before the code row is.
      .addColumn('session_id', 'varchar(36)')
      .execute();
    await db.schema.createIndex('oauth_codes_expires_idx').on('oauth_codes').column('expires_at').execute();
  },
};
