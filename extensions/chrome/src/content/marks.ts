import type {
  AnalysedUnitDto,
  DictionaryWord,
  GrammarFoundDto,
  Locale,
  PhraseSpanDto,
  TextLanguage,
  WordStatus,
} from '@glossa/contract';
import { colourClass, type ColouringOptions, type Familiarity } from '@glossa/ui';
import { lastAtOrBefore } from './chunks.ts';
import { highlightNames, type HighlightKind, type HighlightNames } from './highlight-styles.ts';

/** What one chunk's analysis said, shared by the marks of its words (the popup reads the senses from it). */
export interface ChunkAnswer {
  /** The chunk's text as sent (its dictionary words are asked with it). */
  text: string;
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  units: readonly AnalysedUnitDto[];
  /**
   * The dictionary words of the chunk's headwords: null until the learner opens one of its words (colouring
   * needs only the units; the words are fetched on the first click and kept here for the chunk's other words).
   */
  vocab: readonly DictionaryWord[] | null;
  phrases: readonly PhraseSpanDto[];
  /** The chunk's grammar constructions, fetched with its words (null until then). */
  grammar?: readonly GrammarFoundDto[] | null;
}

/** An analysed word of the page: where it is (over the page's own text node), and what it is. */
export interface Mark {
  node: Text;
  start: number;
  end: number;
  /** A static range: the page's later DOM changes do not cost anything to keep it up to date. */
  range: StaticRange;
  unit: AnalysedUnitDto;
  index: number;
  answer: ChunkAnswer;
  /** The highlight it is in now (null: not coloured). */
  kind: Familiarity | null;
}

/**
 * The key of a word in the learner's statuses.
 * @example statusKey('en_US', 'house') // 'en_US\u0000house'
 */
export function statusKey(lang: string, written: string): string {
  return `${lang}\u0000${written}`;
}

/**
 * The page's marks in one CSS highlight per colour class, found again by word (to recolour every occurrence
 * at once) and by text node (to find the word under the pointer).
 */
export class PageMarks {
  private readonly byNode = new Map<Text, Mark[]>();
  private readonly byWord = new Map<string, Mark[]>();
  private readonly highlights = new Map<HighlightKind, Highlight>();
  /** This page load's registry names (random: see highlightNames). */
  readonly names: HighlightNames = highlightNames();
  private statuses: ReadonlyMap<string, WordStatus> = new Map();
  private options: ColouringOptions;
  private selectedMark: Mark | null = null;

  constructor(options: ColouringOptions) {
    this.options = options;
    for (const [kind, name] of Object.entries(this.names) as [HighlightKind, string][]) {
      const highlight = new Highlight();
      if (kind === 'selected') highlight.priority = 1;
      this.highlights.set(kind, highlight);
      CSS.highlights.set(name, highlight);
    }
  }

  /** How many words are marked. */
  get size(): number {
    let count = 0;
    for (const marks of this.byNode.values()) count += marks.length;
    return count;
  }

  /** The status of a mark's word: what the learner set, else unknown. */
  statusOf(mark: Pick<Mark, 'unit' | 'answer'>): WordStatus {
    const written = mark.unit.vocabulary;
    return (written && this.statuses.get(statusKey(mark.answer.textLanguage, written))) || 'unknown';
  }

  /** Adds the words of one answer (each in the highlight of its colour class). */
  add(marks: readonly Omit<Mark, 'kind'>[]): void {
    for (const partial of marks) {
      const mark: Mark = { ...partial, kind: null };
      const inNode = this.byNode.get(mark.node);
      if (inNode) {
        inNode.push(mark);
        // Answers may come back out of order: keep each node's marks sorted for the pointer search.
        if (inNode.length > 1 && (inNode.at(-2)?.start ?? 0) > mark.start)
          inNode.sort((a, b) => a.start - b.start);
      } else this.byNode.set(mark.node, [mark]);
      if (mark.unit.vocabulary) {
        const key = statusKey(mark.answer.textLanguage, mark.unit.vocabulary);
        const same = this.byWord.get(key);
        if (same) same.push(mark);
        else this.byWord.set(key, [mark]);
      }
      this.paint(mark);
    }
  }

  /** Replaces the learner's statuses and recolours what changed. */
  setStatuses(statuses: ReadonlyMap<string, WordStatus>): void {
    this.statuses = statuses;
    for (const marks of this.byNode.values()) for (const mark of marks) this.paint(mark);
  }

  /** Sets one word's status here at once: every occurrence on the page changes colour. */
  setStatus(lang: string, written: string, status: WordStatus): void {
    const key = statusKey(lang, written);
    this.statuses = new Map(this.statuses).set(key, status);
    for (const mark of this.byWord.get(key) ?? []) this.paint(mark);
  }

  /** New colouring options (the settings page changed): every mark is painted again. */
  setOptions(options: ColouringOptions): void {
    this.options = options;
    for (const marks of this.byNode.values()) for (const mark of marks) this.paint(mark);
  }

  /** Shows one mark as selected (the popup's word), or none. */
  select(mark: Mark | null): void {
    const selected = this.highlights.get('selected');
    selected?.clear();
    if (mark) selected?.add(mark.range);
    this.selectedMark = mark;
  }

  /** The selected mark, if any. */
  get selected(): Mark | null {
    return this.selectedMark;
  }

  /**
   * The mark at a point of the viewport: the text position under the pointer, then a check that the point is
   * inside the word's boxes (the caret position of a click in a margin is the nearest character).
   */
  markAt(x: number, y: number): Mark | null {
    const position = caretAt(x, y);
    if (!position || position.node.nodeType !== Node.TEXT_NODE) return null;
    const marks = this.byNode.get(position.node as Text);
    if (!marks) return null;
    const candidates = [
      marks[
        lastAtOrBefore(
          marks.map((mark) => mark.start),
          position.offset,
        )
      ],
    ];
    // A click on a word's last half puts the caret after it: the word ending there is a candidate too.
    candidates.push(marks.find((mark) => mark.end === position.offset));
    const range = document.createRange();
    for (const mark of candidates) {
      if (!mark || position.offset > mark.end) continue;
      range.setStart(mark.node, mark.start);
      range.setEnd(mark.node, mark.end);
      for (const box of range.getClientRects())
        if (x >= box.left - 1 && x <= box.right + 1 && y >= box.top - 1 && y <= box.bottom + 1) return mark;
    }
    return null;
  }

  /** Every mark of a word. */
  occurrences(lang: string, written: string): readonly Mark[] {
    return this.byWord.get(statusKey(lang, written)) ?? [];
  }

  /**
   * The distinct words marked, by text language: each headword once per first-morph tag (a word read as a
   * name in one place and a noun in another is both), what the side panel's coverage count needs.
   */
  words(): { textLanguage: TextLanguage; units: { vocabulary: string; tag?: string }[] }[] {
    const byLanguage = new Map<TextLanguage, Map<string, { vocabulary: string; tag?: string }>>();
    for (const marks of this.byWord.values())
      for (const mark of marks) {
        const vocabulary = mark.unit.vocabulary;
        if (!vocabulary) continue;
        const tag = mark.unit.morphs[0]?.tag;
        let units = byLanguage.get(mark.answer.textLanguage);
        if (!units) byLanguage.set(mark.answer.textLanguage, (units = new Map()));
        units.set(
          `${vocabulary}\u0000${tag ?? ''}`,
          tag === undefined ? { vocabulary } : { vocabulary, tag },
        );
      }
    return [...byLanguage].map(([textLanguage, units]) => ({ textLanguage, units: [...units.values()] }));
  }

  /** Whether a text node's words are marked already. */
  has(node: Text): boolean {
    return this.byNode.has(node);
  }

  /** Removes every mark, and the highlights from the page unless they are to be filled again. */
  clear({ keepRegistered = false } = {}): void {
    for (const [kind, highlight] of this.highlights) {
      highlight.clear();
      const name = this.names[kind];
      if (!keepRegistered && CSS.highlights.get(name) === highlight) CSS.highlights.delete(name);
    }
    this.byNode.clear();
    this.byWord.clear();
    this.selectedMark = null;
  }

  private paint(mark: Mark): void {
    const kind = colourClass(mark.unit.vocabulary, this.statusOf(mark), this.options);
    if (kind === mark.kind) return;
    if (mark.kind) this.highlights.get(mark.kind)?.delete(mark.range);
    if (kind) this.highlights.get(kind)?.add(mark.range);
    mark.kind = kind;
  }
}

function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : null;
  }
  const range = document.caretRangeFromPoint(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}
