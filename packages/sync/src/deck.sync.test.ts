import type {
  Card,
  CreateCardBodyInput,
  Deck,
  DeckChanges,
  ReviewRating,
  ReviewScheduling,
  ReviewState,
} from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { DeckSync, deckStorageKey, type DeckRemote, type DeckScheduler } from './deck.sync.ts';
import { memoryStorage, type MemoryStorage } from './storage.ts';

/**
 * A small stand-in for the server's deck and review features, with their rules that matter to sync: one
 * clock per deck stamping every change, tombstones in the feed, 404 for what is gone, ratings that count
 * repetitions. `down` makes every call fail without an answer; `loseAnswers` lets the server do the work and
 * then fail as if the answer was lost.
 */
class FakeServer {
  down = false;
  loseAnswers = false;
  readonly calls: string[] = [];
  private clock = Date.parse('2026-11-01T00:00:00.000Z');
  private nextId = 100;
  private readonly decks = new Map<number, { deck: Deck; deleted: boolean; last: string }>();
  private readonly cards = new Map<number, { card: Card; deleted: boolean }>();
  readonly states = new Map<number, ReviewState>();

  tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  addDeck(name: string): Deck {
    const at = this.tick();
    const deck: Deck = { id: this.nextId++, name, card_count: 0, created_at: at, updated_at: at };
    this.decks.set(deck.id, { deck, deleted: false, last: at });
    return deck;
  }

  addCard(deckId: number, written: string): Card {
    const at = this.tick();
    const card: Card = {
      id: this.nextId++,
      deck_id: deckId,
      written,
      lang: 'en_US',
      senses: [{ translation: `${written}!`, definition: '', examples: [] }],
      created_at: at,
      updated_at: at,
    };
    this.cards.set(card.id, { card, deleted: false });
    this.decks.get(deckId)!.last = at;
    return card;
  }

  removeCard(cardId: number): void {
    const entry = this.cards.get(cardId)!;
    const at = this.tick();
    entry.deleted = true;
    entry.card = { ...entry.card, updated_at: at };
    this.decks.get(entry.card.deck_id)!.last = at;
  }

  removeDeck(deckId: number): void {
    const entry = this.decks.get(deckId)!;
    entry.deleted = true;
    entry.last = this.tick();
  }

  liveCards(deckId: number): Card[] {
    return [...this.cards.values()].filter((e) => !e.deleted && e.card.deck_id === deckId).map((e) => e.card);
  }

  remote(): DeckRemote {
    const guard = async <T>(name: string, work: () => T): Promise<T> => {
      this.calls.push(name);
      if (this.down) throw Object.assign(new Error('Failed to fetch'), { status: 0 });
      const result = work();
      if (this.loseAnswers) throw Object.assign(new Error('Connection reset'), { status: 0 });
      return result;
    };
    const liveDeck = (id: number) => {
      const entry = this.decks.get(id);
      if (!entry || entry.deleted) throw Object.assign(new Error('Deck not found.'), { status: 404 });
      return entry;
    };
    const liveCard = (id: number) => {
      const entry = this.cards.get(id);
      if (!entry || entry.deleted) throw Object.assign(new Error('Card not found.'), { status: 404 });
      return entry;
    };
    return {
      listDecks: () =>
        guard('listDecks', () => [...this.decks.values()].filter((e) => !e.deleted).map((e) => e.deck)),
      deckChanges: (deckId, since) =>
        guard('deckChanges', (): DeckChanges => {
          const entry = this.decks.get(deckId);
          if (!entry) throw Object.assign(new Error('Deck not found.'), { status: 404 });
          if (entry.deleted) {
            const deck = { id: deckId, deleted: true as const, updated_at: entry.last };
            return { deck, cards: [], deleted: [], last_update: entry.last, has_more: false };
          }
          const changed = [...this.cards.values()]
            .filter((e) => e.card.deck_id === deckId && e.card.updated_at > since)
            .sort((a, b) => a.card.updated_at.localeCompare(b.card.updated_at));
          // Pages of two, to drive the paging.
          const page = changed.slice(0, 2);
          const hasMore = changed.length > 2;
          return {
            deck: entry.deck,
            cards: page.filter((e) => !e.deleted).map((e) => e.card),
            deleted: page
              .filter((e) => e.deleted)
              .map((e) => ({ id: e.card.id, deleted: true as const, updated_at: e.card.updated_at })),
            last_update: hasMore ? page.at(-1)!.card.updated_at : entry.last,
            has_more: hasMore,
          };
        }),
      createDeck: (name) => guard('createDeck', () => this.addDeck(name)),
      createCard: (deckId, body: CreateCardBodyInput) =>
        guard('createCard', () => {
          liveDeck(deckId);
          if (body.written === 'refused') throw Object.assign(new Error('Too long.'), { status: 400 });
          const card = this.addCard(deckId, body.written);
          card.senses = body.senses.map((s) => ({
            translation: s.translation ?? '',
            definition: '',
            examples: [],
          }));
          return card;
        }),
      updateCard: (deckId, cardId, body) =>
        guard('updateCard', () => {
          liveDeck(deckId);
          const entry = liveCard(cardId);
          const at = this.tick();
          entry.card = {
            ...entry.card,
            senses: body.senses.map((s) => ({
              translation: s.translation ?? '',
              definition: '',
              examples: [],
            })),
            updated_at: at,
          };
          this.decks.get(deckId)!.last = at;
          return entry.card;
        }),
      deleteCard: (deckId, cardId) =>
        guard('deleteCard', () => {
          liveDeck(deckId);
          liveCard(cardId);
          this.removeCard(cardId);
        }),
      rate: (cardId, rating, reviewedAt) =>
        guard(`rate:${cardId}:${rating}`, () => {
          const card = liveCard(cardId).card;
          const before = this.states.get(cardId) ?? {
            ...fresh(new Date(reviewedAt)),
            card_id: cardId,
            deck_id: card.deck_id,
            updated_at: '',
          };
          const state: ReviewState = {
            ...scheduler.next(before, rating, new Date(reviewedAt)),
            card_id: cardId,
            deck_id: card.deck_id,
            updated_at: this.tick(),
          };
          this.states.set(cardId, state);
          const { card_id: _c, deck_id: _d, updated_at: _u, ...scheduling } = state;
          return {
            state,
            preview: scheduler.preview(scheduling, new Date()),
            interval_days: 1,
            practice: false,
          };
        }),
      reviewDeck: (deckId) =>
        guard('reviewDeck', () => {
          const items = this.liveCards(deckId).map((card) => {
            const state = this.states.get(card.id);
            const scheduling = state ? strip(state) : fresh(new Date(this.clock));
            return { card, scheduling, preview: scheduler.preview(scheduling, new Date()) };
          });
          return {
            deck_id: deckId,
            due_count: items.length,
            card_count: items.length,
            now: new Date(this.clock).toISOString(),
            items,
          };
        }),
      reviewChanges: (since) =>
        guard('reviewChanges', () => {
          const states = [...this.states.values()].filter((s) => s.updated_at > since);
          return { states, last_update: new Date(this.clock).toISOString(), has_more: false };
        }),
    };
  }
}

function strip(state: ReviewState): ReviewScheduling {
  const { card_id: _c, deck_id: _d, updated_at: _u, ...scheduling } = state;
  return scheduling;
}

function fresh(now: Date): ReviewScheduling {
  return {
    due: now.toISOString(),
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 'new',
    last_review: null,
  };
}

const DAYS: Record<ReviewRating, number> = { again: 0, hard: 1, good: 3, easy: 7 };

/** A plain stand-in for FSRS: what matters here is that reps grow and the due time moves. */
const scheduler: DeckScheduler = {
  fresh,
  next: (scheduling, rating, at) => ({
    ...scheduling,
    reps: scheduling.reps + 1,
    state: rating === 'again' ? 'learning' : 'review',
    last_review: at.toISOString(),
    due: new Date(at.getTime() + (DAYS[rating] * 86_400_000 || 60_000)).toISOString(),
  }),
  preview: (_scheduling, at) => ({
    again: at.toISOString(),
    hard: at.toISOString(),
    good: at.toISOString(),
    easy: at.toISOString(),
  }),
};

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

function device(server: FakeServer, storage: MemoryStorage = memoryStorage()) {
  return new DeckSync({ storage, userId: 'u1', remote: server.remote(), scheduler, now: () => NOW });
}

const card = (written: string): CreateCardBodyInput => ({
  written,
  lang: 'en_US',
  senses: [{ translation: `${written}?` }],
});

describe('DeckSync', () => {
  it('pulls the decks and every page of their feeds, and applies tombstones', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const [a, b, c] = ['apple', 'book', 'cat'].map((w) => server.addCard(deck.id, w));
    const sync = device(server);
    await sync.sync();
    expect(sync.cards(deck.id).map((x) => x.written)).toEqual(['apple', 'book', 'cat']);
    expect(sync.listDecks()).toMatchObject([{ id: deck.id, name: 'Glossa', card_count: 3 }]);

    server.removeCard(b!.id);
    server.addCard(deck.id, 'dog');
    server.calls.length = 0;
    await sync.sync();
    expect(sync.cards(deck.id).map((x) => x.id)).toEqual([a!.id, c!.id, expect.any(Number)]);
    expect(sync.cards(deck.id).map((x) => x.written)).toEqual(['apple', 'cat', 'dog']);
    // Only the changes since the deck's clock were asked: one page.
    expect(server.calls.filter((name) => name === 'deckChanges')).toHaveLength(1);
    expect(sync.status()).toMatchObject({ state: 'idle', pending: 0 });
  });

  it('drops a deck deleted elsewhere with its cards and queued changes', async () => {
    const server = new FakeServer();
    const keep = server.addDeck('Keep');
    const gone = server.addDeck('Gone');
    server.addCard(gone.id, 'x');
    const sync = device(server);
    await sync.sync();
    server.down = true;
    await sync.createCard(gone.id, card('queued'));
    server.down = false;
    server.removeDeck(gone.id);
    await sync.sync();
    expect(sync.listDecks().map((d) => d.id)).toEqual([keep.id]);
    expect(sync.pending()).toEqual([]);
  });

  it('keeps cards made offline, with local ids, and sends them in order when the server is back', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const storage = memoryStorage();
    const sync = device(server, storage);
    await sync.sync();
    server.down = true;
    const first = await sync.createCard(deck.id, card('first'));
    const second = await sync.createCard(deck.id, card('second'));
    await sync.updateCard(deck.id, second.id, { senses: [{ translation: 'edited' }] });
    await sync.rate(deck.id, first.id, 'good', new Date(NOW).toISOString());
    await sync.sync();
    expect(first.id).toBeLessThan(0);
    expect(sync.status()).toMatchObject({ state: 'offline', pending: 3 });

    // The browser restarts: the queue and the cards come back from storage.
    const again = device(server, storage);
    await again.load();
    expect(again.cards(deck.id).map((x) => x.written)).toEqual(['first', 'second']);
    expect(again.pending().map((op) => op.kind)).toEqual(['createCard', 'createCard', 'rate']);

    server.down = false;
    server.calls.length = 0;
    await again.sync();
    const sent = server.calls.filter((name) => name.startsWith('create') || name.startsWith('rate'));
    const stored = server.liveCards(deck.id);
    expect(stored.map((x) => x.written)).toEqual(['first', 'second']);
    // The edit made before the card was sent went with its creation; the rating names the server's id.
    expect(stored[1]!.senses[0]!.translation).toBe('edited');
    expect(sent).toEqual(['createCard', 'createCard', `rate:${stored[0]!.id}:good`]);
    expect(again.cards(deck.id).every((x) => x.id > 0)).toBe(true);
    expect(again.status()).toMatchObject({ state: 'idle', pending: 0 });
    expect(server.states.get(stored[0]!.id)?.reps).toBe(1);
  });

  it('does not make a card twice when the answer of its creation was lost', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const sync = device(server);
    await sync.sync();
    server.loseAnswers = true;
    const local = await sync.createCard(deck.id, card('once'));
    await sync.rate(deck.id, local.id, 'easy', new Date(NOW).toISOString());
    await sync.sync();
    expect(sync.status().state).toBe('offline');
    expect(server.liveCards(deck.id)).toHaveLength(1);

    server.loseAnswers = false;
    await sync.sync();
    const stored = server.liveCards(deck.id);
    expect(stored.map((x) => x.written)).toEqual(['once']);
    expect(sync.cards(deck.id).map((x) => x.id)).toEqual([stored[0]!.id]);
    expect(server.states.get(stored[0]!.id)?.reps).toBe(1);
  });

  it('does not count a rating twice when its answer was lost', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const stored = server.addCard(deck.id, 'word');
    const sync = device(server);
    await sync.sync();
    server.loseAnswers = true;
    await sync.rate(deck.id, stored.id, 'good', new Date(NOW).toISOString());
    await sync.sync();
    server.loseAnswers = false;
    await sync.sync();
    expect(server.states.get(stored.id)?.reps).toBe(1);
    expect(sync.pending()).toEqual([]);
  });

  it('drops a refused change (and what depends on it) and sends the later ones', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const sync = device(server);
    await sync.sync();
    server.down = true;
    const bad = await sync.createCard(deck.id, card('refused'));
    await sync.rate(deck.id, bad.id, 'good', new Date(NOW).toISOString());
    await sync.createCard(deck.id, card('fine'));
    server.down = false;
    await sync.sync();
    expect(server.liveCards(deck.id).map((x) => x.written)).toEqual(['fine']);
    expect(sync.cards(deck.id).map((x) => x.written)).toEqual(['fine']);
    expect(sync.status()).toMatchObject({ state: 'idle', pending: 0 });
    expect(sync.status().lastError).toBeNull();
  });

  it('a deletion of a card deleted elsewhere meanwhile is done, and a card never sent is just forgotten', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const stored = server.addCard(deck.id, 'word');
    const sync = device(server);
    await sync.sync();
    server.down = true;
    await sync.deleteCard(deck.id, stored.id);
    const local = await sync.createCard(deck.id, card('never'));
    await sync.deleteCard(deck.id, local.id);
    expect(sync.pending().map((op) => op.kind)).toEqual(['deleteCard']);
    server.down = false;
    server.removeCard(stored.id);
    await sync.sync();
    expect(sync.cards(deck.id)).toEqual([]);
    expect(sync.status()).toMatchObject({ state: 'idle', pending: 0, lastError: null });
  });

  it('keeps a queued edit over the feed, and a card deleted elsewhere takes its queued edit with it', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const kept = server.addCard(deck.id, 'kept');
    const gone = server.addCard(deck.id, 'gone');
    const sync = device(server);
    await sync.sync();
    server.down = true;
    await sync.updateCard(deck.id, kept.id, { senses: [{ translation: 'mine' }] });
    await sync.updateCard(deck.id, gone.id, { senses: [{ translation: 'lost' }] });
    server.down = false;
    server.removeCard(gone.id);
    await sync.sync();
    expect(sync.cards(deck.id).map((x) => [x.written, x.senses[0]!.translation])).toEqual([['kept', 'mine']]);
    expect(server.liveCards(deck.id)[0]!.senses[0]!.translation).toBe('mine');
  });

  it('reviews offline from the stored cards and schedules: a rated card leaves the due list', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    server.addCard(deck.id, 'one');
    server.addCard(deck.id, 'two');
    const sync = device(server);
    await sync.sync();
    server.down = true;
    const review = sync.localReview(deck.id);
    expect(review.items.map((item) => item.card.written)).toEqual(['one', 'two']);
    await sync.rate(deck.id, review.items[0]!.card.id, 'good', new Date(NOW).toISOString());
    expect(sync.localReview(deck.id)).toMatchObject({ due_count: 1, card_count: 2 });
  });

  it('takes the review states other devices made from the review feed', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const stored = server.addCard(deck.id, 'one');
    const sync = device(server);
    await sync.sync();
    expect(sync.localReview(deck.id).due_count).toBe(1);
    await server.remote().rate(stored.id, 'easy', new Date(NOW).toISOString());
    await sync.sync();
    expect(sync.localReview(deck.id).due_count).toBe(0);
  });

  it('ignores a damaged stored copy and damaged queue entries', async () => {
    const server = new FakeServer();
    const deck = server.addDeck('Glossa');
    const storage = memoryStorage();
    await storage.set(deckStorageKey('u1'), {
      version: 1,
      decks: [{ deck: { ...deck }, since: null, cards: [{ id: 'x' }] }, { deck: { id: 'bad' } }],
      queue: [{ kind: 'rate', deckId: deck.id, cardId: 5, rating: 'superb', reviewedAt: 'now', reps: 0 }, 7],
      scheduling: 'nope',
    });
    const sync = device(server, storage);
    await sync.load();
    expect(sync.listDecks().map((d) => d.id)).toEqual([deck.id]);
    expect(sync.cards(deck.id)).toEqual([]);
    expect(sync.pending()).toEqual([]);
    storage.data.set(deckStorageKey('u1'), '{not json');
    const other = device(server, storage);
    await other.load();
    expect(other.listDecks()).toEqual([]);
  });
});
