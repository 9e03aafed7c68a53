import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeKorean } from './analyzer.ts';
import { getKoreanDictionary } from './dictionary/load.ts';
import { buildKoreanUserDictionary } from './dictionary/user-dictionary.ts';
import type { KoreanUserDictionary } from './dictionary/user-dictionary.ts';
import { readCoreKoreanNouns } from './fixtures.ts';
import { tokenizeKorean } from './tokenize.ts';

const units = (text: string, userDictionary?: KoreanUserDictionary) =>
  analyzeKorean(text, undefined, userDictionary ? { userDictionary } : {}).map(
    (u) => `${u.surface}:${u.vocabulary ?? ''}`,
  );

describe('Korean user dictionary entries (dictionary headwords as lattice words)', () => {
  let core: KoreanUserDictionary;
  beforeAll(() => {
    core = buildKoreanUserDictionary(getKoreanDictionary(), readCoreKoreanNouns());
  });

  it('keeps a known compound whole after a place name (해운대 해수욕장을)', () => {
    // The plain analyser, MeCab's own reading: 해 (하다) right after a noun is cheaper than 해수욕장.
    expect(units('해운대 해수욕장을')).toEqual(['해운대:해운대', '해:하다', '수욕장을:수욕장']);
    const user = buildKoreanUserDictionary(getKoreanDictionary(), ['해수욕장']);
    expect(units('해운대 해수욕장을', user)).toEqual(['해운대:해운대', '해수욕장을:해수욕장']);
    const morphemes = tokenizeKorean('해운대 해수욕장을', { userDictionary: user });
    expect(morphemes.map((m) => `${m.surface}/${m.tag}`)).toEqual(['해운대/NNG', '해수욕장/NNG', '을/JKO']);
    // A noun the system dictionary has keeps its features (semantic class, compound parts).
    expect(morphemes[1]?.semanticClass).toBe('장소');
    expect(morphemes[1]?.known).toBe(true);
  });

  // Core dictionary nouns the plain analyser splits (found by analysing every core noun with a particle).
  it.each([
    ['공중전화를 찾았어요.', '공중전화를:공중전화', ['공중:공중', '전화를:전화']],
    ['비밀번호를 잊었어요.', '비밀번호를:비밀번호', ['비밀:비밀', '번호를:번호']],
    ['유통기한이 지났어요.', '유통기한이:유통기한', ['유통:유통', '기한이:기한']],
    ['반려동물을 키워요.', '반려동물을:반려동물', ['반려:반려', '동물을:동물']],
    ['고객센터에 전화했어요.', '고객센터에:고객센터', ['고객:고객', '센터에:센터']],
    ['검은색을 좋아해요.', '검은색을:검은색', ['검은:검다', '색을:색']],
  ])('reads a core compound whole: %s', (text, whole, split) => {
    expect(units(text).slice(0, split.length)).toEqual(split);
    expect(units(text, core)[0]).toBe(whole);
  });

  it.each([
    // 산책 (a walk) is a core noun: 산 책 stays "the book I bought".
    [
      '어제 산 책이 벌써 도착했어요.',
      ['어제:어제', '산:사다', '책이:책', '벌써:벌써', '도착했어요:도착하다'],
    ],
    // 자세 (posture) must not swallow the polite imperative of 자다.
    ['피곤하면 일찍 자세요.', ['피곤하면:피곤하다', '일찍:일찍', '자세요:자다']],
    // 화가 (painter) must not replace 화 + 가 before 나다.
    ['동생한테 화가 났어요.', ['동생한테:동생', '화가:화', '났어요:나다']],
    ['가방을 가지고 왔어요.', ['가방을:가방', '가지고:가지다', '왔어요:오다']],
  ])('leaves a correct analysis alone: %s', (text, expected) => {
    expect(units(text, core)).toEqual(expected);
  });

  it('skips single syllables and non-Hangul words, and a noun whose spelling the system reads otherwise', () => {
    const user = buildKoreanUserDictionary(getKoreanDictionary(), [
      '책',
      'K팝',
      '해수욕장',
      '빨리',
      '해수욕장',
    ]);
    // 빨리 is also a (more expensive) noun in mecab-ko-dic; its cheaper adverb reading stays the system's.
    expect(user.words).toEqual(['해수욕장']);
    expect(tokenizeKorean('빨리 와!', { userDictionary: user }).map((m) => m.tag)).toEqual([
      'MAG',
      'VV+EF',
      'SF',
    ]);
  });

  it('gives a noun the system lacks a common noun reading with its final consonant', () => {
    const user = buildKoreanUserDictionary(getKoreanDictionary(), ['검은색', '가성비']);
    const [color, particle] = tokenizeKorean('검은색을', { userDictionary: user });
    expect(color).toMatchObject({ surface: '검은색', tag: 'NNG', jongseong: true, known: true });
    expect(particle).toMatchObject({ surface: '을', tag: 'JKO' });
    expect(tokenizeKorean('가성비가', { userDictionary: user })[0]).toMatchObject({
      surface: '가성비',
      tag: 'NNG',
      jongseong: false,
    });
  });

  it('leaves the plain tokenizer as MeCab has it (no user entries without the option)', () => {
    buildKoreanUserDictionary(getKoreanDictionary(), ['공중전화']);
    expect(tokenizeKorean('공중전화를').map((m) => m.surface)).toEqual(['공중', '전화', '를']);
  });
});
