import type {
  ComposedPart,
  DictionaryLocale,
  DictionaryTextLanguage,
  DictionaryWord,
} from '@glossa/contract';
import { searchKey } from '@glossa/dictionary';
import { composeTranslation, derivationsOf, type Affix, type Derivation } from './derivation-rules.ts';

/** The `source` of a composed word: no dictionary's, Glossa's own composition. */
export const COMPOSED_SOURCE = 'glossa-composed';

type Lookup = (writtens: string[]) => Promise<DictionaryWord[]>;

/**
 * The base's first gloss in `lang`: its first sense's translation without its qualifiers and up to the first
 * comma ("to purchase, to buy" -> "to purchase", "(music) composition" -> "composition"), or undefined when
 * it has none in that language.
 */
function firstGloss(word: DictionaryWord, lang: DictionaryLocale): string | undefined {
  for (const sense of word.senses) {
    const translation = sense.variants?.[lang]?.translation ?? '';
    const gloss = translation
      .replace(/[(（][^)）]*[)）]/g, '')
      .split(/[,;、]/)[0]!
      .replace(/\s+/g, ' ')
      .trim();
    if (gloss) return gloss;
  }
  return undefined;
}

/** Words no one wrote get ids no stored row has: negative, and the same for the same word every time. */
function composedId(language: DictionaryTextLanguage, written: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${language}|${written}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return -((hash % 0x7fffffff) + 1);
}

function parts(
  derivation: Derivation,
  base: string,
  baseGloss: string,
  lang: DictionaryLocale,
): ComposedPart[] {
  const part = (affix: Affix): ComposedPart => ({ written: affix.label, gloss: affix.meaning[lang] ?? '' });
  const prefixes = derivation.affixes.filter((a) => a.kind === 'prefix').reverse();
  const suffixes = derivation.affixes.filter((a) => a.kind === 'suffix');
  return [...prefixes.map(part), { written: base, gloss: baseGloss }, ...suffixes.map(part)];
}

/**
 * The base word to compose from: one with a gloss in `lang`, of the category the innermost affix follows
 * when it says (하다 follows a noun: 까다롭다 is no 까다 "to peel" + 롭다; -ly an adjective). None when the
 * dictionaries hold several homographs of that category (배 "pear", 배 "ship"): which one the word is made of
 * cannot be told, and a guess misleads.
 */
function chooseBase(
  candidates: readonly DictionaryWord[],
  derivation: Derivation,
  lang: DictionaryLocale,
): { word: DictionaryWord; gloss: string } | undefined {
  const wanted = derivation.affixes[0]?.baseCategory;
  const fitting = candidates.filter((word) => !wanted || word.category === wanted);
  const homographs = new Set(fitting.map((word) => `${word.category}|${word.homograph}`));
  if (homographs.size > 1) return undefined;
  for (const word of fitting) {
    const gloss = firstGloss(word, lang);
    if (gloss) return { word, gloss };
  }
  return undefined;
}

/**
 * Composed dictionary words for headwords that have no entry of their own but whose base the dictionary
 * knows, with their parts in `composedOf`: when every affix is safe, one sense in `lang` composed from the
 * base's gloss (재구매 = 재- + 구매 -> "re-purchase"); otherwise no sense, only the parts with their own
 * glosses (구매하다 = 구매 "purchase" + 하다 "do; makes a verb"). Only the headwords given are tried: call it
 * with those the dictionary lacks. A headword whose base is unknown, ambiguous, or has no gloss in `lang`,
 * gets nothing.
 * @example await composeWords(['재구매'], 'ko_KR', 'en_US', lookup) // [{ written: '재구매', senses: [{ translation: 're-purchase' }], composedOf: [...] }]
 */
export async function composeWords(
  headwords: readonly string[],
  textLanguage: DictionaryTextLanguage,
  lang: DictionaryLocale,
  lookup: Lookup,
): Promise<DictionaryWord[]> {
  const derivations = new Map(headwords.map((headword) => [headword, derivationsOf(headword, textLanguage)]));
  const bases = [...new Set([...derivations.values()].flatMap((list) => list.map((d) => d.base)))];
  if (bases.length === 0) return [];
  const byKey = new Map<string, DictionaryWord[]>();
  for (const word of await lookup(bases)) {
    // A base must be a word of its own: a composed base would compose twice.
    if (word.composedOf) continue;
    const key = searchKey(word.written);
    const list = byKey.get(key);
    if (list) list.push(word);
    else byKey.set(key, [word]);
  }
  const composed: DictionaryWord[] = [];
  for (const [headword, list] of derivations) {
    for (const derivation of list) {
      const base = chooseBase(byKey.get(searchKey(derivation.base)) ?? [], derivation, lang);
      if (!base) continue;
      const safe = derivation.affixes.every((affix) => affix.safe === true);
      const translation = safe ? composeTranslation(derivation, base.gloss, lang) : undefined;
      if (safe && !translation) continue;
      const id = composedId(textLanguage, headword);
      const outer = derivation.affixes[derivation.affixes.length - 1];
      composed.push({
        id,
        written: headword,
        category: outer?.category ?? base.word.category,
        senses: translation
          ? [{ id, translation, definition: '', variants: { [lang]: { translation, definition: '' } } }]
          : [],
        audio_id: null,
        homograph: 0,
        level: null,
        pronunciation: null,
        language: textLanguage,
        source: COMPOSED_SOURCE,
        composedOf: parts(derivation, base.word.written, base.gloss, lang),
      });
      break;
    }
  }
  return composed;
}

/**
 * The dictionary words of headwords, with a composed word for each headword no dictionary has but whose
 * parts it knows (see composeWords): what an analysed text shows.
 * @example await withComposedWords(['구매하다'], 'ko_KR', 'en_US', (w) => lookupWords(db, w, 'ko_KR', 'en_US'))
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
