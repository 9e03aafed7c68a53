import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { DictSenseTable, DictSourceTable, DictWordTable } from '../dictionary.table.ts';
import { REVISION_KEY } from '../installs/source.repository.ts';

export type WordRow = Selectable<DictWordTable>;
export type SenseRow = Selectable<DictSenseTable>;
export type SourceRow = Selectable<DictSourceTable>;

/** Upper bound of a prefix range: `key >= p AND key < p + U+FFFF`. */
const KEY_END = '\uffff';

/** Sources at or below this priority are learner dictionaries (starter, krdict): their prefix matches come first. */
export const LEARNER_PRIORITY = 20;
/** Keys of a prefix range looked at per search (see searchPrefix). */
const PREFIX_SCAN = 2000;

/**
 * The dictionary's read queries (lookups, search, listings, counts) over one database; the writes are in
 * installs/source.repository.ts.
 */
export class LookupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Words whose key is one of `keys`, in one text language or all, best source first.
   * @example await lookups.findWordsByKeys(['학교'], 'ko_KR')
   */
  async findWordsByKeys(keys: readonly string[], language: string | undefined): Promise<WordRow[]> {
    if (keys.length === 0) return [];
    let query = this.db
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
   * @example await lookups.findWordsByIds([3, 1])
   */
  async findWordsByIds(ids: readonly number[]): Promise<WordRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('dict_word')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Senses of the given words, in order.
   * @example await lookups.findSenses([1, 2])
   */
  async findSenses(wordIds: readonly number[]): Promise<SenseRow[]> {
    if (wordIds.length === 0) return [];
    return this.db
      .selectFrom('dict_sense')
      .selectAll()
      .where('word_id', 'in', [...wordIds])
      .orderBy('word_id')
      .orderBy('position')
      .execute();
  }

  /**
   * Ids of words whose key starts with `prefix` (the exact key excluded), alphabetically, from the learner
   * dictionaries (`tier` 'learner') or from the others ('other'). Only the first `scan` keys of the range are
   * looked at, so a one-letter prefix over 100,000 WordNet words costs the same as a rare one.
   * @example await lookups.searchPrefix('학', 'ko_KR', 21, 'learner')
   */
  async searchPrefix(
    prefix: string,
    language: string | undefined,
    limit: number,
    tier: 'learner' | 'other',
  ): Promise<number[]> {
    let candidates = this.db
      .selectFrom('dict_word')
      .select(['dict_word.id', 'dict_word.source_id', 'dict_word.written_key'])
      .where('dict_word.written_key', '>', prefix)
      .where('dict_word.written_key', '<', prefix + KEY_END);
    if (language) candidates = candidates.where('dict_word.text_language', '=', language);
    // Index order (key) keeps this a bounded range scan.
    const scan = Math.max(PREFIX_SCAN, limit * 2);
    const rows = await this.db
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
   * @example await lookups.searchTranslation('school', 'en_US', 'ko_KR', 21)
   */
  async searchTranslation(
    key: string,
    locale: string,
    language: string | undefined,
    limit: number,
  ): Promise<number[]> {
    let query = this.db
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
   * @example await lookups.findExamples(12)
   */
  async findExamples(
    senseIds: readonly number[],
    category?: string,
  ): Promise<Array<{ sense_id: number; category: string; example: string; translations: string | null }>> {
    if (senseIds.length === 0) return [];
    let query = this.db
      .selectFrom('dict_example')
      .select(['sense_id', 'category', 'example', 'translations'])
      .where('sense_id', 'in', [...senseIds]);
    if (category) query = query.where('category', '=', category);
    return query.orderBy('sense_id').orderBy('position').execute();
  }

  /**
   * Whether a sense exists.
   * @example await lookups.senseExists(12) // true
   */
  async senseExists(id: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('dict_sense').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }

  /**
   * Installed sources, best first.
   * @example (await lookups.listSources()).map((s) => s.id)
   */
  async listSources(): Promise<SourceRow[]> {
    return this.db.selectFrom('dict_source').selectAll().orderBy('priority').orderBy('id').execute();
  }

  /**
   * The dictionary revision: a number that changes whenever an import or removal happens.
   * @example await lookups.readRevision() // 7
   */
  async readRevision(): Promise<number> {
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', REVISION_KEY)
      .executeTakeFirst();
    return Number(row?.value) || 0;
  }

  /**
   * Every (written, category) of one text language, streamed by id pages so memory on the database side stays
   * small; duplicates across sources are left to the caller.
   * @example for await (const page of lookups.headwordPages('ko_KR')) ...
   */
  async *headwordPages(
    language: string,
    pageSize = 20_000,
  ): AsyncGenerator<Array<{ id: number; written: string; category: string; source_id: string }>> {
    let after = 0;
    for (;;) {
      const rows = await this.db
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
   * @example for await (const page of lookups.sensePages('ko_KR')) ...
   */
  async *sensePages(
    language: string,
    excludeFormat: string,
    pageSize = 5_000,
  ): AsyncGenerator<Array<{ word_id: number; written: string; category: string; glosses: string }>> {
    let after = 0;
    for (;;) {
      const rows = await this.db
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
   * @example await lookups.countRows() // { words: [{ text_language: 'ko_KR', count: 50000 }], ... }
   */
  async countRows(): Promise<{
    sources: Array<{ language: string; count: number }>;
    words: Array<{ language: string; count: number }>;
    senses: Array<{ language: string; count: number }>;
    examples: Array<{ language: string; count: number }>;
    terms: number;
  }> {
    const count = sql<number | string>`count(*)`.as('count');
    const sources = await this.db
      .selectFrom('dict_source')
      .select(['text_language as language'])
      .select(count)
      .groupBy('text_language')
      .execute();
    const words = await this.db
      .selectFrom('dict_word')
      .select(['text_language as language'])
      .select(count)
      .groupBy('text_language')
      .execute();
    const senses = await this.db
      .selectFrom('dict_sense')
      .innerJoin('dict_word', 'dict_word.id', 'dict_sense.word_id')
      .select(['dict_word.text_language as language'])
      .select(count)
      .groupBy('dict_word.text_language')
      .execute();
    const examples = await this.db
      .selectFrom('dict_example')
      .innerJoin('dict_sense', 'dict_sense.id', 'dict_example.sense_id')
      .innerJoin('dict_word', 'dict_word.id', 'dict_sense.word_id')
      .select(['dict_word.text_language as language'])
      .select(count)
      .groupBy('dict_word.text_language')
      .execute();
    const terms = await this.db.selectFrom('dict_translation').select(count).executeTakeFirst();
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
   * @example await lookups.latestImport() // '2026-11-21T05:00:00.000Z'
   */
  async latestImport(): Promise<string | null> {
    const row = await this.db
      .selectFrom('dict_source')
      .select((eb) => eb.fn.max('imported_at').as('latest'))
      .executeTakeFirst();
    return row?.latest ?? null;
  }
}
