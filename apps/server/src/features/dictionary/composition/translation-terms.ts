import { searchKey } from '@glossa/dictionary';

const MAX_TERM_LENGTH = 60;

/**
 * The search terms of one translation text: split on `,` `;` `/`, without parenthesised notes or a leading
 * English "to " (verbs), keyed by searchKey; the headword itself is left out (Korean glosses of Korean words).
 * @example translationTerms('to go; to leave (a place)', '가다') // ['go', 'leave']
 */
export function translationTerms(translation: string, written: string): string[] {
  const own = searchKey(written);
  const terms = new Set<string>();
  for (const part of translation.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').split(/[,;/،、，；]/)) {
    const key = searchKey(part)
      .replace(/^to /, '')
      .replace(/[.!?。]+$/, '')
      .trim();
    if (key && key !== own && key.length <= MAX_TERM_LENGTH) terms.add(key);
  }
  return [...terms];
}
