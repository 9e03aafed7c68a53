import {
  cardSchema,
  createCardBodySchema,
  deckBodySchema,
  deckSchema,
  type Card,
  type Deck,
} from '@glossa/contract';
import { readJson, removeKey, writeJson } from '../../lib/storage.ts';

/** Where a guest's decks are kept in this browser (like the guest's vocabulary). */
export const GUEST_DECKS_KEY = 'glossa.guestDecks';

/** A guest's decks as kept: each deck with its cards, and the next ids to give. */
export interface GuestDecksSnapshot {
  nextDeckId: number;
  nextCardId: number;
  decks: { deck: Omit<Deck, 'card_count'>; cards: Card[] }[];
}

const MAX_DECKS = 200;
const MAX_CARDS = 20_000;

/**
 * A kept snapshot read back, checked as the server checks what it is sent: another tab, an older version or a
 * hand edit may have left anything there. Decks and cards that do not pass are left out, one by one (a card
 * of a deck that is not there too); undefined when nothing usable is there.
 * @example parseGuestDecks(JSON.parse(localStorage.getItem(GUEST_DECKS_KEY)!))
 */
export function parseGuestDecks(value: unknown): GuestDecksSnapshot | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as { decks?: unknown };
  if (!Array.isArray(raw.decks)) return undefined;
  const decks: GuestDecksSnapshot['decks'] = [];
  const deckIds = new Set<number>();
  const cardIds = new Set<number>();
  let cardCount = 0;
  for (const entry of raw.decks.slice(0, MAX_DECKS)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { deck: rawDeck, cards: rawCards } = entry as { deck?: unknown; cards?: unknown };
    const deck = deckSchema.omit({ card_count: true }).safeParse(rawDeck);
    if (!deck.success || deck.data.id <= 0 || deckIds.has(deck.data.id)) continue;
    // The name and description as the API would take them (trimmed, within its limits).
    const body = deckBodySchema.safeParse({ name: deck.data.name, description: deck.data.description });
    if (!body.success) continue;
    deckIds.add(deck.data.id);
    const cards: Card[] = [];
    for (const rawCard of Array.isArray(rawCards) ? rawCards : []) {
      if (cardCount >= MAX_CARDS) break;
      const card = cardSchema.safeParse(rawCard);
      if (!card.success || card.data.deck_id !== deck.data.id || card.data.id <= 0) continue;
      if (cardIds.has(card.data.id)) continue;
      const checked = createCardBodySchema.safeParse({
        written: card.data.written,
        lang: card.data.lang,
        senses: card.data.senses,
      });
      if (!checked.success) continue;
      cardIds.add(card.data.id);
      cardCount += 1;
      cards.push({ ...card.data, ...checked.data });
    }
    const { description, ...rest } = deck.data;
    decks.push({
      deck: { ...rest, name: body.data.name, ...(body.data.description ? { description } : {}) },
      cards,
    });
  }
  if (decks.length === 0) return undefined;
  const maxId = (ids: Iterable<number>) => Math.max(0, ...ids);
  const next = (field: unknown, ids: Set<number>) =>
    Math.max(typeof field === 'number' && Number.isSafeInteger(field) ? field : 1, maxId(ids) + 1);
  const { nextDeckId, nextCardId } = value as { nextDeckId?: unknown; nextCardId?: unknown };
  return { nextDeckId: next(nextDeckId, deckIds), nextCardId: next(nextCardId, cardIds), decks };
}

/** Where the guest deck store keeps its snapshot. */
export interface GuestDecksStorage {
  load(): GuestDecksSnapshot | undefined;
  save(snapshot: GuestDecksSnapshot): void;
  clear(): void;
}

/** The browser's local storage (kept across reloads, like the guest's words). */
export const localGuestDecks: GuestDecksStorage = {
  load: () => readJson(GUEST_DECKS_KEY, parseGuestDecks),
  save: (snapshot) => void writeJson(GUEST_DECKS_KEY, snapshot),
  clear: () => removeKey(GUEST_DECKS_KEY),
};

/** How many cards a snapshot holds. */
export function guestCardCount(snapshot: GuestDecksSnapshot | undefined): number {
  return snapshot?.decks.reduce((sum, entry) => sum + entry.cards.length, 0) ?? 0;
}
