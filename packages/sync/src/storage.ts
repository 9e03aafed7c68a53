/**
 * Where a client keeps its vocabulary between visits. The engine only needs to get, set and remove JSON
 * values by key, asynchronously, so that the web app's local storage, the extension's `chrome.storage.local`
 * and a test's memory all fit:
 *
 *   const chromeStorage: StorageAdapter = {
 *     get: async (key) => (await chrome.storage.local.get(key))[key],
 *     set: (key, value) => chrome.storage.local.set({ [key]: value }),
 *     remove: (key) => chrome.storage.local.remove(key),
 *   };
 *
 * Adapters stay thin: they may reject (quota, private mode) and the callers in this package treat a failed
 * read as "nothing stored" and a failed write as "not saved", so a storage problem never crashes a client.
 */

/** A value that survives JSON: what adapters store. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Read back when what is stored under a key is not JSON (a damaged or foreign value): it is to be repaired. */
export const UNREADABLE: unique symbol = Symbol('glossa.sync.unreadable');

/** Asynchronous key-value storage of JSON values. */
export interface StorageAdapter {
  /** The value stored under `key`; `undefined` when there is none, `UNREADABLE` when it is not JSON. */
  get(key: string): Promise<unknown>;
  /** Stores a value; rejects when the storage refuses it (quota, private mode). */
  set(key: string, value: JsonValue): Promise<void>;
  /** Forgets a key (no error when it was not there). */
  remove(key: string): Promise<void>;
}

/** The part of the DOM's `Storage` the local-storage adapter uses (so tests can pass a small fake). */
export interface StringStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Local storage (or session storage) as an adapter: values are stored as JSON text. The browser's call is
 * made synchronously inside `set`, so a write started in a `pagehide` handler lands before the page goes.
 * @example const storage = localStorageAdapter(window.localStorage);
 */
export function localStorageAdapter(storage: StringStorage): StorageAdapter {
  return {
    get(key) {
      try {
        const raw = storage.getItem(key);
        if (raw == null) return Promise.resolve(undefined);
        try {
          return Promise.resolve(JSON.parse(raw) as unknown);
        } catch {
          return Promise.resolve(UNREADABLE);
        }
      } catch (error) {
        return Promise.reject(asError(error));
      }
    },
    set(key, value) {
      try {
        storage.setItem(key, JSON.stringify(value));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(asError(error));
      }
    },
    remove(key) {
      try {
        storage.removeItem(key);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(asError(error));
      }
    },
  };
}

/** An in-memory adapter, for tests and for clients without persistent storage. */
export interface MemoryStorage extends StorageAdapter {
  /** What is stored, as JSON text by key (tests read it and plant damaged values in it). */
  readonly data: Map<string, string>;
}

/**
 * Keeps values in memory as JSON text, so a stored value is a copy (as in real storage) and a test can plant
 * text that is not JSON.
 * @example const storage = memoryStorage(); await storage.set('k', [1]); await storage.get('k') // [1]
 */
export function memoryStorage(): MemoryStorage {
  const data = new Map<string, string>();
  const adapter = localStorageAdapter({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  });
  return { ...adapter, data };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
