import type { Generated } from 'kysely';

/**
 * Rows of review in the app. `review_cards` holds the FSRS fields of every card reviewed at least once (a
 * card without a row is new); `updated_at` comes from the user's review clock (`review_sync`), strictly
 * growing per user, so the change feed pages by it without missing or repeating a state.
 */
export interface ReviewCardsTable {
  card_id: number;
  deck_id: number;
  user_id: string;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** One of REVIEW_STATES. */
  state: string;
  last_review: string | null;
  updated_at: string;
}

/** One rating, with the FSRS fields before and after it as JSON. */
export interface ReviewLogTable {
  id: Generated<number>;
  card_id: number;
  deck_id: number;
  user_id: string;
  /** One of REVIEW_RATINGS. */
  rating: string;
  reviewed_at: string;
  state_before: string;
  state_after: string;
  created_at: string;
}

/** Each user's review clock: the newest stamp given to one of their review states. */
export interface ReviewSyncTable {
  user_id: string;
  last_update: string;
}
