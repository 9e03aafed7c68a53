import type { DictionarySearchHit, Locale, TextLanguage } from '@glossa/contract';
import { ChevronIcon, WordDetail, familiarity, noTranslationText, useGlyphsStyle } from '@glossa/ui';
import { Fragment, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { entryUnit, translationsOf } from './dictionary.model.ts';
import { matchLabel, nextResult } from './search-state.ts';
import { useEntryActions } from './useEntryActions.ts';

const STATUS_NAMES = { ignore: 'Ignored', seen: 'Seen', learned: 'Learned', unknown: 'To learn' } as const;

interface DictionaryResultsProps {
  /** The query the results answer (for the "how it matched" labels). */
  query: string;
  results: readonly DictionarySearchHit[];
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  /** Arrow up from the first result: the focus goes back to the search box. */
  onLeaveTop(): void;
}

/**
 * The search results: Word (with how it matched and its status) and Translations; a row expands to the word's
 * panel (audio, "+" to a deck when the app offers it, status bar, senses with their examples). Arrow keys
 * move through the rows, Enter expands.
 * @example <DictionaryResults query="학교" results={hits} textLanguage="ko_KR" dictLanguage="en_US" onLeaveTop={focusBox} />
 */
export function DictionaryResults(props: DictionaryResultsProps) {
  const { query, results, textLanguage, dictLanguage } = props;
  // The translations' language picks their font stack (Japanese glosses: a Japanese font, base.css).
  const glossLang = dictLanguage.slice(0, 2);
  const { statusOf, setStatus, loadExamples } = useEntryActions(textLanguage, dictLanguage);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const body = useRef<HTMLTableSectionElement>(null);
  const lang = textLanguage.slice(0, 2);
  // One unit per headword for as long as the results stand: the word detail keeps a sense open while its
  // unit is the same object.
  const units = useMemo(
    () => new Map(results.map((word) => [word.written, entryUnit(word.written)])),
    [results],
  );

  const shown = results.map((word) => translationsOf(word, dictLanguage, textLanguage));
  // Words and translations shown before their web font files arrived are shaped again then (Chromium's boxes).
  const wordFont = useGlyphsStyle(results.map((word) => word.written).join(''), lang);
  const glossFont = useGlyphsStyle(shown.join(''), glossLang);

  function toggle(id: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const target = event.target as HTMLElement;
    const index = target.dataset.resultIndex;
    if (index === undefined) return;
    const next = nextResult(Number(index), event.key, results.length);
    if (next === undefined) return;
    event.preventDefault();
    if (next === null) props.onLeaveTop();
    else body.current?.querySelector<HTMLElement>(`[data-result-index="${next}"]`)?.focus();
  }

  return (
    <div className="table-scroll">
      <table className="table dict-table" aria-label={`Dictionary results for ${query}`}>
        <thead>
          <tr>
            <th scope="col">Word</th>
            <th scope="col">Translations</th>
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown}>
          {results.map((word, index) => {
            const expanded = open.has(word.id);
            const status = statusOf(word.written);
            const kind = familiarity(word.written, status);
            // Never another language in place of the chosen one: say it has none in it yet.
            const translations = shown[index] || noTranslationText(word.written, dictLanguage);
            return (
              <Fragment key={word.id}>
                <tr className={`dict-row${expanded ? ' is-open' : ''}`}>
                  <td className="dict-word-cell">
                    <button
                      type="button"
                      className="dict-toggle"
                      aria-expanded={expanded}
                      data-result-index={index}
                      onClick={() => toggle(word.id)}
                    >
                      <ChevronIcon className="dict-chevron" width="18" height="18" />
                      <span className="dict-written" lang={lang} style={wordFont}>
                        {word.written}
                      </span>
                      {word.homograph > 0 && <sup className="dict-homograph">{word.homograph}</sup>}
                    </button>
                    <span className="dict-tags">
                      <span className="badge">{word.category}</span>
                      <span className={`dict-match match-${word.match}`}>
                        {matchLabel(word.match, query)}
                      </span>
                      {status !== 'unknown' && (
                        <span className={`dict-status is-${kind}`}>{STATUS_NAMES[status]}</span>
                      )}
                    </span>
                    {/* On a phone the translations go under the word instead of a column of their own. */}
                    <span className="dict-translations-inline" lang={glossLang} style={glossFont}>
                      {translations}
                    </span>
                  </td>
                  <td className="dict-translations" lang={glossLang} style={glossFont}>
                    {translations}
                  </td>
                </tr>
                {expanded && (
                  <tr className="dict-entry-row">
                    <td colSpan={2}>
                      <WordDetail
                        className="dict-entry"
                        unit={units.get(word.written) ?? null}
                        words={[word]}
                        textLanguage={textLanguage}
                        dictLanguage={dictLanguage}
                        status={statusOf(word.written)}
                        onStatusChange={(next) => setStatus(word.written, next)}
                        loadExamples={loadExamples}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
