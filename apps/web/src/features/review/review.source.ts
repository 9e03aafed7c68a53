import {
  api,
  type Card,
  type ReviewItem,
  type ReviewPreview,
  type ReviewRating,
  type ReviewScheduling,
} from '@glossa/contract';
import type { GlossaClient } from '@glossa/client';
import { newScheduling, previewCard, scheduleCard } from './review.scheduler.ts';

/** A deck's cards to review, as a session starts with them. */
export interface ReviewBatch {
  dueCount: number;
  cardCount: number;
  items: ReviewItem[];
}

/** What a rating did: the card's new scheduling and the previews of its next review. */
export interface RatingResult {
  scheduling: ReviewScheduling;
  preview: ReviewPreview;
}

/**
 * Where review states live: a signed-in user's on the server (kept, synced between devices), a guest's in
 * this page's memory (gone on reload, like the guest's decks). The session sees only this.
 */
export interface ReviewSource {
  readonly temporary: boolean;
  /** The due cards of a deck, or every card with `all` (practice). */
  load(deckId: number, all: boolean): Promise<ReviewBatch>;
  /** Rates a card; `practice` stores nothing. */
  rate(item: ReviewItem, rating: ReviewRating, practice: boolean, at: Date): Promise<RatingResult>;
  /** Due cards per deck id. */
  dueCounts(): Promise<Map<number, number>>;
}

/**
 * The signed-in user's review states on the server, through the app's client.
 * @example const source = apiReviewSource(client); await source.load(3, false);
 */
export function apiReviewSource(calls: GlossaClient): ReviewSource {
  return {
    temporary: false,
    async load(deckId, all) {
      const answer = await calls.call(api.review.deck, {
        params: { id: deckId },
        query: all ? { all: 'true' } : {},
      });
      return { dueCount: answer.due_count, cardCount: answer.card_count, items: answer.items };
    },
    async rate(item, rating, practice, at) {
      const answer = await calls.call(api.review.rate, {
        body: { card_id: item.card.id, rating, reviewed_at: at.toISOString(), practice },
      });
      const { card_id: _card, deck_id: _deck, updated_at: _stamp, ...scheduling } = answer.state;
      return { scheduling, preview: answer.preview };
    },
    async dueCounts() {
      const answer = await calls.call(api.review.counts);
      return new Map(answer.decks.map((entry) => [entry.deck_id, entry.due]));
    },
  };
}

/** How the guest source reads the guest's cards (the deck store's in-memory decks). */
export interface GuestCards {
  cardsOf(deckId: number): Promise<Card[]>;
  /** Card ids per deck known now, for the due counts. */
  knownCards(): Map<number, readonly number[]>;
}

/** A logged guest rating (kept in memory like the rest). */
export interface GuestLogEntry {
  cardId: number;
  rating: ReviewRating;
  at: string;
  before: ReviewScheduling;
  after: ReviewScheduling;
}

/**
 * A guest's review states and log, in memory, scheduled on the client with ts-fsrs.
 * @example const source = guestReviewSource(cards); await source.rate(item, 'good', false, new Date());
 */
export function guestReviewSource(
  cards: GuestCards,
  now: () => Date = () => new Date(),
): ReviewSource & { log: GuestLogEntry[] } {
  const states = new Map<number, ReviewScheduling>();
  const log: GuestLogEntry[] = [];
  const isDue = (cardId: number, at: Date) => {
    const state = states.get(cardId);
    return !state || Date.parse(state.due) <= at.getTime();
  };
  return {
    temporary: true,
    log,
    async load(deckId, all) {
      const at = now();
      const deckCards = await cards.cardsOf(deckId);
      const due = deckCards.filter((card) => isDue(card.id, at));
      const chosen = all ? deckCards : due;
      // Reviewed cards first, soonest due first, then new ones in the order they were added.
      const ordered = [...chosen].sort((a, b) => {
        const sa = states.get(a.id);
        const sb = states.get(b.id);
        if (sa && sb) return sa.due.localeCompare(sb.due) || a.id - b.id;
        if (sa || sb) return sa ? -1 : 1;
        return a.id - b.id;
      });
      const items = ordered.map((card) => {
        const scheduling = states.get(card.id) ?? newScheduling(at);
        return { card, scheduling, preview: previewCard(scheduling, at) };
      });
      return { dueCount: due.length, cardCount: deckCards.length, items };
    },
    async rate(item, rating, practice, at) {
      const before = states.get(item.card.id) ?? item.scheduling;
      const last = before.last_review ? Date.parse(before.last_review) : -Infinity;
      const when = new Date(Math.max(Math.min(at.getTime(), now().getTime()), last));
      const after = scheduleCard(before, rating, when);
      if (!practice) {
        states.set(item.card.id, after);
        log.push({ cardId: item.card.id, rating, at: when.toISOString(), before, after });
      }
      const next = new Date(Math.max(when.getTime(), Date.parse(after.due)));
      return { scheduling: after, preview: previewCard(after, next) };
    },
    async dueCounts() {
      const at = now();
      const counts = new Map<number, number>();
      for (const [deckId, ids] of cards.knownCards()) {
        counts.set(deckId, ids.filter((id) => isDue(id, at)).length);
      }
      return counts;
    },
  };
}
