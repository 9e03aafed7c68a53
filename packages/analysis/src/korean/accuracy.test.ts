import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { measureHeadwordAccuracy } from './accuracy.ts';
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

  it('stays at or above 95% with the rules alone', () => {
    const report = measureHeadwordAccuracy(gold);
    expect(report.correct / report.expected).toBeGreaterThanOrEqual(0.95);
  });
});
