/**
 * Headword accuracy of the Korean analyser on the hand-annotated gold set (test-data/korean), with the small
 * gold lexicon and without any lexicon (rules alone). Lists every miss.
 *   npm run accuracy:ko
 */
import { createLexicon } from '../src/lexicon.ts';
import { getKoreanDictionary } from '../src/korean/dictionary/load.ts';
import { buildKoreanUserDictionary } from '../src/korean/dictionary/user-dictionary.ts';
import { measureHeadwordAccuracy } from '../src/korean/accuracy.ts';
import type { AccuracyReport } from '../src/korean/accuracy.ts';
import { readGoldLexiconEntries, readGoldSentences } from '../src/korean/fixtures.ts';

/** Prints one accuracy report and returns the share correct. */
export function printAccuracy(name: string, report: AccuracyReport, listMisses: boolean): number {
  const share = (100 * report.correct) / Math.max(1, report.expected);
  console.info(`${name}: ${report.correct}/${report.expected} headwords correct (${share.toFixed(2)}%)`);
  if (listMisses) {
    for (const miss of report.misses) {
      console.info(
        `  ${miss.sentence}\n    expected: ${miss.expected.join(' ')}\n    actual:   ${miss.actual.join(' ')}`,
      );
    }
  }
  return share;
}

/** Runs both accuracy measurements on the gold set. */
export function runAccuracy(): void {
  const gold = readGoldSentences();
  console.info(`gold set: ${gold.length} sentences`);
  const entries = readGoldLexiconEntries();
  const lexicon = createLexicon(entries);
  printAccuracy('with gold lexicon', measureHeadwordAccuracy(gold, lexicon), true);
  // As the server analyses: the lexicon's nouns also take part in segmentation as user dictionary entries.
  const nouns = entries.filter((e) => e.category === 'noun').map((e) => e.written);
  const userDictionary = buildKoreanUserDictionary(getKoreanDictionary(), nouns);
  printAccuracy(
    `with gold lexicon and its ${userDictionary.words.length} nouns as lattice words`,
    measureHeadwordAccuracy(gold, lexicon, { userDictionary }),
    true,
  );
  printAccuracy('rules only (no lexicon)', measureHeadwordAccuracy(gold), false);
}

if (import.meta.url === `file://${process.argv[1]}`) runAccuracy();
