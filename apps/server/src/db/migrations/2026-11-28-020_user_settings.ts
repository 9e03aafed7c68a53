import type { AppMigration } from './migration.ts';

/**
 * The settings that follow a signed-in learner between devices: one JSON text per account (validated by the
 * contract on the way in, never queried inside) and the time of its last change. Goes with the user.
 */
export const userSettings: AppMigration = {
  async up(db) {
    await db.schema
      .createTable('user_settings')
      .addColumn('user_id', 'varchar(36)', (c) =>
        c.primaryKey().notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .execute();
  },
};
