import { describe, expect, it } from 'vitest';
import { parseExpression, parseFeatures } from './features.ts';

describe('mecab-ko-dic features', () => {
  it('parses an Inflect entry with its expression', () => {
    expect(parseFeatures('VV+EP,*,T,갔,Inflect,VV,EP,가/VV/*+았/EP/*')).toEqual({
      tag: 'VV+EP',
      jongseong: true,
      reading: '갔',
      type: 'Inflect',
      firstTag: 'VV',
      lastTag: 'EP',
      expression: [
        { lex: '가', tag: 'VV' },
        { lex: '았', tag: 'EP' },
      ],
    });
  });

  it('keeps the semantic class and leaves unknown fields out', () => {
    expect(parseFeatures('NNG,장소,F,학교,*,*,*,*')).toEqual({
      tag: 'NNG',
      semanticClass: '장소',
      jongseong: false,
      reading: '학교',
    });
    expect(parseFeatures('SL,*,*,*,*,*,*,*')).toEqual({ tag: 'SL' });
    expect(parseFeatures('')).toEqual({ tag: 'UNKNOWN' });
  });

  it('skips malformed expression parts', () => {
    expect(parseExpression('먹/VV/*+broken+어/EC/*')).toEqual([
      { lex: '먹', tag: 'VV' },
      { lex: '어', tag: 'EC' },
    ]);
  });
});
