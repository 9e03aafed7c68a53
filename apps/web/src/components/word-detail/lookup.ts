import type { DictionaryWord, Example, Sense } from '@glossa/contract';

/** Dictionary-side helpers of the word detail panel: finding a unit's words, glosses, example groups. */

function key(written: string): string {
  return written.normalize('NFC').toLocaleLowerCase();
}

/**
 * The dictionary words of a headword among an analysis' `vocab` (case-insensitive, like the server's lookup).
 * @example wordsFor(vocab, '가다') // [{ written: '가다', category: 'verb', ... }]
 */
export function wordsFor(vocab: readonly DictionaryWord[], headword: string | undefined): DictionaryWord[] {
  if (!headword) return [];
  const wanted = key(headword);
  return vocab.filter((word) => key(word.written) === wanted);
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en_US: 'English',
  fr_FR: 'French',
  ko_KR: 'Korean',
  es_ES: 'Spanish',
  ja_JP: 'Japanese',
};

/**
 * The English name of a dictionary language.
 * @example languageName('fr_FR') // 'French'
 */
export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

export interface SenseGloss {
  translation: string;
  definition: string;
  /** The language the gloss is in when the sense has none in the dictionary language (else absent). */
  fallback?: string;
}

/**
 * A sense's translation and definition in the dictionary language when the sense has it, else as served,
 * saying which language that is. In the text's own language (Korean explained in Korean) only the definition
 * is given: the "translation" would be the headword again.
 * @example gloss(sense, 'fr_FR') // { translation: 'école', definition: '...' }
 */
export function gloss(sense: Sense, dictLanguage: string, textLanguage?: string): SenseGloss {
  const variants = sense.variants;
  const variant = variants?.[dictLanguage as keyof NonNullable<Sense['variants']>];
  if (variant) {
    return dictLanguage === textLanguage && variant.definition
      ? { translation: '', definition: variant.definition }
      : variant;
  }
  const fallback = variants
    ? variants.en_US
      ? 'en_US'
      : (Object.keys(variants)[0] ?? undefined)
    : undefined;
  return {
    translation: sense.translation,
    definition: sense.definition,
    ...(fallback ? { fallback } : {}),
  };
}

/**
 * What the panel says of a word none of whose senses is in the dictionary language.
 * @example fallbackNote('en_US', 'fr_FR') // 'English definition; no French translation yet.'
 */
export function fallbackNote(shown: string, wanted: string): string {
  return `${languageName(shown)} definition; no ${languageName(wanted)} translation yet.`;
}

/** Senses a word shows before "More senses": the common ones; WordNet lists up to sixty. */
export const VISIBLE_SENSES = 4;

export type ExampleGroups = Record<Example['category'], string[]>;

/**
 * Examples sorted into the three groups the panel shows, in their order, without duplicates.
 * @example groupExamples([{ example: '학교에 가다', category: 'fragment' }]).fragment // ['학교에 가다']
 */
export function groupExamples(examples: readonly Example[]): ExampleGroups {
  const groups: ExampleGroups = { fragment: [], sentence: [], conversation: [] };
  for (const { example, category } of examples) {
    const list = groups[category];
    if (!list.includes(example)) list.push(example);
  }
  return groups;
}

/** Speaker prefixes dictionaries put before conversation lines (krdict's 가:/나:, A:/B:). */
const SPEAKER_PREFIX = /^\s*(?:가|나|A|B)\s*[:：]\s*/;

/**
 * The lines of a conversation example, speaker prefixes removed: line 1 is the first speaker, line 2 the
 * other, and so on alternately.
 * @example conversationLines('가: 어디 가요?\n나: 학교에 가요.') // ['어디 가요?', '학교에 가요.']
 */
export function conversationLines(example: string): string[] {
  return example
    .split(/\r?\n/)
    .map((line) => line.replace(SPEAKER_PREFIX, '').trim())
    .filter((line) => line !== '');
}

/** The messages of spec section 8 for empty example groups. */
export const EMPTY_GROUP_TEXT: Readonly<Record<Example['category'], string>> = {
  fragment: 'No fragments example found.',
  sentence: 'No sentences example found.',
  conversation: 'No conversations example found.',
};

/** The message for a word absent from the dictionary (spec section 8). */
export function notFoundText(word: string): string {
  return `The word ${word} could not be found in the dictionary.`;
}

export const NO_SENSES_TEXT = 'No senses available.';
