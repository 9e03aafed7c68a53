import {
  VOCABULARY_LANGUAGES,
  WORD_STATUSES,
  canonicalTime,
  parseVocabularyItem,
  type VocabularyItem,
} from '@glossa/contract';

/**
 * Small pure helpers about vocabulary items the sync engine needs: parsing stored and received items, and
 * the time of a local edit. (The colouring class and the status bar's value are @glossa/ui's.)
 */

/**
 * Parses one stored or received item; anything malformed gives undefined (and is dropped).
 * @example parseItem({ written: 5 }) // undefined
 */
export function parseItem(value: unknown): VocabularyItem | undefined {
  return parseVocabularyItem(value);
}

/**
 * The edit time of a change: now, but always after the edit it replaces (a clock set back loses nothing).
 * @example editTime(Date.parse('2025-01-01T00:00:00.000Z'), undefined) // '2025-01-01T00:00:00.000Z'
 */
export function editTime(now: number, replaced: VocabularyItem | undefined): string {
  const time = canonicalTime(now);
  if (!replaced || time > replaced.updated_at) return time;
  return canonicalTime(Date.parse(replaced.updated_at) + 1);
}

const STATUSES: ReadonlySet<string> = new Set(WORD_STATUSES);
const LANGUAGES: ReadonlySet<string> = new Set(VOCABULARY_LANGUAGES);

/**
 * Reads an item of the server's full list cheaply (the server only stores canonical items, and a 50,000-word
 * list must load fast): a shape check, with the full parse as the fallback for anything unexpected.
 */
export function readServerItem(value: unknown): VocabularyItem | undefined {
  if (typeof value === 'object' && value != null) {
    const { written, lang, status, updated_at } = value as Record<string, unknown>;
    if (
      typeof written === 'string' &&
      written !== '' &&
      typeof lang === 'string' &&
      LANGUAGES.has(lang) &&
      typeof status === 'string' &&
      STATUSES.has(status) &&
      typeof updated_at === 'string' &&
      updated_at.length === 24 &&
      updated_at.endsWith('Z')
    ) {
      return value as VocabularyItem;
    }
  }
  return parseItem(value);
}
