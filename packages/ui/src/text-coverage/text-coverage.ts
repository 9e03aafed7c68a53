import { normalizeWritten, type WordStatus } from '@glossa/contract';

/** What the count needs of an analysed unit (the analyser's unit, or the same unit after JSON). */
export interface CoverageUnit {
  vocabulary?: string | null;
  morphs: readonly { tag: string }[];
}

/**
 * How much of a text the learner knows, counted on distinct headwords: each headword once however often it
 * occurs. `total` = known + seen + new; ignored headwords are not in it (they are names or junk the learner
 * dismissed, neither known nor to learn).
 */
export interface TextCoverage {
  /** Headwords marked learned. */
  known: number;
  /** Headwords marked seen: counted, neither known nor new. */
  seen: number;
  /** Headwords with no status yet. */
  new: number;
  total: number;
  /** known / total, rounded down to a whole percent (so 99.6% never reads as 100%); null for no words. */
  percent: number | null;
}

/** First-morph tags of units that are no word to learn: names, numbers, foreign script, punctuation. */
const LEFT_OUT_TAGS = new Set([
  // Names (Sejong proper noun, universal PROPN).
  'NNP',
  'PROPN',
  // Numbers: Sejong digits, universal NUM.
  'SN',
  'NUM',
  // Foreign words: Sejong Latin letters and Hanja, universal "other" (what the analysers give a word of
  // another language).
  'SL',
  'SH',
  'X',
  // Punctuation and symbols (analysers normally leave them out of the units; kept here in case one does not).
  'PUNCT',
  'SYM',
  'SF',
  'SP',
  'SS',
  'SE',
  'SO',
  'SW',
]);

/**
 * Whether a unit counts: it has a headword, and it is not a name, a number, a foreign word or punctuation
 * (judged by its first morph: `서울에서` is a name with a particle, `3개` a number with a counter).
 * @example countsForCoverage({ vocabulary: '서울', morphs: [{ tag: 'NNP' }, { tag: 'JKB' }] }) // false
 */
export function countsForCoverage(unit: CoverageUnit): boolean {
  if (!unit.vocabulary) return false;
  const first = unit.morphs[0]?.tag;
  return first === undefined || !LEFT_OUT_TAGS.has(first);
}

/**
 * The text coverage of some analysed units under the learner's statuses. The one definition every client
 * shows: distinct headwords, names/numbers/foreign words/punctuation left out, learned = known, seen counted
 * but not known, ignored left out, no status = new. Pure: call it again when a status changes.
 * @example textCoverage(units, (ref) => vocabulary.statusOf(ref, 'ko_KR')) // { known: 312, seen: 0, new: 46, total: 358, percent: 87 }
 */
export function textCoverage(
  units: readonly CoverageUnit[],
  statusOf: (headword: string) => WordStatus,
): TextCoverage {
  const statuses = new Map<string, WordStatus>();
  for (const unit of units) {
    if (!countsForCoverage(unit)) continue;
    const headword = normalizeWritten(unit.vocabulary as string);
    if (!statuses.has(headword)) statuses.set(headword, statusOf(headword));
  }
  let known = 0;
  let seen = 0;
  let fresh = 0;
  for (const status of statuses.values()) {
    if (status === 'learned') known += 1;
    else if (status === 'seen') seen += 1;
    else if (status === 'unknown') fresh += 1;
  }
  const total = known + seen + fresh;
  return { known, seen, new: fresh, total, percent: total > 0 ? Math.floor((known * 100) / total) : null };
}

/**
 * The coverage line a text shows.
 * @example coverageText({ known: 312, seen: 0, new: 46, total: 358, percent: 87 }) // 'You know 87% of the words here (312 of 358 words; 46 new)'
 */
export function coverageText(coverage: TextCoverage): string {
  if (coverage.percent === null) return 'No words to count here yet';
  const words = coverage.total === 1 ? 'word' : 'words';
  return `You know ${coverage.percent}% of the words here (${coverage.known} of ${coverage.total} ${words}; ${coverage.new} new)`;
}
