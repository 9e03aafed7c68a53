import { parseEntry, sortLibrary, type LibraryEntry } from './library.model.ts';

/**
 * The Reader's books kept on the device (IndexedDB): a list of recent books (`books`: title, author, size,
 * last opened, position, progress), their bytes apart (`files`, read only when a book is reopened), and which
 * one was open last (`kv`, key `current`) so that reopening the Reader continues it. Whatever comes back from
 * the device is checked (library.model.ts); an entry that does not pass is deleted, never shown.
 */

const DB_NAME = 'glossa-reader';
const VERSION = 2;

let opened: Promise<IDBDatabase> | undefined;

/** One connection for the page's life: transactions on it run in the order they were made. */
function database(): Promise<IDBDatabase> {
  opened ??= openDatabase().then((db) => {
    // Another tab upgrading the database: this one lets go and opens again when next needed.
    db.onversionchange = () => {
      db.close();
      opened = undefined;
    };
    return db;
  });
  opened.catch(() => (opened = undefined));
  return opened;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = (event) => {
      const db = request.result;
      if (!db.objectStoreNames.contains('kv')) db.createObjectStore('kv');
      db.createObjectStore('books');
      db.createObjectStore('files');
      // Version 1 kept one book and its position under `kv`: it becomes the library's first entry.
      if (event.oldVersion === 1 && request.transaction) migrateSingleBook(request.transaction);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    request.onblocked = () => reject(new Error('IndexedDB upgrade blocked by another tab'));
  });
}

function migrateSingleBook(tx: IDBTransaction): void {
  const kv = tx.objectStore('kv');
  const book = kv.get('book');
  book.onsuccess = () => {
    const old = book.result as { name?: unknown; bytes?: unknown } | undefined;
    if (!old || typeof old.name !== 'string' || !(old.bytes instanceof Uint8Array)) return;
    const { name, bytes } = old as { name: string; bytes: Uint8Array };
    const id = `${name}|${bytes.length}|v1`;
    const entry: LibraryEntry = {
      id,
      name,
      title: '',
      author: '',
      size: bytes.length,
      lastOpened: Date.now(),
      position: { section: 0, page: 0 },
      progress: 0,
    };
    tx.objectStore('books').put(entry, id);
    tx.objectStore('files').put(bytes, id);
    kv.put(id, 'current');
    kv.delete('book');
    kv.delete('position');
  };
}

/** Runs `work` in one transaction over `stores`; resolves with its result once the transaction completed. */
async function transaction<T>(
  stores: string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const db = await database();
  const tx = db.transaction(stores, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await work(tx);
  await done;
  return result;
}

function request<T>(req: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * The recent books, most recently opened first; entries that fail the check (or no longer fit) are deleted.
 * An unusable IndexedDB gives an empty library (logged): reading works without it.
 * @example const books = await listLibrary(); books[0]?.title
 */
export async function listLibrary(): Promise<LibraryEntry[]> {
  try {
    const values = await transaction(['books'], 'readonly', (tx) =>
      request<unknown[]>(tx.objectStore('books').getAll()),
    );
    const { entries, dropped } = sortLibrary(values);
    if (dropped.length > 0) {
      console.warn(`Reader: ${dropped.length} stored book(s) were not valid and are removed`);
      const keys = await transaction(['books'], 'readonly', (tx) =>
        request<IDBValidKey[]>(tx.objectStore('books').getAllKeys()),
      );
      const kept = new Set(entries.map((entry) => entry.id));
      await removeKeys(keys.filter((key) => typeof key !== 'string' || !kept.has(key)));
    }
    return entries;
  } catch (error) {
    console.warn('Reader storage:', error);
    return [];
  }
}

async function removeKeys(keys: IDBValidKey[]): Promise<void> {
  if (keys.length === 0) return;
  await transaction(['books', 'files', 'kv'], 'readwrite', async (tx) => {
    const current = await request<unknown>(tx.objectStore('kv').get('current'));
    for (const key of keys) {
      tx.objectStore('books').delete(key);
      tx.objectStore('files').delete(key);
      if (current === key) tx.objectStore('kv').delete('current');
    }
  });
}

/**
 * Keeps a newly opened book as the current one (and the most recent); the least recently opened books past
 * LIBRARY_SIZE are forgotten. Rejects when the device refuses (QuotaExceededError): the caller says so.
 * @example await addBook(entry, bytes);
 */
export async function addBook(entry: LibraryEntry, bytes: Uint8Array): Promise<void> {
  await transaction(['books', 'files', 'kv'], 'readwrite', (tx) => {
    tx.objectStore('books').put(entry, entry.id);
    tx.objectStore('files').put(bytes, entry.id);
    tx.objectStore('kv').put(entry.id, 'current');
  });
  const all = await transaction(['books'], 'readonly', (tx) =>
    request<unknown[]>(tx.objectStore('books').getAll()),
  );
  const { dropped } = sortLibrary(all);
  await removeKeys(dropped.filter((id): id is string => typeof id === 'string'));
}

/**
 * Updates a kept book: where the learner is, how far that is, and (when reopened) when it was opened.
 * Failures are logged only.
 * @example await updateBook(id, { position: { section: 1, page: 3 }, progress: 0.4 });
 */
export async function updateBook(
  id: string,
  change: Partial<Pick<LibraryEntry, 'position' | 'progress' | 'lastOpened' | 'opening' | 'failure'>>,
  makeCurrent = false,
): Promise<void> {
  try {
    await transaction(['books', 'kv'], 'readwrite', async (tx) => {
      const entry = parseEntry(await request<unknown>(tx.objectStore('books').get(id)));
      // What is written is checked like what is read: a bad value (NaN progress) would lose the whole entry.
      const updated = entry && parseEntry({ ...entry, ...change });
      if (!updated) return;
      tx.objectStore('books').put(updated, id);
      if (makeCurrent) tx.objectStore('kv').put(id, 'current');
    });
  } catch (error) {
    console.warn('Reader storage:', error);
  }
}

/**
 * A kept book with its bytes, or null when it (or its bytes) is gone or not valid.
 * @example const book = await loadBook(id); if (book) show(book.entry, book.bytes);
 */
export async function loadBook(id: string): Promise<{ entry: LibraryEntry; bytes: Uint8Array } | null> {
  try {
    const [value, bytes] = await transaction(['books', 'files'], 'readonly', (tx) =>
      Promise.all([
        request<unknown>(tx.objectStore('books').get(id)),
        request<unknown>(tx.objectStore('files').get(id)),
      ]),
    );
    const entry = parseEntry(value);
    if (!entry || !(bytes instanceof Uint8Array) || bytes.length !== entry.size) return null;
    return { entry, bytes };
  } catch (error) {
    console.warn('Reader storage:', error);
    return null;
  }
}

/**
 * The book that was open last, if it is still kept.
 * @example const last = await loadCurrent();
 */
export async function loadCurrent(): Promise<{ entry: LibraryEntry; bytes: Uint8Array } | null> {
  try {
    const id = await transaction(['kv'], 'readonly', (tx) =>
      request<unknown>(tx.objectStore('kv').get('current')),
    );
    return typeof id === 'string' ? await loadBook(id) : null;
  } catch (error) {
    console.warn('Reader storage:', error);
    return null;
  }
}

/**
 * Forgets a kept book (its entry and its bytes).
 * @example await removeBook(entry.id);
 */
export async function removeBook(id: string): Promise<void> {
  await removeKeys([id]);
}
