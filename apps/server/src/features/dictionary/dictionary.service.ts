import type { HeadwordEntry } from '@glossa/analysis';
import type {
  DictionaryLocale,
  DictionarySearchResult,
  DictionarySource,
  DictionaryTextLanguage,
  DictionaryWord,
  Example,
} from '@glossa/contract';
import type { ImportStream } from '@glossa/dictionary';
import type { AppDatabase } from '../../db/database.ts';
import { withComposedWords } from './composition/composed-words.ts';
import { REVERSE_SOURCE_PREFIX } from './composition/reverse-glosses.ts';
import type { ImportOptions, ImportReport } from './installs/source.import.ts';
import { removeSource } from './installs/source.repository.ts';
import { sourceSizes } from './installs/sizes.repository.ts';
import { importStaged } from './installs/staging.import.ts';
import { installStarterDictionaries, type InstallStep } from './installs/starter.install.ts';
import { LookupRepository } from './lookup/lookup.repository.ts';
import { searchDictionary, type InflectedForms, type SearchQuery } from './lookup/search.ts';
import { fragmentsOf, lookupWords, senseExamples } from './lookup/words.ts';

export { REVERSE_SOURCE_PREFIX };
export type { InflectedForms, SearchQuery } from './lookup/search.ts';
export type { InstallStep } from './installs/starter.install.ts';

/** How long a read dictionary revision is trusted before it is read again. */
const REVISION_TTL_MS = 1000;

/** Counts per text language, for `dict stats` and the report. */
export interface DictionaryStats {
  languages: Array<{ language: string; sources: number; words: number; senses: number; examples: number }>;
  translationTerms: number;
}

/** What the service is built over. */
export interface DictionaryRepositories {
  /** The read queries (lookups, search, listings, counts). */
  lookups: LookupRepository;
  /**
   * The open database the import pipeline stages into and swaps from (imports, installs, removals, sizes):
   * its steps attach files and run their own transactions, so they take the database itself.
   */
  database: AppDatabase;
}

/**
 * Everything the dictionary does for the rest of the server and its command: lookups, search, the words of
 * an analysed text with composed ones, the headwords and version the analysis lexicons are built from,
 * installed sources, sizes and counts, imports, first-start installs and removals. Built once per server in
 * services.ts (and by the `dict` command and the coverage scripts with createDictionaryService); no caller
 * reaches the functions below it that take the database.
 */
export class DictionaryService {
  private revisionRead = { value: 0, readAt: 0 };

  constructor(private readonly repositories: DictionaryRepositories) {}

  private get lookups(): LookupRepository {
    return this.repositories.lookups;
  }

  /**
   * The dictionary revision, read at most once a second: one query less per lookup, and a browser
   * revalidates at most a second late after an import on this or another server.
   * @example const etag = `W/"dict-${await services.dictionary.revision()}"`;
   */
  async revision(): Promise<number> {
    if (Date.now() - this.revisionRead.readAt > REVISION_TTL_MS) {
      this.revisionRead = { value: await this.lookups.readRevision(), readAt: Date.now() };
    }
    return this.revisionRead.value;
  }

  /**
   * The dictionary version, read now: a cheap number that changes whenever a dictionary is imported or
   * removed; the analysis lexicons, the daily word and the installs' sizes rebuild when it changes.
   * @example if ((await services.dictionary.version()) !== builtWith) rebuild();
   */
  version(): Promise<number> {
    return this.lookups.readRevision();
  }

  /**
   * Every headword of a text language (one per written form and category), for an in-memory lexicon.
   * @example createLexicon(await services.dictionary.headwords('ko_KR'))
   */
  async headwords(language: DictionaryTextLanguage): Promise<HeadwordEntry[]> {
    const seen = new Set<string>();
    const entries: HeadwordEntry[] = [];
    for await (const page of this.lookups.headwordPages(language)) {
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

  /**
   * Dictionary words for several written forms at once (case-insensitive), for the word panel and the
   * daily word.
   * @example await services.dictionary.lookupWords(['학교'], 'ko_KR', 'en_US') // [{ written: '학교', senses: [...] }]
   */
  lookupWords(
    writtens: readonly string[],
    textLanguage: DictionaryTextLanguage | undefined,
    dictLanguage: DictionaryLocale,
    withSenses = true,
  ): Promise<DictionaryWord[]> {
    return lookupWords(this.lookups, writtens, textLanguage, dictLanguage, withSenses);
  }

  /**
   * The words of an analysed text's headwords, with a word composed from its parts for each headword no
   * dictionary has but whose base it knows (구매하다 = 구매 + 하다): POST /api/analyze's `vocab`.
   * @example await services.dictionary.wordsWithComposed(['구매하다'], 'ko_KR', 'en_US')
   */
  wordsWithComposed(
    headwords: readonly string[],
    textLanguage: DictionaryTextLanguage,
    dictLanguage: DictionaryLocale,
  ): Promise<DictionaryWord[]> {
    return withComposedWords(headwords, textLanguage, dictLanguage, (writtens) =>
      this.lookupWords(writtens, textLanguage, dictLanguage),
    );
  }

  /**
   * Fragment examples (collocations) of every word with this written form.
   * @example await services.dictionary.fragmentsOf('학교', 'ko_KR') // [{ example: '학교에 가다', category: 'fragment' }]
   */
  fragmentsOf(written: string, language: DictionaryTextLanguage | undefined): Promise<Example[]> {
    return fragmentsOf(this.lookups, written, language);
  }

  /**
   * Examples of one sense, or null when there is no such sense.
   * @example await services.dictionary.senseExamples(12, 'fr_FR')
   */
  senseExamples(senseId: number, lang?: DictionaryLocale): Promise<Example[] | null> {
    return senseExamples(this.lookups, senseId, lang);
  }

  /**
   * The Dictionary screen's search (see searchDictionary).
   * @example await services.dictionary.search({ q: '학', language: 'ko_KR', lang: 'en_US', page: 1, pageSize: 20 })
   */
  search(query: SearchQuery, inflected?: InflectedForms): Promise<DictionarySearchResult> {
    return searchDictionary(this.lookups, query, inflected);
  }

  /**
   * Installed sources with counts and licences (About page, Settings > Data, `dict list`).
   * @example (await services.dictionary.installedSources())[0]?.licence // 'CC BY-SA 2.0 KR'
   */
  async installedSources(): Promise<DictionarySource[]> {
    return (await this.lookups.listSources()).map((row) => ({
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
   * Bytes each source takes as stored, by source id (three grouped scans: keep the answer per version).
   * @example (await services.dictionary.sourceSizes()).get('glossa-core-ko') // 4_812_000
   */
  sourceSizes(): Promise<Map<string, number>> {
    return sourceSizes(this.repositories.database);
  }

  /**
   * How much is installed, per text language (`dict stats`).
   * @example (await services.dictionary.stats()).languages[0] // { language: 'en_US', words: 148000, ... }
   */
  async stats(): Promise<DictionaryStats> {
    const rows = await this.lookups.countRows();
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

  /**
   * Imports a dictionary file (staged, then swapped in), with the reverse glosses it feeds.
   * @example await dictionary.importStream(await openDictionaryFile('krdict.zip'))
   */
  importStream(stream: ImportStream, options: ImportOptions = {}): Promise<ImportReport> {
    return importStaged(this.repositories.database, stream, options);
  }

  /**
   * Installs what a fresh server needs offline (see installStarterDictionaries); idempotent.
   * @example const steps = await dictionary.installStarter({ log: app.log });
   */
  installStarter(options: Parameters<typeof installStarterDictionaries>[1] = {}): Promise<InstallStep[]> {
    return installStarterDictionaries({ database: this.repositories.database }, options);
  }

  /**
   * Removes a source and its entries; false when it was not installed.
   * @example await dictionary.removeSource('krdict') // true
   */
  removeSource(id: string): Promise<boolean> {
    return removeSource(this.repositories.database, id);
  }
}

/**
 * The dictionary service over an open database, its repositories made here (services.ts, the `dict` command
 * and the scripts build it the same way).
 * @example const dictionary = createDictionaryService(openDatabase(config.database));
 */
export function createDictionaryService(database: AppDatabase): DictionaryService {
  return new DictionaryService({ lookups: new LookupRepository(database.db), database });
}
