/**
 * Multi-word headwords shared by the English and French analysers: a run of adjacent word units becomes one
 * unit when the lexicon knows the run (`look up`, `pomme de terre`). Longest match wins.
 */
import type { AnalysedUnit, HeadwordLexicon } from './types.ts';

/** A word unit with its position in the text, before multi-word grouping. */
export interface PositionedUnit {
  unit: AnalysedUnit;
  start: number;
  end: number;
  /** Lower-case surface used as the "form" key of a multi-word lookup. */
  form: string;
  /** Base form used as the "lemma" key (`looked` -> `look`). */
  lemma: string;
}

/** Longest run of tokens tried; dictionaries rarely hold longer idioms and each extra token costs lookups. */
export const MAX_MULTIWORD_TOKENS = 5;

/** Only spaces may separate the parts: a comma or a line break ends a phrase. */
const GAP = /^[ \t\u00a0]+$/;

/** The separator a key uses between two units, or undefined when they cannot be one phrase. */
function separator(text: string, left: PositionedUnit, right: PositionedUnit): string | undefined {
  // An elided word is glued to the next one (`jusqu'à`, `d'accord`): the key has no space there.
  if (right.start === left.end) return /['’]$/.test(left.form) ? '' : undefined;
  return GAP.test(text.slice(left.end, right.start)) ? ' ' : undefined;
}

function joinKey(
  run: readonly PositionedUnit[],
  seps: readonly string[],
  pick: (p: PositionedUnit, i: number) => string,
): string {
  return run.map((p, i) => (i === 0 ? '' : (seps[i - 1] ?? ' ')) + pick(p, i)).join('');
}

/** The lexicon key a run matches: lemmas first (`looked up` -> `look up`), then the written forms. */
function matchKey(
  run: readonly PositionedUnit[],
  seps: readonly string[],
  lexicon: HeadwordLexicon,
): string | undefined {
  const lemmas = joinKey(run, seps, (p) => p.lemma);
  if (lexicon.has(lemmas)) return lemmas;
  const forms = joinKey(run, seps, (p) => p.form);
  if (forms !== lemmas && lexicon.has(forms)) return forms;
  // Inflected head, literal rest (`took part in` -> `take part in`).
  const headLemma = joinKey(run, seps, (p, i) => (i === 0 ? p.lemma : p.form));
  if (headLemma !== lemmas && headLemma !== forms && lexicon.has(headLemma)) return headLemma;
  return undefined;
}

/**
 * Groups runs of units the lexicon knows as one headword; other units pass through unchanged.
 * @example groupMultiwords('give up', units, createLexicon([{ written: 'give up', category: 'verb' }]))
 */
export function groupMultiwords(
  text: string,
  units: readonly PositionedUnit[],
  lexicon: HeadwordLexicon | undefined,
): AnalysedUnit[] {
  if (!lexicon) return units.map((p) => p.unit);
  const out: AnalysedUnit[] = [];
  let i = 0;
  while (i < units.length) {
    const first = units[i] as PositionedUnit;
    let best: { length: number; key: string } | undefined;
    let runEnd = i;
    const seps: string[] = [];
    // Extend the run while the next unit is separated by spaces only (or glued after an elision).
    while (runEnd + 1 < units.length && runEnd - i + 1 < MAX_MULTIWORD_TOKENS) {
      const sep = separator(text, units[runEnd] as PositionedUnit, units[runEnd + 1] as PositionedUnit);
      if (sep === undefined) break;
      seps.push(sep);
      runEnd += 1;
    }
    for (let last = runEnd; last > i; last -= 1) {
      const key = matchKey(units.slice(i, last + 1), seps, lexicon);
      if (key !== undefined) {
        best = { length: last - i + 1, key };
        break;
      }
    }
    if (!best) {
      out.push(first.unit);
      i += 1;
      continue;
    }
    const run = units.slice(i, i + best.length);
    const lastPart = run[run.length - 1] as PositionedUnit;
    out.push({
      surface: text.slice(first.start, lastPart.end),
      word: best.key,
      vocabulary: best.key,
      morphs: run.flatMap((p) => p.unit.morphs),
    });
    i += best.length;
  }
  return out;
}
