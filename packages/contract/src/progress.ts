import { z } from 'zod';
import { REVIEW_RATINGS } from './review.ts';
import { VOCABULARY_BATCH_MAX, VOCABULARY_MAX_WORDS, WRITTEN_MAX_LENGTH } from './limits.ts';
import {
  MAX_FUTURE_SKEW_MS,
  isoTimeSchema,
  vocabularyLanguageSchema,
  wordStatusSchema,
} from './vocabulary.ts';

/**
 * A learner's progress figures (`GET /api/user/stats`) and the status log behind them. The log keeps every
 * status change of a headword (an import or "mark the rest as known" is one event with its word count), so
 * "known words over time" is history, not a guess from the latest statuses.
 */

/** Longest date range the stats answer (five years of days). */
export const STATS_MAX_DAYS = 5 * 366;
/** Days of the true-retention window and of the due forecast. */
export const STATS_RETENTION_DAYS = 30;
export const STATS_FORECAST_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date `YYYY-MM-DD` that exists (2025-02-30 does not). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO 8601 date (YYYY-MM-DD)')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00.000Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'must be an ISO 8601 date (YYYY-MM-DD)');

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Query of `GET /user/stats`: the text language and the UTC date range (both ends included; the server
 * takes the last 30 days up to today when they are left out). A reversed or over-long range is refused
 * naming the field.
 */
export const statsQuerySchema = z
  .object({
    language: vocabularyLanguageSchema,
    from: isoDateSchema.optional().meta({ description: 'First day (UTC), YYYY-MM-DD' }),
    to: isoDateSchema.optional().meta({ description: 'Last day (UTC), YYYY-MM-DD' }),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    } else if (daysBetween(query.from, query.to) > STATS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'the range must be at most 5 years' });
    }
  });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const count = z.number().int();

/** One day of the vocabulary series: learned words at its end, words added one by one, words added in bulk. */
export const statsDaySchema = z.object({
  date: z.string(),
  known: count,
  new_words: count,
  bulk_words: count,
});

/** One day's reviews by rating. */
export const statsReviewDaySchema = z.object({
  date: z.string(),
  ...Object.fromEntries(REVIEW_RATINGS.map((rating) => [rating, count])),
} as { date: z.ZodString } & Record<(typeof REVIEW_RATINGS)[number], typeof count>);

/**
 * The bands of the FSRS stability distribution, in days (a card's stability is the number of days after
 * which its recall probability falls to 90%): [min, max) per band, the last one open.
 */
export const STABILITY_BANDS = [
  { label: 'under 1 day', min: 0, max: 1 },
  { label: '1-7 days', min: 1, max: 7 },
  { label: '1-4 weeks', min: 7, max: 30 },
  { label: '1-3 months', min: 30, max: 90 },
  { label: '3-12 months', min: 90, max: 365 },
  { label: '1 year or more', min: 365, max: null },
] as const;

/** The answer of `GET /user/stats`. */
export const statsSchema = z.object({
  language: vocabularyLanguageSchema,
  from: z.string(),
  to: z.string(),
  /** Headwords by status now. */
  statuses: z.object({ learned: count, seen: count, ignore: count }),
  /** Every day of the range, oldest first. */
  days: z.array(statsDaySchema),
  /** Every day of the range, oldest first. */
  reviews: z.array(statsReviewDaySchema),
  /**
   * True retention over the last 30 days: of the reviews of cards already in review (not learning), the
   * share not rated again; null without such reviews.
   */
  retention: z.object({ passed: count, failed: count, rate: z.number().nullable() }),
  /** Cards due before today, then cards due on each of the next 30 days (today first). */
  forecast: z.object({ overdue: count, days: z.array(z.object({ date: z.string(), due: count })) }),
  /** Cards with a review state by FSRS stability band (STABILITY_BANDS' order, every band). */
  stability: z.array(
    z.object({ label: z.string(), min_days: z.number(), max_days: z.number().nullable(), cards: count }),
  ),
});
export type Stats = z.infer<typeof statsSchema>;

/** Most entries one page of the status log's change feed holds. */
export const STATUS_LOG_PAGE_MAX = 1000;

/**
 * `GET /user/stats/log?since=T[&after_id=N]`: status log entries stored after T (or at T after the entry N),
 * oldest first. Pass `next` back to read the following page.
 */
export const statusLogQuerySchema = z.object({
  since: isoTimeSchema.meta({ description: 'Answer the entries stored after this ISO 8601 time' }),
  after_id: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .meta({ description: 'With since: entries after this id at that time' }),
});
export type StatusLogQuery = z.infer<typeof statusLogQuerySchema>;

/** One status log entry: one word's change, or a bulk event (no written form) with its word count. */
export const statusLogEntrySchema = z.object({
  id: z.number().int(),
  lang: vocabularyLanguageSchema,
  written: z.string().nullable(),
  old_status: wordStatusSchema.nullable(),
  new_status: wordStatusSchema,
  kind: z.enum(['change', 'import', 'mark_known', 'clear']),
  count: count,
  device_id: z.string().nullable(),
  changed_at: z.string(),
  synced_at: z.string(),
});
export type StatusLogEntryAnswer = z.infer<typeof statusLogEntrySchema>;

export const statusLogPageSchema = z.object({
  entries: z.array(statusLogEntrySchema),
  /** The query of the next page, null when this one is the last. */
  next: z.object({ since: z.string(), after_id: z.number().int() }).nullable(),
});
export type StatusLogPage = z.infer<typeof statusLogPageSchema>;

/** Most status log entries one guest upload carries (a guest's log beyond it is sent in later calls). */
export const GUEST_LOG_UPLOAD_MAX = 10_000;
/** The earliest time a status change may carry: nothing older can be a real Glossa edit. */
export const STATUS_LOG_EARLIEST = '2000-01-01T00:00:00.000Z';

/**
 * One status change a guest's browser kept: a word's change (`written` set, count 1), or one bulk event
 * (an import, "mark the rest as known", clearing: no written form, with its word count). Times are kept as
 * given, but never before 2000 nor in the future (beyond the clock skew vocabulary edits may have).
 */
export const guestLogEntrySchema = z
  .object({
    lang: vocabularyLanguageSchema,
    written: z.string().min(1).max(WRITTEN_MAX_LENGTH).nullable(),
    old_status: wordStatusSchema.nullable(),
    new_status: wordStatusSchema,
    kind: z.enum(['change', 'import', 'mark_known', 'clear']),
    count: z.number().int().min(1).max(VOCABULARY_MAX_WORDS),
    device_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _')
      .nullable(),
    changed_at: isoTimeSchema
      .refine((value) => value >= STATUS_LOG_EARLIEST, { message: 'must not be before 2000' })
      .refine((value) => Date.parse(value) <= Date.now() + MAX_FUTURE_SKEW_MS, {
        message: 'must not be in the future',
      }),
  })
  .superRefine((entry, ctx) => {
    if (entry.kind === 'change' && (entry.written == null || entry.count !== 1)) {
      ctx.addIssue({ code: 'custom', path: ['written'], message: 'a change names one word (count 1)' });
    }
    if (entry.kind !== 'change' && entry.written != null) {
      ctx.addIssue({ code: 'custom', path: ['written'], message: 'a bulk event names no word' });
    }
    if (entry.kind === 'clear' && entry.new_status !== 'unknown') {
      ctx.addIssue({ code: 'custom', path: ['new_status'], message: 'clearing sets unknown' });
    }
    if (entry.old_status != null && entry.old_status === entry.new_status) {
      ctx.addIssue({ code: 'custom', path: ['new_status'], message: 'must differ from old_status' });
    }
  });
export type GuestLogEntry = z.infer<typeof guestLogEntrySchema>;

/**
 * `POST /user/voc/guest`: the words a guest collected in this browser and the status log behind them,
 * joining the account in one transaction. The words are stored as a sync write (newer wins); the log is
 * stored as given instead of being derived from the write, so the account's history is the guest's.
 */
export const guestUploadSchema = z.object({
  items: z.array(z.unknown()).max(VOCABULARY_BATCH_MAX, {
    message: `at most ${VOCABULARY_BATCH_MAX} items per upload`,
  }),
  log: z.array(guestLogEntrySchema).max(GUEST_LOG_UPLOAD_MAX, {
    message: `at most ${GUEST_LOG_UPLOAD_MAX} log entries per upload`,
  }),
});
export type GuestUpload = z.input<typeof guestUploadSchema>;
