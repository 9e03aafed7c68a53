import {
  api,
  createCardBodySchema,
  deckBodySchema,
  isDeckChanges,
  updateCardBodySchema,
  type Card,
  type CardInfo,
  type CardSense,
  type Deck,
  type DeckBodyInput,
  type TextLanguage,
} from '@glossa/contract';
import type { GlossaClient } from '@glossa/client';
import type { GuestDecksStorage } from './guest-decks.storage.ts';

/**
 * Where decks and cards are kept: guests in this browser, signed-in users on the
 * server. The Deck screen and the card creator see only this interface.
 */
export interface DeckBackend {
  /** Guest stores keep nothing after the page is closed; the screen then shows the log-in banner. */
  readonly temporary: boolean;
  listDecks(): Promise<Deck[]>;
  createDeck(body: DeckBodyInput): Promise<Deck>;
  updateDeck(deckId: number, body: DeckBodyInput): Promise<Deck>;
  deleteDeck(deckId: number): Promise<void>;
  cardInfos(deckId: number): Promise<CardInfo[]>;
  card(deckId: number, cardId: number): Promise<Card>;
  createCard(deckId: number, card: NewCard): Promise<Card>;
  updateCard(deckId: number, cardId: number, senses: CardSense[]): Promise<Card>;
  deleteCard(deckId: number, cardId: number): Promise<void>;
}

/** A card as the creator makes it. */
export interface NewCard {
  written: string;
  lang: TextLanguage;
  senses: CardSense[];
}

/** The deck errors: no deck chosen, or an unknown deck or card in the guest store. */
export class DeckError extends Error {
  constructor(
    readonly code: 'NO_DECK' | 'DECK_NOT_FOUND' | 'CARD_NOT_FOUND',
    message: string,
  ) {
    super(message);
    this.name = 'DeckError';
  }
}

export const NO_DECK_SELECTED = 'No deck selected';

/**
 * The signed-in user's decks on the server, through the app's client.
 * @example const backend = apiDeckBackend(client); await backend.listDecks();
 */
export function apiDeckBackend(calls: GlossaClient): DeckBackend {
  return {
    temporary: false,
    listDecks: () => calls.call(api.deck.list),
    createDeck: (body) => calls.call(api.deck.create, { body }),
    updateDeck: (id, body) => calls.call(api.deck.update, { params: { id }, body }),
    deleteDeck: async (id) => {
      await calls.call(api.deck.delete, { params: { id } });
    },
    cardInfos: async (id) => {
      const answer = await calls.call(api.deck.cards, { params: { id } });
      // Without `since` the server answers the card infos; the feed would be a server mistake.
      if (isDeckChanges(answer)) throw new Error('Expected card infos, got the change feed');
      return answer;
    },
    card: (id, cardId) => calls.call(api.deck.card, { params: { id, cardId } }),
    createCard: (id, card) => calls.call(api.deck.createCard, { params: { id }, body: card }),
    updateCard: (id, cardId, senses) =>
      calls.call(api.deck.updateCard, { params: { id, cardId }, body: { senses } }),
    deleteCard: async (id, cardId) => {
      await calls.call(api.deck.deleteCard, { params: { id, cardId } });
    },
  };
}

/** The guest's default deck (named after the product). */
export const GUEST_DECK_NAME = 'Glossa';
export const GUEST_DECK_DESCRIPTION = 'Default Glossa deck';

interface GuestDeck {
  deck: Omit<Deck, 'card_count'>;
  cards: Map<number, Card>;
}

/**
 * A guest's decks, starting with the default deck "Glossa": in memory, and kept in the browser when given a
 * `storage` (read back checked, written after every change), so that a reload keeps them like the guest's
 * words. Bodies are checked with the API's own schemas, so a guest meets the same trimming and limits.
 * @example const backend = guestDeckBackend(); (await backend.listDecks())[0].name // 'Glossa'
 */
export function guestDeckBackend(
  now: () => Date = () => new Date(),
  storage?: GuestDecksStorage,
): DeckBackend {
  const decks = new Map<number, GuestDeck>();
  const kept = storage?.load();
  let nextDeckId = kept?.nextDeckId ?? 1;
  let nextCardId = kept?.nextCardId ?? 1;
  for (const entry of kept?.decks ?? [])
    decks.set(entry.deck.id, { deck: entry.deck, cards: new Map(entry.cards.map((c) => [c.id, c])) });
  let last = 0;
  // Strictly growing stamps, as the server's: two changes in one millisecond still differ.
  const stamp = () => {
    last = Math.max(now().getTime(), last + 1);
    return new Date(last).toISOString();
  };
  const persist = () =>
    storage?.save({
      nextDeckId,
      nextCardId,
      decks: [...decks.values()].map(({ deck, cards }) => ({ deck, cards: [...cards.values()] })),
    });
  const view = ({ deck, cards }: GuestDeck): Deck => ({ ...deck, card_count: cards.size });
  const deckOf = (id: number): GuestDeck => {
    const found = decks.get(id);
    if (!found) throw new DeckError('DECK_NOT_FOUND', `Deck ${id} not found`);
    return found;
  };
  const cardOf = (deckId: number, cardId: number): Card => {
    const found = deckOf(deckId).cards.get(cardId);
    if (!found) throw new DeckError('CARD_NOT_FOUND', `Card ${cardId} not found`);
    return found;
  };
  const addDeck = (body: DeckBodyInput): Deck => {
    const { name, description } = deckBodySchema.parse(body);
    const time = stamp();
    const entry: GuestDeck = {
      deck: {
        id: nextDeckId++,
        name,
        ...(description ? { description } : {}),
        created_at: time,
        updated_at: time,
      },
      cards: new Map(),
    };
    decks.set(entry.deck.id, entry);
    return view(entry);
  };
  if (decks.size === 0) addDeck({ name: GUEST_DECK_NAME, description: GUEST_DECK_DESCRIPTION });

  // Async like the server, so that the screen behaves the same for both; kept after every change.
  const run = <T>(work: () => T, changes = true): Promise<T> => {
    try {
      const result = work();
      if (changes) persist();
      return Promise.resolve(result);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    temporary: true,
    listDecks: () => run(() => [...decks.values()].map(view), false),
    createDeck: (body) => run(() => addDeck(body)),
    updateDeck: (id, body) =>
      run(() => {
        const entry = deckOf(id);
        const { name, description } = deckBodySchema.parse(body);
        const { description: _old, ...rest } = entry.deck;
        entry.deck = { ...rest, name, ...(description ? { description } : {}), updated_at: stamp() };
        return view(entry);
      }),
    deleteDeck: (id) =>
      run(() => {
        deckOf(id);
        decks.delete(id);
      }),
    cardInfos: (id) =>
      run(
        () =>
          [...deckOf(id).cards.values()].map(({ id: cardId, written, updated_at }) => ({
            id: cardId,
            written,
            updated_at,
          })),
        false,
      ),
    card: (id, cardId) => run(() => cardOf(id, cardId), false),
    createCard: (id, card) =>
      run(() => {
        const entry = deckOf(id);
        const body = createCardBodySchema.parse(card);
        const time = stamp();
        const created: Card = { id: nextCardId++, deck_id: id, ...body, created_at: time, updated_at: time };
        entry.cards.set(created.id, created);
        return created;
      }),
    updateCard: (id, cardId, senses) =>
      run(() => {
        const card = cardOf(id, cardId);
        const body = updateCardBodySchema.parse({ senses });
        const updated: Card = { ...card, senses: body.senses, updated_at: stamp() };
        deckOf(id).cards.set(cardId, updated);
        return updated;
      }),
    deleteCard: (id, cardId) =>
      run(() => {
        cardOf(id, cardId);
        deckOf(id).cards.delete(cardId);
      }),
  };
}
