import { describe, expect, it } from 'vitest';
import { analyzeKorean } from './analyzer.ts';
import { learnerEnding, readableJamo } from './learner-form.ts';

describe('Korean morphemes as a learner writes them', () => {
  it('writes an ending split from a contracted syllable as -아/-어, not a bare vowel', () => {
    const [hungry] = analyzeKorean('배고파');
    expect(hungry?.morphs).toEqual([
      { lex: '배고프', tag: 'VA' },
      { lex: '아', tag: 'EC' },
    ]);
    expect(learnerEnding('ㅓ')).toBe('어');
    expect(learnerEnding('ㅕㅆ')).toBe('었');
    expect(learnerEnding('ㅏㅆ')).toBe('았');
    expect(learnerEnding('ㅘ')).toBe('아');
    expect(learnerEnding('어요')).toBe('어요');
    expect(learnerEnding('ㅂ니다')).toBe('ㅂ니다');
  });

  it('shows conjoining jamo as compatibility jamo, which fonts draw', () => {
    expect(readableJamo('ᄇ니다')).toBe('ㅂ니다');
    expect(readableJamo('ᆯ')).toBe('ㄹ');
    expect(readableJamo('ᆫ')).toBe('ㄴ');
    expect(readableJamo('ᆻ')).toBe('ㅆ');
    expect(readableJamo('\u1161')).toBe('ㅏ');
    expect(readableJamo('갑니다')).toBe('갑니다');
    const [go] = analyzeKorean('갑니다');
    expect(go?.morphs.map((m) => readableJamo(m.lex))).toEqual(['가', 'ㅂ니다']);
  });
});
