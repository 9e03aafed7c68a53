import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { runAnalyzerTable } from '../test-helpers/analyzer-table.ts';
import { koreanAnalyzer } from './analyzer.ts';
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
  runAnalyzerTable(koreanAnalyzer, [
    {
      name: 'prefer the dictionary verb the surface spells over MeCab’s stem: 마셔요',
      text: '마셔요.',
      lexicon,
      exact: true,
      units: [{ surface: '마셔요', vocabulary: '마시다' }],
    },
    {
      name: 'prefer the dictionary verb the surface spells over MeCab’s stem: 지나가요',
      text: '시간이 지나가요.',
      lexicon,
      exact: true,
      units: [{ surface: '시간이' }, { surface: '지나가요', vocabulary: '지나가다' }],
    },
    {
      name: 'prefer the dictionary verb the surface spells over MeCab’s stem: 매워요',
      text: '매워요.',
      lexicon,
      exact: true,
      units: [{ surface: '매워요', vocabulary: '맵다' }],
    },
    {
      name: 'leave connective forms alone (올라서 is 오르 + 아서)',
      text: '물가가 올라서 걱정이에요.',
      lexicon,
      exact: true,
      units: [{ surface: '물가가' }, { surface: '올라서', vocabulary: '오르다' }, { surface: '걱정이에요' }],
    },
  ]);
});
