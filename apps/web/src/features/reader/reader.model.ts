import { TEXT_LANGUAGES, type TextLanguage } from '@glossa/contract';

/**
 * Pure rules of the Reader; its text chunks and popup place are @glossa/ui's, shared
 * with the Chrome extension.
 */

/**
 * The analysis language of a book from its dc:language (`ko`, `en-GB`, `fr-CA`), or `fallback`.
 * @example bookTextLanguage('fr-CA', 'ko_KR') // 'fr_FR'
 */
export function bookTextLanguage(language: string, fallback: TextLanguage): TextLanguage {
  const short = language.toLowerCase().slice(0, 2);
  return TEXT_LANGUAGES.find((lang) => lang.startsWith(`${short}_`)) ?? fallback;
}

/**
 * Whether a file may be opened: the picker accepts .epub only, and so does a dropped or forced file.
 * @example isEpubName('book.EPUB') // true
 */
export function isEpubName(name: string): boolean {
  return /\.epub$/i.test(name);
}
