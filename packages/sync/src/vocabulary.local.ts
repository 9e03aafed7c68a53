import type { VocabularyItem } from '@glossa/contract';
import { removeKey, writeJson } from '../../lib/storage.ts';
import { parseItem } from './vocabulary.model.ts';
import type { SyncSnapshot } from './vocabulary.sync.ts';

/**
 * The vocabulary in browser local storage: a guest's words, and for each signed-in account a cache of the
 * last loaded list plus the queue of changes the server has not accepted yet (so that nothing made offline is
 * lost on reload). Invalid stored data is reset, item by item where possible, and never crashes the app.
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

function readRaw(key: string): { present: boolean; value: unknown; corrupt: boolean } {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return { present: false, value: undefined, corrupt: false };
  }
  if (raw == null) return { present: false, value: undefined, corrupt: false };
  try {
    return { present: true, value: JSON.parse(raw) as unknown, corrupt: false };
  } catch {
    return { present: true, value: undefined, corrupt: true };
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

/**
 * Reads a guest's words; anything unreadable is dropped and the key rewritten clean.
 * @example const { value: items } = readGuestItems();
 */
export function readGuestItems(): LocalRead<VocabularyItem[]> {
  const raw = readRaw(GUEST_KEY);
  if (!raw.present) return { value: [], repaired: false };
  const shapeOk = typeof raw.value === 'object' && raw.value != null && !Array.isArray(raw.value);
  const record = shapeOk ? (raw.value as { version?: unknown; items?: unknown }) : {};
  const { items, dropped } = parseItems(record.items);
  const repaired = raw.corrupt || !shapeOk || record.version !== FORMAT || dropped;
  const tracked = items.filter((item) => item.status !== 'unknown');
  if (repaired || tracked.length !== items.length) writeGuestItems(tracked);
  return { value: tracked, repaired };
}

/** Stores a guest's words. */
export function writeGuestItems(items: readonly VocabularyItem[]): boolean {
  return writeJson(GUEST_KEY, { version: FORMAT, items });
}

/** Forgets a guest's words (after they were merged into an account). */
export function clearGuestItems(): void {
  removeKey(GUEST_KEY);
}

/**
 * Reads an account's cached state; a damaged cache is reset (the server has the list anyway). The queue is
 * kept under its own key so that it is saved even when a very large list no longer fits.
 */
export function readAccountCache(userId: string): LocalRead<SyncSnapshot> {
  const listRaw = readRaw(ACCOUNT_PREFIX + userId);
  const queueRaw = readRaw(QUEUE_PREFIX + userId);
  const record = (typeof listRaw.value === 'object' && listRaw.value != null ? listRaw.value : {}) as Record<
    string,
    unknown
  >;
  const queueRecord = (
    typeof queueRaw.value === 'object' && queueRaw.value != null ? queueRaw.value : {}
  ) as Record<string, unknown>;
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
  if (listBroken || queueBroken) writeAccountCache(userId, value);
  return { value, repaired: listBroken || queueBroken };
}

/** Most words cached for offline use; beyond it only the queue is kept (local storage holds about 5 MB). */
export const ACCOUNT_CACHE_MAX_ITEMS = 20_000;

/** Stores an account's queue, and its list and clock when the list is not too large. */
export function writeAccountCache(
  userId: string,
  snapshot: SyncSnapshot,
  which: 'all' | 'queue' = 'all',
): boolean {
  const queued = writeJson(QUEUE_PREFIX + userId, { version: FORMAT, items: snapshot.queue });
  if (which === 'queue') return queued;
  if (snapshot.items.length > ACCOUNT_CACHE_MAX_ITEMS) {
    removeKey(ACCOUNT_PREFIX + userId);
    return queued;
  }
  const list = { version: FORMAT, items: snapshot.items, lastUpdate: snapshot.lastUpdate };
  return writeJson(ACCOUNT_PREFIX + userId, list) && queued;
}

/** Whether the guest-words question was already answered for this account. */
export function guestMergeAnswered(userId: string): boolean {
  return readRaw(MERGE_PREFIX + userId).present;
}

export function rememberGuestMergeAnswer(userId: string, answer: 'merged' | 'declined'): void {
  writeJson(MERGE_PREFIX + userId, answer);
}

/** The last signed-in account seen here: used when the server cannot be reached to say who we are. */
export function readLastUser(): string | null {
  const raw = readRaw(LAST_USER_KEY);
  return typeof raw.value === 'string' ? raw.value : null;
}

export function writeLastUser(userId: string | null): void {
  if (userId) writeJson(LAST_USER_KEY, userId);
  else removeKey(LAST_USER_KEY);
}
