import { dictionaryLanguagesFor, isAllowedPair, type TrackedStatus, type WordStatus } from '@glossa/contract';
import { ChevronIcon, useGlyphsStyle } from '@glossa/ui';
import { Fragment, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LANGUAGE_NAMES, TEXT_LANGUAGES, type TextLanguage } from '../../app/settings/settings.ts';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useVocabulary } from './vocabulary.store.ts';
import { TRACKED_STATUSES, pageOf, sortedWords, type SortOrder } from './vocabulary.view.ts';
import { VocabularyTransfer } from './VocabularyTransfer.tsx';
import { ensureFontsFor, ensureKoreanFont } from '../../lib/fonts.ts';
import { GuestWordsBanner } from './GuestWords.tsx';
import { SyncNote } from './SyncNote.tsx';
import { useFirstTranslations, type WordGlosses } from './useTranslations.ts';
import { useTranslationMatches } from './useTranslationMatches.ts';
import './vocabulary.css';

const STATUS_LABELS: Record<WordStatus, string> = {
  ignore: 'Ignore',
  seen: 'Seen',
  learned: 'Learned',
  unknown: 'Unknown',
};

const FIRST_PAGE_MARK = 'glossa:vocabulary-first-page';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Vocabulary: search, status filter toggles (all on), sort By Date (newest first) or
 * Alphabetical, refresh, 15 words per page, counts per status, and the export/import dialog.
 */
export default function VocabularyPage() {
  const vocabulary = useVocabulary();
  const { settings, update } = useSettings();
  // The words of one text language at a time: the one in Settings to start with, any other from the filter.
  const [chosenLang, setChosenLang] = useState<TextLanguage | null>(null);
  const lang = chosenLang ?? settings.textLanguage;
  useEffect(() => ensureKoreanFont('', lang), [lang]);
  useEffect(() => ensureFontsFor('', settings.dictionaryLanguage), [settings.dictionaryLanguage]);
  const [query, setQuery] = useState('');
  const [statuses, setStatuses] = useState<ReadonlySet<TrackedStatus>>(() => new Set(TRACKED_STATUSES));
  const [sort, setSort] = useState<SortOrder>('date');
  const [page, setPage] = useState(1);
  const [transferOpen, setTransferOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const deferredQuery = useDeferredValue(query);

  // The Settings dictionary language, unless the filter's text language refuses it (French words, Japanese).
  const dictLanguage = isAllowedPair(lang, settings.dictionaryLanguage)
    ? settings.dictionaryLanguage
    : (dictionaryLanguagesFor(lang)[0] ?? 'en_US');
  const byTranslation = useTranslationMatches(deferredQuery, lang, dictLanguage);
  const sorted = useMemo(
    () => sortedWords(vocabulary.items, { lang, query: deferredQuery, statuses, sort }, byTranslation),
    [vocabulary.items, lang, deferredQuery, statuses, sort, byTranslation],
  );
  const view = useMemo(() => pageOf(sorted, page), [sorted, page]);
  const pageWords = useMemo(() => view.rows.map((item) => item.written), [view.rows]);
  const translations = useFirstTranslations(pageWords, lang, dictLanguage);
  // The rows whose senses are shown (by headword).
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // Korean words and Japanese glosses are shaped again once their web font files are in (Chromium's boxes).
  const wordFont = useGlyphsStyle(pageWords.join(''), lang.slice(0, 2));
  const glossFont = useGlyphsStyle(
    [...translations.values()].map((entry) => entry.first).join(''),
    dictLanguage.slice(0, 2),
  );
  const toggleRow = (written: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(written)) next.add(written);
      return next;
    });
  const hasRows = view.rows.length > 0;
  useEffect(() => {
    // For the benchmark (npm run bench:voc): the first time a page of words is on screen in this visit.
    if (hasRows && performance.getEntriesByName(FIRST_PAGE_MARK).length === 0)
      performance.mark(FIRST_PAGE_MARK);
  }, [hasRows]);

  const toggle = (status: TrackedStatus) => {
    setStatuses((current) => {
      const next = new Set(current);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });
    setPage(1);
  };

  const refresh = async () => {
    setRefreshing(true);
    await vocabulary.refresh();
    setRefreshing(false);
  };

  return (
    <section className="page voc-page">
      <header className="voc-header">
        <h1>Vocabulary</h1>
        <label className="voc-language">
          <span className="visually-hidden">Language of the words</span>
          <select
            value={lang}
            onChange={(event) => {
              const next = TEXT_LANGUAGES.find((code) => code === event.target.value);
              if (next) setChosenLang(next);
              setPage(1);
            }}
          >
            {TEXT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <SyncNote mode={vocabulary.mode} state={vocabulary.syncState} pending={vocabulary.pending} />
      </header>
      <GuestWordsBanner />

      <div className="voc-toolbar" role="toolbar" aria-label="Vocabulary controls">
        <input
          type="search"
          className="voc-search"
          placeholder="Search words..."
          aria-label="Search words"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <div className="voc-filters" role="group" aria-label="Filter by status">
          {TRACKED_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className={`voc-filter voc-${status}`}
              aria-pressed={statuses.has(status)}
              onClick={() => toggle(status)}
            >
              {STATUS_LABELS[status]} <span className="voc-count">{view.counts[status]}</span>
            </button>
          ))}
        </div>
        <label className="voc-sort">
          <span className="visually-hidden">Sort</span>
          <select
            value={sort}
            onChange={(event) => {
              setSort(event.target.value === 'alpha' ? 'alpha' : 'date');
              setPage(1);
            }}
          >
            <option value="date">By Date</option>
            <option value="alpha">Alphabetical</option>
          </select>
        </label>
        <button type="button" className="button" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
        <button type="button" className="button" onClick={() => setTransferOpen(true)}>
          Export / Import
        </button>
      </div>

      {vocabulary.mode === 'loading' ? (
        <div className="page-loading" role="status" aria-label="Loading" />
      ) : view.total === 0 ? (
        <p className="card muted voc-empty">
          {view.counts.ignore + view.counts.seen + view.counts.learned === 0
            ? 'No words yet. Mark words while you read, or import a list.'
            : 'No word matches.'}
        </p>
      ) : (
        <div className="table-scroll card">
          <table className="table voc-table" aria-label="Words">
            <thead>
              <tr>
                <th scope="col">Word</th>
                <th scope="col">Translation</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((item, index) => {
                const glosses = translations.get(item.written.normalize('NFC').toLowerCase());
                const open = expanded.has(item.written);
                const sensesId = `voc-senses-${index}`;
                return (
                  <Fragment key={item.written}>
                    <tr className={open ? 'is-open' : undefined}>
                      <td className="voc-word" lang={item.lang.slice(0, 2)}>
                        <span className="voc-word-line">
                          <button
                            type="button"
                            className="icon-button voc-expand"
                            aria-expanded={open}
                            aria-controls={open ? sensesId : undefined}
                            aria-label={`Senses of ${item.written}`}
                            title={open ? 'Hide the senses' : 'Show the senses'}
                            onClick={() => toggleRow(item.written)}
                          >
                            <ChevronIcon className="voc-chevron" width="16" height="16" />
                          </button>
                          {/* The word's Dictionary entry; the Dictionary searches the Settings text language. */}
                          <Link
                            to={`/dictionary?q=${encodeURIComponent(item.written)}`}
                            title={`${item.written} in the Dictionary`}
                            style={wordFont}
                            onClick={() => {
                              if (lang !== settings.textLanguage) update({ textLanguage: lang });
                            }}
                          >
                            {item.written}
                          </Link>
                        </span>
                        {/* On a phone the translation sits under its word (its column is hidden there), so
                            neither is squeezed into a narrow column and split mid-word. */}
                        {glosses?.first && (
                          <span
                            className="voc-gloss voc-translation-inline"
                            lang={dictLanguage.slice(0, 2)}
                            style={glossFont}
                          >
                            {glosses.first}
                          </span>
                        )}
                      </td>
                      <td
                        className="voc-gloss voc-translation"
                        lang={dictLanguage.slice(0, 2)}
                        style={glossFont}
                      >
                        {glosses?.first ?? ''}
                      </td>
                      <td>
                        <select
                          aria-label={`Status of ${item.written}`}
                          className={`voc-status voc-${item.status}`}
                          value={item.status}
                          onChange={(event) =>
                            vocabulary.setStatus(item.written, lang, event.target.value as WordStatus)
                          }
                        >
                          {TRACKED_STATUSES.map((status) => (
                            <option key={status} value={status}>
                              {STATUS_LABELS[status]}
                            </option>
                          ))}
                        </select>
                        <button
                          type="button"
                          className="icon-button voc-remove"
                          aria-label={`Remove ${item.written}`}
                          title="Remove (unknown)"
                          onClick={() => vocabulary.setStatus(item.written, lang, 'unknown')}
                        >
                          ×
                        </button>
                      </td>
                      <td className="muted">
                        <time dateTime={item.updated_at}>{dateFormat.format(new Date(item.updated_at))}</time>
                      </td>
                    </tr>
                    {open && (
                      <tr className="voc-senses-row">
                        <td colSpan={4} id={sensesId}>
                          <VocabularySenses glosses={glosses} lang={dictLanguage.slice(0, 2)} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <nav className="voc-pager" aria-label="Pages">
        <button
          type="button"
          className="button small"
          disabled={view.page <= 1}
          onClick={() => setPage(view.page - 1)}
        >
          Previous
        </button>
        <span aria-live="polite">
          Page {view.page} of {view.pages} · {view.total} word{view.total === 1 ? '' : 's'}
        </span>
        <button
          type="button"
          className="button small"
          disabled={view.page >= view.pages}
          onClick={() => setPage(view.page + 1)}
        >
          Next
        </button>
      </nav>

      {transferOpen && (
        <Modal title="Export / Import" onClose={() => setTransferOpen(false)}>
          <VocabularyTransfer />
        </Modal>
      )}
    </section>
  );
}

/** An open row's senses: translation and definition in the dictionary language, numbered. */
function VocabularySenses({ glosses, lang }: { glosses: WordGlosses | undefined; lang: string }) {
  const font = useGlyphsStyle(
    (glosses?.senses ?? []).map((sense) => sense.translation + sense.definition).join(''),
    lang,
  );
  if (!glosses)
    return <p className="muted voc-no-senses">No senses in the dictionaries (or still loading).</p>;
  return (
    <ol className="voc-senses" lang={lang} style={font}>
      {glosses.senses.map((sense, index) => (
        <li key={index}>
          {sense.translation && <span className="voc-sense-translation">{sense.translation}</span>}
          {sense.translation && sense.definition && ' · '}
          {sense.definition && <span className="voc-sense-definition muted">{sense.definition}</span>}
        </li>
      ))}
    </ol>
  );
}
