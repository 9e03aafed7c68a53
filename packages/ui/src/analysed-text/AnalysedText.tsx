import type { AnalysedUnitDto, GrammarSpanDto, PhraseSpanDto, WordStatus } from '@glossa/contract';
import {
  Fragment,
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useGlossaUi } from '../provider.tsx';
import {
  STATUS_KEYS,
  colourClass,
  familiarity,
  wordLabel,
  type AnnotationStyle,
  type ColouringOptions,
  type Familiarity,
} from './colouring.ts';
import { groupPhrases, matchUnits, textLines, type Segment } from './segments.ts';
import './analysed-text.css';

/** Detail of the `word-selected` DOM event: the unit, or null when the selection was cleared. */
export type WordSelectedDetail = AnalysedUnitDto | null;

export interface AnalysedTextProps {
  /** The text the units were analysed from (it is trimmed before matching). */
  text: string;
  units: readonly AnalysedUnitDto[];
  /** Phrases over the units, underlined as a whole (their words stay clickable one by one). */
  phrases?: readonly PhraseSpanDto[];
  /** Grammar constructions over the units; their words are underlined when `showGrammar` is on. */
  grammar?: readonly GrammarSpanDto[];
  showGrammar?: boolean;
  /** Status of a vocabulary reference; a new function recolours every word (e.g. after a status change). */
  statusOf(vocabularyRef: string): WordStatus;
  annotationStyle: AnnotationStyle;
  coloring: ColouringOptions;
  /** Index in `units` of the selected word, or null. */
  selected: number | null;
  /** Called on selection and on deselection (second click on the same word, Escape). */
  onWordSelected(unit: AnalysedUnitDto | null, index: number | null): void;
  /** Keys 1-4 on the selected word: Ignore, Seen, Learned, Unknown. */
  onStatusKey?(unit: AnalysedUnitDto, status: WordStatus): void;
  /** Accessible name of the whole text. */
  label: string;
  /** Language of the text, for fonts, line breaking and screen readers (`ko`, `en`, `fr`). */
  lang?: string;
  className?: string;
}

interface WordProps {
  index: number;
  text: string;
  kind: Familiarity;
  colour: Familiarity | null;
  selected: boolean;
  tabbable: boolean;
  /** The display forms of the constructions covering the word, when they are shown. */
  grammar: string | undefined;
}

/** One clickable word; memoised so that a selection change re-renders two words, not the whole text. */
const Word = memo(function Word({ index, text, kind, colour, selected, tabbable, grammar }: WordProps) {
  return (
    <span
      role="button"
      tabIndex={tabbable ? 0 : -1}
      className={`word${colour ? ` is-${colour}` : ''}${selected ? ' is-selected' : ''}${grammar ? ' has-grammar' : ''}`}
      title={grammar ? `Grammar: ${grammar}` : undefined}
      data-unit={index}
      data-familiarity={kind}
      aria-pressed={selected}
      aria-label={wordLabel(text, kind)}
    >
      <Lines text={text} />
    </span>
  );
});

function Lines({ text }: { text: string }) {
  const lines = textLines(text);
  if (lines.length === 1) return text;
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function unitIndexOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>('[data-unit]');
  const value = element?.dataset.unit;
  return value === undefined ? null : Number(value);
}

/**
 * The analysed text view shared by Analyze, Home's demo, the Reader and the Daily screen: the original text
 * with each unit as a clickable, keyboard-reachable word coloured by familiarity. Also dispatches a bubbling
 * `word-selected` DOM event whose detail is the unit or null.
 * @example <AnalysedText text={text} units={units} statusOf={statusOf} selected={sel} onWordSelected={pick} ... />
 */
export function AnalysedText(props: AnalysedTextProps) {
  const { text, units, statusOf, coloring, selected, onWordSelected, onStatusKey } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const segments = useMemo(() => matchUnits(text, units), [text, units]);
  const { loadFontsFor } = useGlossaUi();
  useEffect(() => loadFontsFor?.(text, props.lang), [loadFontsFor, text, props.lang]);
  const phrases = props.phrases;
  const { grammar, showGrammar } = props;
  // Each unit's covering constructions, named in its title when the underline is on.
  const grammarOf = useMemo(() => {
    const names: (string | undefined)[] = [];
    if (!showGrammar || !grammar) return names;
    for (const span of grammar) {
      for (let u = span.first; u <= span.last; u++) {
        if (!span.morphs.some((m) => m.unit === u)) continue;
        names[u] = names[u] ? `${names[u]}, ${span.display}` : span.display;
      }
    }
    return names;
  }, [grammar, showGrammar]);
  const groups = useMemo(() => groupPhrases(segments, phrases ?? []), [segments, phrases]);
  const order = useMemo(
    () => segments.flatMap((segment) => (segment.kind === 'unit' ? [segment.index] : [])),
    [segments],
  );
  const [focusState, setFocusState] = useState<{ units: readonly AnalysedUnitDto[]; index: number } | null>(
    null,
  );
  // The roving tab stop: the focused word, else the selected one, else the first (reset when units change).
  const focused = focusState?.units === units ? focusState.index : null;
  const tabStop = focused ?? selected ?? order[0] ?? null;
  const { coloringEnabled, onlyUnknownColoring } = coloring;

  const kinds = useMemo(
    () =>
      units.map((unit) => {
        const status = unit.vocabulary ? statusOf(unit.vocabulary) : 'unknown';
        const kind = familiarity(unit.vocabulary, status);
        return {
          kind,
          colour: colourClass(unit.vocabulary, status, { coloringEnabled, onlyUnknownColoring }),
        };
      }),
    [units, statusOf, coloringEnabled, onlyUnknownColoring],
  );

  function select(index: number | null) {
    const next = index === null || index === selected ? null : index;
    const unit = next === null ? null : (units[next] ?? null);
    onWordSelected(unit, unit ? next : null);
    rootRef.current?.dispatchEvent(
      new CustomEvent<WordSelectedDetail>('word-selected', { detail: unit, bubbles: true }),
    );
  }

  function focusWord(index: number) {
    setFocusState({ units, index });
    rootRef.current?.querySelector<HTMLElement>(`[data-unit="${index}"]`)?.focus();
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const index = unitIndexOf(event.target);
    if (index === null) return;
    setFocusState({ units, index });
    select(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = unitIndexOf(event.target);
    const position = current === null ? -1 : order.indexOf(current);
    let move: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        move = order[Math.min(position + 1, order.length - 1)] ?? null;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move = order[Math.max(position - 1, 0)] ?? null;
        break;
      case 'Home':
        move = order[0] ?? null;
        break;
      case 'End':
        move = order[order.length - 1] ?? null;
        break;
      case 'Enter':
      case ' ':
        if (current === null) return;
        event.preventDefault();
        select(current);
        return;
      case 'Escape':
        if (selected === null) return;
        select(null);
        return;
      default: {
        const status = STATUS_KEYS[event.key];
        const unit = selected === null ? undefined : units[selected];
        if (!status || !unit || !onStatusKey || event.ctrlKey || event.metaKey || event.altKey) return;
        event.preventDefault();
        onStatusKey(unit, status);
        return;
      }
    }
    event.preventDefault();
    if (move !== null) focusWord(move);
  }

  function renderSegment(segment: Segment, key: number | string) {
    return segment.kind === 'text' ? (
      <Lines key={`t${key}`} text={segment.text} />
    ) : (
      <Word
        key={`u${segment.index}`}
        index={segment.index}
        text={segment.text}
        kind={kinds[segment.index]?.kind ?? 'undefined'}
        colour={kinds[segment.index]?.colour ?? null}
        selected={segment.index === selected}
        tabbable={segment.index === tabStop}
        grammar={grammarOf[segment.index]}
      />
    );
  }

  return (
    <div
      ref={rootRef}
      className={`analysed-text style-${props.annotationStyle}${showGrammar ? ' show-grammar' : ''} ${props.className ?? ''}`}
      role="group"
      aria-label={props.label}
      // Focusable by script (after Analyze), not a tab stop: the words are.
      tabIndex={-1}
      lang={props.lang}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {groups.map((group, g) =>
        group.kind === 'single' ? (
          renderSegment(group.segment, g)
        ) : (
          <span
            key={`p${g}`}
            className="phrase"
            title={`Phrase: ${phrases?.[group.phrase]?.vocabulary ?? ''}`}
          >
            {group.segments.map((segment, i) => renderSegment(segment, `${g}.${i}`))}
          </span>
        ),
      )}
    </div>
  );
}
