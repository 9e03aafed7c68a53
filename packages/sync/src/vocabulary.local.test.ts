import { describe, expect, it } from 'vitest';
import { localStorageAdapter, memoryStorage, type StorageAdapter, type StringStorage } from './storage.ts';
import {
  ACCOUNT_CACHE_MAX_ITEMS,
  GUEST_KEY,
  clearGuestItems,
  guestMergeAnswered,
  readAccountCache,
  readGuestItems,
  readLastUser,
  rememberGuestMergeAnswer,
  writeAccountCache,
  writeGuestItems,
  writeLastUser,
} from './vocabulary.local.ts';

/** A small stand-in for the DOM's Storage (what `window.localStorage` offers). */
class FakeStorage implements StringStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

/** A storage under test, and the raw text it holds (to plant damaged values and read what was written). */
interface Subject {
  storage: StorageAdapter;
  raw: Map<string, string>;
}

const subjects: [string, () => Subject][] = [
  [
    'memory',
    () => {
      const storage = memoryStorage();
      return { storage, raw: storage.data };
    },
  ],
  [
    'local storage',
    () => {
      const fake = new FakeStorage();
      return { storage: localStorageAdapter(fake), raw: fake.data };
    },
  ],
];

const good = {
  written: '집',
  lang: 'ko_KR',
  status: 'seen',
  updated_at: '2025-01-01T00:00:00.000Z',
} as const;

describe.each(subjects)('vocabulary in storage (%s)', (_name, make) => {
  it('round-trips a guest list, and forgets it', async () => {
    const { storage } = make();
    expect(await readGuestItems(storage)).toEqual({ value: [], repaired: false });
    expect(await writeGuestItems(storage, [good])).toBe(true);
    expect(await readGuestItems(storage)).toEqual({ value: [good], repaired: false });
    await clearGuestItems(storage);
    expect(await readGuestItems(storage)).toEqual({ value: [], repaired: false });
  });

  it('resets corrupt data instead of crashing, keeping the items that are still valid', async () => {
    const { storage, raw } = make();
    raw.set(GUEST_KEY, '{not json');
    expect(await readGuestItems(storage)).toEqual({ value: [], repaired: true });
    expect(JSON.parse(raw.get(GUEST_KEY) ?? '')).toEqual({ version: 1, items: [] });

    raw.set(
      GUEST_KEY,
      JSON.stringify({ version: 1, items: [good, { written: 5 }, null, { ...good, lang: 'xx' }] }),
    );
    expect(await readGuestItems(storage)).toEqual({ value: [good], repaired: true });
    expect(JSON.parse(raw.get(GUEST_KEY) ?? '')).toEqual({ version: 1, items: [good] });
    raw.set(GUEST_KEY, JSON.stringify([1, 2, 3]));
    expect(await readGuestItems(storage)).toEqual({ value: [], repaired: true });
    // A removal left in a guest list is dropped (guests keep no tombstones) without counting as damage.
    raw.set(
      GUEST_KEY,
      JSON.stringify({ version: 1, items: [good, { ...good, written: '물', status: 'unknown' }] }),
    );
    expect(await readGuestItems(storage)).toEqual({ value: [good], repaired: false });
    expect(JSON.parse(raw.get(GUEST_KEY) ?? '').items).toEqual([good]);
  });

  it('keeps an account queue and forgets the clock when the cached list was damaged', async () => {
    const { storage, raw } = make();
    await writeAccountCache(storage, 'u1', {
      items: [good],
      queue: [good],
      lastUpdate: '2025-02-01T00:00:00.000Z',
    });
    expect((await readAccountCache(storage, 'u1')).value.lastUpdate).toBe('2025-02-01T00:00:00.000Z');
    raw.set(
      'glossa.vocabulary.user.u1',
      JSON.stringify({ version: 1, items: [good, 'junk'], lastUpdate: '2025-02-01T00:00:00.000Z' }),
    );
    expect(await readAccountCache(storage, 'u1')).toEqual({
      value: { items: [good], queue: [good], lastUpdate: null },
      repaired: true,
    });
    // The repair was written back: the next read finds a clean cache.
    expect((await readAccountCache(storage, 'u1')).repaired).toBe(false);
    raw.set('glossa.vocabulary.queue.u1', '][');
    expect((await readAccountCache(storage, 'u1')).value.queue).toEqual([]);
  });

  it('keeps only the queue of a list too large for local storage', async () => {
    const { storage } = make();
    const many = Array.from({ length: ACCOUNT_CACHE_MAX_ITEMS + 1 }, (_, i) => ({
      ...good,
      written: `w${i}`,
    }));
    await writeAccountCache(storage, 'u2', {
      items: many,
      queue: [good],
      lastUpdate: '2025-02-01T00:00:00.000Z',
    });
    expect((await readAccountCache(storage, 'u2')).value).toEqual({
      items: [],
      queue: [good],
      lastUpdate: null,
    });
  });

  it('remembers the last user and the answer to the guest-words question', async () => {
    const { storage, raw } = make();
    expect(await readLastUser(storage)).toBeNull();
    await writeLastUser(storage, 'u3');
    expect(await readLastUser(storage)).toBe('u3');
    await writeLastUser(storage, null);
    expect(await readLastUser(storage)).toBeNull();
    raw.set('glossa.vocabulary.lastUser', '{"id": 3}');
    expect(await readLastUser(storage)).toBeNull();

    expect(await guestMergeAnswered(storage, 'u3')).toBe(false);
    await rememberGuestMergeAnswer(storage, 'u3', 'declined');
    expect(await guestMergeAnswered(storage, 'u3')).toBe(true);
    expect(await guestMergeAnswered(storage, 'u4')).toBe(false);
  });
});

describe('vocabulary in a storage that refuses', () => {
  it('reads nothing and reports writes as not saved, without throwing', async () => {
    const refuse = () => Promise.reject(new Error('SecurityError'));
    const storage: StorageAdapter = { get: refuse, set: refuse, remove: refuse };
    expect(await readGuestItems(storage)).toEqual({ value: [], repaired: false });
    expect(await writeGuestItems(storage, [good])).toBe(false);
    expect(await writeAccountCache(storage, 'u1', { items: [good], queue: [], lastUpdate: null })).toBe(
      false,
    );
    expect(await readAccountCache(storage, 'u1')).toEqual({
      value: { items: [], queue: [], lastUpdate: null },
      repaired: false,
    });
    await expect(clearGuestItems(storage)).resolves.toBeUndefined();
  });
});
