import type { DictionaryLocale, DictionaryTextLanguage, DictionaryWord, Example } from '@glossa/contract';
import { searchKey } from '@glossa/dictionary';
import { REVERSE_SOURCE_PREFIX } from '../composition/reverse-glosses.ts';
import type { LookupRepository, SenseRow, WordRow } from './lookup.repository.ts';

/**
 * Words as the API answers them: the lookup repository's rows turned into dictionary words with their senses
 * in the dictionary language asked for, sources merged without repeating a sense; examples and fragments.
 * The DictionaryService calls these; no other feature does.
 */

type Gloss = { translation: string; definition: string };

type Glosses = Partial<Record<DictionaryLocale, Gloss>>;

export interface LookupOptions {
  /** Text language of the words; all languages when absent. */
  language?: DictionaryTextLanguage | undefined;
  /** Dictionary language the senses are given in. */
  lang: DictionaryLocale;
  /** Include senses (default true); without them a lookup is one query. */
  senses?: boolean;
  /**
   * A word's own detail (lookups for analysed text): a derived (reverse) word is kept only when it has senses
   * in `lang`. Searches keep it: "school" finding 학교 is what a search by an English word is for.
   */
  ownDetail?: boolean;
}

/**
 * Dictionary words for several written forms at once (case-insensitive), for the word panel and for
 * POST /api/analyze's `vocab`.
 * @example await lookupWords(lookups, ['학교'], 'ko_KR', 'en_US') // [{ written: '학교', senses: [...] }]
 */
export async function lookupWords(
  lookups: LookupRepository,
  writtens: readonly string[],
  textLanguage: DictionaryTextLanguage | undefined,
  dictLanguage: DictionaryLocale,
  withSenses = true,
): Promise<DictionaryWord[]> {
  const found = await lookups.findWordsByKeys(writtens.map(searchKey), textLanguage);
  return toWords(lookups, withoutStrayCapitals(found, writtens), {
    language: textLanguage,
    lang: dictLanguage,
    senses: withSenses,
    ownDetail: true,
  });
}

/**
 * A capitalised headword (the element "Be", the name "Will") answers a lower-case form only when nothing else
 * does: "be" in a text is the verb. A capitalised form asked for (a name in mid-sentence) keeps them all.
 */
function withoutStrayCapitals(rows: WordRow[], writtens: readonly string[]): WordRow[] {
  const lowerAsked = new Set(writtens.filter((w) => w === w.toLowerCase()).map(searchKey));
  const hasLower = new Set(
    rows.filter((r) => r.written === r.written.toLowerCase()).map((r) => r.written_key),
  );
  return rows.filter(
    (row) =>
      row.written === row.written.toLowerCase() ||
      !lowerAsked.has(row.written_key) ||
      !hasLower.has(row.written_key),
  );
}

export async function toWords(
  lookups: LookupRepository,
  rows: WordRow[],
  options: LookupOptions,
): Promise<DictionaryWord[]> {
  const withSenses = options.senses ?? true;
  const senses = withSenses ? await lookups.findSenses(rows.map((row) => row.id)) : [];
  const byWord = new Map<number, SenseRow[]>();
  for (const sense of senses) {
    const list = byWord.get(sense.word_id);
    if (list) list.push(sense);
    else byWord.set(sense.word_id, [sense]);
  }
  const words = rows.map((row) => toWord(row, byWord.get(row.id) ?? [], options.lang));
  if (!withSenses) return words.map((entry) => entry.word);
  // A word whose senses are all in other languages is dropped when the same written form has senses in the
  // asked language (WordNet's English-only definitions next to a starter entry with French ones); kept, in
  // the fallback language, when nothing better exists.
  // In a word's own detail a derived (reverse) word is shown only in its own language: "descendre" must not
  // show 내리다 with a Korean definition to a learner who reads English.
  const keysWithLang = new Set(words.filter((entry) => entry.inLang).map((entry) => entry.key));
  const kept = words.filter(
    (entry) =>
      entry.inLang ||
      (!keysWithLang.has(entry.key) &&
        !(options.ownDetail && entry.word.source.startsWith(REVERSE_SOURCE_PREFIX))),
  );
  return withoutRepeatedSenses(kept).map((entry) => entry.word);
}

/**
 * Sources merge without repeating a sense. Entries come best source first (the core dictionary, then krdict,
 * kaikki, WordNet, derived glosses last); a later source's sense whose translation terms were all given already
 * by an earlier source for the same written form is left out (kaikki's 사과 "apple" under the core's), and a
 * later word left with no sense goes too. Homographs of one source never hide each other. Derived (reverse)
 * senses so only fill gaps: `school` -> 학교 from the starter is not repeated by krdict's reverse.
 */
function withoutRepeatedSenses<T extends { key: string; word: DictionaryWord }>(entries: T[]): T[] {
  // written key -> translation term -> the first source that gave it
  const known = new Map<string, Map<string, string>>();
  const result: T[] = [];
  for (const entry of entries) {
    const terms = known.get(entry.key) ?? new Map<string, string>();
    known.set(entry.key, terms);
    const source = entry.word.source;
    const repeats = (sense: DictionaryWord['senses'][number]) => {
      const own = translationTerms(sense.translation);
      return own.length > 0 && own.every((term) => terms.has(term) && terms.get(term) !== source);
    };
    const senses = entry.word.senses.filter((sense) => !repeats(sense));
    for (const sense of senses)
      for (const term of translationTerms(sense.translation)) if (!terms.has(term)) terms.set(term, source);
    if (senses.length === entry.word.senses.length) result.push(entry);
    else if (senses.length > 0) result.push({ ...entry, word: { ...entry.word, senses } });
  }
  return result;
}

/** The terms of a translation ("sea; ocean" -> sea, ocean), compared case- and width-insensitively. */
function translationTerms(translation: string): string[] {
  return translation
    .split(/[;,，、；]/)
    .map((term) => searchKey(term.trim()))
    .filter((term) => term !== '');
}

function toWord(
  row: WordRow,
  senses: SenseRow[],
  lang: DictionaryLocale,
): { word: DictionaryWord; key: string; inLang: boolean } {
  let inLang = false;
  // WordNet lists the same gloss under several synsets now and then: a sense is shown once.
  const seen = new Set<string>();
  const wireSenses = senses.flatMap((sense) => {
    const variants = JSON.parse(sense.glosses) as Glosses;
    const own = variants[lang];
    if (own) inLang = true;
    const chosen = own ?? variants.en_US ?? Object.values(variants)[0] ?? { translation: '', definition: '' };
    const key = `${searchKey(chosen.translation)}\u0000${searchKey(chosen.definition)}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ id: sense.id, translation: chosen.translation, definition: chosen.definition, variants }];
  });
  return {
    key: row.written_key,
    inLang,
    word: {
      id: row.id,
      written: row.written,
      category: row.category,
      senses: wireSenses,
      audio_id: row.audio_id,
      homograph: row.homograph,
      level: row.level,
      pronunciation: row.pronunciation,
      language: row.text_language as DictionaryTextLanguage,
      source: row.source_id,
    },
  };
}

/**
 * Examples of one sense (`[{example, category, translation?}]`), each with its translation in `lang` when the
 * dictionary gives one (only that language: a learner never sees another), or null when there is no such sense.
 * @example await senseExamples(lookups, 12, 'fr_FR') // [{ example: '학교에 가다', category: 'fragment', translation: 'aller à l’école' }]
 */
export async function senseExamples(
  lookups: LookupRepository,
  senseId: number,
  lang?: DictionaryLocale,
): Promise<Example[] | null> {
  const rows = await lookups.findExamples([senseId]);
  if (rows.length === 0 && !(await lookups.senseExists(senseId))) return null;
  return rows.map((row) => {
    const translation = lang ? exampleTranslation(row.translations, lang) : undefined;
    return {
      example: row.example,
      category: row.category as Example['category'],
      ...(translation ? { translation } : {}),
    };
  });
}

/** One language's text from an example's stored translations (a JSON object), or undefined. */
function exampleTranslation(stored: string | null, lang: DictionaryLocale): string | undefined {
  if (!stored) return undefined;
  try {
    const text = (JSON.parse(stored) as Record<string, unknown>)[lang];
    return typeof text === 'string' && text.trim() ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fragment examples (collocations) of every word with this written form.
 * @example await fragmentsOf(lookups, '학교', 'ko_KR') // [{ example: '학교에 가다', category: 'fragment' }]
 */
export async function fragmentsOf(
  lookups: LookupRepository,
  written: string,
  language: DictionaryTextLanguage | undefined,
): Promise<Example[]> {
  const words = await lookups.findWordsByKeys([searchKey(written)], language);
  const senses = await lookups.findSenses(words.map((word) => word.id));
  const rows = await lookups.findExamples(
    senses.map((sense) => sense.id),
    'fragment',
  );
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.example)) return [];
    seen.add(row.example);
    return [{ example: row.example, category: 'fragment' as const }];
  });
}
