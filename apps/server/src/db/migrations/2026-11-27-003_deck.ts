import type { ColumnDefinitionBuilder } from 'kysely';
import { autoIdType, type AppMigration } from './migration.ts';

/**
 * Flashcard decks and cards. Cards hold copies of their senses as JSON (no link to the dictionary
 * tables, so a dictionary update never changes a card); a deck's cards go with it.
 */
export const deck: AppMigration = {
  async up(db, dialect) {
    // AUTOINCREMENT on SQLite: an id is never given twice (not even after its rows are gone), because the
    // companions keep cards and decks by id. PostgreSQL's serial never reuses one anyway.
    const idColumn = (c: ColumnDefinitionBuilder) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
    await db.schema
      .createTable('decks')
      .addColumn('id', autoIdType(dialect), idColumn)
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_change', 'varchar(30)', (c) => c.notNull())
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('decks_user').on('decks').columns(['user_id', 'deleted']).execute();
    await db.schema
      .createTable('cards')
      .addColumn('id', autoIdType(dialect), idColumn)
      .addColumn('deck_id', 'integer', (c) => c.notNull().references('decks.id').onDelete('cascade'))
      .addColumn('written', 'text', (c) => c.notNull())
      .addColumn('lang', 'varchar(10)', (c) => c.notNull())
      .addColumn('senses', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The change feed ("this deck's changes after T, in order") and the card count.
    await db.schema
      .createIndex('cards_deck_updated')
      .on('cards')
      .columns(['deck_id', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('cards_deck_live')
      .on('cards')
      .columns(['deck_id', 'deleted', 'id'])
      .execute();
  },
};
