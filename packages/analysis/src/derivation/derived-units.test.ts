import { analyzerFor } from '../analyzers.ts';
import { createLexicon } from '../lexicon.ts';
import type { TextLanguage } from '../types.ts';
import { describe, expect, it } from 'vitest';
import { preferDerivedWords } from './derived-units.ts';

const lexicon = createLexicon([
  { written: '구매', category: 'noun' },
  { written: '경제', category: 'noun' },
  { written: '공부', category: 'noun' },
  { written: '공부하다', category: 'verb' },
  { written: 'happy', category: 'adjective' },
  { written: 'install', category: 'verb' },
  { written: 'installer', category: 'verb' },
]);

/** The units' headwords after the analyser and preferDerivedWords, as the analysis worker gives them. */
function headwords(text: string, language: TextLanguage): Array<string | undefined> {
  const { units } = analyzerFor(language).analyzeWithPhrases(text, lexicon);
  preferDerivedWords(units, lexicon, language);
  return units.filter((u) => /\p{L}/u.test(u.surface)).map((u) => u.vocabulary);
}

describe('preferDerivedWords', () => {
  it('names the Korean derived word when its base is known and the word is not', () => {
    expect(headwords('구매했어요 재구매 경제적인 공부했어요 운동했어요', 'ko_KR')).toEqual([
      '구매하다',
      '재구매',
      '경제적',
      '공부하다',
      undefined,
    ]);
  });

  it('names English and French derived words the analyser left without a headword', () => {
    expect(headwords('unhappiness reinstall table', 'en_US')).toEqual([
      'unhappiness',
      'reinstall',
      undefined,
    ]);
    expect(headwords('réinstaller', 'fr_FR')).toEqual(['réinstaller']);
  });

  it('changes nothing without a lexicon', () => {
    const { units } = analyzerFor('ko_KR').analyzeWithPhrases('구매했어요', undefined);
    const before = structuredClone(units);
    preferDerivedWords(units, undefined, 'ko_KR');
    expect(units).toEqual(before);
  });
});
