import { z } from 'zod';

/** Pure rules of the Reader's library of recent books (kept on the device, see library-store.ts). */

/** How many books the library keeps; opening one more forgets the least recently opened. */
export const LIBRARY_SIZE = 8;

/** Where the learner is in a book: the chapter (spine index), the page in it, and the exact place. */
export interface ReadingPosition {
  section: number;
  page: number;
  /**
   * The EPUB CFI of the first thing on the page (from foliate-js): the place survives a change of window
   * size or font, which the page number does not. Absent in entries kept before it existed.
   */
  cfi?: string;
}

/** The longest CFI kept: a real one is well under 200 characters; a longer one is not ours. */
export const MAX_CFI_LENGTH = 2000;

/** A book of the library as listed (its bytes are kept apart, and read only when it is reopened). */
export interface LibraryEntry {
  /** The file's name, its size and a hash of its bytes: the same file opened twice is one entry. */
  id: string;
  name: string;
  title: string;
  author: string;
  size: number;
  /** Milliseconds since the epoch. */
  lastOpened: number;
  position: ReadingPosition;
  /** Share of the book read, 0 to 1 (chapters before the position plus the part of its chapter). */
  progress: number;
  /**
   * When the Reader last began opening it and has not yet shown its first page (set before, cleared after):
   * still set on the next visit means that attempt never finished (the tab froze or crashed).
   */
  opening?: number | undefined;
  /** Why it could not be opened the last time (for the learner), until it opens again. */
  failure?: string | undefined;
}

const entrySchema = z.object({
  id: z.string().min(1).max(600),
  name: z.string().min(1).max(500),
  title: z.string().max(1000),
  author: z.string().max(1000),
  size: z.number().int().nonnegative(),
  lastOpened: z.number().finite().nonnegative(),
  position: z.object({
    section: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    cfi: z
      .string()
      .max(MAX_CFI_LENGTH)
      .regex(/^epubcfi\(.*\)$/s)
      .optional(),
  }),
  progress: z.number().min(0).max(1),
  opening: z.number().finite().nonnegative().optional(),
  failure: z.string().max(500).optional(),
});

/**
 * Whether a kept book may be opened without the learner asking (on a visit to the Reader): not when it failed
 * to open last time, nor when its last opening never finished.
 * @example if (!opensByItself(entry)) say(whyNotReopened(entry));
 */
export function opensByItself(entry: Pick<LibraryEntry, 'opening' | 'failure'>): boolean {
  return entry.opening === undefined && entry.failure === undefined;
}

/**
 * Why a kept book was not opened on this visit, in words for the learner.
 * @example whyNotReopened({ name: 'a.epub', failure: 'it holds too many files' })
 */
export function whyNotReopened(entry: Pick<LibraryEntry, 'name' | 'opening' | 'failure'>): string {
  const why = entry.failure
    ? `it could not be opened last time (${entry.failure})`
    : 'the last attempt to open it did not finish';
  return `“${entry.name}” was not opened again by itself: ${why}. Choose it in Recent books to try again.`;
}

/**
 * A stored entry as it was written, or null when it is not one (another version, a hand edit, a broken
 * write): what the device hands back is checked like any outside input.
 * @example parseEntry({ id: 'a', name: 'a.epub', ... }) // LibraryEntry | null
 */
export function parseEntry(value: unknown): LibraryEntry | null {
  const parsed = entrySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The library's entries, most recently opened first, at most LIBRARY_SIZE; `dropped` are the ids of what did
 * not pass the check or no longer fits (to delete from the device).
 * @example const { entries, dropped } = sortLibrary(await allStored());
 */
export function sortLibrary(values: readonly unknown[]): { entries: LibraryEntry[]; dropped: unknown[] } {
  const entries: LibraryEntry[] = [];
  const dropped: unknown[] = [];
  for (const value of values) {
    const entry = parseEntry(value);
    if (entry) entries.push(entry);
    else dropped.push((value as { id?: unknown } | null)?.id);
  }
  entries.sort((a, b) => b.lastOpened - a.lastOpened);
  for (const entry of entries.splice(LIBRARY_SIZE)) dropped.push(entry.id);
  return { entries, dropped };
}

/**
 * The id of a book file: its name, size and a 32-bit FNV-1a hash of its bytes (a few ms for 2 MB).
 * @example bookId('a.epub', bytes) // 'a.epub|1024|9f3c01a2'
 */
export function bookId(name: string, bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return `${name}|${bytes.length}|${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

/**
 * How far into the book a position is, 0 to 1.
 * @example bookProgress({ section: 1, page: 0 }, 4, 2) // 0.25
 */
export function bookProgress(position: ReadingPosition, pageCount: number, sections: number): number {
  if (sections <= 0) return 0;
  const inChapter = pageCount > 1 ? position.page / (pageCount - 1) : 1;
  const done = (position.section + Math.min(Math.max(inChapter, 0), 1)) / sections;
  return Math.min(Math.max(done, 0), 1);
}

/**
 * A file size for people: bytes, kB or MB.
 * @example formatSize(2_100_000) // '2.1 MB'
 */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Why a book could not be kept, in words for the learner (QuotaExceededError from IndexedDB). */
export function storageMessage(error: unknown, name: string): string {
  const quota =
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'QuotaExceededError' || /quota/i.test(error.message));
  return quota
    ? `“${name}” is open but could not be kept in Recent books: this device has no storage space left for it. Remove a book from Recent books, or free some space, and open it again.`
    : `“${name}” is open but could not be kept in Recent books: this browser did not let the Reader store it.`;
}
