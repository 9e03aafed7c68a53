import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { measureHeadwordAccuracy } from './accuracy.ts';
import { getKoreanDictionary } from './dictionary/load.ts';
import { buildKoreanUserDictionary } from './dictionary/user-dictionary.ts';
import { readGoldLexiconEntries, readGoldSentences } from './fixtures.ts';

describe('headword accuracy on the hand-annotated gold set', () => {
  const gold = readGoldSentences();

  it('has at least 300 annotated sentences', () => {
    expect(gold.length).toBeGreaterThanOrEqual(300);
    expect(gold.every((g) => g.headwords.length > 0)).toBe(true);
  });

  it('stays at or above 97% with the gold lexicon', () => {
    const report = measureHeadwordAccuracy(gold, createLexicon(readGoldLexiconEntries()));
    expect(report.expected).toBeGreaterThan(1000);
    expect(report.correct / report.expected).toBeGreaterThanOrEqual(0.97);
  });

  it("does not drop when the lexicon's nouns take part in segmentation (as the server analyses)", () => {
    const entries = readGoldLexiconEntries();
    const lexicon = createLexicon(entries);
    const nouns = entries.filter((e) => e.category === 'noun').map((e) => e.written);
    const userDictionary = buildKoreanUserDictionary(getKoreanDictionary(), nouns);
    const plain = measureHeadwordAccuracy(gold, lexicon);
    const withNouns = measureHeadwordAccuracy(gold, lexicon, { userDictionary });
    expect(withNouns.correct).toBeGreaterThanOrEqual(plain.correct);
  });

  it('stays at or above 95% with the rules alone', () => {
    const report = measureHeadwordAccuracy(gold);
    expect(report.correct / report.expected).toBeGreaterThanOrEqual(0.95);
  });
});
