import type { HeadwordEntry } from '@glossa/analysis';
import type {
  DictionaryLocale,
  DictionarySearchResult,
  DictionarySource,
  DictionaryTextLanguage,
  DictionaryWord,
  Example,
  SearchMatch,
} from '@glossa/contract';
import { searchKey } from '@glossa/dictionary';
import type { AppDatabase } from '../../db/database.ts';
import {
  countRows,
  latestImport,
  findExamples,
  findSenses,
  findWordsByIds,
  findWordsByKeys,
  headwordPages,
  listSources,
  readRevision,
  searchPrefix,
  searchTranslation,
  senseExists,
  type SenseRow,
  type WordRow,
} from './lookup/lookup.repository.ts';
import { REVERSE_SOURCE_PREFIX } from './composition/reverse-glosses.ts';

// Other features reach these through the service.
export { withComposedWords } from './composition/composed-words.ts';
export { REVERSE_SOURCE_PREFIX };

/** How long a read dictionary revision is trusted before it is read again. */
const REVISION_TTL_MS = 1000;

/**
 * The dictionary lookups the routes serve (words, fragments, examples, search, sources) and the revision
 * their answers are cached by. Built once in services.ts over the open database, whose dictionary tables the
 * lookup repository reads; the functions below stay for the `dict` command, the daily word and the analysis.
 */
export class DictionaryService {
  private revisionRead = { value: 0, readAt: 0 };

  constructor(private readonly database: AppDatabase) {}

  /**
   * The dictionary revision, read at most once a second: one query less per lookup, and a browser
   * revalidates at most a second late after an import on this or another server.
   * @example const etag = `W/"dict-${await services.dictionary.revision()}"`;
   */
  async revision(): Promise<number> {
    if (Date.now() - this.revisionRead.readAt > REVISION_TTL_MS) {
      this.revisionRead = { value: await readRevision(this.database.db), readAt: Date.now() };
    }
    return this.revisionRead.value;
  }

  /**
   * The dictionary version, read now (see `dictionaryVersion`): the analysis lexicons and the daily word
   * rebuild when it changes.
   * @example if ((await services.dictionary.version()) !== builtWith) rebuild();
   */
  version(): Promise<number> {
    return dictionaryVersion(this.database);
  }

  /**
   * Every headword of a text language, for an in-memory lexicon (see `listHeadwords`).
   * @example createLexicon(await services.dictionary.headwords('ko_KR'))
   */
  headwords(language: DictionaryTextLanguage): Promise<HeadwordEntry[]> {
    return listHeadwords(this.database, language);
  }

  /**
   * Dictionary words for several written forms at once (see `lookupWords`).
   * @example await services.dictionary.lookupWords(['학교'], 'ko_KR', 'en_US')
   */
  lookupWords(
    writtens: readonly string[],
    textLanguage: DictionaryTextLanguage | undefined,
    dictLanguage: DictionaryLocale,
    withSenses = true,
  ): Promise<DictionaryWord[]> {
    return lookupWords(this.database, writtens, textLanguage, dictLanguage, withSenses);
  }

  /**
   * Fragment examples of every word with this written form (see `fragmentsOf`).
   * @example await services.dictionary.fragmentsOf('학교', 'ko_KR')
   */
  fragmentsOf(written: string, language: DictionaryTextLanguage | undefined): Promise<Example[]> {
    return fragmentsOf(this.database, written, language);
  }

  /**
   * Examples of one sense, or null when there is no such sense (see `senseExamples`).
   * @example await services.dictionary.senseExamples(12)
   */
  senseExamples(senseId: number, lang?: DictionaryLocale): Promise<Example[] | null> {
    return senseExamples(this.database, senseId, lang);
  }

  /**
   * The Dictionary screen's search (see `searchDictionary`).
   * @example await services.dictionary.search({ q: '학', language: 'ko_KR', lang: 'en_US', page: 1, pageSize: 20 })
   */
  search(query: SearchQuery, inflected?: InflectedForms): Promise<DictionarySearchResult> {
    return searchDictionary(this.database, query, inflected);
  }

  /**
   * Installed sources with counts and licences (see `installedSources`).
   * @example (await services.dictionary.installedSources())[0]?.licence
   */
  installedSources(): Promise<DictionarySource[]> {
    return installedSources(this.database);
  }
}

type Gloss = { translation: string; definition: string };

type Glosses = Partial<Record<DictionaryLocale, Gloss>>;

export interface LookupOptions {
  /** Text language of the words; all languages when absent. */
  language?: DictionaryTextLanguage | undefined;
  /** Dictionary language the senses are given in. */
  lang: DictionaryLocale;
  /** Include senses (default true); without them a lookup is one query. */
  senses?: boolean;
  /**
   * A word's own detail (lookups for analysed text): a derived (reverse) word is kept only when it has senses
   * in `lang`. Searches keep it: "school" finding 학교 is what a search by an English word is for.
   */
  ownDetail?: boolean;
}

/**
 * Dictionary words for several written forms at once (case-insensitive), for the word panel and for
 * POST /api/analyze's `vocab`.
 * @example await lookupWords(database, ['학교'], 'ko_KR', 'en_US') // [{ written: '학교', senses: [...] }]
 */
export async function lookupWords(
  database: AppDatabase,
  writtens: readonly string[],
  textLanguage: DictionaryTextLanguage | undefined,
  dictLanguage: DictionaryLocale,
  withSenses = true,
): Promise<DictionaryWord[]> {
  const found = await findWordsByKeys(database.db, writtens.map(searchKey), textLanguage);
  return toWords(database, withoutStrayCapitals(found, writtens), {
    language: textLanguage,
    lang: dictLanguage,
    senses: withSenses,
    ownDetail: true,
  });
}

/**
 * A capitalised headword (the element "Be", the name "Will") answers a lower-case form only when nothing else
 * does: "be" in a text is the verb. A capitalised form asked for (a name in mid-sentence) keeps them all.
 */
function withoutStrayCapitals(rows: WordRow[], writtens: readonly string[]): WordRow[] {
  const lowerAsked = new Set(writtens.filter((w) => w === w.toLowerCase()).map(searchKey));
  const hasLower = new Set(
    rows.filter((r) => r.written === r.written.toLowerCase()).map((r) => r.written_key),
  );
  return rows.filter(
    (row) =>
      row.written === row.written.toLowerCase() ||
      !lowerAsked.has(row.written_key) ||
      !hasLower.has(row.written_key),
  );
}

async function toWords(
  database: AppDatabase,
  rows: WordRow[],
  options: LookupOptions,
): Promise<DictionaryWord[]> {
  const withSenses = options.senses ?? true;
  const senses = withSenses
    ? await findSenses(
        database.db,
        rows.map((row) => row.id),
      )
    : [];
  const byWord = new Map<number, SenseRow[]>();
  for (const sense of senses) {
    const list = byWord.get(sense.word_id);
    if (list) list.push(sense);
    else byWord.set(sense.word_id, [sense]);
  }
  const words = rows.map((row) => toWord(row, byWord.get(row.id) ?? [], options.lang));
  if (!withSenses) return words.map((entry) => entry.word);
  // A word whose senses are all in other languages is dropped when the same written form has senses in the
  // asked language (WordNet's English-only definitions next to a starter entry with French ones); kept, in
  // the fallback language, when nothing better exists.
  // In a word's own detail a derived (reverse) word is shown only in its own language: "descendre" must not
  // show 내리다 with a Korean definition to a learner who reads English.
  const keysWithLang = new Set(words.filter((entry) => entry.inLang).map((entry) => entry.key));
  const kept = words.filter(
    (entry) =>
      entry.inLang ||
      (!keysWithLang.has(entry.key) &&
        !(options.ownDetail && entry.word.source.startsWith(REVERSE_SOURCE_PREFIX))),
  );
  return withoutRepeatedSenses(kept).map((entry) => entry.word);
}

/**
 * Sources merge without repeating a sense. Entries come best source first (the core dictionary, then krdict,
 * kaikki, WordNet, derived glosses last); a later source's sense whose translation terms were all given already
 * by an earlier source for the same written form is left out (kaikki's 사과 "apple" under the core's), and a
 * later word left with no sense goes too. Homographs of one source never hide each other. Derived (reverse)
 * senses so only fill gaps: `school` -> 학교 from the starter is not repeated by krdict's reverse.
 */
function withoutRepeatedSenses<T extends { key: string; word: DictionaryWord }>(entries: T[]): T[] {
  // written key -> translation term -> the first source that gave it
  const known = new Map<string, Map<string, string>>();
  const result: T[] = [];
  for (const entry of entries) {
    const terms = known.get(entry.key) ?? new Map<string, string>();
    known.set(entry.key, terms);
    const source = entry.word.source;
    const repeats = (sense: DictionaryWord['senses'][number]) => {
      const own = translationTerms(sense.translation);
      return own.length > 0 && own.every((term) => terms.has(term) && terms.get(term) !== source);
    };
    const senses = entry.word.senses.filter((sense) => !repeats(sense));
    for (const sense of senses)
      for (const term of translationTerms(sense.translation)) if (!terms.has(term)) terms.set(term, source);
    if (senses.length === entry.word.senses.length) result.push(entry);
    else if (senses.length > 0) result.push({ ...entry, word: { ...entry.word, senses } });
  }
  return result;
}

/** The terms of a translation ("sea; ocean" -> sea, ocean), compared case- and width-insensitively. */
function translationTerms(translation: string): string[] {
  return translation
    .split(/[;,，、；]/)
    .map((term) => searchKey(term.trim()))
    .filter((term) => term !== '');
}

function toWord(
  row: WordRow,
  senses: SenseRow[],
  lang: DictionaryLocale,
): { word: DictionaryWord; key: string; inLang: boolean } {
  let inLang = false;
  // WordNet lists the same gloss under several synsets now and then: a sense is shown once.
  const seen = new Set<string>();
  const wireSenses = senses.flatMap((sense) => {
    const variants = JSON.parse(sense.glosses) as Glosses;
    const own = variants[lang];
    if (own) inLang = true;
    const chosen = own ?? variants.en_US ?? Object.values(variants)[0] ?? { translation: '', definition: '' };
    const key = `${searchKey(chosen.translation)}\u0000${searchKey(chosen.definition)}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ id: sense.id, translation: chosen.translation, definition: chosen.definition, variants }];
  });
  return {
    key: row.written_key,
    inLang,
    word: {
      id: row.id,
      written: row.written,
      category: row.category,
      senses: wireSenses,
      audio_id: row.audio_id,
      homograph: row.homograph,
      level: row.level,
      pronunciation: row.pronunciation,
      language: row.text_language as DictionaryTextLanguage,
      source: row.source_id,
    },
  };
}

/**
 * Examples of one sense (`[{example, category, translation?}]`), each with its translation in `lang` when the
 * dictionary gives one (only that language: a learner never sees another), or null when there is no such sense.
 * @example await senseExamples(database, 12, 'fr_FR') // [{ example: '학교에 가다', category: 'fragment', translation: 'aller à l’école' }]
 */
export async function senseExamples(
  database: AppDatabase,
  senseId: number,
  lang?: DictionaryLocale,
): Promise<Example[] | null> {
  const rows = await findExamples(database.db, [senseId]);
  if (rows.length === 0 && !(await senseExists(database.db, senseId))) return null;
  return rows.map((row) => {
    const translation = lang ? exampleTranslation(row.translations, lang) : undefined;
    return {
      example: row.example,
      category: row.category as Example['category'],
      ...(translation ? { translation } : {}),
    };
  });
}

/** One language's text from an example's stored translations (a JSON object), or undefined. */
function exampleTranslation(stored: string | null, lang: DictionaryLocale): string | undefined {
  if (!stored) return undefined;
  try {
    const text = (JSON.parse(stored) as Record<string, unknown>)[lang];
    return typeof text === 'string' && text.trim() ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fragment examples (collocations) of every word with this written form.
 * @example await fragmentsOf(database, '학교', 'ko_KR') // [{ example: '학교에 가다', category: 'fragment' }]
 */
export async function fragmentsOf(
  database: AppDatabase,
  written: string,
  language: DictionaryTextLanguage | undefined,
): Promise<Example[]> {
  const words = await findWordsByKeys(database.db, [searchKey(written)], language);
  const senses = await findSenses(
    database.db,
    words.map((word) => word.id),
  );
  const rows = await findExamples(
    database.db,
    senses.map((sense) => sense.id),
    'fragment',
  );
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.example)) return [];
    seen.add(row.example);
    return [{ example: row.example, category: 'fragment' as const }];
  });
}

/**
 * The headwords an inflected word typed in a search stands for (먹었어요 -> 먹다, went -> go, allées -> aller),
 * from the text language's analyser; empty when the query is no single word or phrase.
 */
export type InflectedForms = (query: string, language: DictionaryTextLanguage) => Promise<string[]>;

export interface SearchQuery {
  q: string;
  language?: DictionaryTextLanguage | undefined;
  lang: DictionaryLocale;
  page: number;
  pageSize: number;
}

/**
 * The Dictionary screen's search: exact headwords, then prefix matches, then the headwords of the inflected
 * form typed (when `inflected` is given and a text language is asked), then words whose translation in `lang`
 * matches; each result says how it matched. Paged, with the date the dictionaries last changed. An empty
 * query answers no results (the screen clears).
 * @example await searchDictionary(database, { q: '학', language: 'ko_KR', lang: 'en_US', page: 1, pageSize: 20 })
 */
export async function searchDictionary(
  database: AppDatabase,
  query: SearchQuery,
  inflected?: InflectedForms,
): Promise<DictionarySearchResult> {
  const updatedAt = await lastUpdated(database);
  const base = { query: query.q, page: query.page, pageSize: query.pageSize, updatedAt };
  if (query.q === '') return { ...base, results: [], hasMore: false };
  const key = searchKey(query.q);
  const wanted = query.page * query.pageSize + 1;
  // Each id keeps the first (best) way it matched; later tiers only run while the page is not full.
  const matches = new Map<number, SearchMatch>();
  const add = (ids: Iterable<number>, match: SearchMatch) => {
    for (const id of ids) if (!matches.has(id)) matches.set(id, match);
  };
  add(
    (await findWordsByKeys(database.db, [key], query.language)).map((row) => row.id),
    'exact',
  );
  // A learner's words (starter, krdict) before WordNet's thousands of rarer ones with the same prefix.
  for (const tier of ['learner', 'other'] as const) {
    if (matches.size >= wanted) break;
    add(await searchPrefix(database.db, key, query.language, wanted - matches.size, tier), 'prefix');
  }
  if (matches.size < wanted && inflected && query.language) {
    const headwords = (await inflected(query.q, query.language)).map(searchKey).filter((k) => k !== key);
    if (headwords.length > 0) {
      const rows = await findWordsByKeys(database.db, headwords, query.language);
      // The analyser's order (its best reading first), then the lookup's (best source first).
      const rank = new Map(headwords.map((k, i) => [k, i]));
      rows.sort((a, b) => (rank.get(a.written_key) ?? 0) - (rank.get(b.written_key) ?? 0));
      add(
        rows.map((row) => row.id),
        'inflected',
      );
    }
  }
  if (matches.size < wanted) {
    add(await searchTranslation(database.db, key, query.lang, query.language, wanted), 'translation');
  }
  const ordered = [...matches.keys()];
  const pageIds = ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const rows = await findWordsByIds(database.db, pageIds);
  const words = await toWords(database, rows, { lang: query.lang, senses: true });
  return {
    ...base,
    results: words.map((word) => ({ ...word, match: matches.get(word.id) ?? 'translation' })),
    hasMore: ordered.length > query.page * query.pageSize,
  };
}

/**
 * When any installed dictionary last changed, or null.
 * @example await lastUpdated(database) // '2026-11-21T05:00:00.000Z'
 */
export async function lastUpdated(database: AppDatabase): Promise<string | null> {
  return latestImport(database.db);
}

/**
 * Installed sources with counts and licences (About page, `dict list`).
 * @example (await installedSources(database))[0]?.licence // 'CC BY-SA 2.0 KR'
 */
export async function installedSources(database: AppDatabase): Promise<DictionarySource[]> {
  return (await listSources(database.db)).map((row) => ({
    id: row.id,
    name: row.name,
    licence: row.licence,
    url: row.url,
    language: row.text_language as DictionaryTextLanguage,
    format: row.format,
    entries: row.entry_count,
    importedAt: row.imported_at,
  }));
}

/**
 * A cheap number that changes whenever a dictionary is imported or removed: the analysis pool rebuilds its
 * lexicon when it differs from the one it built with.
 * @example if ((await dictionaryVersion(database)) !== builtWith) rebuild();
 */
export async function dictionaryVersion(database: AppDatabase): Promise<number> {
  return readRevision(database.db);
}

/**
 * Every headword of a text language (one per written form and category), for an in-memory lexicon.
 * @example createLexicon(await listHeadwords(database, 'ko_KR'))
 */
export async function listHeadwords(
  database: AppDatabase,
  language: DictionaryTextLanguage,
): Promise<HeadwordEntry[]> {
  const seen = new Set<string>();
  const entries: HeadwordEntry[] = [];
  for await (const page of headwordPages(database.db, language)) {
    for (const row of page) {
      // A multi-word headword derived from a Korean gloss ("go to", "there is", "stand up") is no phrase of
      // the language: it would mark "went to the store" as one. Phrases come from real dictionaries only.
      if (row.source_id.startsWith(REVERSE_SOURCE_PREFIX) && /\s/.test(row.written)) continue;
      const key = `${row.written}\n${row.category}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ written: row.written, category: row.category });
    }
  }
  return entries;
}

/** Counts per text language, for `dict stats` and the report. */
export interface DictionaryStats {
  languages: Array<{ language: string; sources: number; words: number; senses: number; examples: number }>;
  translationTerms: number;
}

/**
 * How much is installed, per text language.
 * @example (await dictionaryStats(database)).languages[0] // { language: 'en_US', words: 148000, ... }
 */
export async function dictionaryStats(database: AppDatabase): Promise<DictionaryStats> {
  const rows = await countRows(database.db);
  const languages = [
    ...new Set(rows.words.map((r) => r.language).concat(rows.sources.map((r) => r.language))),
  ].sort();
  const of = (list: Array<{ language: string; count: number }>, language: string) =>
    list.find((r) => r.language === language)?.count ?? 0;
  return {
    languages: languages.map((language) => ({
      language,
      sources: of(rows.sources, language),
      words: of(rows.words, language),
      senses: of(rows.senses, language),
      examples: of(rows.examples, language),
    })),
    translationTerms: rows.terms,
  };
}
