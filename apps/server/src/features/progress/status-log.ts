import type { VocabularyItem } from '@glossa/contract';

/** Where a vocabulary write comes from: edits synced word by word, or one bulk action of the learner. */
export type StatusChangeSource = 'sync' | 'import' | 'mark_known';

/** One row of the status log before the repository adds the user and the sync stamp. */
export interface StatusLogEntry {
  lang: string;
  written: string | null;
  old_status: string | null;
  new_status: string;
  kind: 'change' | 'import' | 'mark_known' | 'clear';
  count: number;
  learned_delta: number;
  tracked_delta: number;
  device_id: string | null;
  changed_at: string;
  day: string;
}

const isTracked = (status: string | null | undefined): boolean => status != null && status !== 'unknown';
const isLearned = (status: string | null | undefined): number => Number(status === 'learned');

/**
 * The log rows of one vocabulary write: one per word whose status changed, or, for a bulk source, one per
 * language and new status with the number of words (so an import of 3,000 words is one event, not 3,000
 * words learned that day). A winner whose status did not change (only its time) is not a change.
 * @example statusLogEntries([{ written: '집', lang: 'ko_KR', status: 'learned', updated_at: T }], () => undefined, 'sync', null)
 */
export function statusLogEntries(
  winners: readonly VocabularyItem[],
  previousStatus: (item: VocabularyItem) => string | undefined,
  source: StatusChangeSource,
  deviceId: string | null,
): StatusLogEntry[] {
  const perWord: StatusLogEntry[] = [];
  const bulk = new Map<string, StatusLogEntry>();
  for (const item of winners) {
    const before = previousStatus(item) ?? null;
    const old = isTracked(before) ? before : null;
    const now = item.status;
    if ((old ?? 'unknown') === now) continue;
    const learnedDelta = isLearned(now) - isLearned(old);
    const trackedDelta = Number(isTracked(now)) - Number(isTracked(old));
    if (source === 'sync') {
      perWord.push({
        lang: item.lang,
        written: item.written,
        old_status: old,
        new_status: now,
        kind: 'change',
        count: 1,
        learned_delta: learnedDelta,
        tracked_delta: trackedDelta,
        device_id: deviceId,
        changed_at: item.updated_at,
        day: item.updated_at.slice(0, 10),
      });
      continue;
    }
    const key = `${item.lang}\u0000${now}`;
    const event = bulk.get(key);
    if (event) {
      event.count += 1;
      event.learned_delta += learnedDelta;
      event.tracked_delta += trackedDelta;
      if (item.updated_at > event.changed_at) {
        event.changed_at = item.updated_at;
        event.day = item.updated_at.slice(0, 10);
      }
    } else {
      bulk.set(key, {
        lang: item.lang,
        written: null,
        old_status: null,
        new_status: now,
        kind: source,
        count: 1,
        learned_delta: learnedDelta,
        tracked_delta: trackedDelta,
        device_id: deviceId,
        changed_at: item.updated_at,
        day: item.updated_at.slice(0, 10),
      });
    }
  }
  return [...perWord, ...bulk.values()];
}

/**
 * The log rows of clearing the vocabulary: one 'clear' event per language with the words it removed.
 * @example clearLogEntries([{ lang: 'ko_KR', tracked: 3, learned: 1 }], T, null)
 */
export function clearLogEntries(
  counts: readonly { lang: string; tracked: number; learned: number }[],
  at: string,
  deviceId: string | null,
): StatusLogEntry[] {
  return counts
    .filter((c) => c.tracked > 0)
    .map((c) => ({
      lang: c.lang,
      written: null,
      old_status: null,
      new_status: 'unknown',
      kind: 'clear' as const,
      count: c.tracked,
      learned_delta: -c.learned,
      tracked_delta: -c.tracked,
      device_id: deviceId,
      changed_at: at,
      day: at.slice(0, 10),
    }));
}

/** The sums one write adds to a day of `status_daily`. */
export interface StatusDayDelta {
  lang: string;
  day: string;
  learned_delta: number;
  new_words: number;
  bulk_words: number;
}

/**
 * The day sums of some log entries, one per language and day: a new word is a per-word change that starts
 * tracking a word; bulk words are the words an import or "mark the rest as known" starts tracking.
 * @example dailyDeltas(statusLogEntries(items, previous, 'sync', null))
 */
export function dailyDeltas(entries: readonly StatusLogEntry[]): StatusDayDelta[] {
  const days = new Map<string, StatusDayDelta>();
  for (const entry of entries) {
    const key = `${entry.lang}\u0000${entry.day}`;
    let day = days.get(key);
    if (!day) {
      day = { lang: entry.lang, day: entry.day, learned_delta: 0, new_words: 0, bulk_words: 0 };
      days.set(key, day);
    }
    day.learned_delta += entry.learned_delta;
    if (entry.tracked_delta > 0 && entry.kind === 'change') day.new_words += 1;
    if (entry.tracked_delta > 0 && (entry.kind === 'import' || entry.kind === 'mark_known')) {
      day.bulk_words += entry.tracked_delta;
    }
  }
  return [...days.values()];
}
