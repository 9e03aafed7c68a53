import type { AppMigration } from './migration.ts';

/**
 * The translations of dictionary examples: a JSON object (dictionary locale -> text) per example, null when a
 * dictionary gives none. Read whole with the example, never queried inside.
 */
export const exampleTranslations: AppMigration = {
  async up(db) {
    await db.schema.alterTable('dict_example').addColumn('translations', 'text').execute();
  },
};
