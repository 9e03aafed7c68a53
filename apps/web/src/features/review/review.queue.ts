import type { ReviewItem, ReviewRating } from '@glossa/contract';
import type { RatingResult } from './review.source.ts';

/** A card due again within this time stays in the session (FSRS learning steps: 1 and 10 minutes). */
export const LEARN_AHEAD_MS = 20 * 60_000;

/**
 * A session's cards: `queue` in the order they are shown, and `extraDue`, the deck's due cards the server
 * counted but did not send (its batch is capped). Every count the screen shows comes from here.
 */
export interface ReviewQueue {
  items: ReviewItem[];
  extraDue: number;
}

/** What the screen shows about a queue at one time. */
export interface QueueCounts {
  /** Cards due now: the header's "N due" and the progress's "N left". */
  due: number;
  /** Cards back later in this session (a learning step not yet due). */
  later: number;
  /** When the first of those is due (ms since the epoch), or null. */
  nextDue: number | null;
}

const dueAt = (item: ReviewItem) => Date.parse(item.scheduling.due);

/**
 * A queue from a loaded batch: in practice every card counts as left; in review the cards due now, plus
 * those of the deck's due count the batch left out.
 * @example startQueue(batch.items, batch.dueCount, new Date(), false)
 */
export function startQueue(items: ReviewItem[], dueCount: number, now: Date, practice: boolean): ReviewQueue {
  const sent = practice ? items.length : items.filter((item) => dueAt(item) <= now.getTime()).length;
  return { items, extraDue: practice ? 0 : Math.max(0, dueCount - sent) };
}

/**
 * The counts of a queue at `now`.
 * @example queueCounts(queue, new Date(), false) // { due: 3, later: 1, nextDue: 1767261600000 }
 */
export function queueCounts(queue: ReviewQueue, now: Date, practice: boolean): QueueCounts {
  if (practice) return { due: queue.items.length, later: 0, nextDue: null };
  let due = queue.extraDue;
  let later = 0;
  let nextDue: number | null = null;
  for (const item of queue.items) {
    const at = dueAt(item);
    if (at <= now.getTime()) due += 1;
    else {
      later += 1;
      nextDue = nextDue === null ? at : Math.min(nextDue, at);
    }
  }
  return { due, later, nextDue };
}

/**
 * The card to show at `now`: the first one due, in the queue's order (in practice, the first one). With
 * `learnAhead` (the learner asked for it), the one due soonest when none is due yet.
 * @example shownItem(queue, new Date(), false, false) // null while the only card left is due in 10 minutes
 */
export function shownItem(
  queue: ReviewQueue,
  now: Date,
  practice: boolean,
  learnAhead: boolean,
): ReviewItem | null {
  if (practice) return queue.items[0] ?? null;
  const due = queue.items.find((item) => dueAt(item) <= now.getTime());
  if (due || !learnAhead) return due ?? null;
  let soonest: ReviewItem | null = null;
  for (const item of queue.items) if (!soonest || dueAt(item) < dueAt(soonest)) soonest = item;
  return soonest;
}

/**
 * The queue after `rated` was rated: the card leaves, and goes back at the end when it is due again within
 * LEARN_AHEAD_MS (it is shown only once due, or when the learner learns ahead); in practice, only after
 * Again, with its real schedule kept.
 * @example afterRating(queue, item, 'good', result, now, false) // the card back at the end, due in 10 minutes
 */
export function afterRating(
  queue: ReviewQueue,
  rated: ReviewItem,
  rating: ReviewRating,
  result: RatingResult,
  now: Date,
  practice: boolean,
): ReviewQueue {
  const rest = queue.items.filter((item) => item.card.id !== rated.card.id);
  const back = practice
    ? rating === 'again'
    : Date.parse(result.scheduling.due) - now.getTime() <= LEARN_AHEAD_MS;
  if (!back) return { ...queue, items: rest };
  // In practice the card keeps its real schedule; only the session sees it again.
  const scheduling = practice ? rated.scheduling : result.scheduling;
  const preview = practice ? rated.preview : result.preview;
  return { ...queue, items: [...rest, { ...rated, scheduling, preview }] };
}

/**
 * Whether a rating's interval is long enough to suggest marking the word Learned.
 * @example suggestsLearned('2026-01-01T00:00:00Z', '2026-01-25T00:00:00Z') // true (24 days)
 */
export function suggestsLearned(reviewedAt: string, due: string, days = 21): boolean {
  return Date.parse(due) - Date.parse(reviewedAt) >= days * 86_400_000;
}
