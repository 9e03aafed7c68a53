import type { AppMigration } from './migration.ts';

/**
 * The grammar constructions a signed-in learner is learning or knows: one row per (user, construction), so a
 * learner holds at most as many rows as the catalogue has entries. Goes with the user.
 */
export const grammarStatus: AppMigration = {
  async up(db) {
    await db.schema
      .createTable('grammar_status')
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('construction_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('grammar_status_pk', ['user_id', 'construction_id'])
      .execute();
  },
};
