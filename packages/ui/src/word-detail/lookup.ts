import {
  LANGUAGE_NAMES,
  type AnalysedUnitDto,
  type DictionaryWord,
  type Example,
  type Locale,
  type Sense,
} from '@glossa/contract';
import { readableJamo } from '@glossa/analysis/korean-forms';

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

/**
 * The English name of a dictionary language.
 * @example languageName('fr_FR') // 'French'
 */
export function languageName(code: Locale): string {
  return LANGUAGE_NAMES[code];
}

export interface SenseGloss {
  translation: string;
  definition: string;
  /**
   * The sense has nothing in the dictionary language: nothing of another language stands in (a learner
   * reading with an English dictionary never sees the Korean gloss instead).
   */
  missing?: true;
}

/** The dictionary category a morpheme's tag stands for (Sejong tags for Korean, universal tags otherwise). */
const CATEGORY_BY_TAG: Readonly<Record<string, string>> = {
  NNG: 'noun',
  NNP: 'noun',
  NNB: 'noun',
  NNBC: 'noun',
  NR: 'numeral',
  NP: 'pronoun',
  VV: 'verb',
  VA: 'adjective',
  VX: 'verb',
  MAG: 'adverb',
  MAJ: 'adverb',
  MM: 'determiner',
  IC: 'interjection',
  NOUN: 'noun',
  PROPN: 'noun',
  VERB: 'verb',
  AUX: 'verb',
  ADJ: 'adjective',
  ADV: 'adverb',
  PRON: 'pronoun',
  DET: 'determiner',
  ADP: 'preposition',
  CCONJ: 'conjunction',
  SCONJ: 'conjunction',
  NUM: 'numeral',
  INTJ: 'interjection',
};

/** Dictionary categories that also answer for a found one (an article is the determiner the tagger found). */
const ALSO: Readonly<Record<string, readonly string[]>> = { determiner: ['article'] };

/**
 * The part of speech the analysis found for a unit: its first content morpheme's, or the derivation's when a
 * suffix makes a verb or adjective of a noun (공부 + 하 -> verb).
 * @example unitCategory({ morphs: [{ lex: '안', tag: 'NNG' }, { lex: '에', tag: 'JKB' }] }) // 'noun'
 */
export function unitCategory(unit: Pick<AnalysedUnitDto, 'morphs'>): string | undefined {
  if (unit.morphs.some((m) => m.tag === 'XSV')) return 'verb';
  if (unit.morphs.some((m) => m.tag === 'XSA')) return 'adjective';
  for (const morph of unit.morphs) {
    const category = CATEGORY_BY_TAG[morph.tag];
    if (category) return category;
  }
  return undefined;
}

/**
 * The dictionary words of a unit, following the part of speech the analysis found: 안 in 집 안에 is the noun
 * "inside", not the adverb "not". When no word has that part of speech, all of them.
 * @example wordsForUnit(vocab, unit) // [{ written: '안', category: 'noun', ... }]
 */
export function wordsForUnit(
  vocab: readonly DictionaryWord[],
  unit: AnalysedUnitDto | null,
): DictionaryWord[] {
  const words = wordsFor(vocab, unit?.vocabulary);
  if (!unit || words.length < 2) return words;
  const category = unitCategory(unit);
  const accepted = category ? [category, ...(ALSO[category] ?? [])] : [];
  const matching = words.filter((word) => accepted.includes(word.category));
  return matching.length > 0 ? matching : words;
}

/** Korean predicate stems and the tense morpheme as MeCab spells them after a contraction (샀 = 사 + ㅏㅆ). */
const STEM_TAGS = new Set(['VV', 'VA', 'VX']);
const CONTRACTED_PAST: Readonly<Record<string, string>> = { ㅏㅆ: '았', ㅓㅆ: '었', ㅕㅆ: '었', ㅆ: '었' };

/**
 * A morpheme as a learner recognises it: a Korean verb or adjective stem in its dictionary form (사 -> 사다)
 * and the contracted past tense as the ending it is (ㅏㅆ -> 았); conjoining jamo, which fonts draw as empty
 * boxes on their own, as compatibility jamo (ᄇ니다 -> ㅂ니다). The analysis itself is unchanged.
 * @example displayMorph({ lex: 'ㅏㅆ', tag: 'EP' }) // '았'
 */
export function displayMorph(morph: { lex: string; tag: string }): string {
  if (STEM_TAGS.has(morph.tag) && /[\uac00-\ud7a3]$/.test(morph.lex)) return `${morph.lex}다`;
  if (morph.tag === 'EP') return CONTRACTED_PAST[morph.lex] ?? readableJamo(morph.lex);
  return readableJamo(morph.lex);
}

/**
 * A sense's translation and definition in the dictionary language, and only in it: a sense with nothing in
 * that language is `missing` (its other languages are not shown). In the text's own language (Korean
 * explained in Korean) only the definition is given: the "translation" would be the headword again. A sense
 * served without its variants is shown as served (the server picked its language).
 * @example gloss(sense, 'fr_FR') // { translation: 'école', definition: '...' }
 */
export function gloss(sense: Sense, dictLanguage: Locale, textLanguage?: Locale): SenseGloss {
  const variants = sense.variants;
  if (!variants) return { translation: sense.translation, definition: sense.definition };
  const variant = variants[dictLanguage];
  if (!variant || !(variant.translation.trim() || variant.definition.trim()))
    return { translation: '', definition: '', missing: true };
  return dictLanguage === textLanguage && variant.definition
    ? { translation: '', definition: variant.definition }
    : { translation: variant.translation, definition: variant.definition };
}

/**
 * What the panel says of a word none of whose senses is in the dictionary language.
 * @example noTranslationText('manuel', 'en_US') // 'No English translation of manuel yet.'
 */
export function noTranslationText(written: string, dictLanguage: Locale): string {
  return `No ${languageName(dictLanguage)} translation of ${written} yet.`;
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

/**
 * Each example's translation in the dictionary language (the first one given when an example is listed
 * twice), by example text.
 * @example exampleTranslations([{ example: '학교에 가요.', category: 'sentence', translation: 'I go to school.' }]).get('학교에 가요.') // 'I go to school.'
 */
export function exampleTranslations(examples: readonly Example[]): Map<string, string> {
  const translations = new Map<string, string>();
  for (const { example, translation } of examples) {
    if (translation?.trim() && !translations.has(example)) translations.set(example, translation);
  }
  return translations;
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

/** What an example group without examples says. */
export const EMPTY_GROUP_TEXT: Readonly<Record<Example['category'], string>> = {
  fragment: 'No fragments example found.',
  sentence: 'No sentences example found.',
  conversation: 'No conversations example found.',
};

/** Tags of names, numbers and symbols: no word a learner tracks when the dictionary does not know it. */
const NOT_A_WORD = /^(NNP|SN|SH|S[FPSEOW]|SWK|W_\w+|PROPN|NUM|PUNCT|SYM|X)$/;

/**
 * The written form a learner's status is kept under for a unit: its headword, or for a word the dictionaries
 * do not know (shown unrecognized) its base form, so that the learner can still mark it; undefined for a
 * name, number or symbol.
 * @example statusWordOf({ surface: 'fichiers', word: 'fichier', morphs: [{ lex: 'fichiers', tag: 'NOUN' }] }) // 'fichier'
 */
export function statusWordOf(
  unit: Pick<AnalysedUnitDto, 'vocabulary' | 'word' | 'morphs'> | null | undefined,
): string | undefined {
  if (!unit) return undefined;
  if (unit.vocabulary) return unit.vocabulary;
  if (!/\p{L}/u.test(unit.word) || NOT_A_WORD.test(unit.morphs[0]?.tag ?? '')) return undefined;
  return unit.word;
}

/** The message for a word absent from the dictionary. */
export function notFoundText(word: string): string {
  return `The word ${word} could not be found in the dictionary.`;
}

export const NO_SENSES_TEXT = 'No senses available.';
