import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CACHE_MAX_ITEMS,
  GUEST_KEY,
  readAccountCache,
  readGuestItems,
  writeAccountCache,
  writeGuestItems,
} from './vocabulary.local.ts';

class MemoryStorage {
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

const good = {
  written: '집',
  lang: 'ko_KR',
  status: 'seen',
  updated_at: '2025-01-01T00:00:00.000Z',
} as const;

describe('vocabulary in local storage', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.assign(globalThis, { window: { localStorage: storage } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('round-trips a guest list', () => {
    writeGuestItems([good]);
    expect(readGuestItems()).toEqual({ value: [good], repaired: false });
  });

  it('resets corrupt data instead of crashing, keeping the items that are still valid', () => {
    storage.setItem(GUEST_KEY, '{not json');
    expect(readGuestItems()).toEqual({ value: [], repaired: true });
    expect(JSON.parse(storage.getItem(GUEST_KEY) ?? '')).toEqual({ version: 1, items: [] });

    storage.setItem(
      GUEST_KEY,
      JSON.stringify({ version: 1, items: [good, { written: 5 }, null, { ...good, lang: 'xx' }] }),
    );
    expect(readGuestItems()).toEqual({ value: [good], repaired: true });
    storage.setItem(GUEST_KEY, JSON.stringify([1, 2, 3]));
    expect(readGuestItems()).toEqual({ value: [], repaired: true });
  });

  it('keeps an account queue and forgets the clock when the cached list was damaged', () => {
    writeAccountCache('u1', { items: [good], queue: [good], lastUpdate: '2025-02-01T00:00:00.000Z' });
    expect(readAccountCache('u1').value.lastUpdate).toBe('2025-02-01T00:00:00.000Z');
    storage.setItem(
      'glossa.vocabulary.user.u1',
      JSON.stringify({ version: 1, items: [good, 'junk'], lastUpdate: '2025-02-01T00:00:00.000Z' }),
    );
    expect(readAccountCache('u1')).toEqual({
      value: { items: [good], queue: [good], lastUpdate: null },
      repaired: true,
    });
    storage.setItem('glossa.vocabulary.queue.u1', '][');
    expect(readAccountCache('u1').value.queue).toEqual([]);
  });

  it('keeps only the queue of a list too large for local storage', () => {
    const many = Array.from({ length: ACCOUNT_CACHE_MAX_ITEMS + 1 }, (_, i) => ({
      ...good,
      written: `w${i}`,
    }));
    writeAccountCache('u2', { items: many, queue: [good], lastUpdate: '2025-02-01T00:00:00.000Z' });
    expect(readAccountCache('u2').value).toEqual({ items: [], queue: [good], lastUpdate: null });
  });
});
