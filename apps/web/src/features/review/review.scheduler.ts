import {
  REVIEW_STATES,
  type ReviewPreview,
  type ReviewRating,
  type ReviewScheduling,
} from '@glossa/contract';
import { createEmptyCard, fsrs, Rating, State, type Card as FsrsCard, type Grade } from 'ts-fsrs';

/**
 * FSRS on the client, through ts-fsrs with the server's settings (default parameters, no fuzz): a guest's
 * cards are scheduled here, in memory; a signed-in user's are scheduled by the server.
 */
const scheduler = fsrs({ enable_fuzz: false });

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

function toFsrs(s: ReviewScheduling): FsrsCard {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: REVIEW_STATES.indexOf(s.state),
    ...(s.last_review ? { last_review: new Date(s.last_review) } : {}),
  };
}

function fromFsrs(card: FsrsCard): ReviewScheduling {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

/**
 * A card never reviewed: new and due at `now`.
 * @example newScheduling(new Date()).state // 'new'
 */
export function newScheduling(now: Date): ReviewScheduling {
  return fromFsrs(createEmptyCard(now));
}

/**
 * The scheduling after a rating at `at`.
 * @example scheduleCard(newScheduling(now), 'good', now).due // ten minutes later (a learning step)
 */
export function scheduleCard(s: ReviewScheduling, rating: ReviewRating, at: Date): ReviewScheduling {
  return fromFsrs(scheduler.next(toFsrs(s), at, GRADES[rating]).card);
}

/**
 * When each rating at `at` would make the card due.
 * @example previewCard(newScheduling(now), now).easy // some days later
 */
export function previewCard(s: ReviewScheduling, at: Date): ReviewPreview {
  const card = toFsrs(s);
  const due = (rating: ReviewRating) => scheduler.next(card, at, GRADES[rating]).card.due.toISOString();
  return { again: due('again'), hard: due('hard'), good: due('good'), easy: due('easy') };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A wait as a button shows it: minutes, hours, days, months or years, short.
 * @example formatInterval(10 * 60_000) // '10m'; formatInterval(3 * 86_400_000) // '3d'
 */
export function formatInterval(ms: number): string {
  if (ms < MINUTE) return '<1m';
  if (ms < HOUR) return `${Math.round(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.round(ms / HOUR)}h`;
  const days = ms / DAY;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${trim(days / 30)}mo`;
  return `${trim(days / 365)}y`;
}

function trim(value: number): string {
  return value < 10 ? String(Math.round(value * 10) / 10) : String(Math.round(value));
}

/**
 * The example sentence of a card with its word blanked, for the front; null when the word is not found in
 * any sentence. Korean verbs and adjectives (ending in 다) are found by their stem (먹다 in 먹었어요).
 * @example blankedExample('집', ['집에 가요.']) // '＿＿에 가요.'
 */
export function blankedExample(written: string, sentences: readonly string[]): string | null {
  const stem = written.length > 1 && written.endsWith('다') ? written.slice(0, -1) : written;
  for (const needle of [written, stem]) {
    if (!needle.trim()) continue;
    const lower = needle.toLocaleLowerCase();
    for (const sentence of sentences) {
      const at = sentence.toLocaleLowerCase().indexOf(lower);
      if (at >= 0) return `${sentence.slice(0, at)}＿＿${sentence.slice(at + needle.length)}`;
    }
  }
  return null;
}
