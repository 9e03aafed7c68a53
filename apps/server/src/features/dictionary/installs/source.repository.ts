import { searchKey, type DictEntry, type ImportProgress, type SourceInfo } from '@glossa/dictionary';
import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { DictSenseTable, DictWordTable } from '../dictionary.table.ts';
import { translationTerms } from '../composition/translation-terms.ts';

/** app_meta key of the dictionary revision: bumped by every import and removal (lexicon refresh, ETags). */
export const REVISION_KEY = 'dictionary.revision';
/** Rows per multi-row insert: well below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH_ROWS = 1000;
/** Serialises imports across servers on PostgreSQL (id allocation is max + 1). */
const IMPORT_LOCK = 7_310_100;

export interface ReplaceOptions {
  priority: number;
  onProgress?: (progress: ImportProgress) => void;
}

/**
 * Replaces every entry of `source` with `entries`, in one transaction: a bad entry midway (the stream throws)
 * rolls back to what was there before. Returns the number of entries stored.
 * @example await replaceSource(database, source, entries, { priority: 20 }) // 50000
 */
export async function replaceSource(
  database: AppDatabase,
  source: SourceInfo,
  entries: AsyncIterable<DictEntry>,
  options: ReplaceOptions,
): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
    // Writing first takes SQLite's write lock before the max-id reads below (a deferred transaction that
    // read first could be overtaken by another writer).
    await bumpRevision(trx);
    await deleteSourceRows(trx, source.id);
    await trx
      .insertInto('dict_source')
      .values({
        id: source.id,
        name: source.name,
        licence: source.licence,
        url: source.url,
        text_language: source.textLanguage,
        format: source.format,
        version: source.version,
        entry_count: 0,
        priority: options.priority,
        imported_at: new Date().toISOString(),
      })
      .execute();
    const writer = new BatchWriter(trx, source, await nextIds(trx));
    let count = 0;
    for await (const entry of entries) {
      await writer.add(entry);
      count += 1;
      if (count % 1000 === 0) options.onProgress?.({ entries: count });
    }
    await writer.flush();
    await trx.updateTable('dict_source').set({ entry_count: count }).where('id', '=', source.id).execute();
    options.onProgress?.({ entries: count });
    return count;
  });
}

/**
 * Removes a source and its entries; false when it was not installed.
 * @example await removeSource(database, 'krdict') // true
 */
export async function removeSource(database: AppDatabase, id: string): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('dict_source').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) return false;
    await bumpRevision(trx);
    await deleteSourceRows(trx, id);
    return true;
  });
}

/** Deletes a source and every row of it (inside the caller's transaction). */
export async function deleteSourceRows(trx: Transaction<Database>, id: string): Promise<void> {
  // Children first, each through an index, rather than one cascade the planner cannot batch.
  const words = trx.selectFrom('dict_word').select('id').where('source_id', '=', id);
  const senses = trx.selectFrom('dict_sense').select('id').where('word_id', 'in', words);
  await trx.deleteFrom('dict_example').where('sense_id', 'in', senses).execute();
  await trx.deleteFrom('dict_translation').where('word_id', 'in', words).execute();
  await trx.deleteFrom('dict_sense').where('word_id', 'in', words).execute();
  await trx.deleteFrom('dict_word').where('source_id', '=', id).execute();
  await trx.deleteFrom('dict_source').where('id', '=', id).execute();
}

/** Bumps the dictionary revision (inside the caller's transaction). */
export async function bumpRevision(trx: Transaction<Database>): Promise<void> {
  const row = await trx
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', REVISION_KEY)
    .executeTakeFirst();
  const next = String((Number(row?.value) || 0) + 1);
  if (row) await trx.updateTable('app_meta').set({ value: next }).where('key', '=', REVISION_KEY).execute();
  else await trx.insertInto('app_meta').values({ key: REVISION_KEY, value: next }).execute();
}

/** The next free word and sense ids (inside the caller's transaction, after its first write). */
export async function nextIds(trx: Transaction<Database>): Promise<{ word: number; sense: number }> {
  const word = await trx
    .selectFrom('dict_word')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const sense = await trx
    .selectFrom('dict_sense')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return { word: Number(word?.max ?? 0) + 1, sense: Number(sense?.max ?? 0) + 1 };
}

/** Collects rows of each table and writes them in multi-row inserts. */
class BatchWriter {
  private words: DictWordTable[] = [];
  private senses: DictSenseTable[] = [];
  private examples: Database['dict_example'][] = [];
  private terms: Database['dict_translation'][] = [];

  constructor(
    private readonly trx: Transaction<Database>,
    private readonly source: SourceInfo,
    private readonly ids: { word: number; sense: number },
  ) {}

  async add(entry: DictEntry): Promise<void> {
    const wordId = this.ids.word++;
    this.words.push({
      id: wordId,
      source_id: this.source.id,
      text_language: this.source.textLanguage,
      written: entry.written,
      written_key: searchKey(entry.written),
      category: entry.category,
      homograph: entry.homograph,
      level: entry.level,
      frequency: entry.frequency,
      pronunciation: entry.pronunciation,
      audio_id: entry.audioId,
    });
    const seen = new Set<string>();
    for (const [position, sense] of entry.senses.entries()) {
      const senseId = this.ids.sense++;
      this.senses.push({ id: senseId, word_id: wordId, position, glosses: JSON.stringify(sense.glosses) });
      for (const [index, example] of sense.examples.entries()) {
        this.examples.push({
          sense_id: senseId,
          position: index,
          category: example.category,
          example: example.example,
          translations: example.translations ? JSON.stringify(example.translations) : null,
        });
      }
      for (const [locale, gloss] of Object.entries(sense.glosses)) {
        for (const term of translationTerms(gloss.translation, entry.written)) {
          const key = `${locale}\n${term}`;
          if (seen.has(key)) continue;
          seen.add(key);
          this.terms.push({ word_id: wordId, locale, term_key: term });
        }
      }
    }
    if (
      this.words.length >= BATCH_ROWS ||
      this.senses.length >= BATCH_ROWS * 2 ||
      this.examples.length >= BATCH_ROWS * 2 ||
      this.terms.length >= BATCH_ROWS * 4
    ) {
      await this.flush();
    }
  }

  async flush(): Promise<void> {
    // better-sqlite3 is synchronous: let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
    await insertChunks(this.trx, 'dict_word', this.words, BATCH_ROWS);
    await insertChunks(this.trx, 'dict_sense', this.senses, BATCH_ROWS * 2);
    await insertChunks(this.trx, 'dict_example', this.examples, BATCH_ROWS * 2);
    await insertChunks(this.trx, 'dict_translation', this.terms, BATCH_ROWS * 4);
    this.words = [];
    this.senses = [];
    this.examples = [];
    this.terms = [];
  }
}

async function insertChunks<T extends 'dict_word' | 'dict_sense' | 'dict_example' | 'dict_translation'>(
  trx: Transaction<Database>,
  table: T,
  rows: Database[T][],
  size: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot infer insert row types across a union of tables; the rows were built as Database[T].
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}
