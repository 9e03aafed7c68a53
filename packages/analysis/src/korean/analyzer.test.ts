import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { runAnalyzerTable } from '../test-helpers/analyzer-table.ts';
import { analyzeKorean, koreanAnalyzer } from './analyzer.ts';

const lexicon = (...written: string[]) =>
  createLexicon(written.map((w) => ({ written: w, category: 'verb' })));

describe('Korean learner units: particles and endings stay with their content word, surfaces exact', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '학교에 갔어요.',
      exact: true,
      units: [
        { surface: '학교에', vocabulary: '학교' },
        { surface: '갔어요', vocabulary: '가다' },
      ],
    },
    {
      text: '공부하는 학생',
      exact: true,
      units: [
        { surface: '공부하는', vocabulary: '공부하다' },
        { surface: '학생', vocabulary: '학생' },
      ],
    },
  ]);
});

describe('Korean learner units: inflected forms decompose into lexemes from the dictionary expression', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '갔어요',
      exact: true,
      units: [{ surface: '갔어요', word: '가다', lexes: ['가', '았', '어요'], tags: ['VV', 'EP', 'EF'] }],
    },
  ]);
});

describe('Korean learner units', () => {
  it('does not trust an expression whose stem does not spell the surface (하세요 is not 않 + 시 + 어요)', () => {
    const [, , polite] = analyzeKorean('식사 맛있게 하세요.');
    expect(polite?.vocabulary).toBe('하다');
    expect(polite?.morphs[0]).toEqual({ lex: '하', tag: 'VX' });
  });
});

describe('Korean learner units: an eojeol holding several content words is split (spacing errors)', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '나는밥을먹었다',
      exact: true,
      units: [
        { surface: '나는', vocabulary: '나' },
        { surface: '밥을', vocabulary: '밥' },
        { surface: '먹었다', vocabulary: '먹다' },
      ],
    },
    {
      text: '배고파요밥주세요.',
      exact: true,
      units: [
        { surface: '배고파요', vocabulary: '배고프다' },
        { surface: '밥', vocabulary: '밥' },
        { surface: '주세요', vocabulary: '주다' },
      ],
    },
  ]);
});

describe('Korean learner units: no unit for punctuation, units of their own kind for numbers, Latin and Hanja', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '2024년에 iPhone 15를 샀다! 大韓 ...',
      exact: true,
      units: [
        { surface: '2024년에', word: '년', vocabulary: '년' },
        { surface: 'iPhone', word: 'iPhone', vocabulary: null },
        { surface: '15를', word: '15', vocabulary: null },
        { surface: '샀다', word: '사다', vocabulary: '사다' },
        { surface: '大韓', word: '대한', vocabulary: '대한' },
      ],
    },
    { text: '...!? ~~', exact: true, units: [] },
  ]);
});

describe('Korean headwords: 다 is added to verbs and adjectives, derivations stay whole', () => {
  runAnalyzerTable(koreanAnalyzer, [
    { text: '깨끗해요', exact: true, units: [{ surface: '깨끗해요', vocabulary: '깨끗하다' }] },
    {
      text: '이 단어는 자주 사용돼요',
      exact: true,
      units: [
        { surface: '이', vocabulary: '이' },
        { surface: '단어는', vocabulary: '단어' },
        { surface: '자주', vocabulary: '자주' },
        { surface: '사용돼요', vocabulary: '사용되다' },
      ],
    },
    {
      text: '아이가 사랑스러워요',
      exact: true,
      units: [
        { surface: '아이가', vocabulary: '아이' },
        { surface: '사랑스러워요', vocabulary: '사랑스럽다' },
      ],
    },
    { text: '자연스러워요', exact: true, units: [{ surface: '자연스러워요', vocabulary: '자연스럽다' }] },
    {
      text: '공부 해요',
      exact: true,
      units: [
        { surface: '공부', vocabulary: '공부' },
        { surface: '해요', vocabulary: '하다' },
      ],
    },
  ]);
});

describe('Korean headwords: the spoken pronouns are their headwords, and 산 after a time word is 사다', () => {
  const lex = createLexicon(
    ['이것', '그것', '어제', '책', '서울']
      .map((w) => ({ written: w, category: 'noun' }))
      .concat(['사다', '살다'].map((w) => ({ written: w, category: 'verb' }))),
  );
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '이건 뭐예요? 그건 책이에요.',
      lexicon: lex,
      exact: true,
      units: [
        { surface: '이건', vocabulary: '이것' },
        { surface: '뭐예요', vocabulary: null },
        { surface: '그건', vocabulary: '그것' },
        { surface: '책이에요', vocabulary: '책' },
      ],
    },
    {
      text: '어제 산 책',
      lexicon: lex,
      exact: true,
      units: [
        { surface: '어제', vocabulary: '어제' },
        { surface: '산', vocabulary: '사다' },
        { surface: '책', vocabulary: '책' },
      ],
    },
    {
      text: '서울에 산 사람',
      lexicon: lex,
      exact: true,
      units: [{ surface: '서울에' }, { surface: '산', vocabulary: '살다' }, { surface: '사람' }],
    },
  ]);
});

describe('Korean headwords: a prefixed word the dictionary lacks is named by its noun, else whole', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      name: '재구매 의사 without 재구매 in the dictionary',
      text: '재구매 의사',
      lexicon: lexicon('구매', '의사'),
      exact: true,
      units: [
        { surface: '재구매', vocabulary: '구매' },
        { surface: '의사', vocabulary: '의사' },
      ],
    },
    {
      name: '재구매 의사 with 재구매 in the dictionary',
      text: '재구매 의사',
      lexicon: lexicon('재구매', '구매'),
      exact: true,
      units: [
        { surface: '재구매', vocabulary: '재구매' },
        { surface: '의사', vocabulary: null },
      ],
    },
  ]);
});

describe('Korean headwords: the compounds the dictionary knows are preferred', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '한국 음식을 좋아해요',
      exact: true,
      units: [
        { surface: '한국', vocabulary: '한국' },
        { surface: '음식을', vocabulary: '음식' },
        { surface: '좋아해요', vocabulary: '좋아하다' },
      ],
    },
    { text: '들어오는', exact: true, units: [{ surface: '들어오는', vocabulary: '들어오다' }] },
    { text: '돼요', exact: true, units: [{ surface: '돼요', vocabulary: '되다' }] },
    { text: '한국어', exact: true, units: [{ surface: '한국어', vocabulary: '한국어' }] },
    {
      name: '축구 대표팀 with 대표팀 in the dictionary',
      text: '축구 대표팀',
      lexicon: lexicon('대표팀'),
      exact: true,
      units: [
        { surface: '축구', vocabulary: null },
        { surface: '대표팀', vocabulary: '대표팀' },
      ],
    },
    {
      name: '축구 대표팀 with the built-in dictionary',
      text: '축구 대표팀',
      exact: true,
      units: [
        { surface: '축구', vocabulary: '축구' },
        { surface: '대표', vocabulary: '대표' },
        { surface: '팀', vocabulary: '팀' },
      ],
    },
    {
      text: '길을 물어봤어요',
      lexicon: lexicon('길', '물어보다'),
      exact: true,
      units: [
        { surface: '길을', vocabulary: '길' },
        { surface: '물어봤어요', vocabulary: '물어보다' },
      ],
    },
  ]);
});

describe('Korean headwords: irregular stems are resolved', () => {
  runAnalyzerTable(koreanAnalyzer, [
    { text: '추워요', exact: true, units: [{ surface: '추워요', vocabulary: '춥다' }] },
    { text: '몰라요', exact: true, units: [{ surface: '몰라요', vocabulary: '모르다' }] },
    {
      text: '밥을 지어요',
      exact: true,
      units: [
        { surface: '밥을', vocabulary: '밥' },
        { surface: '지어요', vocabulary: '짓다' },
      ],
    },
    { text: '하얘요', exact: true, units: [{ surface: '하얘요', vocabulary: '하얗다' }] },
    {
      text: '감기가 나았어요',
      exact: true,
      units: [
        { surface: '감기가', vocabulary: '감기' },
        { surface: '나았어요', vocabulary: '낫다' },
      ],
    },
    {
      text: '꽃이 피어요',
      exact: true,
      units: [
        { surface: '꽃이', vocabulary: '꽃' },
        { surface: '피어요', vocabulary: '피다' },
      ],
    },
  ]);
});

describe('Korean headwords: an ㄹ stem that dropped its ㄹ', () => {
  // MeCab reads 아는 as 아/VV + 는/ETM: the ㄹ stem is what the lexicon finds (아다 is no word), while an
  // open stem the lexicon has keeps it (가는 is 가다, not 갈다).
  const rieul = createLexicon(
    ['알다', '열다', '들다', '가다', '갈다', '사람', '길', '문', '짐'].map((written) => ({
      written,
      category: /다$/.test(written) ? 'verb' : 'noun',
    })),
  );
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '아는 사람',
      lexicon: rieul,
      exact: true,
      units: [
        { surface: '아는', vocabulary: '알다' },
        { surface: '사람', vocabulary: '사람' },
      ],
    },
    {
      text: '짐을 드는 사람',
      lexicon: rieul,
      exact: true,
      units: [
        { surface: '짐을', vocabulary: '짐' },
        { surface: '드는', vocabulary: '들다' },
        { surface: '사람', vocabulary: '사람' },
      ],
    },
    {
      text: '가는 길',
      lexicon: rieul,
      exact: true,
      units: [
        { surface: '가는', vocabulary: '가다' },
        { surface: '길', vocabulary: '길' },
      ],
    },
  ]);
});

describe('Korean headwords: 들어요 is 듣다 or 들다 by context', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '음악을 들어요',
      exact: true,
      units: [
        { surface: '음악을', vocabulary: '음악' },
        { surface: '들어요', vocabulary: '듣다' },
      ],
    },
    {
      text: '가방을 들어요',
      exact: true,
      units: [
        { surface: '가방을', vocabulary: '가방' },
        { surface: '들어요', vocabulary: '들다' },
      ],
    },
  ]);
});

describe('Korean headwords: the lexicon is asked, and vocabulary is left out when it has no candidate', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '학교에 갔어요 커피',
      lexicon: lexicon('학교', '가다'),
      exact: true,
      units: [
        { surface: '학교에', vocabulary: '학교' },
        { surface: '갔어요', vocabulary: '가다' },
        { surface: '커피', word: '커피', vocabulary: null },
      ],
    },
    {
      name: 'a lexicon entry whose category fits a verb unit is preferred',
      text: '음악을 들어요',
      lexicon: createLexicon([
        { written: '듣다', category: 'noun' },
        { written: '들다', category: 'verb' },
      ]),
      exact: true,
      units: [
        { surface: '음악을', vocabulary: null },
        { surface: '들어요', vocabulary: '들다' },
      ],
    },
  ]);
});

describe('Korean headwords: possessive pronouns and the colloquial 거', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '제 이름',
      exact: true,
      units: [
        { surface: '제', vocabulary: '저' },
        { surface: '이름', vocabulary: '이름' },
      ],
    },
    {
      text: '먹을 게 없어요',
      exact: true,
      units: [
        { surface: '먹을', vocabulary: '먹다' },
        { surface: '게', vocabulary: '것' },
        { surface: '없어요', vocabulary: '없다' },
      ],
    },
  ]);
});

describe('Korean analyser registration', () => {
  it('is exposed as the ko_KR analyser', () => {
    expect(koreanAnalyzer.language).toBe('ko_KR');
  });
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '학교에 갔어요',
      exact: true,
      units: [
        { surface: '학교에', word: '학교' },
        { surface: '갔어요', word: '가다' },
      ],
    },
  ]);
});

describe('Korean learner units: the copula after a vowel and dictionary quirks', () => {
  it('keeps the copula 이 when it drops after a vowel (누구든, 얘기다)', () => {
    const [anyone] = analyzeKorean('누구든 와도 돼요.');
    expect(anyone?.morphs).toEqual([
      { lex: '누구', tag: 'NP' },
      { lex: '이', tag: 'VCP' },
      { lex: '든', tag: 'EC' },
    ]);
    const [story] = analyzeKorean('얘기다');
    expect(story?.morphs.slice(1)).toEqual([
      { lex: '이', tag: 'VCP' },
      { lex: '다', tag: 'EC' },
    ]);
    expect(story?.vocabulary).toBe('얘기');
  });

  it('reads 물론 as itself (the dictionary spells its expression 몰론)', () => {
    const [ofCourse] = analyzeKorean('물론 좋아요.');
    expect(ofCourse?.word).toBe('물론');
    expect(ofCourse?.vocabulary).toBe('물론');
    expect(ofCourse?.morphs).toEqual([{ lex: '물론', tag: 'MAG' }]);
  });
});
