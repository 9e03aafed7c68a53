import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { DictSenseTable, DictSourceTable, DictWordTable } from '../dictionary.table.ts';
import { REVISION_KEY } from '../installs/source.repository.ts';

/** The dictionary's read queries (lookups, search, listings); the writes are in dictionary.repository.ts. */

export type WordRow = Selectable<DictWordTable>;
export type SenseRow = Selectable<DictSenseTable>;
export type SourceRow = Selectable<DictSourceTable>;

/** Upper bound of a prefix range: `key >= p AND key < p + U+FFFF`. */
const KEY_END = '\uffff';

/**
 * Words whose key is one of `keys`, in one text language or all, best source first.
 * @example await findWordsByKeys(db, ['학교'], 'ko_KR')
 */
export async function findWordsByKeys(
  db: Kysely<Database>,
  keys: readonly string[],
  language: string | undefined,
): Promise<WordRow[]> {
  if (keys.length === 0) return [];
  let query = db
    .selectFrom('dict_word')
    .innerJoin('dict_source', 'dict_source.id', 'dict_word.source_id')
    .selectAll('dict_word')
    .where('dict_word.written_key', 'in', [...new Set(keys)]);
  if (language) query = query.where('dict_word.text_language', '=', language);
  return query
    .orderBy('dict_word.written_key')
    .orderBy('dict_source.priority')
    .orderBy('dict_word.homograph')
    .orderBy('dict_word.id')
    .execute();
}

/**
 * Words by id, in the order of `ids`.
 * @example await findWordsByIds(db, [3, 1])
 */
export async function findWordsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<WordRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('dict_word')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Senses of the given words, in order.
 * @example await findSenses(db, [1, 2])
 */
export async function findSenses(db: Kysely<Database>, wordIds: readonly number[]): Promise<SenseRow[]> {
  if (wordIds.length === 0) return [];
  return db
    .selectFrom('dict_sense')
    .selectAll()
    .where('word_id', 'in', [...wordIds])
    .orderBy('word_id')
    .orderBy('position')
    .execute();
}

/** Sources at or below this priority are learner dictionaries (starter, krdict): their prefix matches come first. */
export const LEARNER_PRIORITY = 20;
/** Keys of a prefix range looked at per search (see searchPrefix). */
const PREFIX_SCAN = 2000;

/**
 * Ids of words whose key starts with `prefix` (the exact key excluded), alphabetically, from the learner
 * dictionaries (`tier` 'learner') or from the others ('other'). Only the first `scan` keys of the range are
 * looked at, so a one-letter prefix over 100,000 WordNet words costs the same as a rare one.
 * @example await searchPrefix(db, '학', 'ko_KR', 21, 'learner')
 */
export async function searchPrefix(
  db: Kysely<Database>,
  prefix: string,
  language: string | undefined,
  limit: number,
  tier: 'learner' | 'other',
): Promise<number[]> {
  let candidates = db
    .selectFrom('dict_word')
    .select(['dict_word.id', 'dict_word.source_id', 'dict_word.written_key'])
    .where('dict_word.written_key', '>', prefix)
    .where('dict_word.written_key', '<', prefix + KEY_END);
  if (language) candidates = candidates.where('dict_word.text_language', '=', language);
  // Index order (key) keeps this a bounded range scan.
  const scan = Math.max(PREFIX_SCAN, limit * 2);
  const rows = await db
    .selectFrom(candidates.orderBy('dict_word.written_key').orderBy('dict_word.id').limit(scan).as('c'))
    .innerJoin('dict_source', 'dict_source.id', 'c.source_id')
    .select('c.id')
    .where('dict_source.priority', tier === 'learner' ? '<=' : '>', LEARNER_PRIORITY)
    .orderBy('c.written_key')
    .orderBy('dict_source.priority')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Ids of words with a translation term in `locale` equal to `key` or starting with it (exact first).
 * @example await searchTranslation(db, 'school', 'en_US', 'ko_KR', 21)
 */
export async function searchTranslation(
  db: Kysely<Database>,
  key: string,
  locale: string,
  language: string | undefined,
  limit: number,
): Promise<number[]> {
  let query = db
    .selectFrom('dict_translation')
    .innerJoin('dict_word', 'dict_word.id', 'dict_translation.word_id')
    .select(['dict_translation.word_id', 'dict_translation.term_key'])
    .where('dict_translation.locale', '=', locale)
    .where('dict_translation.term_key', '>=', key)
    .where('dict_translation.term_key', '<', key + KEY_END);
  if (language) query = query.where('dict_word.text_language', '=', language);
  const rows = await query
    .orderBy('dict_translation.term_key')
    .orderBy('dict_translation.word_id')
    .limit(limit * 4)
    .execute();
  const ids = [...new Set(rows.map((row) => row.word_id))];
  return ids.slice(0, limit);
}

/**
 * Examples of one sense, in order.
 * @example await findExamples(db, 12)
 */
export async function findExamples(
  db: Kysely<Database>,
  senseIds: readonly number[],
  category?: string,
): Promise<Array<{ sense_id: number; category: string; example: string; translations: string | null }>> {
  if (senseIds.length === 0) return [];
  let query = db
    .selectFrom('dict_example')
    .select(['sense_id', 'category', 'example', 'translations'])
    .where('sense_id', 'in', [...senseIds]);
  if (category) query = query.where('category', '=', category);
  return query.orderBy('sense_id').orderBy('position').execute();
}

/**
 * Whether a sense exists.
 * @example await senseExists(db, 12) // true
 */
export async function senseExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('dict_sense').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/**
 * Installed sources, best first.
 * @example (await listSources(db)).map((s) => s.id)
 */
export async function listSources(db: Kysely<Database>): Promise<SourceRow[]> {
  return db.selectFrom('dict_source').selectAll().orderBy('priority').orderBy('id').execute();
}

/**
 * The dictionary revision: a number that changes whenever an import or removal happens.
 * @example await readRevision(db) // 7
 */
export async function readRevision(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', REVISION_KEY)
    .executeTakeFirst();
  return Number(row?.value) || 0;
}

/**
 * Every (written, category) of one text language, streamed by id pages so memory on the database side stays
 * small; duplicates across sources are left to the caller.
 * @example for await (const page of headwordPages(db, 'ko_KR')) ...
 */
export async function* headwordPages(
  db: Kysely<Database>,
  language: string,
  pageSize = 20_000,
): AsyncGenerator<Array<{ id: number; written: string; category: string; source_id: string }>> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('dict_word')
      .select(['id', 'written', 'category', 'source_id'])
      .where('text_language', '=', language)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Words with their senses of the sources of one text language, by id pages (reverse glosses read them).
 * @example for await (const page of sensePages(db, 'ko_KR')) ...
 */
export async function* sensePages(
  db: Kysely<Database>,
  language: string,
  excludeFormat: string,
  pageSize = 5_000,
): AsyncGenerator<Array<{ word_id: number; written: string; category: string; glosses: string }>> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('dict_sense')
      .innerJoin('dict_word', 'dict_word.id', 'dict_sense.word_id')
      .innerJoin('dict_source', 'dict_source.id', 'dict_word.source_id')
      .select([
        'dict_sense.id',
        'dict_sense.word_id',
        'dict_word.written',
        'dict_word.category',
        'dict_sense.glosses',
      ])
      .where('dict_word.text_language', '=', language)
      .where('dict_source.format', '!=', excludeFormat)
      .where('dict_sense.id', '>', after)
      .orderBy('dict_sense.id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Row counts per text language (the `dict stats` command).
 * @example await countRows(db) // { words: [{ text_language: 'ko_KR', count: 50000 }], ... }
 */
export async function countRows(db: Kysely<Database>): Promise<{
  sources: Array<{ language: string; count: number }>;
  words: Array<{ language: string; count: number }>;
  senses: Array<{ language: string; count: number }>;
  examples: Array<{ language: string; count: number }>;
  terms: number;
}> {
  const count = sql<number | string>`count(*)`.as('count');
  const sources = await db
    .selectFrom('dict_source')
    .select(['text_language as language'])
    .select(count)
    .groupBy('text_language')
    .execute();
  const words = await db
    .selectFrom('dict_word')
    .select(['text_language as language'])
    .select(count)
    .groupBy('text_language')
    .execute();
  const senses = await db
    .selectFrom('dict_sense')
    .innerJoin('dict_word', 'dict_word.id', 'dict_sense.word_id')
    .select(['dict_word.text_language as language'])
    .select(count)
    .groupBy('dict_word.text_language')
    .execute();
  const examples = await db
    .selectFrom('dict_example')
    .innerJoin('dict_sense', 'dict_sense.id', 'dict_example.sense_id')
    .innerJoin('dict_word', 'dict_word.id', 'dict_sense.word_id')
    .select(['dict_word.text_language as language'])
    .select(count)
    .groupBy('dict_word.text_language')
    .execute();
  const terms = await db.selectFrom('dict_translation').select(count).executeTakeFirst();
  const norm = (rows: Array<{ language: string; count: number | string }>) =>
    rows.map((row) => ({ language: row.language, count: Number(row.count) }));
  return {
    sources: norm(sources),
    words: norm(words),
    senses: norm(senses),
    examples: norm(examples),
    terms: Number(terms?.count ?? 0),
  };
}

/**
 * When a source was last imported (ISO time), or null when none is installed.
 * @example await latestImport(db) // '2026-11-21T05:00:00.000Z'
 */
export async function latestImport(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('dict_source')
    .select((eb) => eb.fn.max('imported_at').as('latest'))
    .executeTakeFirst();
  return row?.latest ?? null;
}
