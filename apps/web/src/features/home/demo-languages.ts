import { dictionaryLanguagesFor, type Locale, type TextLanguage } from '../../app/settings/settings.ts';

/** The orders of the Home demo's language pickers. */
export const DEMO_TEXT_LANGUAGES: readonly TextLanguage[] = ['en_US', 'fr_FR', 'ko_KR'];
const DEMO_DICT_LANGUAGES: readonly Locale[] = ['en_US', 'fr_FR', 'ko_KR', 'es_ES', 'ja_JP'];

/**
 * The dictionary languages the demo offers for a text language, in the picker's order.
 * @example demoDictionaryLanguages('en_US') // ['en_US', 'fr_FR', 'ko_KR', 'es_ES']
 */
export function demoDictionaryLanguages(textLanguage: TextLanguage): Locale[] {
  const allowed = dictionaryLanguagesFor(textLanguage);
  return DEMO_DICT_LANGUAGES.filter((code) => allowed.includes(code));
}

/**
 * The dictionary language after the text language changes: kept when allowed, else the first allowed one.
 * @example demoDictionaryAfter('fr_FR', 'ja_JP') // 'en_US'
 */
export function demoDictionaryAfter(textLanguage: TextLanguage, current: Locale): Locale {
  const allowed = demoDictionaryLanguages(textLanguage);
  return allowed.includes(current) ? current : (allowed[0] ?? 'en_US');
}
