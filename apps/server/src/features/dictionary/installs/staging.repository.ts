import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database.ts';
import { bumpRevision, nextIds } from './source.repository.ts';

/**
 * The SQL of a staged import (staging.import.ts holds the steps): the staging file attached beside the
 * real one, the swap in short transactions, and the question of which file a connection is on.
 */

/**
 * Attaches a staging file to the connection as schema `staging`.
 * @example await attachStaging(database, '/data/glossa.sqlite.import-krdict-42.sqlite')
 */
export async function attachStaging(database: AppDatabase, file: string): Promise<void> {
  await sql`attach database ${file} as staging`.execute(database.db);
}

/** Detaches the staging file attached by attachStaging. */
export async function detachStaging(database: AppDatabase): Promise<void> {
  await sql`detach database staging`.execute(database.db);
}

/** Rows copied per transaction: each blocks the event loop (better-sqlite3 is synchronous) and holds the lock. */
const COPY_RANGE = 5_000;

/**
 * Moves a staged source into the real file in short transactions, so that no other writer (a sign-in, a
 * vocabulary sync) waits for more than one of them: the new rows first, beside the old ones (a re-imported
 * word shows twice for the few seconds of the swap), then the old rows are deleted, then the revision is
 * bumped so that caches and lexicons reload. A whole-file transaction once held the lock for longer than
 * SQLite's busy timeout while WordNet was installed, and sign-ins failed meanwhile.
 */
export async function swapIn(database: AppDatabase, sourceId: string): Promise<void> {
  const plan = await database.db.transaction().execute(async (trx) => {
    // The source row first (a write: the ids read below are then stable for this transaction).
    await sql`insert into dict_source select * from staging.dict_source where id = ${sourceId}
      on conflict (id) do update set name = excluded.name, licence = excluded.licence, url = excluded.url,
        text_language = excluded.text_language, format = excluded.format, version = excluded.version,
        entry_count = excluded.entry_count, priority = excluded.priority, imported_at = excluded.imported_at`.execute(
      trx,
    );
    const ids = await nextIds(trx);
    const { rows } = await sql<{ words: number | null; senses: number | null }>`select
      (select max(id) from staging.dict_word) as words, (select max(id) from staging.dict_sense) as senses`.execute(
      trx,
    );
    return {
      // Staged ids start at 1; shifting them past the real file's largest ids keeps every link intact.
      word: ids.word - 1,
      sense: ids.sense - 1,
      maxWord: Number(rows[0]?.words ?? 0),
      maxSense: Number(rows[0]?.senses ?? 0),
      // Every word of this source up to here is an old one, deleted once the new ones are in.
      oldWordMax: ids.word - 1,
    };
  });
  const { word, sense, maxWord, maxSense, oldWordMax } = plan;
  for (let from = 1; from <= maxWord; from += COPY_RANGE) {
    const to = from + COPY_RANGE - 1;
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into dict_word (id, source_id, text_language, written, written_key, category, homograph, level, frequency, pronunciation, audio_id)
        select id + ${word}, source_id, text_language, written, written_key, category, homograph, level, frequency, pronunciation, audio_id
        from staging.dict_word where id between ${from} and ${to}`.execute(trx);
      await sql`insert into dict_translation (word_id, locale, term_key)
        select word_id + ${word}, locale, term_key from staging.dict_translation where word_id between ${from} and ${to}`.execute(
        trx,
      );
    });
    await yieldToRequests();
  }
  for (let from = 1; from <= maxSense; from += COPY_RANGE) {
    const to = from + COPY_RANGE - 1;
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into dict_sense (id, word_id, position, glosses)
        select id + ${sense}, word_id + ${word}, position, glosses from staging.dict_sense where id between ${from} and ${to}`.execute(
        trx,
      );
      await sql`insert into dict_example (sense_id, position, category, example, translations)
        select sense_id + ${sense}, position, category, example, translations from staging.dict_example where sense_id between ${from} and ${to}`.execute(
        trx,
      );
    });
    await yieldToRequests();
  }
  await deleteOldWords(database, sourceId, oldWordMax);
  await database.db.transaction().execute(async (trx) => bumpRevision(trx));
}

/** Deletes a source's words with ids up to `maxId` (the rows a swap replaced), a range at a time. */
async function deleteOldWords(database: AppDatabase, sourceId: string, maxId: number): Promise<void> {
  for (;;) {
    const done = await database.db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('dict_word')
          .select('id')
          .where('source_id', '=', sourceId)
          .where('id', '<=', maxId)
          .orderBy('id')
          .limit(COPY_RANGE)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return true;
      const senses = trx.selectFrom('dict_sense').select('id').where('word_id', 'in', ids);
      await trx.deleteFrom('dict_example').where('sense_id', 'in', senses).execute();
      await trx.deleteFrom('dict_translation').where('word_id', 'in', ids).execute();
      await trx.deleteFrom('dict_sense').where('word_id', 'in', ids).execute();
      await trx.deleteFrom('dict_word').where('id', 'in', ids).execute();
      return false;
    });
    if (done) return;
    await yieldToRequests();
  }
}

function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The file behind a SQLite database (asked of the connection itself), or null for PostgreSQL and in-memory.
 * @example await sqliteFileOf(database) // '/data/glossa.sqlite'
 */
export async function sqliteFileOf(database: AppDatabase): Promise<string | null> {
  if (database.dialect !== 'sqlite') return null;
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(database.db);
  return rows.find((row) => row.name === 'main')?.file || null;
}
