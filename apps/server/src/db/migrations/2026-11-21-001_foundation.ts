import type { AppMigration } from './migration.ts';

/** The foundation: installation facts. (The schema version is Kysely's migration table.) */
export const foundation: AppMigration = {
  async up(db) {
    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
