import type { AppMigration } from './migration.ts';

/** The personal vocabulary: one row per user, written form and language, plus a sync clock. */
export const vocabulary: AppMigration = {
  async up(db) {
    await db.schema
      .createTable('vocabulary')
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('written', 'text', (c) => c.notNull())
      .addColumn('lang', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('synced_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('vocabulary_pk', ['user_id', 'written', 'lang'])
      .execute();
    // The change feed: "everything of this user stored after T".
    await db.schema
      .createIndex('vocabulary_user_synced')
      .on('vocabulary')
      .columns(['user_id', 'synced_at'])
      .execute();
    await db.schema
      .createTable('vocabulary_sync')
      .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('last_update', 'varchar(30)')
      .execute();
  },
};
