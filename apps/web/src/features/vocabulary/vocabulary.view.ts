import type { TrackedStatus, VocabularyItem } from '@glossa/contract';

/** What the Vocabulary screen shows, computed from the list and the controls. */

export const PAGE_SIZE = 15;
export const TRACKED_STATUSES: readonly TrackedStatus[] = ['ignore', 'seen', 'learned'];
export type SortOrder = 'date' | 'alpha';

export interface ViewControls {
  lang: string;
  query: string;
  statuses: ReadonlySet<TrackedStatus>;
  sort: SortOrder;
  /** 1-based; clamped to the pages there are. */
  page: number;
}

export interface VocabularyView {
  rows: VocabularyItem[];
  /** Words matching the search and filters. */
  total: number;
  page: number;
  pages: number;
  /** Words of the language per status (before the search and filters). */
  counts: Record<TrackedStatus, number>;
}

const collators = new Map<string, Intl.Collator>();
function collator(lang: string): Intl.Collator {
  let found = collators.get(lang);
  if (!found) {
    found = new Intl.Collator(lang.replace('_', '-'), { sensitivity: 'base', numeric: true });
    collators.set(lang, found);
  }
  return found;
}

/** The words of one language that pass the search and filters, in display order, with counts per status. */
export interface SortedWords {
  words: VocabularyItem[];
  counts: Record<TrackedStatus, number>;
}

/**
 * Filters and sorts the words of one language (the costly part; paging does not redo it). The search finds
 * a word by its written form, or by a translation (`byTranslation`, from the dictionary's search).
 * @example sortedWords(items, { lang: 'ko_KR', query: '', statuses: new Set(TRACKED_STATUSES), sort: 'date' })
 */
export function sortedWords(
  items: readonly VocabularyItem[],
  controls: Omit<ViewControls, 'page'>,
  /** Headwords (NFC lower case) found by their translation: they match the search too. */
  byTranslation: ReadonlySet<string> = new Set(),
): SortedWords {
  const counts: Record<TrackedStatus, number> = { ignore: 0, seen: 0, learned: 0 };
  const query = controls.query.trim().normalize('NFC').toLocaleLowerCase();
  const words: VocabularyItem[] = [];
  for (const item of items) {
    if (item.lang !== controls.lang || item.status === 'unknown') continue;
    counts[item.status] += 1;
    if (!controls.statuses.has(item.status)) continue;
    if (query) {
      const written = item.written.toLocaleLowerCase();
      if (!written.includes(query) && !byTranslation.has(written.normalize('NFC'))) continue;
    }
    words.push(item);
  }
  if (controls.sort === 'date') {
    // Newest first; ISO times compare as text. Same time: alphabetical, so the order is stable.
    words.sort((a, b) =>
      a.updated_at === b.updated_at ? (a.written < b.written ? -1 : 1) : a.updated_at < b.updated_at ? 1 : -1,
    );
  } else {
    const compare = collator(controls.lang).compare;
    words.sort((a, b) => compare(a.written, b.written) || (a.written < b.written ? -1 : 1));
  }
  return { words, counts };
}

/**
 * One page of sorted words (the page is clamped to the pages there are).
 * @example pageOf(sortedWords(items, controls), 2).rows.length // up to 15
 */
export function pageOf(sorted: SortedWords, requestedPage: number): VocabularyView {
  const total = sorted.words.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pages);
  return {
    rows: sorted.words.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total,
    page,
    pages,
    counts: sorted.counts,
  };
}

/**
 * Filters, sorts and pages the words of one language.
 * @example vocabularyView(items, { lang: 'ko_KR', query: '', statuses: new Set(TRACKED_STATUSES), sort: 'date', page: 1 })
 */
export function vocabularyView(items: readonly VocabularyItem[], controls: ViewControls): VocabularyView {
  return pageOf(sortedWords(items, controls), controls.page);
}
