import type { CardInfo, Deck } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { guestDeckBackend, type DeckBackend } from './deck.backend.ts';
import { initialDeckId, prefetchingDeckBackend } from './deck.prefetch.ts';
import { DeckStore } from './deck.store.ts';

const TIME = '2026-01-01T00:00:00.000Z';

function deck(id: number): Deck {
  return { id, name: `Deck ${id}`, created_at: TIME, updated_at: TIME, card_count: 1 };
}

function infos(deckId: number, round = 1): CardInfo[] {
  return [{ id: deckId * 100 + round, written: `card of ${deckId}`, updated_at: TIME }];
}

/**
 * A server's deck calls in memory: each call is logged, answers are settled by the test (`answer`), and each
 * call's answer counts the calls made so far, so a prefetched answer and a fresh one can be told apart.
 */
function fakeServer(decks: Deck[]) {
  const log: string[] = [];
  const pending: { call: string; settle: () => void }[] = [];
  let failNext = false;
  const later = <T>(call: string, value: () => T): Promise<T> => {
    log.push(call);
    const failing = failNext;
    failNext = false;
    return new Promise<T>((resolve, reject) =>
      pending.push({
        call,
        settle: () => (failing ? reject(new Error(`${call} failed`)) : resolve(value())),
      }),
    );
  };
  const unused = () => Promise.reject(new Error('not used here'));
  const backend: DeckBackend = {
    temporary: false,
    listDecks: () => later('list', () => decks),
    cardInfos: (id) => {
      const round = log.filter((call) => call === `infos ${id}`).length + 1;
      return later(`infos ${id}`, () => infos(id, round));
    },
    createDeck: unused,
    updateDeck: unused,
    deleteDeck: unused,
    card: unused,
    createCard: unused,
    updateCard: unused,
    deleteCard: unused,
  };
  return {
    backend,
    log,
    failNextCall: () => {
      failNext = true;
    },
    /** Answers every call made so far, and then those their answers led to, until none is left. */
    async answerAll() {
      while (pending.length > 0) {
        pending.shift()!.settle();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
  };
}

describe('initialDeckId', () => {
  it('opens on the remembered deck while it exists, else on the first, else on none', () => {
    expect(initialDeckId([deck(3), deck(9)], 9)).toBe(9);
    expect(initialDeckId([deck(3), deck(9)], 4)).toBe(3);
    expect(initialDeckId([deck(3), deck(9)], null)).toBe(3);
    expect(initialDeckId([], 9)).toBeNull();
  });
});

describe('the prefetching deck backend', () => {
  it('asks for the list and the remembered deck at once, and the store takes both answers', async () => {
    const server = fakeServer([deck(1), deck(2)]);
    const backend = prefetchingDeckBackend(server.backend);
    backend.prefetch(2);
    expect(server.log).toEqual(['list', 'infos 2']);
    await server.answerAll();
    const store = new DeckStore();
    await store.use(backend, 'user:u', 2);
    // No second call: the answers were already in.
    expect(server.log).toEqual(['list', 'infos 2']);
    expect(store.getState()).toMatchObject({ selectedId: 2, cardInfos: infos(2) });
  });

  it('without a remembered deck, asks for the first deck once the list is in, before the store asks', async () => {
    const server = fakeServer([deck(5), deck(6)]);
    const backend = prefetchingDeckBackend(server.backend);
    backend.prefetch(null);
    expect(server.log).toEqual(['list']);
    const store = new DeckStore();
    const using = store.use(backend, 'user:u');
    await server.answerAll();
    await using;
    expect(server.log).toEqual(['list', 'infos 5']);
    expect(store.getState()).toMatchObject({ selectedId: 5, cardInfos: infos(5) });
  });

  it('asks for the first deck when the remembered one is gone, and drops the answer nobody takes', async () => {
    const server = fakeServer([deck(5)]);
    const backend = prefetchingDeckBackend(server.backend);
    backend.prefetch(8);
    await server.answerAll();
    expect(server.log).toEqual(['list', 'infos 8', 'infos 5']);
    const store = new DeckStore();
    await store.use(backend, 'user:u', 8);
    expect(store.getState()).toMatchObject({ selectedId: 5, cardInfos: infos(5) });
    // Deck 8's prefetched answer is not kept: were it selected later, its infos would be asked afresh.
    const asking = backend.cardInfos(8);
    await server.answerAll();
    expect(await asking).toEqual(infos(8, 2));
  });

  it('serves a prefetch once: later lists and card infos are fresh calls', async () => {
    const server = fakeServer([deck(1)]);
    const backend = prefetchingDeckBackend(server.backend);
    backend.prefetch(1);
    const store = new DeckStore();
    const using = store.use(backend, 'user:u', 1);
    await server.answerAll();
    await using;
    const reloading = store.reload();
    await server.answerAll();
    await reloading;
    const selecting = store.select(1);
    await server.answerAll();
    await selecting;
    expect(server.log).toEqual(['list', 'infos 1', 'list', 'infos 1']);
    expect(store.getState().cardInfos).toEqual(infos(1, 2));
  });

  it('asks again with a fresh call when a prefetched call failed', async () => {
    const server = fakeServer([deck(1)]);
    const backend = prefetchingDeckBackend(server.backend);
    server.failNextCall();
    backend.prefetch(null);
    const store = new DeckStore();
    const using = store.use(backend, 'user:u');
    await server.answerAll();
    await using;
    expect(server.log).toEqual(['list', 'list', 'infos 1']);
    expect(store.getState()).toMatchObject({ error: null, selectedId: 1, cardInfos: infos(1) });
  });

  it('after discard (the visitor was a guest), sends nothing more and takes nothing from the prefetch', async () => {
    const server = fakeServer([deck(1)]);
    const backend = prefetchingDeckBackend(server.backend);
    backend.prefetch(null);
    backend.discard();
    await server.answerAll();
    // The chained card-infos call of the discarded round is never sent.
    expect(server.log).toEqual(['list']);
    const listing = backend.listDecks();
    await server.answerAll();
    expect(await listing).toEqual([deck(1)]);
    expect(server.log).toEqual(['list', 'list']);
  });

  it('leaves a failed prefetch nobody takes unreported (no unhandled rejection)', async () => {
    const server = fakeServer([deck(1)]);
    const backend = prefetchingDeckBackend(server.backend);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      server.failNextCall();
      backend.prefetch(null);
      backend.discard();
      await server.answerAll();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('keeps every other call of the wrapped backend', async () => {
    const backend = prefetchingDeckBackend(guestDeckBackend());
    const created = await backend.createDeck({ name: 'Second' });
    expect((await backend.listDecks()).map((d) => d.name)).toEqual(['Glossa', 'Second']);
    expect(backend.temporary).toBe(true);
    await backend.deleteDeck(created.id);
    expect(await backend.listDecks()).toHaveLength(1);
  });
});

describe('the deck store with a remembered deck', () => {
  it('selects the remembered deck while it exists, else the first', async () => {
    const guest = guestDeckBackend();
    const second = await guest.createDeck({ name: 'Second' });
    const store = new DeckStore();
    await store.use(guest, 'a', second.id);
    expect(store.getState().selectedId).toBe(second.id);
    const other = new DeckStore();
    await other.use(guest, 'b', 999);
    expect(other.getState().selectedId).toBe(1);
  });
});
