import { z } from 'zod';
import { cardSchema, recordIdSchema } from './deck.ts';
import { isoTimeSchema } from './vocabulary.ts';

/**
 * Review in the app: each card of a signed-in user's decks has a review state
 * scheduled with FSRS (the `ts-fsrs` package), and every rating is kept in a review log. A card never
 * reviewed has no state yet and counts as new (due at once). States carry `updated_at` from a per-user
 * clock so that another device pulls what changed (`GET /review/changes?since=`), like the vocabulary; a
 * deleted card or deck takes its review state with it (the deck feed's tombstones tell of those).
 */

/** How a learner answered a card, from worst to best (FSRS grades 1-4). */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
export const reviewRatingSchema = z.enum(REVIEW_RATINGS);

/** FSRS card states. */
export const REVIEW_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewStateName = (typeof REVIEW_STATES)[number];

/** Most cards one `GET /review/deck/{id}` answers (the due count is still the whole count). */
export const REVIEW_SESSION_MAX = 200;
/** Most states one page of the review change feed holds. */
export const REVIEW_FEED_PAGE_MAX = 500;
/** A word whose next interval reaches this many days may be suggested as Learned (never silently). */
export const REVIEW_LEARNED_DAYS = 21;

/** The FSRS fields of a card (ts-fsrs `Card`), times as ISO 8601 UTC. */
export const reviewSchedulingSchema = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.enum(REVIEW_STATES),
  last_review: z.string().nullable(),
});
export type ReviewScheduling = z.infer<typeof reviewSchedulingSchema>;

/** A card's stored review state, with the card and deck it belongs to and its place on the user's clock. */
export const reviewStateSchema = reviewSchedulingSchema.extend({
  card_id: z.number().int(),
  deck_id: z.number().int(),
  updated_at: z.string(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** When the card would be due next after each rating (ISO 8601 UTC), for the buttons' intervals. */
export const reviewPreviewSchema = z.object({
  again: z.string(),
  hard: z.string(),
  good: z.string(),
  easy: z.string(),
});
export type ReviewPreview = z.infer<typeof reviewPreviewSchema>;

/** A card to review: the card in full, its scheduling (a new card's when never reviewed) and the previews. */
export const reviewItemSchema = z.object({
  card: cardSchema,
  scheduling: reviewSchedulingSchema,
  preview: reviewPreviewSchema,
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewDeckParamsSchema = z.object({ id: recordIdSchema });

/** `GET /review/deck/{id}`: the due cards, or with `all=true` every card (practice mode). */
export const reviewDeckQuerySchema = z.object({
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: 'Answer every card of the deck (practice), not only the due ones' }),
});

/** The answer of `GET /review/deck/{id}`: due cards first by due time, then new cards, at most REVIEW_SESSION_MAX. */
export const reviewDeckAnswerSchema = z.object({
  deck_id: z.number().int(),
  /** How many of the deck's cards are due now (new ones included). */
  due_count: z.number().int(),
  /** How many cards the deck holds. */
  card_count: z.number().int(),
  now: z.string(),
  items: z.array(reviewItemSchema),
});
export type ReviewDeckAnswer = z.infer<typeof reviewDeckAnswerSchema>;

/** `POST /review/ratings`. `practice`: answer what would happen and store nothing. */
export const reviewRatingBodySchema = z.object({
  card_id: recordIdSchema,
  rating: reviewRatingSchema,
  reviewed_at: isoTimeSchema.meta({
    description:
      'When the learner answered; a time in the future counts as now, one before the last review as that review',
  }),
  practice: z.boolean().optional(),
});
export type ReviewRatingBody = z.infer<typeof reviewRatingBodySchema>;
export type ReviewRatingBodyInput = z.input<typeof reviewRatingBodySchema>;

/** The answer of a rating: the card's new state and the previews of its next review. */
export const reviewRatingAnswerSchema = z.object({
  state: reviewStateSchema,
  preview: reviewPreviewSchema,
  /** Whole days until the card is due again. */
  interval_days: z.number(),
  practice: z.boolean(),
});
export type ReviewRatingAnswer = z.infer<typeof reviewRatingAnswerSchema>;

/** `GET /review/counts`: due cards per live deck of the user (the Deck screen and the sidebar). */
export const reviewCountsSchema = z.object({
  now: z.string(),
  decks: z.array(z.object({ deck_id: z.number().int(), due: z.number().int(), cards: z.number().int() })),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

export const reviewChangesQuerySchema = z.object({
  since: isoTimeSchema.meta({ description: 'Answer the review states changed after this ISO 8601 time' }),
});

/**
 * `GET /review/changes?since=T`: states changed after T, oldest first, at most REVIEW_FEED_PAGE_MAX. Pass
 * `last_update` as the next `since`; while `has_more`, ask again at once.
 */
export const reviewChangesSchema = z.object({
  states: z.array(reviewStateSchema),
  last_update: z.string(),
  has_more: z.boolean(),
});
export type ReviewChanges = z.infer<typeof reviewChangesSchema>;
