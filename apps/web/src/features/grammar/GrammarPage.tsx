import {
  api,
  grammarEntrySchema,
  grammarListSchema,
  shortCode,
  type GrammarEntryDto,
  type GrammarList,
  type Locale,
  type TextLanguage,
} from '@glossa/contract';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { LANGUAGE_NAMES, TEXT_LANGUAGES, dictionaryLanguagesFor } from '../../app/settings/settings.ts';
import { client } from '../../lib/client.ts';
import { useGrammarStatuses, type GrammarStatus } from './grammar.status.ts';
import './grammar.css';

type Loaded<T> = { key: string; value: T | null; failed: boolean };

/** Loads a JSON answer for a key, keeping the last one; a failure is logged and shown as such. */
function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> | null {
  const [state, setState] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ key, value, failed: false }),
      (error: unknown) => {
        console.warn('Grammar could not be loaded:', error);
        if (live) setState({ key, value: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
    // The key names everything `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state?.key === key ? state : null;
}

function StatusChoice(props: {
  id: string;
  status: GrammarStatus | undefined;
  onChange(s: GrammarStatus | null): void;
}) {
  const choices: [GrammarStatus, string][] = [
    ['learning', 'Learning'],
    ['known', 'Known'],
  ];
  return (
    <div className="grammar-status" role="group" aria-label="Status">
      {choices.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={`grammar-status-choice is-${value}${props.status === value ? ' is-active' : ''}`}
          aria-pressed={props.status === value}
          onClick={() => props.onChange(props.status === value ? null : value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** Whether a construction matches the search, in its display form, id or any language's meaning. */
function matches(item: GrammarList['items'][number], query: string): boolean {
  if (query === '') return true;
  const q = query.toLowerCase();
  return [item.display, item.id, ...Object.values(item.meanings)].some((t) => t.toLowerCase().includes(q));
}

/**
 * Grammar: the catalogue of constructions by level for a text language, searchable in any dictionary
 * language, and a page per construction (`?id=`) with its explanation, examples and look-alikes; a status
 * (learning, known) per construction kept in this browser.
 * @example { path: 'grammar', lazy: () => import('./GrammarPage.tsx') } // a route of app/router.tsx
 */
export default function GrammarPage() {
  const { settings } = useSettings();
  const [params, setParams] = useSearchParams();
  const asked = TEXT_LANGUAGES.find((l) => l === params.get('lang'));
  const textLanguage: TextLanguage = asked ?? settings.textLanguage;
  const allowed = dictionaryLanguagesFor(textLanguage);
  const dictLanguage: Locale = allowed.includes(settings.dictionaryLanguage)
    ? settings.dictionaryLanguage
    : 'en_US';
  const id = params.get('id');
  const [query, setQuery] = useState('');
  const { statuses, setStatus } = useGrammarStatuses();

  const list = useLoaded(`${textLanguage}|${dictLanguage}`, async () =>
    grammarListSchema.parse(
      await client.call(api.grammar.list, {
        params: { lang: textLanguage },
        query: { dico_lang: dictLanguage },
      }),
    ),
  );
  const entry = useLoaded(
    `${textLanguage}|${dictLanguage}|${id ?? ''}`,
    async (): Promise<GrammarEntryDto | null> =>
      id
        ? grammarEntrySchema.parse(
            await client.call(api.grammar.entry, {
              params: { lang: textLanguage, id },
              query: { dico_lang: dictLanguage },
            }),
          )
        : null,
  );

  const levels = useMemo(() => {
    const byLevel = new Map<string, GrammarList['items']>();
    for (const item of list?.value?.items ?? []) {
      if (!matches(item, query.trim())) continue;
      const group = byLevel.get(item.level) ?? [];
      group.push(item);
      byLevel.set(item.level, group);
    }
    return [...byLevel];
  }, [list, query]);

  const lang = shortCode(textLanguage);
  const href = (other: string): string =>
    `/grammar?${new URLSearchParams({ lang: textLanguage, id: other }).toString()}`;

  if (id) {
    const e = entry?.value;
    return (
      <section className="page grammar">
        <p>
          <Link to={`/grammar?lang=${textLanguage}`}>← All {LANGUAGE_NAMES[textLanguage]} grammar</Link>
        </p>
        {!entry ? (
          <p className="muted" role="status">
            Loading…
          </p>
        ) : !e ? (
          <div className="card">
            <h1>Construction not found</h1>
            <p className="muted">
              There is no construction {id} in the {LANGUAGE_NAMES[textLanguage]} catalogue.
            </p>
          </div>
        ) : (
          <article className="card grammar-entry">
            <h1 lang={lang}>{e.display}</h1>
            <p className="grammar-entry-meta">
              <span className="badge">{e.level}</span> <span className="muted">{e.category}</span>
            </p>
            <p className="grammar-entry-meaning">{e.meaning}</p>
            <StatusChoice id={e.id} status={statuses[e.id]} onChange={(s) => setStatus(e.id, s)} />
            <p className="grammar-entry-explanation">{e.explanation}</p>
            <h2>Examples</h2>
            <ul className="grammar-entry-examples">
              {e.examples.map((x) => (
                <li key={x.sentence}>
                  <span lang={lang}>{x.sentence}</span>
                  <span className="muted">{x.translation}</span>
                </li>
              ))}
            </ul>
            {e.confusedWith.length > 0 && (
              <>
                <h2>Often confused with</h2>
                <ul className="grammar-entry-confused">
                  {e.confusedWith.map((c) => (
                    <li key={c.id}>
                      <Link to={href(c.id)} lang={lang}>
                        {c.display}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </article>
        )}
      </section>
    );
  }

  return (
    <section className="page grammar">
      <h1>Grammar</h1>
      <div className="card grammar-controls">
        <label>
          Text language{' '}
          <select value={textLanguage} onChange={(event) => setParams({ lang: event.target.value })}>
            {TEXT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <label className="grammar-search">
          <span className="visually-hidden">Search grammar</span>
          <input
            type="search"
            placeholder="Search in any language: because, -아서, cause…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      {!list ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : list.failed ? (
        <p className="muted">The grammar catalogue could not be loaded. Try again in a moment.</p>
      ) : levels.length === 0 ? (
        <p className="muted">No construction matches “{query}”.</p>
      ) : (
        levels.map(([level, items]) => (
          <section key={level} className="card grammar-level">
            <h2>{level}</h2>
            <ul className="grammar-catalogue">
              {items.map((item) => (
                <li key={item.id}>
                  <Link to={href(item.id)} className="grammar-catalogue-link">
                    <span className="grammar-catalogue-display" lang={lang}>
                      {item.display}
                    </span>
                    <span className="muted">{item.meaning}</span>
                  </Link>
                  {statuses[item.id] && (
                    <span className={`badge grammar-badge is-${statuses[item.id]}`}>
                      {statuses[item.id] === 'known' ? 'Known' : 'Learning'}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
