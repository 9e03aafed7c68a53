import fs from 'node:fs';
import path from 'node:path';
import type { ImportStream } from '@glossa/dictionary';
import { sql } from 'kysely';
import { openDatabase, type AppDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import {
  importDictionary,
  rebuildReverseGlosses,
  type ImportOptions,
  type ImportReport,
} from './dictionary.import.ts';
import { bumpRevision, deleteSourceRows, nextIds } from './dictionary.repository.ts';

/**
 * Imports into SQLite without holding the database's write lock for the whole import: the entries go first
 * into a staging file of their own (as long as parsing takes), then one short transaction on the real file
 * swaps them in (`INSERT ... SELECT` through ATTACH: a second or two for WordNet's 155,000 entries). Still
 * all or nothing: a bad entry fails the staging import and the real file is never touched. Other writers
 * (sign-ins, vocabulary sync) wait at most that short swap, well within SQLite's busy timeout.
 * @example await importStaged(database, await openDictionaryFile('krdict.zip'))
 */
export async function importStaged(
  database: AppDatabase,
  stream: ImportStream,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const file = await sqliteFileOf(database);
  if (!file) return importDictionary(database, stream, options);
  const stagingFile = `${file}.import-${stream.source.id}-${process.pid}.sqlite`;
  removeFiles(stagingFile);
  const staging = openDatabase({ dialect: 'sqlite', file: stagingFile });
  let report: ImportReport;
  try {
    await migrateToLatest(staging);
    report = await importDictionary(staging, stream, { ...options, deriveReverse: false });
  } finally {
    await staging.close();
  }
  try {
    await sql`attach database ${stagingFile} as staging`.execute(database.db);
    try {
      await swapIn(database, stream.source.id);
    } finally {
      await sql`detach database staging`.execute(database.db);
    }
  } finally {
    removeFiles(stagingFile);
  }
  if (stream.source.textLanguage === 'ko_KR' && options.deriveReverse !== false) {
    report.reverse = await rebuildReverseGlossesStaged(database, options.signal);
  }
  return report;
}

/**
 * rebuildReverseGlosses with each derived source staged like an import (on SQLite; directly otherwise).
 * @example await rebuildReverseGlossesStaged(database)
 */
export function rebuildReverseGlossesStaged(
  database: AppDatabase,
  signal?: AbortSignal,
): Promise<Array<{ source: string; entries: number }>> {
  const options: ImportOptions = { deriveReverse: false, ...(signal ? { signal } : {}) };
  return rebuildReverseGlosses(
    database,
    signal,
    async (stream) => (await importStaged(database, stream, options)).entries,
  );
}

/** Rows copied per statement: each statement blocks the event loop (better-sqlite3 is synchronous). */
const COPY_RANGE = 20_000;

async function swapIn(database: AppDatabase, sourceId: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await bumpRevision(trx);
    await deleteSourceRows(trx, sourceId);
    const ids = await nextIds(trx);
    // Staged ids start at 1; shifting them past the real file's largest ids keeps every link intact.
    const word = ids.word - 1;
    const sense = ids.sense - 1;
    const { rows } = await sql<{ words: number | null; senses: number | null }>`select
      (select max(id) from staging.dict_word) as words, (select max(id) from staging.dict_sense) as senses`.execute(
      trx,
    );
    const maxWord = Number(rows[0]?.words ?? 0);
    const maxSense = Number(rows[0]?.senses ?? 0);
    await sql`insert into dict_source select * from staging.dict_source where id = ${sourceId}`.execute(trx);
    // In id ranges, yielding between them, so requests keep being answered during a big swap.
    for (let from = 1; from <= maxWord; from += COPY_RANGE) {
      const to = from + COPY_RANGE - 1;
      await sql`insert into dict_word (id, source_id, text_language, written, written_key, category, homograph, level, frequency, pronunciation, audio_id)
        select id + ${word}, source_id, text_language, written, written_key, category, homograph, level, frequency, pronunciation, audio_id
        from staging.dict_word where id between ${from} and ${to}`.execute(trx);
      await sql`insert into dict_translation (word_id, locale, term_key)
        select word_id + ${word}, locale, term_key from staging.dict_translation where word_id between ${from} and ${to}`.execute(
        trx,
      );
      await yieldToRequests();
    }
    for (let from = 1; from <= maxSense; from += COPY_RANGE) {
      const to = from + COPY_RANGE - 1;
      await sql`insert into dict_sense (id, word_id, position, glosses)
        select id + ${sense}, word_id + ${word}, position, glosses from staging.dict_sense where id between ${from} and ${to}`.execute(
        trx,
      );
      await sql`insert into dict_example (sense_id, position, category, example)
        select sense_id + ${sense}, position, category, example from staging.dict_example where sense_id between ${from} and ${to}`.execute(
        trx,
      );
      await yieldToRequests();
    }
  });
}

function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Removes the staging files an earlier process left behind when it was killed mid-import (their names end in
 * that process's pid, and no live process has it). Returns the files removed.
 * @example removeStaleStagingFiles('/data/glossa.sqlite') // ['/data/glossa.sqlite.import-wordnet-4242.sqlite']
 */
export function removeStaleStagingFiles(file: string): string[] {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.import-`;
  const removed: string[] = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const match = name.startsWith(prefix) ? /-(\d+)\.sqlite$/.exec(name) : null;
    if (!match || isAlive(Number(match[1]))) continue;
    removeFiles(path.join(dir, name));
    removed.push(path.join(dir, name));
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
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
