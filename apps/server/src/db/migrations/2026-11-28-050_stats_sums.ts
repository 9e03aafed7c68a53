import { sql, type Kysely } from 'kysely';
import type { AppMigration } from './migration.ts';

/** The JSON of a state before a rating, when the card was in review (what true retention judges). */
const IN_REVIEW = `'%"state":"review"%'`;

/**
 * Running sums for the Progress figures, kept by the database itself in the writing statement's transaction
 * (triggers), so that every write path (sync, import, clearing, deleting a card or an account, a guest's
 * upload) keeps them and none has to remember to:
 * - `status_totals`: words per user, language and status (the statuses now, without counting a user's
 *   whole vocabulary on every call);
 * - `review_daily`: reviews per user, language, UTC day and rating, with how many of them judged a card in
 *   review (true retention);
 * - `review_log.lang`: the card's language copied onto each review when it is written, so a review removed
 *   with its card (whose row is then already gone) still knows which sums to take it from.
 * Filled from the rows already stored.
 */
export const statsSums: AppMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('status_totals')
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lang', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('words', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('status_totals_pk', ['user_id', 'lang', 'status'])
      .execute();
    await db.schema
      .createTable('review_daily')
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lang', 'varchar(10)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('rating', 'varchar(8)', (c) => c.notNull())
      .addColumn('reviews', 'integer', (c) => c.notNull())
      .addColumn('judged', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('review_daily_pk', ['user_id', 'lang', 'day', 'rating'])
      .execute();
    await db.schema.alterTable('review_log').addColumn('lang', 'varchar(10)').execute();
    await sql`UPDATE review_log SET lang = (SELECT cards.lang FROM cards WHERE cards.id = review_log.card_id)`.execute(
      db,
    );
    // Retention reads the reviews of one user and language from a time on (only the first day's, the rest
    // comes from the day sums).
    await db.schema
      .createIndex('review_log_user_lang_reviewed')
      .on('review_log')
      .columns(['user_id', 'lang', 'reviewed_at'])
      .execute();

    await sql`
      INSERT INTO status_totals (user_id, lang, status, words)
      SELECT user_id, lang, status, count(*) FROM vocabulary GROUP BY user_id, lang, status`.execute(db);
    await sql`
      INSERT INTO review_daily (user_id, lang, day, rating, reviews, judged)
      SELECT user_id, lang, substr(reviewed_at, 1, 10), rating, count(*),
             sum(CASE WHEN state_before LIKE ${sql.raw(IN_REVIEW)} THEN 1 ELSE 0 END)
      FROM review_log WHERE lang IS NOT NULL
      GROUP BY user_id, lang, substr(reviewed_at, 1, 10), rating`.execute(db);

    if (dialect === 'sqlite') await sqliteTriggers(db);
    else await postgresTriggers(db);
  },
};

/** SQLite: row triggers (in-process, cheap); the upsert path of an INSERT fires the UPDATE trigger only. */
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const addTotal = (row: 'NEW') =>
    sql.raw(`
    INSERT INTO status_totals (user_id, lang, status, words) VALUES (${row}.user_id, ${row}.lang, ${row}.status, 1)
    ON CONFLICT (user_id, lang, status) DO UPDATE SET words = words + 1;`);
  const takeTotal = (row: 'OLD') =>
    sql.raw(`
    UPDATE status_totals SET words = words - 1
    WHERE user_id = ${row}.user_id AND lang = ${row}.lang AND status = ${row}.status;`);
  await sql`CREATE TRIGGER status_totals_insert AFTER INSERT ON vocabulary BEGIN ${addTotal('NEW')} END`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER status_totals_update AFTER UPDATE OF status, lang ON vocabulary
    WHEN OLD.status <> NEW.status OR OLD.lang <> NEW.lang
    BEGIN ${takeTotal('OLD')} ${addTotal('NEW')} END`.execute(db);
  await sql`CREATE TRIGGER status_totals_delete AFTER DELETE ON vocabulary BEGIN ${takeTotal('OLD')} END`.execute(
    db,
  );

  await sql`
    CREATE TRIGGER review_daily_insert AFTER INSERT ON review_log
    BEGIN
      UPDATE review_log SET lang = (SELECT cards.lang FROM cards WHERE cards.id = NEW.card_id)
      WHERE id = NEW.id AND NEW.lang IS NULL;
      INSERT INTO review_daily (user_id, lang, day, rating, reviews, judged)
      SELECT NEW.user_id, review_log.lang, substr(NEW.reviewed_at, 1, 10), NEW.rating, 1,
             CASE WHEN NEW.state_before LIKE ${sql.raw(IN_REVIEW)} THEN 1 ELSE 0 END
      FROM review_log WHERE review_log.id = NEW.id AND review_log.lang IS NOT NULL
      ON CONFLICT (user_id, lang, day, rating) DO UPDATE
      SET reviews = reviews + 1, judged = judged + excluded.judged;
    END`.execute(db);
  await sql`
    CREATE TRIGGER review_daily_delete AFTER DELETE ON review_log
    BEGIN
      UPDATE review_daily
      SET reviews = reviews - 1,
          judged = judged - (CASE WHEN OLD.state_before LIKE ${sql.raw(IN_REVIEW)} THEN 1 ELSE 0 END)
      WHERE user_id = OLD.user_id AND lang = OLD.lang AND day = substr(OLD.reviewed_at, 1, 10)
        AND rating = OLD.rating;
    END`.execute(db);
}

/**
 * PostgreSQL: statement triggers over transition tables, so a 10,000-word batch updates each sum once with
 * its group's count instead of 10,000 times; the review's language is set before the row is written.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION status_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO status_totals (user_id, lang, status, words)
      SELECT user_id, lang, status, count(*) FROM new_rows GROUP BY user_id, lang, status
      ON CONFLICT (user_id, lang, status) DO UPDATE SET words = status_totals.words + excluded.words;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION status_totals_take() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE status_totals SET words = status_totals.words - gone.words
      FROM (SELECT user_id, lang, status, count(*) AS words FROM old_rows GROUP BY user_id, lang, status) AS gone
      WHERE status_totals.user_id = gone.user_id AND status_totals.lang = gone.lang
        AND status_totals.status = gone.status;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION status_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE status_totals SET words = status_totals.words - gone.words
      FROM (SELECT user_id, lang, status, count(*) AS words FROM old_rows GROUP BY user_id, lang, status) AS gone
      WHERE status_totals.user_id = gone.user_id AND status_totals.lang = gone.lang
        AND status_totals.status = gone.status;
      INSERT INTO status_totals (user_id, lang, status, words)
      SELECT user_id, lang, status, count(*) FROM new_rows GROUP BY user_id, lang, status
      ON CONFLICT (user_id, lang, status) DO UPDATE SET words = status_totals.words + excluded.words;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER status_totals_insert AFTER INSERT ON vocabulary
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_add()`.execute(db);
  await sql`
    CREATE TRIGGER status_totals_update AFTER UPDATE ON vocabulary
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION status_totals_move()`.execute(db);
  await sql`
    CREATE TRIGGER status_totals_delete AFTER DELETE ON vocabulary
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_take()`.execute(db);

  await sql`
    CREATE FUNCTION review_log_lang() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.lang IS NULL THEN
        NEW.lang := (SELECT cards.lang FROM cards WHERE cards.id = NEW.card_id);
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION review_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO review_daily (user_id, lang, day, rating, reviews, judged)
      SELECT user_id, lang, substr(reviewed_at, 1, 10), rating, count(*),
             sum(CASE WHEN state_before LIKE ${sql.raw(IN_REVIEW)} THEN 1 ELSE 0 END)
      FROM new_rows WHERE lang IS NOT NULL
      GROUP BY user_id, lang, substr(reviewed_at, 1, 10), rating
      ON CONFLICT (user_id, lang, day, rating) DO UPDATE
      SET reviews = review_daily.reviews + excluded.reviews, judged = review_daily.judged + excluded.judged;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION review_daily_take() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE review_daily
      SET reviews = review_daily.reviews - gone.reviews, judged = review_daily.judged - gone.judged
      FROM (
        SELECT user_id, lang, substr(reviewed_at, 1, 10) AS day, rating, count(*) AS reviews,
               sum(CASE WHEN state_before LIKE ${sql.raw(IN_REVIEW)} THEN 1 ELSE 0 END) AS judged
        FROM old_rows WHERE lang IS NOT NULL
        GROUP BY user_id, lang, substr(reviewed_at, 1, 10), rating
      ) AS gone
      WHERE review_daily.user_id = gone.user_id AND review_daily.lang = gone.lang
        AND review_daily.day = gone.day AND review_daily.rating = gone.rating;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER review_log_lang BEFORE INSERT ON review_log
    FOR EACH ROW EXECUTE FUNCTION review_log_lang()`.execute(db);
  await sql`
    CREATE TRIGGER review_daily_insert AFTER INSERT ON review_log
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_daily_add()`.execute(db);
  await sql`
    CREATE TRIGGER review_daily_delete AFTER DELETE ON review_log
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_daily_take()`.execute(db);
}
