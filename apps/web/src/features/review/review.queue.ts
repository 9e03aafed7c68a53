import type { ReviewItem, ReviewRating } from '@glossa/contract';
import type { RatingResult } from './review.source.ts';

/** A card due again within this time comes back in the same session (FSRS learning steps: 1 and 10 minutes). */
export const LEARN_AHEAD_MS = 20 * 60_000;

/**
 * The queue after the first card was rated: the card leaves, and comes back at the end when it is due again
 * within LEARN_AHEAD_MS (in practice, only after Again, since practice keeps no schedule).
 * @example afterRating([a, b], 'good', result, now, false) // [b] or [b, a']
 */
export function afterRating(
  queue: readonly ReviewItem[],
  rating: ReviewRating,
  result: RatingResult,
  now: Date,
  practice: boolean,
): ReviewItem[] {
  const [head, ...rest] = queue;
  if (!head) return [];
  const again = practice
    ? rating === 'again'
    : Date.parse(result.scheduling.due) - now.getTime() <= LEARN_AHEAD_MS;
  if (!again) return rest;
  // In practice the card keeps its real schedule; only the session sees it again.
  const scheduling = practice ? head.scheduling : result.scheduling;
  const preview = practice ? head.preview : result.preview;
  return [...rest, { ...head, scheduling, preview }];
}

/**
 * Whether a rating's interval is long enough to suggest marking the word Learned.
 * @example suggestsLearned('2026-01-01T00:00:00Z', '2026-01-25T00:00:00Z') // true (24 days)
 */
export function suggestsLearned(reviewedAt: string, due: string, days = 21): boolean {
  return Date.parse(due) - Date.parse(reviewedAt) >= days * 86_400_000;
}
