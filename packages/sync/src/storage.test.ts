import { describe, expect, it } from 'vitest';
import { UNREADABLE, localStorageAdapter, memoryStorage, type StringStorage } from './storage.ts';

class FakeStorage implements StringStorage {
  readonly data = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new Error('QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('localStorageAdapter', () => {
  it('stores JSON text and reads it back as values', async () => {
    const fake = new FakeStorage();
    const storage = localStorageAdapter(fake);
    await storage.set('a', { items: [1, 'two', null], ok: true });
    expect(fake.data.get('a')).toBe('{"items":[1,"two",null],"ok":true}');
    expect(await storage.get('a')).toEqual({ items: [1, 'two', null], ok: true });
    expect(await storage.get('missing')).toBeUndefined();
    await storage.remove('a');
    expect(fake.data.has('a')).toBe(false);
  });

  it('writes synchronously, so a pagehide handler does not lose the write', () => {
    const fake = new FakeStorage();
    void localStorageAdapter(fake).set('k', 'v');
    expect(fake.data.get('k')).toBe('"v"');
  });

  it('reads text that is not JSON as UNREADABLE, and a stored null as null', async () => {
    const fake = new FakeStorage();
    const storage = localStorageAdapter(fake);
    fake.data.set('bad', '{not json');
    fake.data.set('null', 'null');
    expect(await storage.get('bad')).toBe(UNREADABLE);
    expect(await storage.get('null')).toBeNull();
  });

  it('rejects when the browser refuses, instead of throwing synchronously', async () => {
    const fake = new FakeStorage();
    fake.full = true;
    const storage = localStorageAdapter(fake);
    const write = storage.set('k', 1);
    await expect(write).rejects.toThrow('QuotaExceededError');
    const broken: StringStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => {
        throw 'not an Error';
      },
    };
    await expect(localStorageAdapter(broken).get('k')).rejects.toThrow('SecurityError');
    await expect(localStorageAdapter(broken).remove('k')).rejects.toThrow('not an Error');
  });
});

describe('memoryStorage', () => {
  it('keeps copies, not the values given', async () => {
    const storage = memoryStorage();
    const value = { list: [1] };
    await storage.set('k', value);
    value.list.push(2);
    const read = (await storage.get('k')) as { list: number[] };
    expect(read).toEqual({ list: [1] });
    read.list.push(3);
    expect(await storage.get('k')).toEqual({ list: [1] });
  });

  it('exposes its text so a test can plant a damaged value', async () => {
    const storage = memoryStorage();
    storage.data.set('k', '][');
    expect(await storage.get('k')).toBe(UNREADABLE);
    await storage.remove('k');
    expect(await storage.get('k')).toBeUndefined();
  });
});
