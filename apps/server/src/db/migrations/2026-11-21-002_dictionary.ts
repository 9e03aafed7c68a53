import { sql } from 'kysely';
import type { AppMigration } from './migration.ts';

/**
 * Dictionaries: sources, words, senses, examples and the translation index (features/dictionary).
 * Ids are plain integers given by the importer (see dictionary.table.ts). Keys compared by prefix use the C
 * collation on PostgreSQL so that `key >= p AND key < p || U+FFFF` is exact and uses the index, as SQLite's
 * default binary collation does.
 */
export const dictionary: AppMigration = {
  async up(db, dialect) {
    const keyType = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
    await db.schema
      .createTable('dict_source')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('licence', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('text_language', 'varchar(8)', (c) => c.notNull())
      .addColumn('format', 'varchar(20)', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('entry_count', 'integer', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addColumn('imported_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dict_word')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('source_id', 'varchar(64)', (c) =>
        c.notNull().references('dict_source.id').onDelete('cascade'),
      )
      .addColumn('text_language', 'varchar(8)', (c) => c.notNull())
      .addColumn('written', 'text', (c) => c.notNull())
      .addColumn('written_key', keyType, (c) => c.notNull())
      .addColumn('category', 'varchar(20)', (c) => c.notNull())
      .addColumn('homograph', 'integer', (c) => c.notNull())
      .addColumn('level', 'integer')
      .addColumn('frequency', 'integer')
      .addColumn('pronunciation', 'text')
      .addColumn('audio_id', 'text')
      .execute();
    await db.schema
      .createIndex('dict_word_key')
      .on('dict_word')
      .columns(['written_key', 'text_language'])
      .execute();
    await db.schema.createIndex('dict_word_source').on('dict_word').column('source_id').execute();
    await db.schema
      .createTable('dict_sense')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('word_id', 'integer', (c) => c.notNull().references('dict_word.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('glosses', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('dict_sense_word').on('dict_sense').column('word_id').execute();
    await db.schema
      .createTable('dict_example')
      .addColumn('sense_id', 'integer', (c) => c.notNull().references('dict_sense.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('category', 'varchar(20)', (c) => c.notNull())
      .addColumn('example', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dict_example_pk', ['sense_id', 'position'])
      .execute();
    await db.schema
      .createTable('dict_translation')
      .addColumn('word_id', 'integer', (c) => c.notNull().references('dict_word.id').onDelete('cascade'))
      .addColumn('locale', 'varchar(8)', (c) => c.notNull())
      .addColumn('term_key', keyType, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dict_translation_term')
      .on('dict_translation')
      .columns(['locale', 'term_key', 'word_id'])
      .execute();
    await db.schema.createIndex('dict_translation_word').on('dict_translation').column('word_id').execute();
  },
};
