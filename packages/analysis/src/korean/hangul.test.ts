import { describe, expect, it } from 'vitest';
import { FINAL, compose, decompose, startsWithAEoEu, withFinal } from './hangul.ts';

describe('Hangul syllable arithmetic', () => {
  it('decomposes and composes syllables', () => {
    expect(decompose('한')).toEqual({ initial: 18, vowel: 0, final: 4 });
    expect(compose(18, 0, 4)).toBe('한');
    expect(compose(11, 8, 19)).toBe('옷');
    expect(decompose('a')).toBeUndefined();
    expect(decompose('')).toBeUndefined();
  });

  it('rebuilds irregular stems by changing the last final consonant', () => {
    expect(withFinal('지', FINAL.SIOS)).toBe('짓');
    expect(withFinal('들', FINAL.DIGEUT)).toBe('듣');
    expect(withFinal('x', FINAL.SIOS)).toBeUndefined();
  });

  it('recognises endings that begin with 아, 어 or 으', () => {
    expect(['어요', '았다', '으면', '요', '고', ''].map(startsWithAEoEu)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
