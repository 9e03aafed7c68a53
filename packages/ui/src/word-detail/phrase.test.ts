import type { DictionaryWord, WordStatus } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { phraseAt } from './phrase.ts';

const word = (id: number, written: string) =>
  ({ id, written, lang: 'en_US', senses: [] }) as unknown as DictionaryWord;

describe('phraseAt', () => {
  const phrases = [{ first: 1, last: 2, vocabulary: 'look for' }];
  const vocab = [word(1, 'look'), word(2, 'look for'), word(3, 'look for')];

  it('answers the phrase over the selected unit with its words and status', () => {
    const set: [string, WordStatus][] = [];
    const phrase = phraseAt(
      phrases,
      vocab,
      2,
      () => 'learned',
      (ref, status) => set.push([ref, status]),
    );
    expect(phrase?.vocabulary).toBe('look for');
    expect(phrase?.words.map((w) => w.id)).toEqual([2, 3]);
    expect(phrase?.status).toBe('learned');
    phrase?.onStatusChange('seen');
    expect(set).toEqual([['look for', 'seen']]);
  });

  it('is null outside every phrase or without a selection', () => {
    expect(
      phraseAt(
        phrases,
        vocab,
        0,
        () => 'unknown',
        () => {},
      ),
    ).toBeNull();
    expect(
      phraseAt(
        phrases,
        vocab,
        3,
        () => 'unknown',
        () => {},
      ),
    ).toBeNull();
    expect(
      phraseAt(
        phrases,
        vocab,
        null,
        () => 'unknown',
        () => {},
      ),
    ).toBeNull();
  });
});
