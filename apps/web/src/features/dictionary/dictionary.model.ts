import type { AnalysedUnitDto, DictionaryWord, Locale, TextLanguage } from '@glossa/contract';
import { gloss } from '@glossa/ui';

/**
 * A dictionary word as the shared word detail takes it: a "unit" that is its own headword (no text around
 * it, no morphemes), so that the Dictionary and Daily screens show the same panel as Analyze.
 * @example entryUnit('학교') // { surface: '학교', word: '학교', vocabulary: '학교', morphs: [] }
 */
export function entryUnit(written: string): AnalysedUnitDto {
  return { surface: written, word: written, vocabulary: written, morphs: [] };
}

/**
 * A word's translations in the dictionary language for the Translations column: the first `limit` senses'
 * translations (or definitions, for a word explained in its own language), without repeats; '' when none.
 * @example translationsOf(school, 'en_US', 'ko_KR') // 'school; educational institution'
 */
export function translationsOf(
  word: DictionaryWord,
  dictLanguage: Locale,
  textLanguage: TextLanguage,
  limit = 3,
): string {
  const shown: string[] = [];
  const keys = new Set<string>();
  for (const sense of word.senses) {
    const g = gloss(sense, dictLanguage, textLanguage);
    // Definitions joined in a line lose their final period ("A small pet; A dog").
    const text = (g.translation || g.definition).replace(/[.。]$/, '').trim();
    if (text === '' || keys.has(text.toLowerCase())) continue;
    keys.add(text.toLowerCase());
    shown.push(text);
    if (shown.length >= limit) break;
  }
  return shown.join('; ');
}
