import { autoIdType, type AppMigration } from './migration.ts';

/**
 * The append-only log of vocabulary status changes, the history behind "known words over time". One row per
 * changed word, or one row per language for a bulk change (an import, "mark the rest as known", clearing),
 * which carries its word count so a bulk change never reads as that many words learned in a day.
 * `learned_delta` and `tracked_delta` are the change to the number of learned and tracked headwords, so the
 * daily totals are sums over indexed rows. Also the indexes the Progress figures read by: per user, language
 * and day for the log, per user and time for the review log, per user and due date for the review states.
 */
export const statusLog: AppMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('status_log')
      .addColumn('id', autoIdType(dialect), (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lang', 'varchar(10)', (c) => c.notNull())
      // Null for a bulk event (it names no single word).
      .addColumn('written', 'text')
      .addColumn('old_status', 'varchar(8)')
      .addColumn('new_status', 'varchar(8)', (c) => c.notNull())
      .addColumn('kind', 'varchar(12)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('learned_delta', 'integer', (c) => c.notNull())
      .addColumn('tracked_delta', 'integer', (c) => c.notNull())
      .addColumn('device_id', 'varchar(64)')
      .addColumn('changed_at', 'varchar(30)', (c) => c.notNull())
      // UTC date of changed_at (YYYY-MM-DD): grouping by a stored column keeps per-day sums on the index.
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('synced_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('status_log_user_lang_day')
      .on('status_log')
      .columns(['user_id', 'lang', 'day'])
      .execute();
    // The log's own change feed.
    await db.schema
      .createIndex('status_log_user_synced')
      .on('status_log')
      .columns(['user_id', 'synced_at'])
      .execute();
    await db.schema
      .createIndex('vocabulary_user_lang_status')
      .on('vocabulary')
      .columns(['user_id', 'lang', 'status'])
      .execute();
    await db.schema
      .createIndex('review_log_user_reviewed')
      .on('review_log')
      .columns(['user_id', 'reviewed_at'])
      .execute();
    await db.schema
      .createIndex('review_cards_user_due')
      .on('review_cards')
      .columns(['user_id', 'due'])
      .execute();
  },
};
