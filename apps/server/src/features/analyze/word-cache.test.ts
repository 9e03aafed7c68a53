import type { DictionaryWord } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { WordCache } from './word-cache.ts';

function word(id: number, written: string): DictionaryWord {
  return {
    id,
    written,
    category: 'noun',
    senses: [],
    audio_id: null,
    homograph: 0,
    level: null,
    pronunciation: null,
    language: 'ko_KR',
    source: 'test',
  };
}

describe('WordCache', () => {
  const dictionary: Record<string, DictionaryWord[]> = {
    학교: [word(1, '학교')],
    배: [word(2, '배'), word(3, '배')],
  };
  const lookupCounting = (asked: string[][]) => async (writtens: string[]) => {
    asked.push(writtens);
    return writtens.flatMap((written) => dictionary[written] ?? []);
  };

  it('asks the dictionary only for headwords it has not seen, absent ones included', async () => {
    const cache = new WordCache();
    const asked: string[][] = [];
    const first = await cache.get('1', 'ko_KR', 'en_US', ['학교', '없는말'], lookupCounting(asked));
    const second = await cache.get('1', 'ko_KR', 'en_US', ['학교', '없는말', '배'], lookupCounting(asked));
    expect(first.map((w) => w.id)).toEqual([1]);
    expect(second.map((w) => w.id)).toEqual([1, 2, 3]);
    expect(asked).toEqual([['학교', '없는말'], ['배']]);
  });

  it('keeps dictionary languages apart and forgets everything when the dictionary version changes', async () => {
    const cache = new WordCache();
    const asked: string[][] = [];
    await cache.get('1', 'ko_KR', 'en_US', ['학교'], lookupCounting(asked));
    await cache.get('1', 'ko_KR', 'fr_FR', ['학교'], lookupCounting(asked));
    await cache.get('2', 'ko_KR', 'en_US', ['학교'], lookupCounting(asked));
    expect(asked).toEqual([['학교'], ['학교'], ['학교']]);
  });

  it('does not remember anything while the dictionary version is unknown', async () => {
    const cache = new WordCache();
    const asked: string[][] = [];
    await cache.get(undefined, 'ko_KR', 'en_US', ['학교'], lookupCounting(asked));
    await cache.get(undefined, 'ko_KR', 'en_US', ['학교'], lookupCounting(asked));
    expect(asked).toHaveLength(2);
  });

  it('gives each word once even when two headwords share a search key', async () => {
    const cache = new WordCache();
    const words = await cache.get('1', 'ko_KR', 'en_US', ['배', '배'], lookupCounting([]));
    expect(words.map((w) => w.id)).toEqual([2, 3]);
  });
});
