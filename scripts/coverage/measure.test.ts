import type { DictionaryWord } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { countsForCoverage, coverageOf, tally, type Coverage } from './measure.ts';

const unit = (surface: string, vocabulary: string | undefined, tag: string) => ({
  surface,
  word: vocabulary ?? surface,
  vocabulary,
  morphs: [{ lex: surface, tag }],
});

function word(source: string, glosses: Record<string, string>): DictionaryWord {
  return {
    id: 1,
    written: 'x',
    category: 'noun',
    senses: [
      {
        id: 1,
        translation: '',
        definition: '',
        variants: Object.fromEntries(
          Object.entries(glosses).map(([lang, translation]) => [lang, { translation, definition: '' }]),
        ),
      },
    ],
    audio_id: null,
    homograph: 0,
    level: null,
    pronunciation: null,
    language: 'ko_KR',
    source,
  };
}

describe('countsForCoverage', () => {
  it('counts words with a headword and unresolved content words', () => {
    expect(countsForCoverage(unit('학교에', '학교', 'NNG'))).toBe(true);
    expect(countsForCoverage(unit('went', 'go', 'VERB'))).toBe(true);
    expect(countsForCoverage(unit('괴상한', undefined, 'VA'))).toBe(true);
  });

  it('leaves out names, numbers, foreign words, interjections, symbols and bare function words', () => {
    expect(countsForCoverage(unit('옥스퍼드', '옥스퍼드', 'NNP'))).toBe(false);
    expect(countsForCoverage(unit('137', undefined, 'SN'))).toBe(false);
    expect(countsForCoverage(unit('LDA는', undefined, 'SL'))).toBe(false);
    expect(countsForCoverage(unit('아', '아', 'IC'))).toBe(false);
    expect(countsForCoverage(unit('ㅋㅋ', undefined, 'W_EMOJI'))).toBe(false);
    expect(countsForCoverage(unit('^^', undefined, 'NNG'))).toBe(false);
    expect(countsForCoverage(unit('Paris', 'Paris', 'PROPN'))).toBe(false);
    expect(countsForCoverage(unit('The', undefined, 'DET'))).toBe(false);
    expect(countsForCoverage(unit('의', undefined, 'JKG'))).toBe(false);
  });
});

describe('coverageOf', () => {
  it('needs a translation in the dictionary language itself', () => {
    expect(coverageOf([word('glossa-core-ko', { en_US: 'school', fr_FR: 'école' })], 'fr_FR')).toBe(
      'dictionary',
    );
    // WordNet's English definitions are no French translation.
    expect(coverageOf([word('wordnet', { en_US: 'school' })], 'fr_FR')).toBe('missing');
    expect(coverageOf([word('glossa-core-ko', { fr_FR: '  ' })], 'fr_FR')).toBe('missing');
    expect(coverageOf([], 'en_US')).toBe('missing');
  });

  it('tells composed glosses apart', () => {
    expect(coverageOf([word('glossa-composed', { en_US: 'to purchase' })], 'en_US')).toBe('composed');
  });
});

describe('tally', () => {
  it('counts covered and composed units and ranks the missing headwords', () => {
    const units = [
      unit('학교에', '학교', 'NNG'),
      unit('학교', '학교', 'NNG'),
      unit('구매했다', '구매하다', 'NNG'),
      unit('은하', '은하', 'NNG'),
      unit('은하의', '은하', 'NNG'),
      unit('민중', '민중', 'NNG'),
      unit('괴상한', undefined, 'VA'),
    ];
    const coverage = new Map<string, Coverage>([
      ['학교', 'dictionary'],
      ['구매하다', 'composed'],
      ['은하', 'missing'],
    ]);
    expect(tally(units, coverage)).toEqual({
      units: 7,
      covered: 3,
      composed: 1,
      missing: [
        ['은하', 2],
        ['괴상한', 1],
        ['민중', 1],
      ],
    });
  });
});
