/**
 * Headword accuracy on the hand-annotated gold set: the expected headwords of a sentence are aligned with
 * the headwords the analyser gives (longest common subsequence), so that a wrong split, a wrong merge and a
 * wrong headword each cost what they should.
 */
import type { HeadwordLexicon } from '../types.ts';
import { analyzeKorean } from './analyzer.ts';
import type { KoreanAnalyzerOptions } from './analyzer.ts';
import type { GoldSentence } from './fixtures.ts';

/** Result of an accuracy run. */
export interface AccuracyReport {
  expected: number;
  correct: number;
  /** Sentences with at least one miss: what was expected and what came out. */
  misses: { sentence: string; expected: string[]; actual: string[] }[];
}

/** Length of the longest common subsequence of two word lists. */
function lcs(a: readonly string[], b: readonly string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j] ?? 0;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(up, row[j - 1] ?? 0);
      diagonal = up;
    }
  }
  return row[b.length] ?? 0;
}

/**
 * Measures headword accuracy (correct / expected) over gold sentences; `options` as the analyser's (user
 * dictionary entries).
 * @example measureHeadwordAccuracy(readGoldSentences(), lexicon).correct
 */
export function measureHeadwordAccuracy(
  gold: readonly GoldSentence[],
  lexicon?: HeadwordLexicon,
  options: KoreanAnalyzerOptions = {},
): AccuracyReport {
  const report: AccuracyReport = { expected: 0, correct: 0, misses: [] };
  for (const { sentence, headwords } of gold) {
    const actual = analyzeKorean(sentence, lexicon, options).flatMap((u) =>
      u.vocabulary ? [u.vocabulary] : [],
    );
    const correct = lcs(headwords, actual);
    report.expected += headwords.length;
    report.correct += correct;
    if (correct < headwords.length) report.misses.push({ sentence, expected: headwords, actual });
  }
  return report;
}
