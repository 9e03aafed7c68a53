import type { GrammarEntryDto, GrammarSpanDto, Locale, TextLanguage } from '@glossa/contract';
import { shortCode } from '@glossa/contract';
import { useEffect, useState } from 'react';
import { ChevronIcon } from '../icons.tsx';
import { useGlossaUi } from '../provider.tsx';
import './grammar.css';

export interface GrammarBlockProps {
  /** The constructions covering the selected unit, in text order. */
  constructions: readonly GrammarSpanDto[];
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  /** The construction to show opened (a morpheme chip was pressed); the learner may open others. */
  opened?: string | null;
  onOpen?(id: string | null): void;
}

type Loaded = { id: string; entry: GrammarEntryDto | null };

/**
 * "Grammar": the constructions covering the selected word (display form, level, meaning); one opens to its
 * explanation and, when the client can load entries, its examples and a link to its page.
 * @example <GrammarBlock constructions={spans} textLanguage="ko_KR" dictLanguage="en_US" />
 */
export function GrammarBlock(props: GrammarBlockProps) {
  const { constructions, textLanguage, dictLanguage } = props;
  const { loadGrammarEntry, grammarHref } = useGlossaUi();
  const [ownOpen, setOwnOpen] = useState<string | null>(null);
  const open = props.opened !== undefined ? props.opened : ownOpen;
  const setOpen = (id: string | null): void => (props.onOpen ? props.onOpen(id) : setOwnOpen(id));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const lang = shortCode(textLanguage);
  const glossLang = shortCode(dictLanguage);

  useEffect(() => {
    if (!open || !loadGrammarEntry) return;
    let live = true;
    loadGrammarEntry(textLanguage, open, dictLanguage).then(
      (entry) => live && setLoaded({ id: open, entry }),
      (error: unknown) => {
        // Like examples: a failure is logged, the explanation stays.
        console.warn('Grammar examples could not be loaded:', error);
        if (live) setLoaded({ id: open, entry: null });
      },
    );
    return () => {
      live = false;
    };
  }, [open, loadGrammarEntry, textLanguage, dictLanguage]);

  if (constructions.length === 0) return null;
  // The same construction may cover the word twice (two matches): shown once.
  const seen = new Set<string>();
  const unique = constructions.filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
  return (
    <div className="wd-block wd-grammar">
      <h3>Grammar</h3>
      <ul className="grammar-list">
        {unique.map((c) => {
          const expanded = open === c.id;
          const entry = loaded?.id === c.id ? loaded.entry : undefined;
          const href = grammarHref?.(textLanguage, c.id);
          return (
            <li key={c.id} className={`grammar-item${expanded ? ' is-open' : ''}`} data-grammar={c.id}>
              <button
                type="button"
                className="grammar-toggle"
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : c.id)}
              >
                <span className="grammar-display" lang={lang}>
                  {c.display}
                </span>
                <span className="badge grammar-level">{c.level}</span>
                <span className="grammar-meaning" lang={glossLang}>
                  {c.meaning}
                </span>
                <ChevronIcon className="sense-chevron" width="18" height="18" />
              </button>
              {expanded && (
                <div className="grammar-body">
                  <p className="grammar-explanation" lang={glossLang}>
                    {c.explanation}
                  </p>
                  {loadGrammarEntry && entry === undefined && (
                    <p className="muted" role="status">
                      Loading examples…
                    </p>
                  )}
                  {entry && entry.examples.length > 0 && (
                    <ul className="grammar-examples">
                      {entry.examples.map((e) => (
                        <li key={e.sentence}>
                          <span lang={lang}>{e.sentence}</span>
                          <span className="muted">{e.translation}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  {href && (
                    <a className="grammar-more" href={href}>
                      More about {c.display}
                    </a>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The constructions covering a unit (by index), and for each of its morphemes the first construction
 * that includes it (what a morpheme chip leads to).
 * @example grammarOfUnit(answer.grammar, 1).byMorph[1] // 'ko.connective.aseo'
 */
export function grammarOfUnit(
  grammar: readonly GrammarSpanDto[] | undefined,
  unitIndex: number | null,
): { covering: GrammarSpanDto[]; byMorph: (string | undefined)[] } {
  const covering: GrammarSpanDto[] = [];
  const byMorph: (string | undefined)[] = [];
  if (!grammar || unitIndex === null) return { covering, byMorph };
  for (const span of grammar) {
    if (span.first > unitIndex || span.last < unitIndex) continue;
    covering.push(span);
    for (const range of span.morphs) {
      if (range.unit !== unitIndex) continue;
      for (let m = range.first; m <= range.last; m++) byMorph[m] ??= span.id;
    }
  }
  return { covering, byMorph };
}
