import type { DictionaryWord, Sense } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import {
  conversationLines,
  displayMorph,
  exampleTranslations,
  gloss,
  groupExamples,
  noTranslationText,
  notFoundText,
  wordsFor,
  wordsForUnit,
} from './lookup.ts';

const word = (id: number, written: string): DictionaryWord => ({
  id,
  written,
  category: 'noun',
  senses: [],
  audio_id: null,
  homograph: 0,
  level: null,
  pronunciation: null,
  language: 'en_US',
  source: 'test',
});

describe('word detail lookups', () => {
  it("finds a headword's words case-insensitively, and none without a headword", () => {
    const vocab = [word(1, 'English'), word(2, 'english'), word(3, 'other')];
    expect(wordsFor(vocab, 'English').map((w) => w.id)).toEqual([1, 2]);
    expect(wordsFor(vocab, undefined)).toEqual([]);
  });

  it('shows a sense in the dictionary language, and nothing of another language when it has none there', () => {
    const sense: Sense = {
      id: 1,
      translation: 'school',
      definition: 'A place to learn.',
      variants: { fr_FR: { translation: 'école', definition: 'Lieu où apprendre.' } },
    };
    expect(gloss(sense, 'fr_FR')).toEqual({ translation: 'école', definition: 'Lieu où apprendre.' });
    // The server's English stand-in is not shown to a Japanese learner.
    expect(gloss(sense, 'ja_JP')).toEqual({ translation: '', definition: '', missing: true });
    expect(gloss({ id: 2, translation: 'school', definition: '' }, 'ja_JP').translation).toBe('school');
  });

  it('never shows the Korean gloss of a French word to a learner with an English dictionary', () => {
    const manuel: Sense = {
      id: 2,
      translation: '교재',
      definition: '',
      variants: { ko_KR: { translation: '교재; 수동', definition: '' } },
    };
    expect(gloss(manuel, 'en_US', 'fr_FR')).toEqual({ translation: '', definition: '', missing: true });
    expect(noTranslationText('manuel', 'en_US')).toBe('No English translation of manuel yet.');
    const wordnet: Sense = {
      id: 3,
      translation: 'grab',
      definition: 'get into your hands',
      variants: { en_US: { translation: 'grab', definition: 'get into your hands' } },
    };
    expect(gloss(wordnet, 'fr_FR').missing).toBe(true);
    expect(gloss(wordnet, 'en_US').missing).toBeUndefined();
  });

  it("gives each example's translation by its text", () => {
    const translations = exampleTranslations([
      { example: '학교에 가요.', category: 'sentence', translation: 'Je vais à l’école.' },
      { example: '학교에 가다', category: 'fragment' },
      { example: '학교에 가요.', category: 'sentence', translation: 'autre' },
    ]);
    expect([...translations]).toEqual([['학교에 가요.', 'Je vais à l’école.']]);
  });

  it('explains a Korean word in Korean by its definition, never by the headword again', () => {
    const particle: Sense = {
      id: 3,
      translation: '이',
      definition: '주어임을 나타내는 조사.',
      variants: { ko_KR: { translation: '이', definition: '주어임을 나타내는 조사.' } },
    };
    expect(gloss(particle, 'ko_KR', 'ko_KR')).toEqual({
      translation: '',
      definition: '주어임을 나타내는 조사.',
    });
    expect(gloss(particle, 'ko_KR', 'en_US').translation).toBe('이');
  });

  it('groups examples by category without duplicates', () => {
    const groups = groupExamples([
      { example: 'a', category: 'fragment' },
      { example: 'a', category: 'fragment' },
      { example: 'b', category: 'sentence' },
    ]);
    expect(groups).toEqual({ fragment: ['a'], sentence: ['b'], conversation: [] });
  });

  it('splits conversations into alternating lines without the speaker prefixes', () => {
    expect(conversationLines('가: 어디 가요?\n나: 학교에 가요.\n가: 저도요.')).toEqual([
      '어디 가요?',
      '학교에 가요.',
      '저도요.',
    ]);
    expect(conversationLines('A: Hi!\r\nB: Hello.')).toEqual(['Hi!', 'Hello.']);
  });

  it('uses the spec text for a missing word', () => {
    expect(notFoundText('zzz')).toBe('The word zzz could not be found in the dictionary.');
  });
});

describe('the word a unit is', () => {
  const word = (id: number, written: string, category: string): DictionaryWord => ({
    id,
    written,
    category,
    senses: [],
    audio_id: null,
    homograph: 0,
    level: null,
    pronunciation: null,
    language: 'ko_KR',
    source: 'test',
  });
  const vocab = [
    word(1, '안', 'adverb'),
    word(2, '안', 'noun'),
    word(3, '만', 'particle'),
    word(4, '만', 'noun'),
  ];

  it('follows the part of speech the analysis found (안에 is the noun, 3년 만에 the bound noun)', () => {
    const inside = {
      surface: '안에',
      word: '안',
      vocabulary: '안',
      morphs: [
        { lex: '안', tag: 'NNG' },
        { lex: '에', tag: 'JKB' },
      ],
    };
    expect(wordsForUnit(vocab, inside).map((w) => w.id)).toEqual([2]);
    const not = { surface: '안', word: '안', vocabulary: '안', morphs: [{ lex: '안', tag: 'MAG' }] };
    expect(wordsForUnit(vocab, not).map((w) => w.id)).toEqual([1]);
    const after = {
      surface: '만에',
      word: '만',
      vocabulary: '만',
      morphs: [
        { lex: '만', tag: 'NNB' },
        { lex: '에', tag: 'JKB' },
      ],
    };
    expect(wordsForUnit(vocab, after).map((w) => w.id)).toEqual([4]);
    const odd = { surface: '안', word: '안', vocabulary: '안', morphs: [{ lex: '안', tag: 'IC' }] };
    expect(wordsForUnit(vocab, odd).map((w) => w.id)).toEqual([1, 2]);
  });

  it('follows the part of speech for every tag that names one: articles, auxiliaries, proper nouns', () => {
    const homographs = [
      word(10, 'le', 'pronoun'),
      word(11, 'le', 'article'),
      word(12, 'être', 'noun'),
      word(13, 'être', 'verb'),
      word(14, 'Turkey', 'noun'),
      word(15, 'turkey', 'verb'),
    ];
    const unit = (vocabulary: string, tag: string) => ({
      surface: vocabulary,
      word: vocabulary,
      vocabulary,
      morphs: [{ lex: vocabulary, tag }],
    });
    expect(wordsForUnit(homographs, unit('le', 'DET')).map((w) => w.id)).toEqual([11]);
    expect(wordsForUnit(homographs, unit('le', 'PRON')).map((w) => w.id)).toEqual([10]);
    expect(wordsForUnit(homographs, unit('être', 'AUX')).map((w) => w.id)).toEqual([13]);
    expect(wordsForUnit(homographs, unit('Turkey', 'PROPN')).map((w) => w.id)).toEqual([14]);
  });

  it('shows morphemes a learner recognises: 샀어요 is 사다 + 았 + 어요', () => {
    const morphs = [
      { lex: '사', tag: 'VV' },
      { lex: 'ㅏㅆ', tag: 'EP' },
      { lex: '어요', tag: 'EF' },
    ];
    expect(morphs.map(displayMorph)).toEqual(['사다', '았', '어요']);
    expect(displayMorph({ lex: '학교', tag: 'NNG' })).toBe('학교');
  });

  it('shows conjoining jamo as letters a font draws: 갑니다 is 가다 + ㅂ니다, 갈 is 가다 + ㄹ', () => {
    expect(displayMorph({ lex: 'ᄇ니다', tag: 'EF' })).toBe('ㅂ니다');
    expect(displayMorph({ lex: 'ᆯ', tag: 'ETM' })).toBe('ㄹ');
    expect(displayMorph({ lex: 'ᆫ', tag: 'JX' })).toBe('ㄴ');
  });
});
