import {
  REVIEW_STATES,
  canonicalTime,
  type ReviewPreview,
  type ReviewRating,
  type ReviewScheduling,
} from '@glossa/contract';
import { createEmptyCard, fsrs, Rating, State, type Card as FsrsCard, type FSRS, type Grade } from 'ts-fsrs';

/**
 * The bridge between the wire's review fields and ts-fsrs, which does all the scheduling (FSRS with its
 * default parameters; no fuzz, so that the interval a button shows is the one the card gets). The server
 * schedules a signed-in learner's cards with it, the web app a guest's, in memory: one bridge, one answer.
 */

/** A ts-fsrs scheduler (made by `createScheduler`). */
export type Scheduler = FSRS;

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const STATE_NAMES: Record<State, ReviewScheduling['state']> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

/**
 * The scheduler every review uses.
 * @example const next = createScheduler().next(toFsrsCard(scheduling), now, Rating.Good);
 */
export function createScheduler(): Scheduler {
  return fsrs({ enable_fuzz: false });
}

/**
 * The scheduling of a card never reviewed: new, due at `now`.
 * @example newScheduling(new Date()) // { state: 'new', reps: 0, due: '…', ... }
 */
export function newScheduling(now: Date): ReviewScheduling {
  return fromFsrsCard(createEmptyCard(now));
}

/**
 * The wire's fields as a ts-fsrs card.
 * @example toFsrsCard(newScheduling(now)).state // State.New (0)
 */
export function toFsrsCard(scheduling: ReviewScheduling): FsrsCard {
  return {
    due: new Date(scheduling.due),
    stability: scheduling.stability,
    difficulty: scheduling.difficulty,
    elapsed_days: scheduling.elapsed_days,
    scheduled_days: scheduling.scheduled_days,
    learning_steps: scheduling.learning_steps,
    reps: scheduling.reps,
    lapses: scheduling.lapses,
    state: REVIEW_STATES.indexOf(scheduling.state),
    ...(scheduling.last_review ? { last_review: new Date(scheduling.last_review) } : {}),
  };
}

/**
 * A ts-fsrs card as the wire's fields.
 * @example fromFsrsCard(createEmptyCard(now)).state // 'new'
 */
export function fromFsrsCard(card: FsrsCard): ReviewScheduling {
  return {
    due: canonicalTime(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    last_review: card.last_review ? canonicalTime(card.last_review) : null,
  };
}

/**
 * The card's scheduling after a rating at `at`.
 * @example schedule(scheduler, newScheduling(now), 'good', now).due // later than now
 */
export function schedule(
  scheduler: Scheduler,
  scheduling: ReviewScheduling,
  rating: ReviewRating,
  at: Date,
): ReviewScheduling {
  return fromFsrsCard(scheduler.next(toFsrsCard(scheduling), at, GRADES[rating]).card);
}

/**
 * When the card would be due after each rating at `at`.
 * @example preview(scheduler, newScheduling(now), now).again // a few minutes after now
 */
export function preview(scheduler: Scheduler, scheduling: ReviewScheduling, at: Date): ReviewPreview {
  const card = toFsrsCard(scheduling);
  const due = (rating: ReviewRating) => canonicalTime(scheduler.next(card, at, GRADES[rating]).card.due);
  return { again: due('again'), hard: due('hard'), good: due('good'), easy: due('easy') };
}
