import { inCardOrder } from './card-order.ts';
import {
  cardSchema,
  createCardBodySchema,
  deckSchema,
  reviewRatingSchema,
  reviewSchedulingSchema,
  updateCardBodySchema,
  type Card,
  type CreateCardBodyInput,
  type Deck,
  type DeckChanges,
  type ReviewChanges,
  type ReviewDeckAnswer,
  type ReviewItem,
  type ReviewPreview,
  type ReviewRating,
  type ReviewRatingAnswer,
  type ReviewScheduling,
  type UpdateCardBodyInput,
} from '@glossa/contract';
import type { JsonValue, StorageAdapter } from './storage.ts';
import { isTransient, type SyncState } from './vocabulary.sync.ts';

/**
 * A signed-in learner's decks, cards and review states kept on the device, in sync with the server through
 * the change feeds (`GET /deck/{id}/cards?since=`, tombstones included, and `GET /review/changes?since=`),
 * with an offline queue of the learner's own changes. Free of the browser: the Chrome extension runs it over
 * `chrome.storage.local`, tests over memory storage against a fake or the real server.
 *
 * - Every local change (a card made, edited, deleted; a rating) is applied to the stored copy at once and
 *   queued; the queue is sent strictly in order. A card made offline gets a negative local id; once the
 *   server has made it, the queued changes that name the local id name the server's id instead.
 * - An operation is marked `sent` (and stored) before its request goes out, so that a replay after an answer
 *   that never came first checks whether the server already did it: a card of the same word made after the
 *   deck's known clock is taken as ours, a rating whose card's repetition count moved past the one it was
 *   made at is taken as done. The server has no idempotency keys; this keeps a replay from doubling.
 * - A failure without answer (server down, 5xx, 408, 429) keeps the queue and sets `offline`; 401 sets
 *   `signed-out`; any other refusal drops that operation (logged, shown as `lastError`) so that one bad
 *   change never blocks the later ones.
 * - Pulling: the deck list (a deck gone from it is dropped with its cards), then each deck's feed page by page
 *   from its own clock (newer card replaces, tombstone removes), then the review feed.
 */

/** The server calls of the engine (the extension implements them with its Bearer client). */
export interface DeckRemote {
  /** `GET /deck/all`. */
  listDecks(): Promise<Deck[]>;
  /** `GET /deck/{id}/cards?since=`: one page of the deck's change feed. */
  deckChanges(deckId: number, since: string): Promise<DeckChanges>;
  /** `POST /deck`. */
  createDeck(name: string): Promise<Deck>;
  /** `POST /deck/{id}/cards`. */
  createCard(deckId: number, body: CreateCardBodyInput): Promise<Card>;
  /** `PUT /deck/{id}/cards/{cardId}`. */
  updateCard(deckId: number, cardId: number, body: UpdateCardBodyInput): Promise<Card>;
  /** `DELETE /deck/{id}/cards/{cardId}`. */
  deleteCard(deckId: number, cardId: number): Promise<void>;
  /** `POST /review/ratings`. */
  rate(cardId: number, rating: ReviewRating, reviewedAt: string): Promise<ReviewRatingAnswer>;
  /** `GET /review/deck/{id}` (`all`: every card, for the replay check). */
  reviewDeck(deckId: number, all: boolean): Promise<ReviewDeckAnswer>;
  /** `GET /review/changes?since=`: one page of the review feed. */
  reviewChanges(since: string): Promise<ReviewChanges>;
}

/** FSRS on the device, for ratings made offline (the extension passes `@glossa/review`). */
export interface DeckScheduler {
  /** The scheduling of a card never reviewed. */
  fresh(now: Date): ReviewScheduling;
  /** The scheduling after a rating at `at`. */
  next(scheduling: ReviewScheduling, rating: ReviewRating, at: Date): ReviewScheduling;
  /** When the card would be due after each rating at `at`. */
  preview(scheduling: ReviewScheduling, at: Date): ReviewPreview;
}

/** One queued change of the learner's. */
export type DeckOperation =
  | { kind: 'createCard'; deckId: number; localId: number; body: CreateCardBodyInput; sent?: SentMark }
  | { kind: 'updateCard'; deckId: number; cardId: number; body: UpdateCardBodyInput; sent?: SentMark }
  | { kind: 'deleteCard'; deckId: number; cardId: number; sent?: SentMark }
  | {
      kind: 'rate';
      deckId: number;
      cardId: number;
      rating: ReviewRating;
      reviewedAt: string;
      /** The card's repetitions when it was rated (the replay check). */
      reps: number;
      sent?: SentMark;
    };

/** Marks an operation whose request went out: the deck's clock then (null before any pull). */
export interface SentMark {
  since: string | null;
}

interface DeckEntry {
  deck: Deck;
  /** The deck feed's clock this device is up to date with (null: never pulled). */
  since: string | null;
  cards: Map<number, Card>;
}

/** The sync state and the queue, for the "synced / waiting / offline" line. */
export interface DeckSyncStatus {
  state: SyncState;
  pending: number;
  lastError: string | null;
  /** When the last full pull ended (ISO), null before the first. */
  pulledAt: string | null;
}

/** The storage key of one account's decks. */
export function deckStorageKey(userId: string): string {
  return `glossa.decks.${userId}`;
}

const EPOCH = '1970-01-01T00:00:00.000Z';
const STORE_VERSION = 1;
/** Most cards a local review answer holds (as the server's REVIEW_SESSION_MAX). */
const SESSION_MAX = 200;

export interface DeckSyncOptions {
  storage: StorageAdapter;
  /** The account whose decks these are (the storage key). */
  userId: string;
  remote: DeckRemote;
  scheduler: DeckScheduler;
  now?: () => number;
  log?: (error: unknown) => void;
  onChange?: () => void;
}

export class DeckSync {
  private readonly decks = new Map<number, DeckEntry>();
  private readonly scheduling = new Map<number, ReviewScheduling>();
  private queue: DeckOperation[] = [];
  private reviewSince: string | null = null;
  private nextLocalId = -1;
  private chain: Promise<unknown> = Promise.resolve();
  private loaded: Promise<void> | null = null;
  state: SyncState = 'idle';
  lastError: string | null = null;
  pulledAt: string | null = null;

  constructor(private readonly options: DeckSyncOptions) {}

  /** Reads the stored copy once (damaged entries are dropped). */
  load(): Promise<void> {
    this.loaded ??= this.options.storage.get(deckStorageKey(this.options.userId)).then(
      (raw) => this.restore(raw),
      (error: unknown) => this.options.log?.(error),
    );
    return this.loaded;
  }

  /** The live decks, their card counts as stored here (queued cards included). */
  listDecks(): Deck[] {
    return [...this.decks.values()]
      .map(({ deck, cards }) => ({ ...deck, card_count: cards.size }))
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  }

  /** A deck's cards in the one order every device shows (card-order.ts). */
  cards(deckId: number): Card[] {
    const entry = this.decks.get(deckId);
    if (!entry) return [];
    return inCardOrder([...entry.cards.values()]);
  }

  /** Changes not yet accepted by the server, in the order they will be sent. */
  pending(): readonly DeckOperation[] {
    return this.queue;
  }

  status(): DeckSyncStatus {
    return {
      state: this.state,
      pending: this.queue.length,
      lastError: this.lastError,
      pulledAt: this.pulledAt,
    };
  }

  /**
   * Makes a deck on the server (not queued: a deck made offline would need its name reconciled later, and
   * the creator can wait for the server for this one step).
   * @example const deck = await sync.createDeck('Glossa');
   */
  createDeck(name: string): Promise<Deck> {
    return this.serial(async () => {
      const deck = await this.options.remote.createDeck(name);
      this.decks.set(deck.id, { deck, since: null, cards: new Map() });
      await this.changed();
      return deck;
    });
  }

  /**
   * Adds a card: stored here at once under a local (negative) id and queued for the server.
   * @example const card = await sync.createCard(3, { written: 'library', lang: 'en_US', senses: [{ translation: 'bibliothèque' }] });
   */
  createCard(deckId: number, body: CreateCardBodyInput): Promise<Card> {
    return this.serial(async () => {
      const entry = this.need(deckId);
      const parsed = createCardBodySchema.parse(body);
      const time = new Date(this.now()).toISOString();
      const localId = this.nextLocalId--;
      const card: Card = { id: localId, deck_id: deckId, ...parsed, created_at: time, updated_at: time };
      entry.cards.set(localId, card);
      this.queue.push({ kind: 'createCard', deckId, localId, body: parsed });
      await this.changed();
      return card;
    });
  }

  /**
   * Replaces a card's senses here and queues the change (a card not sent yet has its creation rewritten).
   * @example await sync.updateCard(3, 12, { senses: [{ translation: 'home' }] });
   */
  updateCard(deckId: number, cardId: number, body: UpdateCardBodyInput): Promise<Card> {
    return this.serial(async () => {
      const card = this.needCard(deckId, cardId);
      const { senses } = updateCardBodySchema.parse(body);
      const updated: Card = { ...card, senses, updated_at: new Date(this.now()).toISOString() };
      this.decks.get(deckId)!.cards.set(cardId, updated);
      const creation = this.queue.find((op) => op.kind === 'createCard' && op.localId === cardId);
      if (creation?.kind === 'createCard' && !creation.sent) creation.body = { ...creation.body, senses };
      else this.queue.push({ kind: 'updateCard', deckId, cardId, body: { senses } });
      await this.changed();
      return updated;
    });
  }

  /**
   * Deletes a card here and queues the deletion (a card never sent is simply forgotten with its changes).
   * @example await sync.deleteCard(3, 12);
   */
  deleteCard(deckId: number, cardId: number): Promise<void> {
    return this.serial(async () => {
      this.needCard(deckId, cardId);
      this.decks.get(deckId)!.cards.delete(cardId);
      this.scheduling.delete(cardId);
      const creation = this.queue.find((op) => op.kind === 'createCard' && op.localId === cardId);
      if (creation && !creation.sent) {
        this.queue = this.queue.filter((op) => !namesCard(op, cardId));
      } else {
        this.queue = this.queue.filter((op) => op.kind === 'createCard' || !namesCard(op, cardId));
        this.queue.push({ kind: 'deleteCard', deckId, cardId });
      }
      await this.changed();
    });
  }

  /**
   * A rating: the card is scheduled here at once (FSRS, as the server does) and the rating queued.
   * @example await sync.rate(3, 12, 'good', new Date().toISOString());
   */
  rate(
    deckId: number,
    cardId: number,
    rating: ReviewRating,
    reviewedAt: string,
  ): Promise<ReviewRatingAnswer> {
    return this.serial(async () => {
      this.needCard(deckId, cardId);
      reviewRatingSchema.parse(rating);
      const at = new Date(Math.min(Date.parse(reviewedAt), this.now()));
      const before = this.scheduling.get(cardId) ?? this.options.scheduler.fresh(at);
      const after = this.options.scheduler.next(before, rating, at);
      this.scheduling.set(cardId, after);
      this.queue.push({
        kind: 'rate',
        deckId,
        cardId,
        rating,
        reviewedAt: at.toISOString(),
        reps: before.reps,
      });
      await this.changed();
      const due = Date.parse(after.due);
      return {
        state: { ...after, card_id: cardId, deck_id: deckId, updated_at: at.toISOString() },
        preview: this.options.scheduler.preview(after, new Date(Math.max(at.getTime(), due))),
        interval_days: Math.round(((due - at.getTime()) / 86_400_000) * 100) / 100,
        practice: false,
      };
    });
  }

  /**
   * The due cards of a deck as this device knows them (cards never reviewed count as new and due), due ones
   * first by due time, then new ones: the Review view's list while the server is out of reach.
   * @example const { due_count, items } = sync.localReview(3);
   */
  localReview(deckId: number): ReviewDeckAnswer {
    const now = new Date(this.now());
    const cards = this.cards(deckId);
    const due: ReviewItem[] = [];
    for (const card of cards) {
      const scheduling = this.scheduling.get(card.id) ?? this.options.scheduler.fresh(now);
      if (Date.parse(scheduling.due) > now.getTime()) continue;
      due.push({ card, scheduling, preview: this.options.scheduler.preview(scheduling, now) });
    }
    due.sort(
      (a, b) =>
        Number(a.scheduling.state === 'new') - Number(b.scheduling.state === 'new') ||
        a.scheduling.due.localeCompare(b.scheduling.due),
    );
    return {
      deck_id: deckId,
      due_count: due.length,
      card_count: cards.length,
      now: now.toISOString(),
      items: due.slice(0, SESSION_MAX),
    };
  }

  /**
   * Takes the cards and schedulings of a review answer the server gave (fresher than the last pull), except
   * those with a change still queued here.
   * @example sync.absorbReview(await remote.reviewDeck(3, false));
   */
  absorbReview(answer: ReviewDeckAnswer): void {
    const entry = this.decks.get(answer.deck_id);
    const queued = new Set(this.queue.flatMap(cardIdsOf));
    for (const { card, scheduling } of answer.items) {
      if (queued.has(card.id)) continue;
      this.scheduling.set(card.id, scheduling);
      // A card made elsewhere since the last pull: known from now on (the next pull brings it again, harmlessly).
      if (entry && card.deck_id === answer.deck_id) entry.cards.set(card.id, card);
    }
    void this.changed();
  }

  /** Sends the queue in order, then pulls the decks, their feeds and the review feed. */
  sync(): Promise<void> {
    return this.serial(async () => {
      if ((await this.flushNow()) && (await this.pullNow())) {
        this.state = 'idle';
        this.pulledAt = new Date(this.now()).toISOString();
      }
      await this.changed();
    });
  }

  /** Sends the queue only; true when it was emptied (or there was nothing to send). */
  flush(): Promise<boolean> {
    return this.serial(async () => {
      const done = await this.flushNow();
      await this.changed();
      return done;
    });
  }

  /** Writes the state now (the engine also writes after every change). */
  save(): Promise<void> {
    return this.options.storage
      .set(deckStorageKey(this.options.userId), this.toJson())
      .catch((error: unknown) => this.options.log?.(error));
  }

  /** Forgets the stored copy (sign-out of this account). */
  forget(): Promise<void> {
    return this.options.storage.remove(deckStorageKey(this.options.userId));
  }

  private async flushNow(): Promise<boolean> {
    while (this.queue.length > 0) {
      const op = this.queue[0]!;
      this.state = 'syncing';
      try {
        const done = op.sent ? await this.alreadyDone(op) : false;
        // The check's pull may have dropped it (its deck or card was deleted elsewhere).
        if (!done && this.queue.includes(op)) {
          op.sent = { since: this.decks.get(op.deckId)?.since ?? null };
          await this.save();
          await this.send(op);
        }
        this.queue = this.queue.filter((other) => other !== op);
        this.lastError = null;
      } catch (error) {
        if (this.failed(error)) {
          await this.save();
          return false;
        }
        // Refused: this change can never be stored; later ones go on.
        this.queue = this.queue.filter((other) => other !== op);
        this.lastError = `${describe(op)} was refused: ${messageOf(error)}`;
        this.dropRefused(op);
      }
      await this.save();
      this.state = 'idle';
    }
    return true;
  }

  /** Sends one operation and applies the server's answer. */
  private async send(op: DeckOperation): Promise<void> {
    const { remote } = this.options;
    switch (op.kind) {
      case 'createCard':
        this.adopt(op, await remote.createCard(op.deckId, op.body));
        return;
      case 'updateCard': {
        const card = await remote.updateCard(op.deckId, op.cardId, op.body);
        this.decks.get(op.deckId)?.cards.set(card.id, card);
        return;
      }
      case 'deleteCard':
        try {
          await remote.deleteCard(op.deckId, op.cardId);
        } catch (error) {
          // Already gone (deleted elsewhere, or our earlier try went through): what we wanted.
          if (statusOf(error) !== 404) throw error;
        }
        return;
      case 'rate': {
        const answer = await remote.rate(op.cardId, op.rating, op.reviewedAt);
        const { card_id: _card, deck_id: _deck, updated_at: _at, ...scheduling } = answer.state;
        this.scheduling.set(op.cardId, scheduling);
        return;
      }
    }
  }

  /** After a try whose answer never came: did the server do it? (It has no idempotency keys.) */
  private async alreadyDone(op: DeckOperation): Promise<boolean> {
    if (op.kind === 'createCard') {
      const pulled = await this.pullDeck(op.deckId);
      if (!pulled) return false;
      const entry = this.decks.get(op.deckId);
      const since = op.sent?.since ?? EPOCH;
      const claimed = new Set(this.queue.flatMap((other) => (other === op ? [] : cardIdsOf(other))));
      const match = [...(entry?.cards.values() ?? [])].find(
        (card) =>
          card.id > 0 &&
          !claimed.has(card.id) &&
          card.written === op.body.written.trim() &&
          card.lang === (op.body.lang ?? 'ko_KR') &&
          card.updated_at > since,
      );
      if (match) this.adopt(op, match);
      return match !== undefined;
    }
    if (op.kind === 'rate') {
      const answer = await this.options.remote.reviewDeck(op.deckId, true);
      const item = answer.items.find((entry) => entry.card.id === op.cardId);
      if (item && item.scheduling.reps > op.reps) {
        this.scheduling.set(op.cardId, item.scheduling);
        return true;
      }
    }
    return false;
  }

  /** The server made the card: it replaces the local one, and queued changes name its real id. */
  private adopt(op: Extract<DeckOperation, { kind: 'createCard' }>, card: Card): void {
    const entry = this.decks.get(op.deckId);
    entry?.cards.delete(op.localId);
    const local = this.scheduling.get(op.localId);
    this.scheduling.delete(op.localId);
    if (local) this.scheduling.set(card.id, local);
    // A local edit queued after the creation still applies on top (it is sent next).
    entry?.cards.set(card.id, card);
    for (const other of this.queue) {
      if (other !== op && 'cardId' in other && other.cardId === op.localId) other.cardId = card.id;
    }
  }

  /** A refused operation: what it made here goes (a card never made on the server, with its changes). */
  private dropRefused(op: DeckOperation): void {
    if (op.kind !== 'createCard') return;
    this.decks.get(op.deckId)?.cards.delete(op.localId);
    this.scheduling.delete(op.localId);
    this.queue = this.queue.filter((other) => !namesCard(other, op.localId));
  }

  private async pullNow(): Promise<boolean> {
    const decks = await this.call(() => this.options.remote.listDecks());
    if (!decks) return false;
    const live = new Set(decks.map((deck) => deck.id));
    for (const id of [...this.decks.keys()]) if (!live.has(id)) this.dropDeck(id);
    for (const deck of decks) {
      const entry = this.decks.get(deck.id);
      if (entry) entry.deck = deck;
      else this.decks.set(deck.id, { deck, since: null, cards: new Map() });
    }
    for (const deck of decks) if (!(await this.pullDeck(deck.id))) return false;
    return this.pullReview();
  }

  /** Pulls one deck's feed from its clock, page by page; false when the server could not be reached. */
  private async pullDeck(deckId: number): Promise<boolean> {
    for (;;) {
      const entry = this.decks.get(deckId);
      if (!entry) return true;
      const page = await this.call(() => this.options.remote.deckChanges(deckId, entry.since ?? EPOCH), true);
      if (page === undefined) return false;
      if (page === null || 'deleted' in page.deck) {
        this.dropDeck(deckId);
        return true;
      }
      entry.deck = page.deck;
      const pendingEdits = new Set(this.queue.flatMap(cardIdsOf));
      for (const card of page.cards) {
        // A card with a local edit still queued keeps the edit: it reaches the server next.
        if (pendingEdits.has(card.id) && entry.cards.has(card.id)) continue;
        entry.cards.set(card.id, card);
      }
      for (const tombstone of page.deleted) {
        entry.cards.delete(tombstone.id);
        this.scheduling.delete(tombstone.id);
        this.queue = this.queue.filter((op) => op.kind === 'createCard' || !namesCard(op, tombstone.id));
      }
      entry.since = page.last_update;
      if (!page.has_more) return true;
    }
  }

  private async pullReview(): Promise<boolean> {
    for (;;) {
      const page = await this.call(() => this.options.remote.reviewChanges(this.reviewSince ?? EPOCH));
      if (!page) return false;
      for (const { card_id, deck_id: _deck, updated_at: _at, ...scheduling } of page.states) {
        // A rating still queued here is newer than what the server holds.
        if (this.queue.some((op) => op.kind === 'rate' && op.cardId === card_id)) continue;
        this.scheduling.set(card_id, scheduling);
      }
      this.reviewSince = page.last_update;
      if (!page.has_more) return true;
    }
  }

  /** A deck deleted elsewhere: its cards and their queued changes go too. */
  private dropDeck(deckId: number): void {
    const entry = this.decks.get(deckId);
    for (const id of entry?.cards.keys() ?? []) this.scheduling.delete(id);
    this.decks.delete(deckId);
    this.queue = this.queue.filter((op) => op.deckId !== deckId);
  }

  /**
   * Runs a server call: undefined after a failure to wait out (state set), null for a 404 when `notFound` is
   * asked (the thing is gone), and rethrows nothing.
   */
  private async call<T>(work: () => Promise<T>, notFound = false): Promise<T | null | undefined> {
    try {
      return await work();
    } catch (error) {
      if (notFound && statusOf(error) === 404) return null;
      // A refusal while reading (a 403, a malformed answer) also stops this round; the next one retries.
      if (!this.failed(error)) {
        this.lastError = messageOf(error);
        this.state = 'offline';
      }
      return undefined;
    }
  }

  /** Records a failure; true when it is one to wait out (no answer, server error, signed out). */
  private failed(error: unknown): boolean {
    this.options.log?.(error);
    if (statusOf(error) === 401) {
      this.state = 'signed-out';
      return true;
    }
    if (isTransient(error)) {
      this.state = 'offline';
      return true;
    }
    return false;
  }

  private need(deckId: number): DeckEntry {
    const entry = this.decks.get(deckId);
    if (!entry) throw new Error('That deck is not among your decks (it may have been deleted).');
    return entry;
  }

  private needCard(deckId: number, cardId: number): Card {
    const card = this.need(deckId).cards.get(cardId);
    if (!card) throw new Error('That card is not in the deck (it may have been deleted).');
    return card;
  }

  private async changed(): Promise<void> {
    await this.save();
    this.options.onChange?.();
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = () => this.load().then(work);
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  private toJson(): JsonValue {
    return JSON.parse(
      JSON.stringify({
        version: STORE_VERSION,
        decks: [...this.decks.values()].map(({ deck, since, cards }) => ({
          deck,
          since,
          cards: [...cards.values()],
        })),
        scheduling: [...this.scheduling.entries()],
        queue: this.queue,
        reviewSince: this.reviewSince,
        nextLocalId: this.nextLocalId,
        pulledAt: this.pulledAt,
      }),
    ) as JsonValue;
  }

  /** Takes a stored copy; anything that does not parse is left out (storage is checked like any input). */
  private restore(raw: unknown): void {
    if (!isRecord(raw) || raw.version !== STORE_VERSION) return;
    for (const stored of Array.isArray(raw.decks) ? raw.decks : []) {
      if (!isRecord(stored)) continue;
      const deck = deckSchema.safeParse(stored.deck);
      if (!deck.success) continue;
      const cards = new Map<number, Card>();
      for (const rawCard of Array.isArray(stored.cards) ? stored.cards : []) {
        const card = cardSchema.safeParse(rawCard);
        if (card.success && card.data.deck_id === deck.data.id) cards.set(card.data.id, card.data);
      }
      const since = typeof stored.since === 'string' ? stored.since : null;
      this.decks.set(deck.data.id, { deck: deck.data, since, cards });
    }
    for (const pair of Array.isArray(raw.scheduling) ? raw.scheduling : []) {
      if (!Array.isArray(pair) || typeof pair[0] !== 'number') continue;
      const scheduling = reviewSchedulingSchema.safeParse(pair[1]);
      if (scheduling.success) this.scheduling.set(pair[0], scheduling.data);
    }
    for (const rawOp of Array.isArray(raw.queue) ? raw.queue : []) {
      const op = parseOperation(rawOp);
      if (op && this.decks.has(op.deckId)) this.queue.push(op);
    }
    this.reviewSince = typeof raw.reviewSince === 'string' ? raw.reviewSince : null;
    this.pulledAt = typeof raw.pulledAt === 'string' ? raw.pulledAt : null;
    const lowest = Math.min(0, ...[...this.decks.values()].flatMap((entry) => [...entry.cards.keys()]));
    this.nextLocalId = Math.min(typeof raw.nextLocalId === 'number' ? raw.nextLocalId : -1, lowest - 1);
  }
}

/** A stored operation, checked with the API's own body schemas. */
function parseOperation(raw: unknown): DeckOperation | null {
  if (!isRecord(raw) || !Number.isInteger(raw.deckId)) return null;
  const deckId = raw.deckId as number;
  const sent = isRecord(raw.sent)
    ? { sent: { since: typeof raw.sent.since === 'string' ? raw.sent.since : null } }
    : {};
  const cardId = Number.isInteger(raw.cardId) ? (raw.cardId as number) : null;
  switch (raw.kind) {
    case 'createCard': {
      const body = createCardBodySchema.safeParse(raw.body);
      if (!body.success || !Number.isInteger(raw.localId) || (raw.localId as number) >= 0) return null;
      return { kind: 'createCard', deckId, localId: raw.localId as number, body: body.data, ...sent };
    }
    case 'updateCard': {
      const body = updateCardBodySchema.safeParse(raw.body);
      return body.success && cardId !== null
        ? { kind: 'updateCard', deckId, cardId, body: body.data, ...sent }
        : null;
    }
    case 'deleteCard':
      return cardId !== null ? { kind: 'deleteCard', deckId, cardId, ...sent } : null;
    case 'rate': {
      const rating = reviewRatingSchema.safeParse(raw.rating);
      if (!rating.success || cardId === null || typeof raw.reviewedAt !== 'string') return null;
      if (Number.isNaN(Date.parse(raw.reviewedAt)) || !Number.isInteger(raw.reps)) return null;
      return {
        kind: 'rate',
        deckId,
        cardId,
        rating: rating.data,
        reviewedAt: raw.reviewedAt,
        reps: raw.reps as number,
        ...sent,
      };
    }
    default:
      return null;
  }
}

function namesCard(op: DeckOperation, cardId: number): boolean {
  return op.kind === 'createCard' ? op.localId === cardId : op.cardId === cardId;
}

function cardIdsOf(op: DeckOperation): number[] {
  return op.kind === 'createCard' ? [op.localId] : [op.cardId];
}

function describe(op: DeckOperation): string {
  switch (op.kind) {
    case 'createCard':
      return `The card "${op.body.written}"`;
    case 'updateCard':
      return 'A card edit';
    case 'deleteCard':
      return 'A card deletion';
    case 'rate':
      return 'A review rating';
  }
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error != null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
