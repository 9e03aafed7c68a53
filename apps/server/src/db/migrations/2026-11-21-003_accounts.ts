import { autoIdType, type AppMigration } from './migration.ts';

/** Accounts: users, sessions (one per signed-in device), refresh tokens, rate-limit counters, audit log. */
export const accounts: AppMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('username', 'varchar(200)', (c) => c.notNull())
      .addColumn('username_key', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('email', 'varchar(320)', (c) => c.notNull())
      .addColumn('email_key', 'varchar(320)', (c) => c.notNull().unique())
      .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('password_hash', 'text')
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('picture', 'text')
      .addColumn('google_sub', 'varchar(255)', (c) => c.unique())
      .addColumn('apple_sub', 'varchar(255)', (c) => c.unique())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(40)')
      .addColumn('access_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('access_expires_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('session_id', 'varchar(36)', (c) =>
        c.notNull().references('sessions.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('replaced_at', 'varchar(40)')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_session_idx')
      .on('refresh_tokens')
      .column('session_id')
      .execute();
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
      .addColumn('window_start', 'varchar(40)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    // Kept when a user is deleted (no foreign key): the audit trail outlives the account.
    await db.schema
      .createTable('auth_audit')
      .addColumn('id', autoIdType(dialect), (c) => c.primaryKey())
      .addColumn('at', 'varchar(40)', (c) => c.notNull())
      .addColumn('event', 'varchar(40)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(36)')
      .addColumn('session_id', 'varchar(36)')
      .addColumn('ip', 'varchar(100)', (c) => c.notNull())
      .addColumn('detail', 'varchar(400)', (c) => c.notNull())
      .execute();
  },
};
