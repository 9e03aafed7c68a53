import {
  composeWords as composeFromBases,
  type BaseWord,
  type ComposedWord,
} from '@glossa/analysis/derivation';
import {
  COMPOSED_SOURCE,
  type DictionaryLocale,
  type DictionaryTextLanguage,
  type DictionaryWord,
} from '@glossa/contract';
import { searchKey } from '@glossa/dictionary';

/**
 * The dictionary side of composed glosses: the analysis library's derivation rules decide how a word is
 * built and glossed; this file looks the bases up and turns what it composes into dictionary words.
 */

type Lookup = (writtens: string[]) => Promise<DictionaryWord[]>;

/** Words no one wrote get ids no stored row has: negative, and the same for the same word every time. */
function composedId(language: DictionaryTextLanguage, written: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${language}|${written}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return -((hash % 0x7fffffff) + 1);
}

function baseWord(word: DictionaryWord, lang: DictionaryLocale): BaseWord {
  return {
    written: word.written,
    category: word.category,
    homograph: word.homograph,
    translations: word.senses.map((sense) => sense.variants?.[lang]?.translation ?? ''),
  };
}

function dictionaryWord(
  composed: ComposedWord,
  textLanguage: DictionaryTextLanguage,
  lang: DictionaryLocale,
): DictionaryWord {
  const id = composedId(textLanguage, composed.written);
  const { translation } = composed;
  return {
    id,
    written: composed.written,
    category: composed.category,
    senses: translation
      ? [{ id, translation, definition: '', variants: { [lang]: { translation, definition: '' } } }]
      : [],
    audio_id: null,
    homograph: 0,
    level: null,
    pronunciation: null,
    language: textLanguage,
    source: COMPOSED_SOURCE,
    composedOf: composed.parts,
  };
}

/**
 * Composed dictionary words for headwords that have no entry of their own but whose base the dictionary
 * knows (the analysis library's composeWords over this dictionary lookup), as the answer's words: a stable
 * negative id, the `glossa-composed` source, the composed translation as the one sense when every affix is
 * safe, the parts in `composedOf`.
 * @example await composeWords(['재구매'], 'ko_KR', 'en_US', lookup) // [{ written: '재구매', senses: [{ translation: 're-purchase' }], composedOf: [...] }]
 */
export async function composeWords(
  headwords: readonly string[],
  textLanguage: DictionaryTextLanguage,
  lang: DictionaryLocale,
  lookup: Lookup,
): Promise<DictionaryWord[]> {
  const composed = await composeFromBases(headwords, textLanguage, lang, async (bases) => {
    const byKey = new Map<string, BaseWord[]>();
    for (const word of await lookup([...bases])) {
      // A base must be a word of its own: a composed base would compose twice.
      if (word.composedOf) continue;
      const key = searchKey(word.written);
      const list = byKey.get(key);
      if (list) list.push(baseWord(word, lang));
      else byKey.set(key, [baseWord(word, lang)]);
    }
    return new Map(bases.map((base) => [base, byKey.get(searchKey(base)) ?? []]));
  });
  return composed.map((word) => dictionaryWord(word, textLanguage, lang));
}

/**
 * The dictionary words of headwords, with a composed word for each headword no dictionary has but whose
 * parts it knows (see composeWords): what an analysed text shows.
 * @example await withComposedWords(['구매하다'], 'ko_KR', 'en_US', (w) => dictionary.lookupWords(w, 'ko_KR', 'en_US'))
 */
export async function withComposedWords(
  headwords: readonly string[],
  textLanguage: DictionaryTextLanguage,
  lang: DictionaryLocale,
  lookup: Lookup,
): Promise<DictionaryWord[]> {
  const found = await lookup([...headwords]);
  const known = new Set(found.map((word) => searchKey(word.written)));
  const missing = headwords.filter((headword) => !known.has(searchKey(headword)));
  if (missing.length === 0) return found;
  return [...found, ...(await composeWords(missing, textLanguage, lang, lookup))];
}
