import type { VocabularyItem } from '@glossa/contract';
import { UNREADABLE, type JsonValue, type StorageAdapter } from './storage.ts';
import { parseItem } from './vocabulary.item.ts';
import type { SyncSnapshot } from './vocabulary.sync.ts';

/**
 * The vocabulary in a device's storage: a guest's words, and for each signed-in account a cache of the last
 * loaded list plus the queue of changes the server has not accepted yet (so that nothing made offline is lost
 * on reload). Invalid stored data is reset, item by item where possible, and never crashes the client. Every
 * function takes the storage adapter (local storage in the web app, chrome.storage in the extension).
 */

export const GUEST_KEY = 'glossa.vocabulary';
const ACCOUNT_PREFIX = 'glossa.vocabulary.user.';
const QUEUE_PREFIX = 'glossa.vocabulary.queue.';
const MERGE_PREFIX = 'glossa.vocabulary.merged.';
const LAST_USER_KEY = 'glossa.vocabulary.lastUser';
const FORMAT = 1;

/** What a read found: the data, and whether something had to be repaired. */
export interface LocalRead<T> {
  value: T;
  repaired: boolean;
}

interface RawRead {
  present: boolean;
  value: unknown;
  corrupt: boolean;
}

async function readRaw(storage: StorageAdapter, key: string): Promise<RawRead> {
  let value: unknown;
  try {
    value = await storage.get(key);
  } catch {
    // Storage out of reach (private mode, a broken extension context): as if nothing were stored.
    return { present: false, value: undefined, corrupt: false };
  }
  if (value === undefined) return { present: false, value: undefined, corrupt: false };
  if (value === UNREADABLE) return { present: true, value: undefined, corrupt: true };
  return { present: true, value, corrupt: false };
}

/** Writes a value; false when the storage refused it (the caller keeps its state in memory). */
async function write(storage: StorageAdapter, key: string, value: JsonValue): Promise<boolean> {
  try {
    await storage.set(key, value);
    return true;
  } catch {
    return false;
  }
}

async function remove(storage: StorageAdapter, key: string): Promise<void> {
  try {
    await storage.remove(key);
  } catch {
    // Nothing to do: the value is unreachable anyway.
  }
}

function parseItems(value: unknown): { items: VocabularyItem[]; dropped: boolean } {
  if (!Array.isArray(value)) return { items: [], dropped: value !== undefined };
  const items: VocabularyItem[] = [];
  for (const raw of value) {
    const item = parseItem(raw);
    if (item) items.push(item);
  }
  return { items, dropped: items.length !== value.length };
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value != null ? (value as Record<string, unknown>) : {};
}

/**
 * Reads a guest's words; anything unreadable is dropped and the key rewritten clean.
 * @example const { value: items } = await readGuestItems(storage);
 */
export async function readGuestItems(storage: StorageAdapter): Promise<LocalRead<VocabularyItem[]>> {
  const raw = await readRaw(storage, GUEST_KEY);
  if (!raw.present) return { value: [], repaired: false };
  const shapeOk = typeof raw.value === 'object' && raw.value != null && !Array.isArray(raw.value);
  const record = shapeOk ? (raw.value as { version?: unknown; items?: unknown }) : {};
  const { items, dropped } = parseItems(record.items);
  const repaired = raw.corrupt || !shapeOk || record.version !== FORMAT || dropped;
  const tracked = items.filter((item) => item.status !== 'unknown');
  if (repaired || tracked.length !== items.length) await writeGuestItems(storage, tracked);
  return { value: tracked, repaired };
}

/**
 * Stores a guest's words; false when the storage refused them.
 * @example await writeGuestItems(storage, engine.tracked())
 */
export function writeGuestItems(storage: StorageAdapter, items: readonly VocabularyItem[]): Promise<boolean> {
  return write(storage, GUEST_KEY, { version: FORMAT, items: items });
}

/** Forgets a guest's words (after they were merged into an account). */
export function clearGuestItems(storage: StorageAdapter): Promise<void> {
  return remove(storage, GUEST_KEY);
}

/**
 * Reads an account's cached state; a damaged cache is reset (the server has the list anyway). The queue is
 * kept under its own key so that it is saved even when a very large list no longer fits.
 * @example const { value: snapshot } = await readAccountCache(storage, user.id);
 */
export async function readAccountCache(
  storage: StorageAdapter,
  userId: string,
): Promise<LocalRead<SyncSnapshot>> {
  const [listRaw, queueRaw] = await Promise.all([
    readRaw(storage, ACCOUNT_PREFIX + userId),
    readRaw(storage, QUEUE_PREFIX + userId),
  ]);
  const record = recordOf(listRaw.value);
  const queueRecord = recordOf(queueRaw.value);
  const items = parseItems(record.items);
  const queue = parseItems(queueRecord.items);
  const clockOk = typeof record.lastUpdate === 'string' && !Number.isNaN(Date.parse(record.lastUpdate));
  const listBroken = listRaw.present && (listRaw.corrupt || record.version !== FORMAT || items.dropped);
  const queueBroken =
    queueRaw.present && (queueRaw.corrupt || queueRecord.version !== FORMAT || queue.dropped);
  const value: SyncSnapshot = {
    items: items.items,
    queue: queue.items,
    // A cache that lost items must not claim to be up to date.
    lastUpdate: clockOk && !listBroken ? (record.lastUpdate as string) : null,
  };
  if (listBroken || queueBroken) await writeAccountCache(storage, userId, value);
  return { value, repaired: listBroken || queueBroken };
}

/** Most words cached for offline use; beyond it only the queue is kept (local storage holds about 5 MB). */
export const ACCOUNT_CACHE_MAX_ITEMS = 20_000;

/**
 * Stores an account's queue, and its list and clock when the list is not too large. Both writes start at
 * once (no await between them), so a synchronous storage has written them when this returns.
 * @example await writeAccountCache(storage, user.id, engine.snapshot(), 'queue')
 */
export async function writeAccountCache(
  storage: StorageAdapter,
  userId: string,
  snapshot: SyncSnapshot,
  which: 'all' | 'queue' = 'all',
): Promise<boolean> {
  const queued = write(storage, QUEUE_PREFIX + userId, { version: FORMAT, items: snapshot.queue });
  if (which === 'queue') return queued;
  if (snapshot.items.length > ACCOUNT_CACHE_MAX_ITEMS) {
    const [ok] = await Promise.all([queued, remove(storage, ACCOUNT_PREFIX + userId)]);
    return ok;
  }
  const list = { version: FORMAT, items: snapshot.items, lastUpdate: snapshot.lastUpdate };
  const results = await Promise.all([write(storage, ACCOUNT_PREFIX + userId, list), queued]);
  return results.every(Boolean);
}

/** Whether the guest-words question was already answered for this account. */
export async function guestMergeAnswered(storage: StorageAdapter, userId: string): Promise<boolean> {
  return (await readRaw(storage, MERGE_PREFIX + userId)).present;
}

/** Remembers the learner's answer to the guest-words question, so it is asked once per account. */
export function rememberGuestMergeAnswer(
  storage: StorageAdapter,
  userId: string,
  answer: 'merged' | 'declined',
): Promise<boolean> {
  return write(storage, MERGE_PREFIX + userId, answer);
}

/** The last signed-in account seen here: used when the server cannot be reached to say who we are. */
export async function readLastUser(storage: StorageAdapter): Promise<string | null> {
  const raw = await readRaw(storage, LAST_USER_KEY);
  return typeof raw.value === 'string' ? raw.value : null;
}

/** Remembers (or, with null, forgets) the last signed-in account. */
export async function writeLastUser(storage: StorageAdapter, userId: string | null): Promise<void> {
  if (userId) await write(storage, LAST_USER_KEY, userId);
  else await remove(storage, LAST_USER_KEY);
}
