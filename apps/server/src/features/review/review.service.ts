import {
  DECK_ERROR_CODES,
  REVIEW_FEED_PAGE_MAX,
  REVIEW_PAGE_BYTES,
  REVIEW_SESSION_MAX,
  REVIEW_STATES,
  canonicalTime,
  type ReviewChanges,
  type ReviewCounts,
  type ReviewDeckAnswer,
  type ReviewRatingAnswer,
  type ReviewRatingBody,
  type ReviewScheduling,
  type ReviewState,
} from '@glossa/contract';
import { AppError } from '../../http/app-error.ts';
import { nextTick } from '../../lib/sync-clock.ts';
import { cardJson, toCard } from '../deck/index.ts';
import type { ReviewRepository, ReviewStateRow } from './review.repository.ts';
import { createScheduler, newScheduling, preview, schedule, type Scheduler } from '@glossa/review';

const DAY_MS = 86_400_000;

/** Bounds the service keeps; the contract's unless a test gives smaller ones. */
export interface ReviewLimits {
  sessionMax: number;
  feedPage: number;
  /** Largest review deck answer, in bytes. */
  pageBytes: number;
}

/**
 * Review in the app: which cards are due, what a rating does (ts-fsrs schedules it; the state and a log
 * entry are stored, stamped from the user's review clock), practice ratings that store nothing, due counts
 * per deck and the change feed another device pulls. Another user's deck or card is "not found". Pure of
 * HTTP; the repository does the storage.
 */
export class ReviewService {
  private readonly limits: ReviewLimits;

  constructor(
    private readonly repository: ReviewRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly scheduler: Scheduler = createScheduler(),
    limits: Partial<ReviewLimits> = {},
  ) {
    this.limits = {
      sessionMax: REVIEW_SESSION_MAX,
      feedPage: REVIEW_FEED_PAGE_MAX,
      pageBytes: REVIEW_PAGE_BYTES,
      ...limits,
    };
  }

  /**
   * A deck's cards to review now (or every card with `all`, for practice), each with its scheduling and the
   * due time each rating would give.
   * @example await service.deck(userId, 1, false) // { due_count: 5, items: [{ card, scheduling, preview }] }
   */
  async deck(userId: string, deckId: number, all: boolean): Promise<ReviewDeckAnswer> {
    const { head, rows, now } = await this.deckRows(userId, deckId, all);
    return {
      ...head,
      items: rows.map(({ card, state }) => {
        const scheduling = state ? toScheduling(state) : newScheduling(now);
        return { card: toCard(card), scheduling, preview: preview(this.scheduler, scheduling, now) };
      }),
    };
  }

  /**
   * The same answer as `deck`, as the JSON text the route sends: each card's senses are put in as stored, so
   * a session of heavy cards is never parsed and serialised again on the event loop.
   * @example reply.type('application/json').send(await service.deckJson(userId, 1, false))
   */
  async deckJson(userId: string, deckId: number, all: boolean): Promise<string> {
    const { head, rows, now } = await this.deckRows(userId, deckId, all);
    const items = rows.map(({ card, state }) => {
      const scheduling = state ? toScheduling(state) : newScheduling(now);
      const previewed = preview(this.scheduler, scheduling, now);
      return `{"card":${cardJson(card)},"scheduling":${JSON.stringify(scheduling)},"preview":${JSON.stringify(previewed)}}`;
    });
    return `${JSON.stringify(head).slice(0, -1)},"items":[${items.join(',')}]}`;
  }

  private async deckRows(userId: string, deckId: number, all: boolean) {
    if (!(await this.repository.hasDeck(userId, deckId))) throw deckNotFound();
    const now = this.now();
    const nowText = canonicalTime(now);
    const counts = await this.repository.deckCounts(deckId, nowText);
    let bytes = REVIEW_ENVELOPE_BYTES;
    // At most sessionMax cards, and no more than fit in pageBytes: heavy cards make a shorter session; the
    // rest come in the next one, once these are rated.
    const rows = await this.repository.deckCards(deckId, nowText, all, this.limits.sessionMax, ({ card }) => {
      bytes += Buffer.byteLength(card.senses) + Buffer.byteLength(card.written) + REVIEW_ITEM_OVERHEAD;
      return bytes <= this.limits.pageBytes;
    });
    const head = { deck_id: deckId, due_count: counts.due, card_count: counts.cards, now: nowText };
    return { head, rows, now };
  }

  /**
   * Applies a rating: the card's next state from ts-fsrs, stored with a log entry of the state before and
   * after. A practice rating answers the same and stores nothing. A time in the future counts as now and one
   * before the card's last review as that review, so that an offline device's late rating still applies.
   * @example await service.rate(userId, { card_id: 7, rating: 'good', reviewed_at: '2026-11-27T08:00:00.000Z' })
   */
  async rate(userId: string, body: ReviewRatingBody): Promise<ReviewRatingAnswer> {
    const now = this.now();
    if (body.practice) {
      const found = await this.repository.findCard(userId, body.card_id);
      if (!found) throw cardNotFound();
      const before = found.state ? toScheduling(found.state) : newScheduling(now);
      const at = reviewTime(body.reviewed_at, now, before);
      const after = schedule(this.scheduler, before, body.rating, at);
      const state: ReviewState = {
        ...after,
        card_id: found.card.id,
        deck_id: found.card.deck_id,
        updated_at: found.state?.updated_at ?? '',
      };
      return answer(this.scheduler, state, at, true);
    }
    return this.repository.writeRating(userId, async (tx) => {
      const found = await tx.findCard(body.card_id);
      if (!found) throw cardNotFound();
      const before = found.state ? toScheduling(found.state) : newScheduling(now);
      const at = reviewTime(body.reviewed_at, now, before);
      const after = schedule(this.scheduler, before, body.rating, at);
      const stamp = nextTick(now, tx.lastUpdate);
      await tx.saveState({
        ...after,
        card_id: found.card.id,
        deck_id: found.card.deck_id,
        user_id: userId,
        updated_at: stamp,
      });
      await tx.insertLog({
        card_id: found.card.id,
        deck_id: found.card.deck_id,
        rating: body.rating,
        reviewed_at: canonicalTime(at),
        state_before: JSON.stringify(before),
        state_after: JSON.stringify(after),
        created_at: canonicalTime(now),
      });
      await tx.setLastUpdate(stamp);
      const state: ReviewState = {
        ...after,
        card_id: found.card.id,
        deck_id: found.card.deck_id,
        updated_at: stamp,
      };
      return answer(this.scheduler, state, at, false);
    });
  }

  /**
   * How many cards are due now in each of the user's decks.
   * @example await service.counts(userId) // { now: '…', decks: [{ deck_id: 1, due: 3, cards: 10 }] }
   */
  async counts(userId: string): Promise<ReviewCounts> {
    const now = canonicalTime(this.now());
    return { now, decks: await this.repository.dueCounts(userId, now) };
  }

  /**
   * The user's review states changed after `since`, oldest first, in pages.
   * @example await service.changesSince(userId, '1970-01-01T00:00:00.000Z') // { states: [...], last_update, has_more }
   */
  async changesSince(userId: string, since: string): Promise<ReviewChanges> {
    // The clock before the states: it then covers every rating committed before this read.
    const clock = await this.repository.lastUpdate(userId);
    const page = this.limits.feedPage;
    const rows = await this.repository.changedSince(userId, since, page + 1);
    const hasMore = rows.length > page;
    const shown = hasMore ? rows.slice(0, page) : rows;
    const newest = shown.at(-1)?.updated_at;
    let lastUpdate = since;
    if (hasMore && newest) lastUpdate = newest;
    else {
      for (const candidate of [newest, clock])
        if (candidate && candidate > lastUpdate) lastUpdate = candidate;
    }
    return { states: shown.map(toState), last_update: lastUpdate, has_more: hasMore };
  }
}

/** The time a rating counts at: never in the future, never before the card's last review. */
function reviewTime(reviewedAt: string, now: Date, before: ReviewScheduling): Date {
  let at = Math.min(Date.parse(reviewedAt), now.getTime());
  if (before.last_review) at = Math.max(at, Date.parse(before.last_review));
  return new Date(at);
}

function answer(scheduler: Scheduler, state: ReviewState, at: Date, practice: boolean): ReviewRatingAnswer {
  return {
    state,
    preview: preview(scheduler, state, new Date(Math.max(at.getTime(), Date.parse(state.due)))),
    interval_days: Math.round(((Date.parse(state.due) - at.getTime()) / DAY_MS) * 100) / 100,
    practice,
  };
}

function deckNotFound(): AppError {
  return new AppError(404, DECK_ERROR_CODES.deckNotFound, 'Deck not found.');
}

function cardNotFound(): AppError {
  return new AppError(404, DECK_ERROR_CODES.cardNotFound, 'Card not found.');
}

const STATE_SET: ReadonlySet<string> = new Set(REVIEW_STATES);

function toScheduling(row: ReviewStateRow): ReviewScheduling {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: (STATE_SET.has(row.state) ? row.state : 'new') as ReviewScheduling['state'],
    last_review: row.last_review,
  };
}

function toState(row: ReviewStateRow): ReviewState {
  return { ...toScheduling(row), card_id: row.card_id, deck_id: row.deck_id, updated_at: row.updated_at };
}

/** An item's JSON besides its card's text: ids, times, scheduling and the four previews (generously). */
const REVIEW_ITEM_OVERHEAD = 900;
/** The answer besides its items. */
const REVIEW_ENVELOPE_BYTES = 1024;
