import type { AnalysedUnit, HeadwordLexicon } from '../types.ts';
import type { Affix, Meanings, Templates } from './types.ts';

/**
 * Latin-script bases: three letters at least ("ad" is no base of "read").
 * @example latinBases('happy', 'ad') // ['happy']
 */
export function latinBases(...bases: string[]): string[] {
  return bases.filter((base) => base.length >= 3 && /^[\p{L}'-]+$/u.test(base));
}

/**
 * The word without `end`, followed by each replacement; none when the word does not end so.
 * @example stripEnd('happiness', 'iness', 'y') // ['happy']
 */
export function stripEnd(word: string, end: string, ...replacements: string[]): string[] {
  if (!word.endsWith(end) || word.length <= end.length) return [];
  const stem = word.slice(0, -end.length);
  return replacements.map((replacement) => stem + replacement);
}

/**
 * A prefix written one of several ways (ré-, re-; in-, im-, il-, ir-), with or without a hyphen after it.
 * @example latinPrefix(['re'], 're-', {}, {}).bases('re-install') // ['install']
 */
export function latinPrefix(
  prefixes: readonly string[],
  label: string,
  meaning: Meanings,
  compose: Templates,
): Affix {
  return {
    kind: 'prefix',
    label,
    meaning,
    compose,
    bases: (word) =>
      latinBases(
        ...prefixes.flatMap((prefix) => {
          if (!word.startsWith(prefix)) return [];
          const rest = word.slice(prefix.length);
          return rest.startsWith('-') ? [rest.slice(1)] : [rest];
        }),
      ),
  };
}

/** English and French fold case: "Unhappiness" is looked for as "unhappiness". */
export const foldCase = (word: string): string => word.toLowerCase();

/**
 * The unit's own word, lower-cased, unless the lexicon knows it as written: English and French analysers
 * leave a derived word they cannot resolve without a headword, its word being the form in the text.
 * @example latinCandidate({ surface: 'Unhappiness', word: 'Unhappiness', morphs: [] }, lexicon) // 'unhappiness'
 */
export function latinCandidate(unit: AnalysedUnit, lexicon: HeadwordLexicon): string | undefined {
  return lexicon.has(unit.word) ? undefined : unit.word.toLowerCase();
}
