import type { AnalysedUnitDto, DictionaryWord } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { characterCounter, textProblem, vocabularyRows } from './analyze.model.ts';

describe('Analyze text rules', () => {
  it('blocks empty and blank text and text over 1000 characters', () => {
    expect(textProblem('')).toBe('empty');
    expect(textProblem(' \n ')).toBe('empty');
    expect(textProblem('a'.repeat(1000))).toBeNull();
    expect(textProblem('a'.repeat(1001))).toBe('too-long');
  });

  it('counts characters against 1000 and flags the overflow', () => {
    expect(characterCounter('abc')).toEqual({ text: '3/1000', over: false });
    expect(characterCounter('가'.repeat(1001))).toEqual({ text: '1001/1000', over: true });
  });
});

describe('vocabularyRows', () => {
  const unit = (surface: string, vocabulary?: string): AnalysedUnitDto => ({
    surface,
    word: vocabulary ?? surface,
    ...(vocabulary ? { vocabulary } : {}),
    morphs: [],
  });
  const word = (id: number, written: string) => ({ id, written }) as DictionaryWord;

  it('gives one row per headword in order of first appearance, with counts and dictionary words', () => {
    const rows = vocabularyRows(
      [unit('갔어요', '가다'), unit('라고'), unit('집에', '집'), unit('가요', '가다')],
      [word(1, '집'), word(2, '가다'), word(3, '가다')],
    );
    expect(rows.map((r) => [r.ref, r.occurrences, r.words.map((w) => w.id)])).toEqual([
      ['가다', 2, [2, 3]],
      ['집', 1, [1]],
    ]);
  });
});
