import { describe, expect, it } from 'vitest';
import {
  LIBRARY_SIZE,
  bookId,
  bookProgress,
  formatSize,
  parseEntry,
  sortLibrary,
  storageMessage,
  type LibraryEntry,
} from './library.model.ts';

const entry = (id: string, lastOpened: number): LibraryEntry => ({
  id,
  name: `${id}.epub`,
  title: `Title ${id}`,
  author: '',
  size: 1200,
  lastOpened,
  position: { section: 1, page: 2 },
  progress: 0.5,
});

describe('library entries read back from the device', () => {
  it('accepts a well-formed entry and refuses broken ones', () => {
    expect(parseEntry(entry('a', 1))).toEqual(entry('a', 1));
    for (const bad of [
      null,
      'a',
      { ...entry('a', 1), size: -1 },
      { ...entry('a', 1), position: { section: 0 } },
      { ...entry('a', 1), progress: 2 },
      { ...entry('a', 1), name: '' },
      { ...entry('a', 1), lastOpened: Number.NaN },
    ])
      expect(parseEntry(bad)).toBeNull();
  });

  it('lists the most recent first, drops invalid ones and those past the library size', () => {
    const stored: unknown[] = [entry('old', 1), { id: 'broken' }, 7];
    for (let i = 0; i < LIBRARY_SIZE; i++) stored.push(entry(`b${i}`, 10 + i));
    const { entries, dropped } = sortLibrary(stored);
    expect(entries).toHaveLength(LIBRARY_SIZE);
    expect(entries[0]?.id).toBe(`b${LIBRARY_SIZE - 1}`);
    expect(dropped).toEqual(['broken', undefined, 'old']);
  });
});

describe('bookId', () => {
  it('is the same for the same bytes and differs when a byte differs', () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(bookId('a.epub', bytes)).toBe(bookId('a.epub', new Uint8Array([1, 2, 3, 4])));
    expect(bookId('a.epub', bytes)).not.toBe(bookId('a.epub', new Uint8Array([1, 2, 3, 5])));
    expect(bookId('a.epub', bytes)).toMatch(/^a\.epub\|4\|[0-9a-f]{8}$/);
  });
});

describe('bookProgress and formatSize', () => {
  it('counts chapters before the position and the share of its chapter', () => {
    expect(bookProgress({ section: 0, page: 0 }, 5, 4)).toBe(0);
    expect(bookProgress({ section: 1, page: 0 }, 5, 4)).toBe(0.25);
    expect(bookProgress({ section: 1, page: 2 }, 5, 4)).toBeCloseTo(0.375);
    expect(bookProgress({ section: 3, page: 4 }, 5, 4)).toBe(1);
    expect(bookProgress({ section: 0, page: 0 }, 1, 1)).toBe(1);
  });

  it('writes sizes for people', () => {
    expect([formatSize(512), formatSize(48_000), formatSize(2_100_000)]).toEqual([
      '512 B',
      '48 kB',
      '2.1 MB',
    ]);
  });
});

describe('storageMessage', () => {
  it('says the device is full on a quota error, and something plainer otherwise', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(storageMessage(quota, 'a.epub')).toMatch(/no storage space left.*Remove a book/);
    expect(storageMessage(new Error('blocked'), 'a.epub')).toMatch(/did not let the Reader store it/);
  });
});
