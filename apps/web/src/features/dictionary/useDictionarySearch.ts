import { api, type DictionarySearchResult, type Locale, type TextLanguage } from '@glossa/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { client } from '../../lib/client.ts';
import { SEARCH_DEBOUNCE_MS, debounce, paramsForQuery, queryOfUrl, searchQuery } from './search-state.ts';

const PAGE_SIZE = 20;

export interface SearchState {
  /** The query the results answer ('' when there are none). */
  query: string;
  results: DictionarySearchResult['results'];
  hasMore: boolean;
  page: number;
  updatedAt: string | null;
  loading: boolean;
}

const EMPTY: SearchState = {
  query: '',
  results: [],
  hasMore: false,
  page: 0,
  updatedAt: null,
  loading: false,
};

export interface DictionarySearch {
  /** What the search box shows. */
  text: string;
  /** The box changed: the search follows 300 ms after the last change (at once when emptied). */
  setText(text: string): void;
  /** The clear button: empties the box and the results at once. */
  clear(): void;
  /** Enter in the box: searches now instead of after the debounce. */
  searchNow(): void;
  /** The query in the URL, which the results follow. */
  query: string;
  state: SearchState;
  /** Loads the next page of results. */
  loadMore(): void;
}

/**
 * The Dictionary search: the box's text, debounced and trimmed into the URL's `q` (one history entry per
 * search, so Back returns to the previous one), and the results of the URL's query in the text language and
 * dictionary language given.
 * @example const search = useDictionarySearch(settings.textLanguage, settings.dictionaryLanguage);
 */
export function useDictionarySearch(textLanguage: TextLanguage, dictLanguage: Locale): DictionarySearch {
  const [params, setParams] = useSearchParams();
  const query = queryOfUrl(params);
  const [text, setTextState] = useState(() => params.get('q') ?? '');

  // Back and Forward change the URL's query: the box follows. A query this hook wrote itself leaves the box
  // as typed (with its spaces).
  const written = useRef(query);
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setTextState(query);
  }, [query]);

  const paramsRef = useRef(params);
  paramsRef.current = params;
  const commit = useCallback(
    (wanted: string) => {
      const next = paramsForQuery(paramsRef.current, wanted);
      if (!next) return;
      written.current = searchQuery(wanted);
      setParams(next);
    },
    [setParams],
  );
  const debouncer = useMemo(() => debounce<string>(SEARCH_DEBOUNCE_MS, (q) => commit(q)), [commit]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      if (searchQuery(next) === '') {
        debouncer.cancel();
        commit('');
      } else debouncer.push(next);
    },
    [debouncer, commit],
  );
  const clear = useCallback(() => setText(''), [setText]);
  const searchNow = useCallback(() => debouncer.flush(), [debouncer]);

  const [state, setState] = useState<SearchState>(EMPTY);
  const [page, setPage] = useState(1);
  // A new query (or language) starts again at page 1.
  const key = `${query}\u0000${textLanguage}\u0000${dictLanguage}`;
  const [pageKey, setPageKey] = useState(key);
  if (pageKey !== key) {
    setPageKey(key);
    setPage(1);
  }

  useEffect(() => {
    if (query === '') {
      setState(EMPTY);
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    client
      .call(api.dictionary.search, {
        query: { q: query, language: textLanguage, lang: dictLanguage, page, pageSize: PAGE_SIZE },
        signal: controller.signal,
      })
      .then(
        (answer) =>
          setState((current) => ({
            query: answer.query,
            results:
              page > 1 && current.query === answer.query
                ? [...current.results, ...answer.results]
                : answer.results,
            hasMore: answer.hasMore,
            page: answer.page,
            updatedAt: answer.updatedAt,
            loading: false,
          })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // Dictionary loading failures are only logged; the screen keeps what it shows.
          console.warn('Dictionary search failed:', error);
          setState((current) => ({ ...current, loading: false }));
        },
      );
    return () => controller.abort();
  }, [query, textLanguage, dictLanguage, page]);

  const loadMore = useCallback(() => setPage((current) => current + 1), []);

  return { text, setText, clear, searchNow, query, state, loadMore };
}
