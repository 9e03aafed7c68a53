import {
  VOCABULARY_LANGUAGES,
  WORD_STATUSES,
  canonicalTime,
  parseVocabularyItem,
  vocabularyKey,
  type TrackedStatus,
  type VocabularyItem,
  type WordStatus,
} from '@glossa/contract';

/**
 * Small pure helpers about vocabulary words that every screen shares: keys, the displayed status and the
 * colouring class of spec section 4.
 */

export type { TrackedStatus, VocabularyItem, WordStatus };
export { vocabularyKey };

/** Colouring classes of spec section 4. */
export type Familiarity = 'known' | 'seen' | 'unknown' | 'undefined';

/**
 * The status a status bar shows: `none` for an empty word, `seen` when the word has no status yet.
 * @example displayedStatus('', undefined) // 'none'
 */
export function displayedStatus(written: string, status: WordStatus | undefined): WordStatus | 'none' {
  if (!written) return 'none';
  return status ?? 'seen';
}

/**
 * The colouring class of an analysed unit: `undefined` without a vocabulary reference; learned is known,
 * seen is seen, ignored words are not to be learned so they count as known; anything else is unknown.
 * @example familiarity('집', 'learned') // 'known'
 */
export function familiarity(vocabularyRef: string | undefined, status: WordStatus): Familiarity {
  if (!vocabularyRef) return 'undefined';
  if (status === 'learned' || status === 'ignore') return 'known';
  if (status === 'seen') return 'seen';
  return 'unknown';
}

/** Parses one stored or received item; anything malformed gives undefined (and is dropped). */
export function parseItem(value: unknown): VocabularyItem | undefined {
  return parseVocabularyItem(value);
}

/** The edit time of a change: now, but always after the edit it replaces (a clock set back loses nothing). */
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
