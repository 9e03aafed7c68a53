import type { DictionaryWord, Sense } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { conversationLines, gloss, groupExamples, notFoundText, wordsFor } from './lookup.ts';

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

  it('shows a sense in the dictionary language when it has it, else as served', () => {
    const sense: Sense = {
      id: 1,
      translation: 'school',
      definition: 'A place to learn.',
      variants: { fr_FR: { translation: 'école', definition: 'Lieu où apprendre.' } },
    };
    expect(gloss(sense, 'fr_FR').translation).toBe('école');
    expect(gloss(sense, 'ja_JP').translation).toBe('school');
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
