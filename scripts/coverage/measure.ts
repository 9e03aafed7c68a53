import type { AnalysedUnit } from '@glossa/analysis';
import { COMPOSED_SOURCE, type DictionaryLocale, type DictionaryWord } from '@glossa/contract';

/**
 * How much of a text the dictionaries cover: the share of the word units a learner would look up whose
 * headword has a sense translated into the learner's dictionary language. Pure counting; the CLI
 * (coverage.ts) installs the dictionaries and analyses the texts.
 */

/**
 * Left out: names, numbers, foreign-script words, interjections, emoticons, symbols and punctuation (Korean
 * Sejong tags and the universal tags of the English and French analysers).
 */
const LEFT_OUT = new Set([
  'NNP',
  'SN',
  'SL',
  'SH',
  'IC',
  'SF',
  'SP',
  'SS',
  'SE',
  'SO',
  'SW',
  'SWK',
  'W_EMOJI',
  'W_URL',
  'W_EMAIL',
  'W_HASHTAG',
  'W_MENTION',
  'PROPN',
  'NUM',
  'INTJ',
  'PUNCT',
  'SYM',
  'X',
]);

/** Tags of words that mean something by themselves: such a unit counts (as missing) even with no headword. */
const CONTENT = new Set([
  'NNG',
  'NNB',
  'NNBC',
  'NP',
  'NR',
  'VV',
  'VA',
  'VX',
  'MAG',
  'MAJ',
  'MM',
  'XR',
  'NOUN',
  'VERB',
  'ADJ',
  'ADV',
]);

/**
 * Whether a learner would look this unit up: not a name, number, foreign word, interjection or symbol (by
 * its first morpheme's tag), and either given a headword or a content word the analyser could not resolve.
 * @example countsForCoverage({ surface: '학교에', word: '학교', vocabulary: '학교', morphs: [{ lex: '학교', tag: 'NNG' }] }) // true
 */
export function countsForCoverage(unit: Pick<AnalysedUnit, 'vocabulary' | 'morphs' | 'surface'>): boolean {
  const tag = unit.morphs[0]?.tag ?? '';
  if (LEFT_OUT.has(tag)) return false;
  // Digits, Latin letters in Korean text and emoticons the tagger left untagged.
  if (!/\p{L}/u.test(unit.surface)) return false;
  return unit.vocabulary !== undefined || CONTENT.has(tag);
}

/** How a headword is covered in one dictionary language. */
export type Coverage = 'dictionary' | 'composed' | 'missing';

/**
 * Whether the words of a headword give a translation in `lang`: from a dictionary entry, only from a gloss
 * Glossa composed from its parts' entries, or not at all (English-only WordNet senses are no French
 * translation).
 * @example coverageOf([word], 'fr_FR') // 'dictionary'
 */
export function coverageOf(words: readonly DictionaryWord[], lang: DictionaryLocale): Coverage {
  const translated = words.filter((word) =>
    word.senses.some((sense) => (sense.variants?.[lang]?.translation.trim() ?? '') !== ''),
  );
  if (translated.some((word) => word.source !== COMPOSED_SOURCE)) return 'dictionary';
  return translated.length > 0 ? 'composed' : 'missing';
}

/** The coverage of one text in one dictionary language. */
export interface CoverageRow {
  units: number;
  covered: number;
  composed: number;
  /** Missing headwords (or surfaces when there is no headword) with their number of units, most frequent first. */
  missing: Array<[string, number]>;
}

/**
 * Counts the covered units of a text, given each counted unit's headword and the coverage of each headword.
 * @example tally([{ vocabulary: '학교', ... }], new Map([['학교', 'dictionary']]))
 */
export function tally(
  units: ReadonlyArray<Pick<AnalysedUnit, 'vocabulary' | 'word'>>,
  coverage: ReadonlyMap<string, Coverage>,
): CoverageRow {
  let covered = 0;
  let composed = 0;
  const missing = new Map<string, number>();
  for (const unit of units) {
    const state = unit.vocabulary === undefined ? 'missing' : (coverage.get(unit.vocabulary) ?? 'missing');
    if (state === 'missing') {
      const key = unit.vocabulary ?? unit.word;
      missing.set(key, (missing.get(key) ?? 0) + 1);
    } else {
      covered += 1;
      if (state === 'composed') composed += 1;
    }
  }
  return {
    units: units.length,
    covered,
    composed,
    missing: [...missing].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  };
}
