/**
 * Multi-word headwords shared by the English and French analysers. A run of words the lexicon knows
 * (`look up`, `pomme de terre`) is a phrase: an extra span over its words, which stay the units, each with its
 * own headword, so that the learner can still look up and mark "look" or "terre". Only a run glued by an
 * elision (`jusqu'à`, `s'assied`, `d'accord`) is one written word and becomes one unit. Longest match wins.
 */
import type { AnalysedUnit, Analysis, HeadwordLexicon, PhraseSpan } from './types.ts';

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
 * Finds the runs of units the lexicon knows: a run glued by elisions becomes one unit, any other run a phrase
 * span over its units (indices into the returned units). Units outside runs pass through unchanged.
 * @example findPhrases('gave up', units, createLexicon([{ written: 'give up', category: 'verb' }])).phrases
 *   // [{ first: 0, last: 1, vocabulary: 'give up' }]
 */
export function findPhrases(
  text: string,
  units: readonly PositionedUnit[],
  lexicon: HeadwordLexicon | undefined,
): Analysis {
  if (!lexicon) return { units: units.map((p) => p.unit), phrases: [] };
  const out: AnalysedUnit[] = [];
  const phrases: PhraseSpan[] = [];
  let i = 0;
  while (i < units.length) {
    const first = units[i] as PositionedUnit;
    let best: { length: number; key: string; glued: boolean } | undefined;
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
        best = { length: last - i + 1, key, glued: seps.slice(0, last - i).every((sep) => sep === '') };
        break;
      }
    }
    if (!best) {
      out.push(first.unit);
      i += 1;
      continue;
    }
    const run = units.slice(i, i + best.length);
    if (best.glued) {
      const lastPart = run[run.length - 1] as PositionedUnit;
      out.push({
        surface: text.slice(first.start, lastPart.end),
        word: best.key,
        vocabulary: best.key,
        morphs: run.flatMap((p) => p.unit.morphs),
      });
    } else {
      phrases.push({ first: out.length, last: out.length + run.length - 1, vocabulary: best.key });
      for (const part of run) out.push(part.unit);
    }
    i += best.length;
  }
  return { units: out, phrases };
}
