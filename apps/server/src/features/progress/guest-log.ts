import type { GuestLogEntry } from '@glossa/contract';
import type { StatusLogEntry } from './status-log.ts';

const isTracked = (status: string | null): boolean => status != null && status !== 'unknown';
const isLearned = (status: string | null): number => Number(status === 'learned');

/**
 * The log rows of a guest's uploaded history, kept as the browser recorded them (old and new status, time,
 * device): a word's change moves the sums by one word; an import or "mark the rest as known" by its count
 * (words that were not tracked before it); clearing removes its count of tracked words.
 * @example guestLogRows([{ lang: 'ko_KR', written: '집', old_status: null, new_status: 'learned', kind: 'change', count: 1, device_id: null, changed_at: T }])
 */
export function guestLogRows(entries: readonly GuestLogEntry[]): StatusLogEntry[] {
  return entries.map((entry) => {
    const old = isTracked(entry.old_status) ? entry.old_status : null;
    let learnedDelta: number;
    let trackedDelta: number;
    if (entry.kind === 'change') {
      learnedDelta = isLearned(entry.new_status) - isLearned(old);
      trackedDelta = Number(isTracked(entry.new_status)) - Number(isTracked(old));
    } else if (entry.kind === 'clear') {
      // A guest's clearing removes every tracked word; how many of them were learned is not recorded, so
      // the known line is left to the anchor at today's count rather than guessed.
      learnedDelta = 0;
      trackedDelta = -entry.count;
    } else {
      learnedDelta = isLearned(entry.new_status) * entry.count;
      trackedDelta = Number(isTracked(entry.new_status)) * entry.count;
    }
    return {
      lang: entry.lang,
      written: entry.written,
      old_status: old,
      new_status: entry.new_status,
      kind: entry.kind,
      count: entry.count,
      learned_delta: learnedDelta,
      tracked_delta: trackedDelta,
      device_id: entry.device_id,
      changed_at: entry.changed_at,
      day: entry.changed_at.slice(0, 10),
    };
  });
}
