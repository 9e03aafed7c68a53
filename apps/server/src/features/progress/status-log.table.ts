import type { Generated } from 'kysely';

/**
 * Rows of the append-only status log. A per-word row has `kind` 'change', its `written` and `count` 1; a bulk
 * row ('import', 'mark_known', 'clear') has no `written` and the number of words it changed in `count`.
 * `learned_delta`/`tracked_delta` are what the row adds to the learned and tracked totals.
 */
export interface StatusLogTable {
  id: Generated<number>;
  user_id: string;
  lang: string;
  written: string | null;
  old_status: string | null;
  new_status: string;
  kind: string;
  count: number;
  learned_delta: number;
  tracked_delta: number;
  device_id: string | null;
  changed_at: string;
  day: string;
  synced_at: string;
}

/** The status log's sums per user, language and UTC day (kept with the log, in its transaction). */
export interface StatusDailyTable {
  user_id: string;
  lang: string;
  day: string;
  learned_delta: number;
  new_words: number;
  bulk_words: number;
}

/** Words per user, language and status, kept by the database's triggers on `vocabulary`. */
export interface StatusTotalsTable {
  user_id: string;
  lang: string;
  status: string;
  words: number;
}

/**
 * Reviews per user, language, UTC day and rating, kept by the database's triggers on `review_log`; `judged`
 * is how many of them rated a card that was in review (what true retention counts).
 */
export interface ReviewDailyTable {
  user_id: string;
  lang: string;
  day: string;
  rating: string;
  reviews: number;
  judged: number;
}
