import {
  STATUS_LOG_EARLIEST,
  VOCABULARY_LANGUAGES,
  WORD_STATUSES,
  type GuestLogEntry,
  type VocabularyItem,
  type WordStatus,
} from '@glossa/contract';
import { UNREADABLE, type JsonValue, type StorageAdapter } from './storage.ts';

/**
 * A guest's status log: every status change made in this browser (word, language, old and new status,
 * time, device), append-only, kept next to the guest's words and written in the same synchronous save, so
 * "known words over time" can be drawn from history rather than guessed from the latest statuses. An
 * import or "mark the rest as known" is one event with its word count. When the guest signs in and the
 * words join the account, this log is uploaded with them.
 */

export const GUEST_LOG_KEY = 'glossa.vocabulary.log';
const DEVICE_KEY = 'glossa.device';
const FORMAT = 1;
/**
 * Most events kept (about 130 bytes each in local storage): past it the oldest word changes are dropped;
 * the known-words line stays anchored at today's count, so only the far past loses detail.
 */
export const GUEST_LOG_MAX = 20_000;

const STATUSES: ReadonlySet<string> = new Set(WORD_STATUSES);
const LANGUAGES: ReadonlySet<string> = new Set(VOCABULARY_LANGUAGES);
const KINDS: ReadonlySet<string> = new Set(['change', 'import', 'mark_known', 'clear']);
const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One stored event, or undefined when it is not a valid one (it is then dropped).
 * @example parseGuestEvent({ lang: 'ko_KR', written: '집', old_status: null, new_status: 'seen', kind: 'change', count: 1, device_id: null, changed_at: T })
 */
export function parseGuestEvent(value: unknown): GuestLogEntry | undefined {
  if (typeof value !== 'object' || value == null) return undefined;
  const e = value as Record<string, unknown>;
  const ok =
    typeof e.lang === 'string' &&
    LANGUAGES.has(e.lang) &&
    (e.written === null || (typeof e.written === 'string' && e.written !== '')) &&
    (e.old_status === null || (typeof e.old_status === 'string' && STATUSES.has(e.old_status))) &&
    typeof e.new_status === 'string' &&
    STATUSES.has(e.new_status) &&
    typeof e.kind === 'string' &&
    KINDS.has(e.kind) &&
    typeof e.count === 'number' &&
    Number.isInteger(e.count) &&
    e.count >= 1 &&
    (e.device_id === null || (typeof e.device_id === 'string' && DEVICE_ID.test(e.device_id))) &&
    typeof e.changed_at === 'string' &&
    e.changed_at >= STATUS_LOG_EARLIEST &&
    !Number.isNaN(Date.parse(e.changed_at)) &&
    (e.kind === 'change') === (e.written !== null);
  return ok ? (e as unknown as GuestLogEntry) : undefined;
}

/**
 * The guest's log, oldest first; damaged entries are dropped.
 * @example const log = await readGuestLog(storage);
 */
export async function readGuestLog(storage: StorageAdapter): Promise<GuestLogEntry[]> {
  let raw: unknown;
  try {
    raw = await storage.get(GUEST_LOG_KEY);
  } catch {
    return [];
  }
  if (raw === undefined || raw === UNREADABLE || typeof raw !== 'object' || raw == null) return [];
  const events = (raw as { events?: unknown }).events;
  if (!Array.isArray(events)) return [];
  const out: GuestLogEntry[] = [];
  for (const value of events) {
    const event = parseGuestEvent(value);
    if (event) out.push(event);
  }
  return out;
}

/** Stores the guest's log (the newest GUEST_LOG_MAX events); false when the storage refused it. */
export async function writeGuestLog(
  storage: StorageAdapter,
  events: readonly GuestLogEntry[],
): Promise<boolean> {
  const kept = events.length > GUEST_LOG_MAX ? events.slice(events.length - GUEST_LOG_MAX) : events;
  try {
    await storage.set(GUEST_LOG_KEY, { version: FORMAT, events: kept as unknown as JsonValue[] });
    return true;
  } catch {
    return false;
  }
}

/** Forgets the guest's log (once it joined an account). */
export async function clearGuestLog(storage: StorageAdapter): Promise<void> {
  try {
    await storage.remove(GUEST_LOG_KEY);
  } catch {
    // Unreachable storage: nothing to forget.
  }
}

/**
 * This browser's device id for the status log: made once, then kept (a guest's log and the account's
 * writes from here name the same device).
 * @example const device = await deviceIdOf(storage); // 'k3J9x…'
 */
export async function deviceIdOf(storage: StorageAdapter): Promise<string> {
  try {
    const stored = await storage.get(DEVICE_KEY);
    if (typeof stored === 'string' && DEVICE_ID.test(stored)) return stored;
  } catch {
    // A fresh id for this visit.
  }
  const id = randomId();
  try {
    await storage.set(DEVICE_KEY, id);
  } catch {
    // Kept for this visit only.
  }
  return id;
}

function randomId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return [...bytes].map((b) => alphabet[b & 63]).join('');
}

/** An old status as the log keeps it: not tracked is null. */
export const logged = (status: WordStatus | undefined): WordStatus | null =>
  status == null || status === 'unknown' ? null : status;

/**
 * The bulk events of one bulk action (an import, "mark the rest as known"): one per language and new status
 * with the number of words that took it.
 * @example bulkEvents(before, after, 'import', device, T)
 */
export function bulkEvents(
  changed: readonly VocabularyItem[],
  kind: 'import' | 'mark_known',
  deviceId: string | null,
  at: string,
): GuestLogEntry[] {
  const groups = new Map<string, GuestLogEntry>();
  for (const item of changed) {
    const key = `${item.lang}\u0000${item.status}`;
    const event = groups.get(key);
    if (event) event.count += 1;
    else
      groups.set(key, {
        lang: item.lang,
        written: null,
        old_status: null,
        new_status: item.status,
        kind,
        count: 1,
        device_id: deviceId,
        changed_at: at,
      });
  }
  return [...groups.values()];
}
