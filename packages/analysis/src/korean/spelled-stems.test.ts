import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { analyzeKorean } from './analyzer.ts';
import { spelledStems } from './spelled-stems.ts';

describe('stems spelled from a present-tense predicate', () => {
  it('undoes contractions and the ㅂ, 르 and ㅡ irregulars', () => {
    expect(spelledStems('마셔요')).toEqual(['마셔다', '마시다']);
    expect(spelledStems('매워')).toEqual(['매우다', '맵다']);
    expect(spelledStems('배불러')).toContain('배부르다');
    expect(spelledStems('몰라요')).toContain('모르다');
    expect(spelledStems('도와요')).toContain('돕다');
    expect(spelledStems('돼요')).toEqual(['되다']);
    expect(spelledStems('봐요')).toEqual(['보다']);
    expect(spelledStems('꺼요')).toContain('끄다');
    expect(spelledStems('지나가요')[0]).toBe('지나가다');
  });

  it('gives nothing for a closed last syllable or no Hangul', () => {
    expect(spelledStems('먹었')).toEqual([]);
    expect(spelledStems('요')).toEqual([]);
    expect(spelledStems('ok')).toEqual([]);
  });
});

describe('spelled stems in headword resolution', () => {
  const lexicon = createLexicon([
    { written: '말다', category: 'verb' },
    { written: '마시다', category: 'verb' },
    { written: '지나다', category: 'verb' },
    { written: '지나가다', category: 'verb' },
    { written: '맵다', category: 'adjective' },
    { written: '오르다', category: 'verb' },
    { written: '올라서다', category: 'verb' },
    { written: '물가', category: 'noun' },
  ]);
  const headwords = (text: string) => analyzeKorean(text, lexicon).map((u) => u.vocabulary);

  it('prefer the dictionary verb the surface spells over MeCab’s stem', () => {
    expect(headwords('마셔요.')).toEqual(['마시다']);
    expect(headwords('시간이 지나가요.').at(-1)).toBe('지나가다');
    expect(headwords('매워요.')).toEqual(['맵다']);
  });

  it('leave connective forms alone (올라서 is 오르 + 아서)', () => {
    expect(headwords('물가가 올라서 걱정이에요.')[1]).toBe('오르다');
  });
});
