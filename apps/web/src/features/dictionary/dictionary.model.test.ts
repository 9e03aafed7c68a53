import type { DictionaryWord } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { entryUnit, translationsOf } from './dictionary.model.ts';

function word(senses: DictionaryWord['senses']): DictionaryWord {
  return {
    id: 1,
    written: '학교',
    category: 'noun',
    senses,
    audio_id: null,
    homograph: 0,
    level: 1,
    pronunciation: null,
    language: 'ko_KR',
    source: 'core',
  };
}

describe('translationsOf', () => {
  it('joins the first three translations without repeats, in the dictionary language', () => {
    const school = word([
      { id: 1, translation: 'school', definition: 'A place of learning.' },
      { id: 2, translation: 'School', definition: 'Again.' },
      {
        id: 3,
        translation: 'campus',
        definition: 'Grounds.',
        variants: { fr_FR: { translation: 'campus (fr)', definition: 'Terrain.' } },
      },
      { id: 4, translation: 'academy', definition: '' },
      { id: 5, translation: 'college', definition: '' },
    ]);
    // The third sense has variants but none in English: its French gloss never stands in for an English one.
    expect(translationsOf(school, 'en_US', 'ko_KR')).toBe('school; academy; college');
    expect(translationsOf(school, 'fr_FR', 'ko_KR', 2)).toBe('school; campus (fr)');
  });

  it('uses definitions, without their final period, for a word explained in its own language', () => {
    const dog = word([
      {
        id: 1,
        translation: 'dog',
        definition: 'A domesticated animal.',
        variants: { en_US: { translation: 'dog', definition: 'A domesticated animal.' } },
      },
    ]);
    expect(translationsOf(dog, 'en_US', 'en_US')).toBe('A domesticated animal');
  });

  it('is empty for a word without senses', () => {
    expect(translationsOf(word([]), 'en_US', 'ko_KR')).toBe('');
  });
});

describe('entryUnit', () => {
  it('makes the headword its own unit, with no morphemes', () => {
    expect(entryUnit('먹다')).toEqual({ surface: '먹다', word: '먹다', vocabulary: '먹다', morphs: [] });
  });
});
