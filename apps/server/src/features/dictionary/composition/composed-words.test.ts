// The dictionary side of composed glosses: the words the analysis library composes, as the answer's words.
// The derivation rules themselves are tested in @glossa/analysis (derivation/compose.test.ts).
import {
  COMPOSED_SOURCE,
  type DictionaryLocale,
  type DictionaryTextLanguage,
  type DictionaryWord,
} from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { composeWords, withComposedWords } from './composed-words.ts';

let nextId = 1;

/** A stored dictionary word with one sense per gloss map (what lookupWords answers). */
function word(
  language: DictionaryTextLanguage,
  written: string,
  category: string,
  ...senses: Array<Partial<Record<DictionaryLocale, string>>>
): DictionaryWord {
  return {
    id: nextId++,
    written,
    category,
    senses: senses.map((glosses) => ({
      id: nextId++,
      translation: Object.values(glosses)[0] ?? '',
      definition: '',
      variants: Object.fromEntries(
        Object.entries(glosses).map(([locale, translation]) => [locale, { translation, definition: '' }]),
      ),
    })),
    audio_id: null,
    homograph: 0,
    level: null,
    pronunciation: null,
    language,
    source: 'test',
  };
}

const DICTIONARY: DictionaryWord[] = [
  word('ko_KR', '구매', 'noun', { en_US: 'purchase, buying', fr_FR: 'achat', ja_JP: '購入' }),
  word('ko_KR', '공부하다', 'verb', { en_US: 'to study' }),
  word('en_US', 'Happy', 'adjective', { fr_FR: 'heureux, content' }),
  // A word Glossa composed is no base: 재구매하다 must not be read as 재구매 (composed) + 하다.
  { ...word('ko_KR', '재구매', 'noun', { en_US: 're-purchase' }), source: COMPOSED_SOURCE, composedOf: [] },
];

/** The words of these written forms in one text language, as lookupWords finds them (case folded). */
function lookupIn(language: DictionaryTextLanguage) {
  return async (writtens: string[]) => {
    const keys = new Set(writtens.map((w) => w.toLowerCase()));
    return DICTIONARY.filter((w) => w.language === language && keys.has(w.written.toLowerCase()));
  };
}

describe('composed dictionary words', () => {
  it('carry the composed translation as one sense, its variant, the parts and the composed source', async () => {
    const [result] = await composeWords(['재구매'], 'ko_KR', 'ja_JP', lookupIn('ko_KR'));
    expect(result).toMatchObject({
      written: '재구매',
      category: 'noun',
      homograph: 0,
      language: 'ko_KR',
      source: COMPOSED_SOURCE,
      composedOf: [
        { written: '재-', gloss: '再' },
        { written: '구매', gloss: '購入' },
      ],
    });
    expect(result?.senses).toEqual([
      {
        id: result?.id,
        translation: '再購入',
        definition: '',
        variants: { ja_JP: { translation: '再購入', definition: '' } },
      },
    ]);
  });

  it('have no sense when an affix is not safe, only their parts', async () => {
    const [result] = await composeWords(['구매하다'], 'ko_KR', 'en_US', lookupIn('ko_KR'));
    expect(result?.senses).toEqual([]);
    expect(result?.composedOf?.map((p) => p.written)).toEqual(['구매', '하다']);
  });

  it('find a base whatever its case (happiness from "Happy")', async () => {
    const [result] = await composeWords(['happiness'], 'en_US', 'fr_FR', lookupIn('en_US'));
    expect(result?.composedOf).toEqual([
      { written: 'Happy', gloss: 'heureux' },
      { written: '-ness', gloss: "le fait d'être" },
    ]);
  });

  it('never build on a composed word', async () => {
    expect(await composeWords(['재구매하다'], 'ko_KR', 'en_US', lookupIn('ko_KR'))).toMatchObject([
      { written: '재구매하다', composedOf: [{ written: '재-' }, { written: '구매' }, { written: '하다' }] },
    ]);
  });

  it('get stable negative ids no stored word can have', async () => {
    const lookup = lookupIn('ko_KR');
    const [first] = await composeWords(['구매하다'], 'ko_KR', 'en_US', lookup);
    const [again] = await composeWords(['구매하다'], 'ko_KR', 'en_US', lookup);
    const [other] = await composeWords(['재구매'], 'ko_KR', 'en_US', lookup);
    expect(first?.id).toBeLessThan(0);
    expect(first?.id).toBe(again?.id);
    expect(other?.id).not.toBe(first?.id);
  });

  it('are made only for the headwords the dictionary lacks', async () => {
    const words = await withComposedWords(['공부하다', '구매하다'], 'ko_KR', 'en_US', lookupIn('ko_KR'));
    expect(words.map((w) => [w.written, w.source])).toEqual([
      ['공부하다', 'test'],
      ['구매하다', COMPOSED_SOURCE],
    ]);
  });
});
