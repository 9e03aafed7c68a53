import { api } from '@glossa/contract';
import { CloseIcon, languageName } from '@glossa/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { client } from '../../lib/client.ts';
import { ensureFontsFor, ensureKoreanFont } from '../../lib/fonts.ts';
import { DictionaryResults } from './DictionaryResults.tsx';
import { updatedLabel } from './search-state.ts';
import { useDictionarySearch } from './useDictionarySearch.ts';
import './dictionary.css';

/**
 * Dictionary: search the dictionaries of the text language by headword, inflected form or
 * translation; the results expand to their senses. The query is in the URL: `/dictionary?q=학교`.
 * @example { path: 'dictionary', lazy: () => import('./DictionaryPage.tsx') } // a route of app/router.tsx
 */
export default function DictionaryPage() {
  const { settings } = useSettings();
  const { textLanguage, dictionaryLanguage } = settings;
  const search = useDictionarySearch(textLanguage, dictionaryLanguage);
  const box = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const sourcesUpdated = useSourcesUpdated();
  const updated = updatedLabel(search.state.updatedAt ?? sourcesUpdated);
  // Hangul in the box, the words or the translations: the Korean web font for machines without one.
  useEffect(() => ensureKoreanFont(search.text, textLanguage), [search.text, textLanguage]);
  useEffect(() => ensureFontsFor('', dictionaryLanguage), [dictionaryLanguage]);

  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search.searchNow();
    } else if (event.key === 'ArrowDown') {
      const first = results.current?.querySelector<HTMLElement>('[data-result-index="0"]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape' && search.text !== '') {
      event.preventDefault();
      search.clear();
    }
  };

  const { query, state } = search;
  // While the next query loads, the previous results stay (no flicker as the learner types).
  const answered = query !== '' && state.query === query && !state.loading;
  const hasResults = query !== '' && state.query !== '' && state.results.length > 0;

  return (
    <section className="page dictionary">
      <header className="dict-header">
        <h1>Dictionary</h1>
        <p className="muted dict-languages">
          {languageName(textLanguage)} words, {languageName(dictionaryLanguage)} translations
          {updated && (
            <>
              {' · '}
              <span className="dict-updated">Dictionaries updated {updated}</span>
            </>
          )}
        </p>
      </header>

      <div className="dict-search" role="search">
        <input
          ref={box}
          type="search"
          className="dict-search-box"
          placeholder="Search a word or a translation…"
          aria-label="Search the dictionary"
          aria-controls="dictionary-results"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          lang={textLanguage.slice(0, 2)}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={onBoxKey}
        />
        {search.text !== '' && (
          <button
            type="button"
            className="icon-button dict-clear"
            aria-label="Clear search"
            title="Clear search"
            onClick={() => {
              search.clear();
              box.current?.focus();
            }}
          >
            <CloseIcon width="18" height="18" />
          </button>
        )}
      </div>

      <div id="dictionary-results" ref={results} className="dict-results" aria-busy={state.loading}>
        {query === '' ? (
          <p className="muted dict-hint">
            Type a word in any form (먹었어요, went, allées) or a translation (school): exact words first,
            then words that start with it, base forms, and translations.
          </p>
        ) : answered && state.results.length === 0 ? (
          <p className="dict-empty" role="status">
            No matching word entry.
          </p>
        ) : hasResults ? (
          <DictionaryResults
            key={`${state.query}\u0000${textLanguage}\u0000${dictionaryLanguage}`}
            query={state.query}
            results={state.results}
            textLanguage={textLanguage}
            dictLanguage={dictionaryLanguage}
            onLeaveTop={() => box.current?.focus()}
          />
        ) : (
          <p className="muted" role="status">
            Searching…
          </p>
        )}
        {hasResults && state.query === query && state.hasMore && (
          <button
            type="button"
            className="button dict-more"
            onClick={search.loadMore}
            disabled={state.loading}
          >
            {state.loading ? 'Loading…' : 'More results'}
          </button>
        )}
      </div>
    </section>
  );
}

/** When the installed dictionaries last changed, before any search has said it (GET /dictionary/sources). */
function useSourcesUpdated(): string | null {
  const [updated, setUpdated] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    client.call(api.dictionary.sources, { signal: controller.signal }).then(
      (sources) => {
        const latest = sources
          .map((source) => source.importedAt)
          .sort()
          .at(-1);
        setUpdated(latest ?? null);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Dictionary sources could not be loaded:', error);
      },
    );
    return () => controller.abort();
  }, []);
  return updated;
}
