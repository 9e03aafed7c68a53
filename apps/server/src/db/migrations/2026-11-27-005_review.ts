import { autoIdType, type AppMigration } from './migration.ts';

/**
 * Review in the app: each reviewed card's FSRS state, the log of every rating, and each user's
 * review clock (the change feed's stamps). A card's state and log go with the card (the deck's deletion
 * deletes its cards; a card's own deletion deletes them in the same transaction) and with the user.
 */
export const review: AppMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('review_cards')
      .addColumn('card_id', 'integer', (c) => c.primaryKey().references('cards.id').onDelete('cascade'))
      .addColumn('deck_id', 'integer', (c) => c.notNull().references('decks.id').onDelete('cascade'))
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('due', 'varchar(30)', (c) => c.notNull())
      .addColumn('stability', 'double precision', (c) => c.notNull())
      .addColumn('difficulty', 'double precision', (c) => c.notNull())
      .addColumn('elapsed_days', 'double precision', (c) => c.notNull())
      .addColumn('scheduled_days', 'double precision', (c) => c.notNull())
      .addColumn('learning_steps', 'integer', (c) => c.notNull())
      .addColumn('reps', 'integer', (c) => c.notNull())
      .addColumn('lapses', 'integer', (c) => c.notNull())
      .addColumn('state', 'varchar(12)', (c) => c.notNull())
      .addColumn('last_review', 'varchar(30)')
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    // The change feed (a user's states after T, in order) and a deck's due cards.
    await db.schema
      .createIndex('review_cards_user_updated')
      .on('review_cards')
      .columns(['user_id', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('review_cards_deck_due')
      .on('review_cards')
      .columns(['deck_id', 'due'])
      .execute();

    await db.schema
      .createTable('review_log')
      .addColumn('id', autoIdType(dialect), (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
      .addColumn('deck_id', 'integer', (c) => c.notNull().references('decks.id').onDelete('cascade'))
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rating', 'varchar(8)', (c) => c.notNull())
      .addColumn('reviewed_at', 'varchar(30)', (c) => c.notNull())
      // The FSRS fields before and after the rating, as JSON (read whole, never queried inside).
      .addColumn('state_before', 'text', (c) => c.notNull())
      .addColumn('state_after', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('review_log_card').on('review_log').columns(['card_id', 'id']).execute();

    await db.schema
      .createTable('review_sync')
      .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('last_update', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
};
