import { canonicalTime } from '@glossa/contract';

/**
 * The next value of a clock that must strictly grow: now, or 1 ms after `after` when the clock has not
 * passed it (same millisecond, or a server whose clock is behind another's). Vocabulary, decks and reviews
 * stamp their changes with it, so that a companion asking "what changed since T" misses nothing.
 * @example nextTick(new Date('2025-01-01T00:00:00.000Z'), '2025-01-01T00:00:00.000Z') // '2025-01-01T00:00:00.001Z'
 */
export function nextTick(now: Date, after: string | null): string {
  const candidate = canonicalTime(now);
  if (after == null || candidate > after) return candidate;
  return canonicalTime(Date.parse(after) + 1);
}
