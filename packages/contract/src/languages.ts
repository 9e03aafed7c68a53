/**
 * The language registry: every language Glossa knows, its short code and name, and which dictionary
 * languages each text language may be read with. Nothing else lists languages.
 */

/** Dictionary (and vocabulary) languages, in the pickers' order. */
export const LOCALES = ['en_US', 'fr_FR', 'ko_KR', 'es_ES', 'ja_JP'] as const;
export type Locale = (typeof LOCALES)[number];

/** Languages Glossa analyses; a subset of the dictionary languages. */
export const TEXT_LANGUAGES = ['en_US', 'ko_KR', 'fr_FR'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** Short codes (ISO 639-1), as the audio and speech paths use them. */
export const SHORT_CODES = ['en', 'fr', 'ko', 'es', 'ja'] as const;
export type ShortCode = (typeof SHORT_CODES)[number];

export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en_US: 'English',
  fr_FR: 'French',
  ko_KR: 'Korean',
  es_ES: 'Spanish',
  ja_JP: 'Japanese',
};

const KOREAN_TEXT_DICTIONARIES: readonly Locale[] = ['en_US', 'fr_FR', 'es_ES', 'ja_JP', 'ko_KR'];
const OTHER_TEXT_DICTIONARIES: readonly Locale[] = ['en_US', 'fr_FR', 'ko_KR', 'es_ES'];

/**
 * Dictionary languages a text language may be read with: Korean text in all five, English and French
 * text in English, French, Korean and Spanish. The server refuses other pairs; the pickers offer these.
 * @example dictionaryLanguagesFor('fr_FR') // ['en_US', 'fr_FR', 'ko_KR', 'es_ES']
 */
export function dictionaryLanguagesFor(textLanguage: TextLanguage): readonly Locale[] {
  return textLanguage === 'ko_KR' ? KOREAN_TEXT_DICTIONARIES : OTHER_TEXT_DICTIONARIES;
}

/**
 * Whether a text language may be read with a dictionary language.
 * @example isAllowedPair('en_US', 'ja_JP') // false
 */
export function isAllowedPair(textLanguage: TextLanguage, dictionaryLanguage: Locale): boolean {
  return dictionaryLanguagesFor(textLanguage).includes(dictionaryLanguage);
}

/**
 * The short code of a locale.
 * @example shortCode('ko_KR') // 'ko'
 */
export function shortCode(locale: Locale): ShortCode {
  return locale.slice(0, 2) as ShortCode;
}

/**
 * A locale given long (`en_US`, `en-US`) or short (`en`), normalised to the long form; undefined if unknown.
 * @example parseLocale(LOCALES, 'fr') // 'fr_FR'
 */
export function parseLocale<T extends string>(values: readonly T[], value: string): T | undefined {
  const wanted = value.trim().replace('-', '_').toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted || v.slice(0, 2).toLowerCase() === wanted);
}
