import type { AnalysedUnitDto, WordStatus } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { unknownHeadwords } from './MarkRestKnown.tsx';

const unit = (surface: string, vocabulary?: string): AnalysedUnitDto => ({
  surface,
  word: vocabulary ?? surface,
  morphs: [],
  ...(vocabulary ? { vocabulary } : {}),
});

describe('mark the rest as known', () => {
  it('takes each unknown headword once, in text order, and leaves marked and undefined words alone', () => {
    const status: Record<string, WordStatus> = { cat: 'seen', dog: 'ignore' };
    const units = [
      unit('The', 'the'),
      unit('cat', 'cat'),
      unit('Zyx'),
      unit('the', 'the'),
      unit('dog', 'dog'),
      unit('ran', 'run'),
    ];
    expect(unknownHeadwords(units, (ref) => status[ref] ?? 'unknown')).toEqual(['the', 'run']);
  });
});
