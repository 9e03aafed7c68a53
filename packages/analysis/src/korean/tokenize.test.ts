import { describe, expect, it } from 'vitest';
import { readParitySentences, readReference } from './fixtures.ts';
import { tokenizeKorean } from './tokenize.ts';

const reference = readReference();

describe('tokenizeKorean parity with Debian mecab 0.996 on mecab-ko-dic', () => {
  it('has a reference output for every sentence we wrote (at least 200)', () => {
    expect(reference.length).toBeGreaterThanOrEqual(200);
    expect(reference.map((r) => r.sentence)).toEqual(readParitySentences());
  });

  it("gives exactly mecab's surfaces and features on every fixture sentence", () => {
    const differing = reference.filter(({ sentence, morphemes }) => {
      const ours = tokenizeKorean(sentence).map((m) => [m.surface, m.feature]);
      return JSON.stringify(ours) !== JSON.stringify(morphemes);
    });
    expect(differing.map((d) => d.sentence)).toEqual([]);
  });

  it('gives offsets that slice the input exactly, spaces excluded', () => {
    const text = '  아버지가 방에   들어가신다.  ';
    const morphemes = tokenizeKorean(text);
    for (const m of morphemes) expect(text.slice(m.start, m.end)).toBe(m.surface);
    expect(morphemes.map((m) => m.surface).join('')).toBe(text.replace(/\s/g, ''));
  });

  it('exposes the parsed feature fields', () => {
    const [went] = tokenizeKorean('갔어요');
    expect(went).toMatchObject({
      surface: '갔',
      tag: 'VV+EP',
      type: 'Inflect',
      firstTag: 'VV',
      lastTag: 'EP',
      jongseong: true,
      known: true,
      expression: [
        { lex: '가', tag: 'VV' },
        { lex: '았', tag: 'EP' },
      ],
    });
    const [latin] = tokenizeKorean('Glossa');
    expect(latin).toMatchObject({ surface: 'Glossa', tag: 'SL', known: false });
  });

  it("can apply mecab-ko's left-space penalty, which the reference does not", () => {
    // 같이 after a space: a particle (JKB) for MeCab, an adverb once particles after spaces cost more.
    const text = '우리 같이 커피 마실래요?';
    const plain = tokenizeKorean(text).map((m) => `${m.surface}/${m.tag}`);
    const penalised = tokenizeKorean(text, { leftSpacePenalty: true }).map((m) => `${m.surface}/${m.tag}`);
    expect(plain).toContain('같이/JKB');
    expect(penalised).toContain('같이/MAG');
  });
});
