import type { AnalysedUnitDto } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { groupPhrases, matchUnits, textLines } from './segments.ts';

const unit = (surface: string, vocabulary?: string): AnalysedUnitDto => ({
  surface,
  word: vocabulary ?? surface,
  ...(vocabulary ? { vocabulary } : {}),
  morphs: [],
});

describe('matchUnits', () => {
  it('places units in order inside the trimmed text, keeping the text between them', () => {
    const segments = matchUnits('  집에 가요.  ', [unit('집에', '집'), unit('가요', '가다')]);
    expect(segments.map((s) => [s.kind, s.text])).toEqual([
      ['unit', '집에'],
      ['text', ' '],
      ['unit', '가요'],
      ['text', '.'],
    ]);
  });

  it('searches forward from the end of the previous match, so repeated words map to successive places', () => {
    const segments = matchUnits('I saw I', [unit('I'), unit('saw'), unit('I')]);
    const units = segments.filter((s) => s.kind === 'unit');
    expect(units.map((s) => (s.kind === 'unit' ? s.index : -1))).toEqual([0, 1, 2]);
    expect(segments.map((s) => s.text).join('')).toBe('I saw I');
  });

  it('skips a unit that is not found and keeps matching the next ones with their own indexes', () => {
    const segments = matchUnits('a b c', [unit('a'), unit('zzz'), unit('c')]);
    expect(segments.flatMap((s) => (s.kind === 'unit' ? [[s.text, s.index]] : []))).toEqual([
      ['a', 0],
      ['c', 2],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('a b c');
  });

  it('does not look back: a unit found only before the previous match is skipped', () => {
    const segments = matchUnits('one two', [unit('two'), unit('one')]);
    expect(segments.flatMap((s) => (s.kind === 'unit' ? [s.text] : []))).toEqual(['two']);
  });

  it('skips units with an empty surface and works with no units at all', () => {
    expect(matchUnits('x', [unit('')]).map((s) => s.kind)).toEqual(['text']);
    expect(matchUnits('', [])).toEqual([]);
  });

  it('keeps line breaks in the text between units', () => {
    const segments = matchUnits('하나\n\n둘', [unit('하나'), unit('둘')]);
    expect(segments[1]).toEqual({ kind: 'text', text: '\n\n' });
  });
});

describe('textLines', () => {
  it('splits at every kind of line break', () => {
    expect(textLines('a\nb\r\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
    expect(textLines('\n\n')).toEqual(['', '', '']);
  });
});

describe('groupPhrases', () => {
  const unit = (surface: string) => ({ surface, word: surface, morphs: [] });
  it('puts a phrase’s words and the spaces between them in one group, the rest alone', () => {
    const text = 'I am looking for it.';
    const units = ['I', 'am', 'looking', 'for', 'it'].map(unit);
    const groups = groupPhrases(matchUnits(text, units), [{ first: 2, last: 3 }]);
    const shape = groups.map((g) =>
      g.kind === 'single' ? g.segment.text : `[${g.segments.map((s) => s.text).join('')}]`,
    );
    expect(shape).toEqual(['I', ' ', 'am', ' ', '[looking for]', ' ', 'it', '.']);
  });

  it('leaves the segments as they are without phrases', () => {
    const segments = matchUnits('a b', [unit('a'), unit('b')]);
    expect(groupPhrases(segments, []).map((g) => g.kind)).toEqual(['single', 'single', 'single']);
  });
});
