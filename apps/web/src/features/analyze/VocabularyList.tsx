import type { Locale, WordStatus } from '@glossa/contract';
import { Fragment, useMemo, useState } from 'react';
import { ChevronIcon, NO_SENSES_TEXT, familiarity, gloss, notFoundText, useGlyphsStyle } from '@glossa/ui';
import { vocabularyRows } from './analyze.model.ts';
import type { Analysis } from './useAnalysis.ts';

const STATUS_NAMES: Record<WordStatus, string> = {
  ignore: 'Ignored',
  seen: 'Seen',
  learned: 'Learned',
  unknown: 'To learn',
};

interface VocabularyListProps {
  analysis: Analysis;
  dictLanguage: Locale;
  statusOf(ref: string): WordStatus;
}

/**
 * The analysed words, one row per headword: word, translations and status; a row expands to its senses.
 * @example <VocabularyList analysis={analysis} dictLanguage="en_US" statusOf={statusOf} />
 */
export function VocabularyList({ analysis, dictLanguage, statusOf }: VocabularyListProps) {
  const rows = useMemo(() => vocabularyRows(analysis.units, analysis.vocab), [analysis]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const lang = analysis.textLanguage.slice(0, 2);
  // Glosses in the dictionary language (Japanese: its own font stack, base.css), drawn again once the web font
  // files for the words and glosses are in (Chromium kept boxes for text shaped before).
  const glossLang = dictLanguage.slice(0, 2);
  const wordFont = useGlyphsStyle(rows.map((row) => row.ref).join(''), lang);
  const glossFont = useGlyphsStyle(
    rows
      .flatMap((row) =>
        row.words.flatMap((word) =>
          word.senses.map((sense) => {
            const g = gloss(sense, dictLanguage, analysis.textLanguage);
            return g.translation + g.definition;
          }),
        ),
      )
      .join(''),
    glossLang,
  );

  function toggle(ref: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(ref)) next.add(ref);
      return next;
    });
  }

  return (
    <section className="card analyze-vocabulary" aria-labelledby="analyze-vocabulary-title">
      <h2 id="analyze-vocabulary-title">
        Vocabulary <span className="badge">{rows.length}</span>
      </h2>
      {rows.length === 0 ? (
        <p className="muted">No dictionary words in this text.</p>
      ) : (
        <div className="table-scroll">
          <table className="table vocab-table">
            <thead>
              <tr>
                <th scope="col">Word</th>
                <th scope="col">Translations</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const expanded = open.has(row.ref);
                const senses = row.words.flatMap((word) => word.senses);
                // A word explained in its own language has definitions, not translations.
                const translations = senses
                  .map((sense) => {
                    const g = gloss(sense, dictLanguage, analysis.textLanguage);
                    // Definitions joined in a line lose their final period ("A small pet; A dog").
                    return g.translation || g.definition.replace(/[.。]$/, '');
                  })
                  .filter((text) => text !== '');
                const summary = translations.length > 0 ? translations.slice(0, 3).join('; ') : '—';
                const status = statusOf(row.ref);
                const kind = familiarity(row.ref, status);
                return (
                  <Fragment key={row.ref}>
                    <tr className={expanded ? 'is-open' : ''}>
                      <td>
                        <button
                          type="button"
                          className="vocab-toggle"
                          aria-expanded={expanded}
                          onClick={() => toggle(row.ref)}
                        >
                          <ChevronIcon className="vocab-chevron" width="18" height="18" />
                          <span lang={lang} style={wordFont}>
                            {row.ref}
                          </span>
                          {row.occurrences > 1 && <span className="vocab-count">×{row.occurrences}</span>}
                        </button>
                        {/* On a phone the translations go under the word instead of a column of their own. */}
                        <span className="vocab-translations-inline" lang={glossLang} style={glossFont}>
                          {summary}
                        </span>
                      </td>
                      <td className="vocab-translations" lang={glossLang} style={glossFont}>
                        {summary}
                      </td>
                      <td>
                        <span className={`status-pill pill-${kind}`}>{STATUS_NAMES[status]}</span>
                      </td>
                    </tr>
                    {expanded && (
                      <tr className="vocab-senses">
                        <td colSpan={3}>
                          {row.words.length === 0 ? (
                            <p className="muted">{notFoundText(row.ref)}</p>
                          ) : senses.length === 0 ? (
                            <p className="muted">{NO_SENSES_TEXT}</p>
                          ) : (
                            <ol lang={glossLang} style={glossFont}>
                              {senses.map((sense) => {
                                const { translation, definition } = gloss(
                                  sense,
                                  dictLanguage,
                                  analysis.textLanguage,
                                );
                                return (
                                  <li key={sense.id}>
                                    {translation ? <strong>{translation}</strong> : definition}
                                    {translation && definition && (
                                      <span className="muted"> — {definition}</span>
                                    )}
                                  </li>
                                );
                              })}
                            </ol>
                          )}
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
    </section>
  );
}
