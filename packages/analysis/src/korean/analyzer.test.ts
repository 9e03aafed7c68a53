import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { analyzeKorean, koreanAnalyzer } from './analyzer.ts';

const words = (text: string) => analyzeKorean(text).map((u) => [u.surface, u.vocabulary]);
const vocabularyOf = (text: string) => analyzeKorean(text).map((u) => u.vocabulary);
const lexicon = (...written: string[]) =>
  createLexicon(written.map((w) => ({ written: w, category: 'verb' })));

describe('Korean learner units', () => {
  it('keeps particles and endings with their content word, surfaces exact', () => {
    expect(words('학교에 갔어요.')).toEqual([
      ['학교에', '학교'],
      ['갔어요', '가다'],
    ]);
    expect(words('공부하는 학생')).toEqual([
      ['공부하는', '공부하다'],
      ['학생', '학생'],
    ]);
  });

  it('decomposes inflected forms into lexemes from the dictionary expression', () => {
    const [went] = analyzeKorean('갔어요');
    expect(went?.morphs).toEqual([
      { lex: '가', tag: 'VV' },
      { lex: '았', tag: 'EP' },
      { lex: '어요', tag: 'EF' },
    ]);
    expect(went?.word).toBe('가다');
  });

  it('does not trust an expression whose stem does not spell the surface (하세요 is not 않 + 시 + 어요)', () => {
    const [, , polite] = analyzeKorean('식사 맛있게 하세요.');
    expect(polite?.vocabulary).toBe('하다');
    expect(polite?.morphs[0]).toEqual({ lex: '하', tag: 'VX' });
  });

  it('splits an eojeol holding several content words (spacing errors)', () => {
    expect(vocabularyOf('나는밥을먹었다')).toEqual(['나', '밥', '먹다']);
    expect(vocabularyOf('배고파요밥주세요.')).toEqual(['배고프다', '밥', '주다']);
  });

  it('gives no unit to punctuation and units of their own kind to numbers, Latin and Hanja', () => {
    const units = analyzeKorean('2024년에 iPhone 15를 샀다! 大韓 ...');
    expect(units.map((u) => [u.surface, u.word, u.vocabulary])).toEqual([
      ['2024년에', '년', '년'],
      ['iPhone', 'iPhone', undefined],
      ['15를', '15', undefined],
      ['샀다', '사다', '사다'],
      ['大韓', '대한', '대한'],
    ]);
    expect(analyzeKorean('...!? ~~')).toEqual([]);
  });
});

describe('Korean headwords', () => {
  it('adds 다 to verbs and adjectives and keeps derivations whole', () => {
    expect(vocabularyOf('깨끗해요')).toEqual(['깨끗하다']);
    expect(vocabularyOf('이 단어는 자주 사용돼요')).toEqual(['이', '단어', '자주', '사용되다']);
    expect(vocabularyOf('아이가 사랑스러워요')).toEqual(['아이', '사랑스럽다']);
    expect(vocabularyOf('자연스러워요')).toEqual(['자연스럽다']);
    expect(vocabularyOf('공부 해요')).toEqual(['공부', '하다']);
  });

  it('reads the spoken pronouns as their headwords, and 산 after a time word as 사다', () => {
    const lex = createLexicon(
      ['이것', '그것', '어제', '책', '서울']
        .map((w) => ({ written: w, category: 'noun' }))
        .concat(['사다', '살다'].map((w) => ({ written: w, category: 'verb' }))),
    );
    expect(analyzeKorean('이건 뭐예요? 그건 책이에요.', lex).map((u) => u.vocabulary)).toEqual([
      '이것',
      undefined,
      '그것',
      '책',
    ]);
    expect(analyzeKorean('어제 산 책', lex).map((u) => u.vocabulary)).toEqual(['어제', '사다', '책']);
    expect(analyzeKorean('서울에 산 사람', lex).map((u) => u.vocabulary)[1]).toBe('살다');
  });

  it('names the noun of a prefixed word the dictionary lacks, the whole word when it has it', () => {
    expect(analyzeKorean('재구매 의사', lexicon('구매', '의사')).map((u) => u.vocabulary)).toEqual([
      '구매',
      '의사',
    ]);
    expect(analyzeKorean('재구매 의사', lexicon('재구매', '구매')).map((u) => u.vocabulary)).toEqual([
      '재구매',
      undefined,
    ]);
  });

  it('prefers the compounds the dictionary knows', () => {
    expect(vocabularyOf('한국 음식을 좋아해요')).toEqual(['한국', '음식', '좋아하다']);
    expect(vocabularyOf('들어오는')).toEqual(['들어오다']);
    expect(vocabularyOf('돼요')).toEqual(['되다']);
    expect(vocabularyOf('한국어')).toEqual(['한국어']);
    expect(analyzeKorean('축구 대표팀', lexicon('대표팀')).map((u) => u.vocabulary)).toEqual([
      undefined,
      '대표팀',
    ]);
    expect(vocabularyOf('축구 대표팀')).toEqual(['축구', '대표', '팀']);
    expect(analyzeKorean('길을 물어봤어요', lexicon('길', '물어보다')).map((u) => u.vocabulary)).toEqual([
      '길',
      '물어보다',
    ]);
  });

  it('resolves irregular stems', () => {
    expect(vocabularyOf('추워요')).toEqual(['춥다']);
    expect(vocabularyOf('몰라요')).toEqual(['모르다']);
    expect(vocabularyOf('밥을 지어요')).toEqual(['밥', '짓다']);
    expect(vocabularyOf('하얘요')).toEqual(['하얗다']);
    expect(vocabularyOf('감기가 나았어요')).toEqual(['감기', '낫다']);
    expect(vocabularyOf('꽃이 피어요')).toEqual(['꽃', '피다']);
  });

  it('chooses 듣다 or 들다 for 들어요 by context', () => {
    expect(vocabularyOf('음악을 들어요')).toEqual(['음악', '듣다']);
    expect(vocabularyOf('가방을 들어요')).toEqual(['가방', '들다']);
  });

  it('asks the lexicon and leaves vocabulary out when it has no candidate', () => {
    const known = lexicon('학교', '가다');
    const units = analyzeKorean('학교에 갔어요 커피', known);
    expect(units.map((u) => u.vocabulary)).toEqual(['학교', '가다', undefined]);
    expect(units[2]?.word).toBe('커피');
  });

  it('prefers a lexicon entry whose category fits a verb unit', () => {
    const homographs = createLexicon([
      { written: '듣다', category: 'noun' },
      { written: '들다', category: 'verb' },
    ]);
    expect(analyzeKorean('음악을 들어요', homographs).map((u) => u.vocabulary)).toEqual([undefined, '들다']);
  });

  it('maps possessive pronouns and the colloquial 거 to their headwords', () => {
    expect(vocabularyOf('제 이름')).toEqual(['저', '이름']);
    expect(vocabularyOf('먹을 게 없어요')).toEqual(['먹다', '것', '없다']);
  });

  it('is exposed as the ko_KR analyser', () => {
    expect(koreanAnalyzer.language).toBe('ko_KR');
    expect(koreanAnalyzer.analyze('학교에 갔어요').map((u) => u.word)).toEqual(['학교', '가다']);
  });
});
