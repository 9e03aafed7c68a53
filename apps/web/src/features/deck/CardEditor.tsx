import {
  EXAMPLE_CATEGORY_VALUES,
  type CardSense,
  type Deck,
  type DictionaryWord,
  type Example,
  type Locale,
  type TextLanguage,
} from '@glossa/contract';
import { errorText } from '@glossa/client';
import { CloseIcon, NO_SENSES_TEXT, gloss, notFoundText } from '@glossa/ui';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { ensureKoreanFont } from '../../lib/fonts.ts';
import { toCardSenses, withLoadedExamples, type EditorExample, type EditorSense } from './deck.model.ts';
import { DeckSelector } from './DeckSelector.tsx';
import './deck.css';

export interface CardEditorProps {
  written: string;
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  /** The word's dictionary entries (null while they load). */
  words: readonly DictionaryWord[] | null;
  loadExamples(senseId: number): Promise<Example[]>;
  /** The card's senses when editing; empty for a new card. */
  initial: EditorSense[];
  /**
   * A new card's sense chosen at start: the dictionary sense with this id (the one the learner was reading),
   * or the first one when null or not among the word's senses; undefined: none (the editor of a saved card).
   */
  preselect?: number | null;
  decks: readonly Deck[];
  /** The deck the card goes to (or is in); null: none chosen yet. */
  deckId: number | null;
  saveLabel: string;
  onSave(deckId: number | null, senses: CardSense[]): Promise<void>;
  onClose(): void;
}

const CATEGORY_NAMES: Record<Example['category'], string> = {
  fragment: 'Fragment',
  sentence: 'Sentence',
  conversation: 'Conversation',
};

export const NO_EXAMPLES_TEXT = 'No examples yet. Click "Add Example" to get started.';
export const NO_DECK_TEXT = 'No deck selected.';

/**
 * The card creator and editor: the word's dictionary senses toggled on or off, a
 * custom sense added or removed, each sense's examples loaded and merged without duplicates, chosen one by
 * one, own examples added or removed; the deck chosen in the footer; Save needs a sense (and a deck).
 * @example <CardEditor written="학교" words={words} initial={[]} saveLabel="Add Card" ... />
 */
export function CardEditor(props: CardEditorProps) {
  const { written, textLanguage, dictLanguage, words, loadExamples } = props;
  const [senses, setSenses] = useState<EditorSense[]>(props.initial);
  const [deckId, setDeckId] = useState<number | null>(props.deckId);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const customCount = useRef(props.initial.filter((s) => s.sense_id === undefined).length);
  const loading = useRef(new Set<number>());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // The word and its examples in the text's script (fields are not repainted when a font arrives late).
  useEffect(() => {
    const texts = senses.flatMap((s) => s.examples.map((e) => e.example));
    ensureKoreanFont([written, ...texts].join('\n'), textLanguage);
  }, [written, textLanguage, senses]);

  const deck = props.decks.find((d) => d.id === deckId) ?? null;
  const dictionarySenses = (words ?? []).flatMap((word) =>
    word.senses.map((sense) => ({ sense, word, gloss: gloss(sense, dictLanguage, textLanguage) })),
  );

  /** Loads a dictionary sense's examples once and merges them in (duplicates on text and category skipped). */
  const fetchExamples = (senseId: number) => {
    if (loading.current.has(senseId)) return;
    loading.current.add(senseId);
    loadExamples(senseId).then(
      (examples) => {
        if (!live.current) return;
        setSenses((list) => list.map((s) => (s.sense_id === senseId ? withLoadedExamples(s, examples) : s)));
      },
      // Example loading failures are only logged.
      (caught: unknown) => {
        loading.current.delete(senseId);
        console.warn('Examples could not be loaded:', caught);
      },
    );
  };

  const toggleDictionarySense = (senseId: number, translation: string, definition: string) => {
    if (senses.some((s) => s.sense_id === senseId)) {
      // Turned on again later, it starts afresh (its examples loaded again).
      loading.current.delete(senseId);
      setSenses(senses.filter((s) => s.sense_id !== senseId));
      return;
    }
    setSenses([...senses, { key: `d${senseId}`, sense_id: senseId, translation, definition, examples: [] }]);
    fetchExamples(senseId);
  };

  // A new card starts with the sense the learner was reading (or the first) chosen, its examples loading.
  const preselected = useRef(false);
  const preselectId = props.preselect;
  useEffect(() => {
    if (preselected.current || preselectId === undefined || words === null) return;
    preselected.current = true;
    if (props.initial.length > 0 || dictionarySenses.length === 0) return;
    const chosen = dictionarySenses.find(({ sense }) => sense.id === preselectId) ?? dictionarySenses[0]!;
    toggleDictionarySense(chosen.sense.id, chosen.gloss.translation, chosen.gloss.definition);
  });

  const update = (key: string, change: (sense: EditorSense) => EditorSense) =>
    setSenses((list) => list.map((s) => (s.key === key ? change(s) : s)));
  const updateExample = (key: string, index: number, change: Partial<EditorExample>) =>
    update(key, (s) => ({
      ...s,
      examples: s.examples.map((e, i) => (i === index ? { ...e, ...change } : e)),
    }));

  const needsDeck = deckId === null;
  const canSave = senses.length > 0 && !needsDeck && !busy;
  const save = async () => {
    if (!canSave) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSave(deckId, toCardSenses(senses));
      props.onClose();
    } catch (caught) {
      setError(errorText(caught, 'The card could not be saved.'));
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        title={written}
        onClose={props.onClose}
        className="card-editor"
        footer={
          <div className="card-editor-footer">
            <div className="card-editor-deck">
              <span>Deck: </span>
              <button type="button" className="button small" onClick={() => setChoosing(true)}>
                {deck?.name ?? 'None'}
              </button>
              {needsDeck && <span className="deck-error">{NO_DECK_TEXT}</span>}
            </div>
            <div className="card-editor-actions">
              <button type="button" className="button" onClick={props.onClose}>
                Cancel
              </button>
              <button
                type="button"
                className="button primary"
                disabled={!canSave}
                onClick={() => void save()}
              >
                {props.saveLabel}
              </button>
            </div>
          </div>
        }
      >
        <section className="card-editor-section" aria-label="Dictionary senses">
          <h3>Dictionary senses</h3>
          {words === null ? (
            <p className="muted" role="status">
              Loading senses…
            </p>
          ) : words.length === 0 ? (
            <p className="muted">{notFoundText(written)}</p>
          ) : dictionarySenses.length === 0 ? (
            <p className="muted">{NO_SENSES_TEXT}</p>
          ) : (
            <ul className="sense-toggles">
              {dictionarySenses.map(({ sense, word, gloss: g }) => {
                const on = senses.some((s) => s.sense_id === sense.id);
                return (
                  <li key={sense.id}>
                    <button
                      type="button"
                      className="sense-toggle-button"
                      aria-pressed={on}
                      onClick={() => toggleDictionarySense(sense.id, g.translation, g.definition)}
                    >
                      <span className="sense-check" aria-hidden="true">
                        {on ? '✓' : '+'}
                      </span>
                      <span>
                        <span className="sense-toggle-translation">{g.translation || g.definition}</span>
                        {words.length > 1 && <span className="badge">{word.category}</span>}
                        {g.translation && g.definition && (
                          <span className="sense-toggle-definition muted">{g.definition}</span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section className="card-editor-section" aria-label="Card senses">
          <h3>On the card</h3>
          {senses.length === 0 && (
            <p className="muted">Choose a sense above or add your own: a card needs at least one sense.</p>
          )}
          {senses.map((sense, index) => (
            <SenseEditor
              key={sense.key}
              number={index + 1}
              sense={sense}
              lang={textLanguage.slice(0, 2)}
              onChange={(change) => update(sense.key, (s) => ({ ...s, ...change }))}
              onRemove={() => setSenses((list) => list.filter((s) => s.key !== sense.key))}
              onLoadExamples={sense.sense_id !== undefined ? () => fetchExamples(sense.sense_id!) : undefined}
              onExample={(i, change) => updateExample(sense.key, i, change)}
              onAddExample={() =>
                update(sense.key, (s) => ({
                  ...s,
                  examples: [...s.examples, { example: '', category: 'sentence', selected: true, own: true }],
                }))
              }
              onRemoveExample={(i) =>
                update(sense.key, (s) => ({ ...s, examples: s.examples.filter((_, j) => j !== i) }))
              }
            />
          ))}
          <button
            type="button"
            className="button small"
            onClick={() => {
              customCount.current += 1;
              setSenses([
                ...senses,
                { key: `c${customCount.current}`, translation: '', definition: '', examples: [] },
              ]);
            }}
          >
            Add Custom Sense
          </button>
        </section>
        {error && (
          <p className="deck-error" role="alert">
            {error}
          </p>
        )}
      </Modal>
      {choosing && (
        <DeckSelector
          decks={props.decks}
          selectedId={deckId}
          onSelect={setDeckId}
          onClose={() => setChoosing(false)}
        />
      )}
    </>
  );
}

function SenseEditor(props: {
  number: number;
  sense: EditorSense;
  lang: string;
  onChange(change: Partial<EditorSense>): void;
  onRemove(): void;
  onLoadExamples?: () => void;
  onExample(index: number, change: Partial<EditorExample>): void;
  onAddExample(): void;
  onRemoveExample(index: number): void;
}) {
  const { sense, number } = props;
  return (
    <fieldset className="sense-editor">
      <legend>
        Sense {number}
        {sense.sense_id === undefined && <span className="badge">custom</span>}
      </legend>
      <button
        type="button"
        className="icon-button sense-remove"
        aria-label={`Remove sense ${number}`}
        onClick={props.onRemove}
      >
        <CloseIcon width="18" height="18" />
      </button>
      <label className="field">
        Translation
        <input value={sense.translation} onChange={(e) => props.onChange({ translation: e.target.value })} />
      </label>
      <label className="field">
        Definition
        <textarea
          rows={2}
          value={sense.definition}
          onChange={(e) => props.onChange({ definition: e.target.value })}
        />
      </label>
      <div className="sense-examples">
        <h4>Examples</h4>
        {sense.examples.length === 0 ? (
          <p className="muted">{NO_EXAMPLES_TEXT}</p>
        ) : (
          <ul className="example-choices">
            {sense.examples.map((example, i) =>
              example.own ? (
                <li key={`own${i}`} className="own-example">
                  <textarea
                    rows={example.category === 'conversation' ? 3 : 1}
                    aria-label={`Example ${i + 1} of sense ${number}`}
                    lang={props.lang}
                    value={example.example}
                    placeholder={
                      example.category === 'conversation' ? 'One line per speaker' : 'Your example'
                    }
                    onChange={(e) => props.onExample(i, { example: e.target.value })}
                  />
                  <select
                    aria-label={`Kind of example ${i + 1}`}
                    value={example.category}
                    onChange={(e) => props.onExample(i, { category: e.target.value as Example['category'] })}
                  >
                    {EXAMPLE_CATEGORY_VALUES.map((category) => (
                      <option key={category} value={category}>
                        {CATEGORY_NAMES[category]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Remove example ${i + 1}`}
                    onClick={() => props.onRemoveExample(i)}
                  >
                    <CloseIcon width="16" height="16" />
                  </button>
                </li>
              ) : (
                <li key={`${example.category}:${example.example}`}>
                  <label className="example-choice">
                    <input
                      type="checkbox"
                      checked={example.selected}
                      onChange={(e) => props.onExample(i, { selected: e.target.checked })}
                    />
                    <span lang={props.lang} className="example-text">
                      {example.example}
                    </span>
                    <span className="badge">{CATEGORY_NAMES[example.category]}</span>
                  </label>
                </li>
              ),
            )}
          </ul>
        )}
        <div className="sense-example-actions">
          <button type="button" className="button small" onClick={props.onAddExample}>
            Add Example
          </button>
          {props.onLoadExamples && (
            <button type="button" className="button small ghost" onClick={props.onLoadExamples}>
              Load Examples
            </button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
