import {
  shortCode,
  type AnalysedUnitDto,
  type DictionaryWord,
  type Example,
  type GrammarSpanDto,
  type Locale,
  type TextLanguage,
  type WordStatus,
} from '@glossa/contract';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { GrammarBlock, grammarOfUnit } from '../grammar/GrammarBlock.tsx';
import { ChevronIcon, PlusIcon } from '../icons.tsx';
import { useGlyphsStyle } from '../glyphs.ts';
import { useGlossaUi } from '../provider.tsx';
import { AudioButton } from './AudioButton.tsx';
import { ComposedNote } from './ComposedNote.tsx';
import { ExampleGroups } from './ExampleGroups.tsx';
import {
  NO_SENSES_TEXT,
  VISIBLE_SENSES,
  displayMorph,
  gloss,
  languageName,
  noTranslationText,
  notFoundText,
  statusWordOf,
} from './lookup.ts';
import { StatusBar } from './StatusBar.tsx';
import { tagLabel } from './tag-labels.ts';
import './word-detail.css';

export interface WordDetailProps {
  /** The selected unit, or null (the panel then shows `placeholder`). */
  unit: AnalysedUnitDto | null;
  /** The dictionary words of the unit's headword. */
  words: readonly DictionaryWord[];
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  status: WordStatus | undefined;
  onStatusChange(status: WordStatus): void;
  /** Examples of one sense (from the server, or the demo's local data). */
  loadExamples(senseId: number): Promise<Example[]>;
  placeholder?: ReactNode;
  className?: string;
  /** The phrase the unit is part of (`look for` for "looking"), with its own senses and status. */
  phrase?: PhraseDetail | null;
  /** Show every example group, an empty one with its "No ... example found." text (the Home demo). */
  showEmptyExampleGroups?: boolean;
  /** The grammar constructions of the whole text (the analysis' `grammar`) and the unit's index in it. */
  grammar?: readonly GrammarSpanDto[];
  unitIndex?: number | null;
}

export interface PhraseDetail {
  vocabulary: string;
  words: readonly DictionaryWord[];
  status: WordStatus | undefined;
  onStatusChange(status: WordStatus): void;
}

type ExamplesState = { senseId: number; examples: Example[] | null };

/**
 * The word detail panel shared by Analyze, Home's demo, the Reader and the Daily screen: headword and audio,
 * morphemes with readable tags, the status bar, and the translations; a translation opens its definition and
 * examples.
 * @example <WordDetail unit={unit} words={wordsFor(vocab, unit.vocabulary)} status={...} ... />
 */
export function WordDetail(props: WordDetailProps) {
  const { unit, words, textLanguage, dictLanguage, loadExamples } = props;
  // The "+" (mine) button: the client's card creator, when it has one.
  const { addToDeck, loadFontsFor } = useGlossaUi();
  const [open, setOpen] = useState<{ unit: AnalysedUnitDto; senseId: number } | null>(null);
  const [loaded, setLoaded] = useState<ExamplesState | null>(null);
  // The word whose pronunciation could not be played (no recording, no server voice, no browser voice).
  const [silent, setSilent] = useState<string | null>(null);
  // Words whose every sense is shown (after "More senses"), for the selected unit only.
  const [allSenses, setAllSenses] = useState<{ unit: AnalysedUnitDto; ids: number[] } | null>(null);
  // A sense opened for another word is closed: the panel follows the selection.
  const openSense = open && open.unit === unit ? open.senseId : null;
  // The construction opened in the grammar block (by its toggle or a morpheme chip), for this unit only.
  const [grammarOpen, setGrammarOpen] = useState<{ unit: AnalysedUnitDto; id: string | null } | null>(null);
  const openGrammar = grammarOpen && grammarOpen.unit === unit ? grammarOpen.id : null;
  const { covering, byMorph } = grammarOfUnit(props.grammar, unit ? (props.unitIndex ?? null) : null);

  useEffect(() => {
    // A composed sense (negative id) is stored nowhere: it has no examples to load.
    if (openSense === null || openSense < 0) return;
    let live = true;
    loadExamples(openSense).then(
      (examples) => live && setLoaded({ senseId: openSense, examples }),
      (error: unknown) => {
        // Example loading failures are only logged.
        console.warn('Examples could not be loaded:', error);
        if (live) setLoaded({ senseId: openSense, examples: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [openSense, loadExamples]);

  // Glosses in the dictionary language may need a web font of their own (Japanese on a machine without one).
  const glossLang = shortCode(dictLanguage);
  useEffect(() => loadFontsFor?.('', glossLang), [loadFontsFor, glossLang]);
  // The word's and its glosses' text is shaped again once its web font files are in (Chromium drew empty boxes
  // for text shaped before): one style for the header and morphemes, one for the translations.
  const wordText = unit
    ? [unit.vocabulary ?? unit.word, unit.surface, ...unit.morphs.map((m) => m.lex)].join('')
    : '';
  const glossText = [...words, ...(props.phrase?.words ?? [])]
    .flatMap((word) => [
      word.written,
      ...word.senses.map((sense) => {
        const shown = gloss(sense, dictLanguage, textLanguage);
        return shown.translation + shown.definition;
      }),
    ])
    .join('');
  const wordFont = useGlyphsStyle(wordText, shortCode(textLanguage));
  const glossFont = useGlyphsStyle(glossText, glossLang);

  if (!unit) {
    return (
      <section className={`word-detail is-empty ${props.className ?? ''}`} aria-label="Word details">
        {props.placeholder ?? <p className="muted">Select a word to see its details.</p>}
      </section>
    );
  }

  const headword = unit.vocabulary ?? unit.word;
  const lang = shortCode(textLanguage);
  const senseCount = words.reduce((total, word) => total + word.senses.length, 0);
  // A word shown by its parts alone (no safe composed gloss) is explained by them, not "no senses".
  const partsOnly = words.some((word) => word.composedOf && word.senses.length === 0);
  const firstWord = words[0];
  const examples =
    openSense !== null && openSense < 0
      ? []
      : loaded && loaded.senseId === openSense
        ? loaded.examples
        : null;
  let number = 0;

  return (
    <section className={`word-detail ${props.className ?? ''}`} aria-label="Word details">
      <header className="wd-header" style={wordFont}>
        <div className="wd-title">
          <h2 className="wd-headword" lang={lang}>
            {headword}
          </h2>
          <AudioButton
            text={headword}
            textLanguage={textLanguage}
            audioId={firstWord?.audio_id}
            onPlayed={(played) => setSilent(played ? null : headword)}
          />
          {addToDeck && (
            <button
              type="button"
              className="icon-button wd-mine"
              aria-label={`Add ${headword} to a deck`}
              title="Add to a deck"
              onClick={() =>
                addToDeck({
                  written: headword,
                  textLanguage,
                  dictLanguage,
                  words,
                  loadExamples,
                  ...(openSense !== null && openSense > 0 ? { senseId: openSense } : {}),
                })
              }
            >
              <PlusIcon />
            </button>
          )}
        </div>
        {silent === headword && (
          <p className="wd-note" role="status">
            No pronunciation available: no recording, and no {languageName(textLanguage)} voice on this
            device.
          </p>
        )}
        <p className="wd-meta">
          {words.length === 1 && firstWord && <span className="badge">{firstWord.category}</span>}
          {unit.surface !== headword && (
            <span>
              in the text: <strong lang={lang}>{unit.surface}</strong>
            </span>
          )}
          {firstWord?.pronunciation && <span lang={lang}>[{firstWord.pronunciation}]</span>}
        </p>
      </header>

      {unit.morphs.length > 0 && (
        <div className="wd-block" style={wordFont}>
          <h3>Morphemes</h3>
          <ul className="morph-list">
            {unit.morphs.map((morph, i) => {
              const chip = (
                <>
                  <span className="morph-lex" lang={lang} title={morph.lex}>
                    {displayMorph(morph)}
                  </span>
                  <span className="morph-tag" title={morph.tag}>
                    {tagLabel(morph.tag)}
                  </span>
                </>
              );
              const construction = byMorph[i];
              const display = covering.find((c) => c.id === construction)?.display;
              return construction ? (
                <li key={i} className="morph is-grammar">
                  <button
                    type="button"
                    className="morph-grammar"
                    title={`Grammar: ${display ?? construction}`}
                    onClick={() => setGrammarOpen({ unit, id: construction })}
                  >
                    {chip}
                  </button>
                </li>
              ) : (
                <li key={i} className="morph">
                  {chip}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <GrammarBlock
        constructions={covering}
        textLanguage={textLanguage}
        dictLanguage={dictLanguage}
        opened={openGrammar}
        onOpen={(id) => setGrammarOpen({ unit, id })}
      />

      <StatusBar written={statusWordOf(unit) ?? ''} status={props.status} onChange={props.onStatusChange} />

      {props.phrase && (
        <PhraseBlock
          style={glossFont}
          phrase={props.phrase}
          lang={lang}
          dictLanguage={dictLanguage}
          textLanguage={textLanguage}
        />
      )}

      <div className="wd-block" style={glossFont}>
        <h3>Translations</h3>
        {words.length === 0 ? (
          <p className="wd-message">{notFoundText(headword)}</p>
        ) : senseCount === 0 && !partsOnly ? (
          <p className="wd-message">{NO_SENSES_TEXT}</p>
        ) : (
          words.map((word) => {
            // Only the senses the dictionary language explains: another language never stands in.
            const translated = word.senses
              .map((sense) => ({ sense, gloss: gloss(sense, dictLanguage, textLanguage) }))
              .filter((item) => !item.gloss.missing);
            const showAll =
              allSenses?.unit === unit && allSenses.ids.includes(word.id)
                ? true
                : translated.length <= VISIBLE_SENSES + 1;
            const shown = showAll ? translated : translated.slice(0, VISIBLE_SENSES);
            return (
              <div key={word.id} className="wd-word">
                {words.length > 1 && (
                  <p className="wd-category">
                    <span lang={lang}>{word.written}</span> <span className="badge">{word.category}</span>
                  </p>
                )}
                {word.composedOf && (
                  <ComposedNote parts={word.composedOf} lang={lang} translated={word.senses.length > 0} />
                )}
                {translated.length === 0 && !(word.composedOf && word.senses.length === 0) && (
                  <p className="wd-message">{noTranslationText(word.written, dictLanguage)}</p>
                )}
                <ol className="sense-list">
                  {shown.map(({ sense, gloss: { translation, definition } }) => {
                    number += 1;
                    const expanded = openSense === sense.id;
                    return (
                      <li key={sense.id} className={`sense${expanded ? ' is-open' : ''}`}>
                        <button
                          type="button"
                          className="sense-toggle"
                          aria-expanded={expanded}
                          onClick={() => setOpen(expanded ? null : { unit, senseId: sense.id })}
                        >
                          <span className="sense-number">{number}</span>
                          <span className="sense-translation" lang={glossLang}>
                            {translation || definition}
                          </span>
                          <ChevronIcon className="sense-chevron" width="18" height="18" />
                        </button>
                        {expanded && (
                          <div className="sense-body">
                            {definition && translation && (
                              <p className="sense-definition" lang={glossLang}>
                                {definition}
                              </p>
                            )}
                            {examples === null ? (
                              <p className="muted" role="status">
                                Loading examples…
                              </p>
                            ) : (
                              <ExampleGroups
                                examples={examples}
                                lang={lang}
                                translationLang={glossLang}
                                showEmpty={props.showEmptyExampleGroups}
                              />
                            )}
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ol>
                {!showAll && (
                  <button
                    type="button"
                    className="wd-more"
                    onClick={() =>
                      setAllSenses({
                        unit,
                        ids: [...(allSenses?.unit === unit ? allSenses.ids : []), word.id],
                      })
                    }
                  >
                    More senses ({translated.length - VISIBLE_SENSES})
                  </button>
                )}
              </div>
            );
          })
        )}
      </div>
    </section>
  );
}

/** "Part of: look for": the phrase's first senses and its own status bar. */
function PhraseBlock(props: {
  phrase: PhraseDetail;
  lang: string;
  dictLanguage: Locale;
  textLanguage: TextLanguage;
  /** The glosses' font once their web font files are in (useGlyphsStyle). */
  style?: CSSProperties | undefined;
}) {
  const { phrase, lang, dictLanguage, textLanguage } = props;
  // The same phrase may come from several dictionaries: a sense they share is shown once.
  const seen = new Set<string>();
  const senses = phrase.words
    .flatMap((word) => word.senses)
    .filter((sense) => {
      const { translation, definition, missing } = gloss(sense, dictLanguage, textLanguage);
      if (missing) return false;
      const key = `${translation}\u0000${definition}`.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, VISIBLE_SENSES);
  return (
    <div className="wd-block wd-phrase" style={props.style}>
      <h3>
        Part of: <span lang={lang}>{phrase.vocabulary}</span>
      </h3>
      {senses.length === 0 ? (
        <p className="wd-message">{noTranslationText(phrase.vocabulary, dictLanguage)}</p>
      ) : (
        <ol className="wd-phrase-senses">
          {senses.map((sense) => {
            const { translation, definition } = gloss(sense, dictLanguage, textLanguage);
            return <li key={sense.id}>{translation || definition}</li>;
          })}
        </ol>
      )}
      <StatusBar written={phrase.vocabulary} status={phrase.status} onChange={phrase.onStatusChange} />
    </div>
  );
}
