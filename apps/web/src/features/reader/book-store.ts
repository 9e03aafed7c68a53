/**
 * The open book and the reading position, kept on the device (IndexedDB) so that reopening the Reader
 * continues where the learner stopped. Failures are logged only: reading works without storage.
 */

const DB_NAME = 'glossa-reader';
const STORE = 'kv';

export interface SavedBook {
  name: string;
  bytes: Uint8Array;
}

export interface ReadingPosition {
  section: number;
  page: number;
}

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<T | undefined> {
  try {
    const db = await database();
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    }).finally(() => db.close());
  } catch (error) {
    console.warn('Reader storage:', error);
    return undefined;
  }
}

/**
 * Keeps the book as the one to reopen (and resets its position).
 * @example await saveBook({ name: 'book.epub', bytes });
 */
export async function saveBook(book: SavedBook): Promise<void> {
  await run('readwrite', (store) => store.put(book, 'book'));
  await savePosition({ section: 0, page: 0 });
}

/**
 * Keeps the reading position of the kept book.
 * @example await savePosition({ section: 2, page: 5 });
 */
export async function savePosition(position: ReadingPosition): Promise<void> {
  await run('readwrite', (store) => store.put(position, 'position'));
}

/**
 * The kept book and position, if any.
 * @example const saved = await loadSaved(); if (saved) open(saved.book);
 */
export async function loadSaved(): Promise<{ book: SavedBook; position: ReadingPosition } | null> {
  const book = await run<SavedBook>('readonly', (store) => store.get('book'));
  if (!book || typeof book.name !== 'string' || !(book.bytes instanceof Uint8Array)) return null;
  const position = await run<ReadingPosition>('readonly', (store) => store.get('position'));
  const valid = position && Number.isInteger(position.section) && Number.isInteger(position.page);
  return { book, position: valid ? position : { section: 0, page: 0 } };
}
