import type { CardInfo, Deck } from '@glossa/contract';
import type { DeckBackend } from './deck.backend.ts';

/**
 * The deck a freshly loaded deck list opens on (the first deck is auto-selected when none
 * is selected): the remembered one while it still exists, else the first, else none.
 * @example initialDeckId([{ id: 3 }, { id: 9 }], 9) // 9
 */
export function initialDeckId(decks: readonly Pick<Deck, 'id'>[], remembered: number | null): number | null {
  if (remembered !== null && decks.some((deck) => deck.id === remembered)) return remembered;
  return decks[0]?.id ?? null;
}

/** A signed-in user's deck backend that can send the Deck screen's first calls before the user is known. */
export interface PrefetchingDeckBackend extends DeckBackend {
  /**
   * Sends the deck list now, and the card infos of the deck it will open on: the remembered deck's at once,
   * else the first deck's as soon as the list is in. The next `listDecks` and `cardInfos` take the answers.
   */
  prefetch(remembered: number | null): void;
  /** Drops what was prefetched and not yet taken (the visitor turned out to be a guest). */
  discard(): void;
}

/**
 * Wraps the signed-in user's backend so that the start-up's calls need not wait for GET /api/user/me: on the
 * Deck screen the deck list and the card infos are asked for in parallel with it, and the deck store takes
 * the answers when the user is known. Only the first list and the first card infos after a prefetch are
 * taken from it (later ones are fresh calls, so nothing stale is shown); a failed prefetch is asked again
 * with a fresh call, and an unused one is dropped without a word.
 * @example const backend = prefetchingDeckBackend(apiDeckBackend(client)); backend.prefetch(null);
 */
export function prefetchingDeckBackend(backend: DeckBackend): PrefetchingDeckBackend {
  let decks: Promise<Deck[]> | null = null;
  let cardInfos = new Map<number, Promise<CardInfo[]>>();
  // Bumped by a new prefetch and by discard: a chained card-infos prefetch of an older round is not sent.
  let round = 0;

  return {
    ...backend,
    prefetch(remembered) {
      const current = ++round;
      decks = quiet(backend.listDecks());
      cardInfos = new Map();
      if (remembered !== null) cardInfos.set(remembered, quiet(backend.cardInfos(remembered)));
      const infos = cardInfos;
      // Registered before anyone can take `decks`, so this runs before the taker's own continuation.
      decks.then(
        (list) => {
          const first = initialDeckId(list, remembered);
          // Not once the store has asked for card infos itself (it took or dropped this round's).
          if (current === round && infos === cardInfos && first !== null && !infos.has(first)) {
            infos.set(first, quiet(backend.cardInfos(first)));
          }
        },
        () => undefined,
      );
    },
    discard() {
      round += 1;
      decks = null;
      cardInfos = new Map();
    },
    listDecks() {
      const prefetched = decks;
      decks = null;
      return prefetched ? prefetched.catch(() => backend.listDecks()) : backend.listDecks();
    },
    cardInfos(deckId) {
      const prefetched = cardInfos.get(deckId);
      // Whichever deck the store asks for first, the other prefetched answers would only grow stale.
      cardInfos = new Map();
      return prefetched ? prefetched.catch(() => backend.cardInfos(deckId)) : backend.cardInfos(deckId);
    },
  };
}

/** The promise, with its rejection marked as handled: an optimistic call nobody takes must not be reported. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
