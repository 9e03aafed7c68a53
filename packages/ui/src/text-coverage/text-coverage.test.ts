import type { WordStatus } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { countsForCoverage, coverageText, textCoverage, type CoverageUnit } from './text-coverage.ts';

const word = (vocabulary: string | undefined, ...tags: string[]): CoverageUnit => ({
  vocabulary,
  morphs: tags.map((tag) => ({ tag })),
});
const statuses = (map: Record<string, WordStatus>) => (ref: string) => map[ref] ?? 'unknown';

describe('textCoverage', () => {
  it('counts each headword once, whatever its forms and occurrences', () => {
    const units = [
      word('go', 'VERB'),
      word('go', 'VERB'), // "went"
      word('go', 'VERB'), // "goes"
      word('house', 'NOUN'),
      word('tree', 'NOUN'),
    ];
    const coverage = textCoverage(units, statuses({ go: 'learned' }));
    expect(coverage).toEqual({ known: 1, seen: 0, new: 2, total: 3, percent: 33 });
  });

  it('leaves out names, numbers, foreign words, punctuation and units without a headword', () => {
    const units = [
      word('Paris', 'PROPN'),
      word('서울', 'NNP', 'JKB'),
      word('개', 'SN', 'NNBC'),
      word(undefined, 'NUM'),
      word('CPU', 'SL', 'JKO'),
      word('weekend', 'X'),
      word(',', 'PUNCT'),
      word(undefined, 'ADP'),
      word('사다', 'VV', 'EP', 'EF'),
    ];
    expect(units.filter(countsForCoverage)).toEqual([units[8]]);
    expect(textCoverage(units, statuses({}))).toEqual({ known: 0, seen: 0, new: 1, total: 1, percent: 0 });
  });

  it('counts learned as known, seen as neither known nor new, and leaves ignored words out', () => {
    const units = ['a', 'b', 'c', 'd', 'e'].map((ref) => word(ref, 'NOUN'));
    const coverage = textCoverage(units, statuses({ a: 'learned', b: 'learned', c: 'seen', d: 'ignore' }));
    expect(coverage).toEqual({ known: 2, seen: 1, new: 1, total: 4, percent: 50 });
  });

  it('follows a status change when it is asked again', () => {
    const units = [word('집', 'NNG'), word('가다', 'VV')];
    const map: Record<string, WordStatus> = {};
    expect(textCoverage(units, statuses(map)).known).toBe(0);
    map['집'] = 'learned';
    expect(textCoverage(units, statuses(map))).toMatchObject({ known: 1, new: 1, percent: 50 });
    map['가다'] = 'ignore';
    expect(textCoverage(units, statuses(map))).toMatchObject({ known: 1, new: 0, total: 1, percent: 100 });
  });

  it('rounds the percentage down, so almost all is never shown as all', () => {
    const units = Array.from({ length: 300 }, (_, i) => word(`w${i}`, 'NOUN'));
    const coverage = textCoverage(units, (ref) => (ref === 'w0' ? 'unknown' : 'learned'));
    expect(coverage.percent).toBe(99);
  });

  it('asks the status of the NFC form of a headword', () => {
    const decomposed = '집'.normalize('NFD');
    const asked: string[] = [];
    textCoverage([word(decomposed, 'NNG'), word('집', 'NNG')], (ref) => {
      asked.push(ref);
      return 'learned';
    });
    expect(asked).toEqual(['집']);
  });
});

describe('coverageText', () => {
  it('reads as the issue example', () => {
    expect(coverageText({ known: 312, seen: 0, new: 46, total: 358, percent: 87 })).toBe(
      'You know 87% of the words here (312 of 358 words; 46 new)',
    );
  });

  it('says so when nothing counts', () => {
    expect(coverageText({ known: 0, seen: 0, new: 0, total: 0, percent: null })).toBe(
      'No words to count here yet',
    );
  });
});
