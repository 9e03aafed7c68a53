import { sql } from 'kysely';
import type { AppMigration } from './migration.ts';

/**
 * The card's language on its review state, set by the database when the state is first written (as on
 * `review_log`), with indexes per user and language on the due time and the stability: the due forecast and
 * the stability bands then read one index range instead of joining every review state to its card. A state
 * leaves with its card (deleting a card deletes its state; deleting a deck cascades), so no deleted card's
 * state is counted.
 */
export const reviewCardsLang: AppMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('review_cards').addColumn('lang', 'varchar(10)').execute();
    await sql`UPDATE review_cards SET lang = (SELECT cards.lang FROM cards WHERE cards.id = review_cards.card_id)`.execute(
      db,
    );
    await db.schema
      .createIndex('review_cards_user_lang_due')
      .on('review_cards')
      .columns(['user_id', 'lang', 'due'])
      .execute();
    await db.schema
      .createIndex('review_cards_user_lang_stability')
      .on('review_cards')
      .columns(['user_id', 'lang', 'stability'])
      .execute();
    if (dialect === 'sqlite') {
      await sql`
        CREATE TRIGGER review_cards_lang AFTER INSERT ON review_cards WHEN NEW.lang IS NULL
        BEGIN
          UPDATE review_cards SET lang = (SELECT cards.lang FROM cards WHERE cards.id = NEW.card_id)
          WHERE card_id = NEW.card_id;
        END`.execute(db);
    } else {
      await sql`
        CREATE FUNCTION review_cards_lang() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.lang IS NULL THEN
            NEW.lang := (SELECT cards.lang FROM cards WHERE cards.id = NEW.card_id);
          END IF;
          RETURN NEW;
        END $$`.execute(db);
      await sql`
        CREATE TRIGGER review_cards_lang BEFORE INSERT ON review_cards
        FOR EACH ROW EXECUTE FUNCTION review_cards_lang()`.execute(db);
    }
  },
};
