import type { AppMigration } from './migration.ts';

/**
 * Browsers where an account signed in with its password (device cookies): only the cookie's SHA-256 is kept,
 * one row per browser and account. A known browser's sign-ins are counted apart from strangers', so guesses
 * from elsewhere cannot lock the owner out of it. Goes with the user.
 */
export const knownDevices: AppMigration = {
  async up(db) {
    await db.schema
      .createTable('known_devices')
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('last_used_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_devices_pk', ['token_hash', 'user_id'])
      .execute();
    await db.schema.createIndex('known_devices_user').on('known_devices').column('user_id').execute();
  },
};
