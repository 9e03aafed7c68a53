import {
  analysedUnitSchema,
  grammarFoundSchema,
  grammarSpans,
  type AnalysedUnitDto,
  type GrammarSpanDto,
} from '@glossa/contract';
import { z } from 'zod';
import { placeUnits, type Chunk } from '@glossa/ui';

/**
 * The analysis of one paragraph of a book: its units placed in the paragraph's own text, and the dictionary
 * words of the request they came from (raw: they are checked only when a word's popup opens, see
 * dictionary-words.ts). Kept per paragraph so that a paragraph analysed once (the one running over a page
 * break, a chapter read again) is not sent to the server again in this session.
 */
export interface ParagraphAnalysis {
  /** `grammar`: the constructions covering the unit, as if it were unit 0 (what its popup shows). */
  units: { unit: AnalysedUnitDto; start: number; end: number; grammar?: GrammarSpanDto[] }[];
  vocab: readonly unknown[];
}

/**
 * What the Reader checks of an analysis answer before marking: the units (small). The dictionary words are
 * most of the answer's bytes and zod took 20-40 ms per 500 characters on them for words nobody may click;
 * each selected word's entries are checked when its popup opens instead.
 */
export const readerAnswerSchema = z.object({
  units: z.array(analysedUnitSchema),
  vocab: z.array(z.unknown()),
  grammar: z.array(grammarFoundSchema).optional(),
});

/** The constructions covering unit `index`, with their morpheme ranges of that unit only, as unit 0. */
function unitGrammar(spans: readonly GrammarSpanDto[], index: number): GrammarSpanDto[] {
  const out: GrammarSpanDto[] = [];
  for (const span of spans) {
    if (span.first > index || span.last < index) continue;
    const morphs = span.morphs.filter((m) => m.unit === index).map((m) => ({ ...m, unit: 0 }));
    out.push({ ...span, first: 0, last: 0, morphs });
  }
  return out;
}
export type ReaderAnswer = z.infer<typeof readerAnswerSchema>;

/**
 * Shares out the units of each request's answer among the paragraphs it covered (`texts` joined with blank
 * lines gave `chunks`); a unit across a paragraph break is left out. `null` for a paragraph whose request
 * failed (it is not cached, and is tried again on the next Analyze).
 * @example byParagraph(['a cat', 'a dog'], [{ start: 0, text: 'a cat\n\na dog' }], [answer])[1]?.units[1] // { start: 2, end: 5, unit: dog }
 */
export function byParagraph(
  texts: readonly string[],
  chunks: readonly Chunk[],
  answers: readonly (ReaderAnswer | null)[],
): (ParagraphAnalysis | null)[] {
  const starts: number[] = [];
  let offset = 0;
  for (const text of texts) {
    starts.push(offset);
    offset += text.length + 2;
  }
  const out: (ParagraphAnalysis | null)[] = texts.map(() => ({ units: [], vocab: [] }));
  const sources = texts.map(() => new Set<readonly unknown[]>());
  chunks.forEach((chunk, i) => {
    const answer = answers[i];
    let p = paragraphAt(starts, chunk.start);
    const end = chunk.start + chunk.text.length;
    if (!answer) {
      for (; p < texts.length && (starts[p] ?? Infinity) < end; p++) out[p] = null;
      return;
    }
    for (const placed of placeUnits(chunk, answer.units)) {
      while (p + 1 < texts.length && (starts[p + 1] ?? Infinity) <= placed.start) p++;
      const start = starts[p] ?? 0;
      const paragraph = out[p];
      if (!paragraph || placed.end > start + (texts[p]?.length ?? 0)) continue;
      const grammar = unitGrammar(grammarSpans(answer.grammar), placed.index);
      paragraph.units.push({
        unit: placed.unit,
        start: placed.start - start,
        end: placed.end - start,
        ...(grammar.length > 0 ? { grammar } : {}),
      });
      sources[p]?.add(answer.vocab);
    }
  });
  // A paragraph's words come from one request, or a few when a long paragraph was split.
  return out.map((paragraph, i) => {
    if (!paragraph) return null;
    const from = [...(sources[i] ?? [])];
    return { units: paragraph.units, vocab: from.length === 1 && from[0] ? from[0] : from.flat() };
  });
}

function paragraphAt(starts: readonly number[], at: number): number {
  // The last paragraph starting at or before `at`.
  let p = 0;
  while (p + 1 < starts.length && (starts[p + 1] ?? Infinity) <= at) p++;
  return p;
}

const MAX_CACHED = 400;

/**
 * The session's analyses by paragraph text and languages (an answer, or the request still on its way, so a
 * page analysed while its next page is being fetched in advance does not ask twice); the least recently used
 * go first past 400 paragraphs.
 * @example const cache = new ParagraphCache<string>(); cache.set('ko_KR', 'en_US', text, 'x'); cache.get('ko_KR', 'en_US', text)
 */
export class ParagraphCache<T> {
  private readonly entries = new Map<string, T>();

  /** What is kept for `text` in these languages, if anything. */
  get(textLanguage: string, dictLanguage: string, text: string): T | undefined {
    const key = `${textLanguage}|${dictLanguage}|${text}`;
    const found = this.entries.get(key);
    if (found !== undefined) {
      // Used again: it becomes the newest.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  /** Keeps `value` for `text`. */
  set(textLanguage: string, dictLanguage: string, text: string, value: T): void {
    this.entries.set(`${textLanguage}|${dictLanguage}|${text}`, value);
    while (this.entries.size > MAX_CACHED) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets `text` (its request failed: the next Analyze tries again). */
  delete(textLanguage: string, dictLanguage: string, text: string, value: T): void {
    const key = `${textLanguage}|${dictLanguage}|${text}`;
    if (this.entries.get(key) === value) this.entries.delete(key);
  }
}
