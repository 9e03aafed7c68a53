import type {
  DictionaryLocale,
  DictionarySearchResult,
  DictionaryTextLanguage,
  SearchMatch,
} from '@glossa/contract';
import { searchKey } from '@glossa/dictionary';
import type { LookupRepository } from './lookup.repository.ts';
import { toWords } from './words.ts';

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
 * @example await searchDictionary(lookups, { q: '학', language: 'ko_KR', lang: 'en_US', page: 1, pageSize: 20 })
 */
export async function searchDictionary(
  lookups: LookupRepository,
  query: SearchQuery,
  inflected?: InflectedForms,
): Promise<DictionarySearchResult> {
  const updatedAt = await lookups.latestImport();
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
    (await lookups.findWordsByKeys([key], query.language)).map((row) => row.id),
    'exact',
  );
  // A learner's words (starter, krdict) before WordNet's thousands of rarer ones with the same prefix.
  for (const tier of ['learner', 'other'] as const) {
    if (matches.size >= wanted) break;
    add(await lookups.searchPrefix(key, query.language, wanted - matches.size, tier), 'prefix');
  }
  if (matches.size < wanted && inflected && query.language) {
    const headwords = (await inflected(query.q, query.language)).map(searchKey).filter((k) => k !== key);
    if (headwords.length > 0) {
      const rows = await lookups.findWordsByKeys(headwords, query.language);
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
    add(await lookups.searchTranslation(key, query.lang, query.language, wanted), 'translation');
  }
  const ordered = [...matches.keys()];
  const pageIds = ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const rows = await lookups.findWordsByIds(pageIds);
  const words = await toWords(lookups, rows, { lang: query.lang, senses: true });
  return {
    ...base,
    results: words.map((word) => ({ ...word, match: matches.get(word.id) ?? 'translation' })),
    hasMore: ordered.length > query.page * query.pageSize,
  };
}
