import type { WordStatus } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { STATUS_KEYS, colourClass, wordLabel } from './colouring.ts';

const ALL_ON = { coloringEnabled: true, onlyUnknownColoring: false };
const ONLY_UNKNOWN = { coloringEnabled: true, onlyUnknownColoring: true };
const OFF = { coloringEnabled: false, onlyUnknownColoring: false };

describe('colourClass', () => {
  it('gives the four colouring classes of the statuses', () => {
    expect(colourClass('가다', 'learned', ALL_ON)).toBe('known');
    expect(colourClass('가다', 'seen', ALL_ON)).toBe('seen');
    expect(colourClass('가다', 'unknown', ALL_ON)).toBe('unknown');
    expect(colourClass(undefined, 'unknown', ALL_ON)).toBe('undefined');
  });

  it('counts ignored words as known (not to be learned)', () => {
    expect(colourClass('the', 'ignore', ALL_ON)).toBe('known');
  });

  it('with only-unknown on, colours unknown words only, and not undefined ones', () => {
    const statuses: WordStatus[] = ['learned', 'seen', 'ignore'];
    for (const status of statuses) expect(colourClass('x', status, ONLY_UNKNOWN)).toBeNull();
    expect(colourClass('x', 'unknown', ONLY_UNKNOWN)).toBe('unknown');
    expect(colourClass(undefined, 'unknown', ONLY_UNKNOWN)).toBeNull();
  });

  it('with colouring off, colours nothing (only-unknown or not)', () => {
    expect(colourClass('x', 'unknown', OFF)).toBeNull();
    expect(colourClass(undefined, 'unknown', OFF)).toBeNull();
    expect(colourClass('x', 'unknown', { coloringEnabled: false, onlyUnknownColoring: true })).toBeNull();
  });
});

describe('wordLabel and status keys', () => {
  it('puts the status in the accessible name', () => {
    expect(wordLabel('갔어요', 'seen')).toBe('갔어요, seen');
    expect(wordLabel('라고', 'undefined')).toBe('라고, not in the dictionary');
  });

  it('maps 1-4 to Ignore, Seen, Learned, Unknown', () => {
    expect(['1', '2', '3', '4'].map((key) => STATUS_KEYS[key])).toEqual([
      'ignore',
      'seen',
      'learned',
      'unknown',
    ]);
  });
});
