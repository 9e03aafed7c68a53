import { inCardOrder } from '@glossa/sync';
import type { DeckBackend } from './deck.backend.ts';
import type { GuestDecksSnapshot, GuestDecksStorage } from './guest-decks.storage.ts';

/**
 * Adds a guest's decks to the account (`account`: the signed-in user's backend): each deck with cards goes to
 * the account's deck of the same name, or to a new deck of that name, its cards in their order. Each card
 * leaves the browser's snapshot once the server has it, so a failure half-way keeps the rest for another try
 * and never adds a card twice. Answers how many cards were added.
 * @example await mergeGuestDecks(userDeckBackend, localGuestDecks)
 */
export async function mergeGuestDecks(account: DeckBackend, storage: GuestDecksStorage): Promise<number> {
  const snapshot = storage.load();
  if (!snapshot) return 0;
  const left: GuestDecksSnapshot = {
    ...snapshot,
    decks: snapshot.decks.map((e) => ({ ...e, cards: [...e.cards] })),
  };
  const existing = await account.listDecks();
  let added = 0;
  for (const entry of left.decks) {
    if (entry.cards.length === 0) continue;
    const name = entry.deck.name.trim();
    const target =
      existing.find((deck) => deck.name.trim() === name) ??
      (await account.createDeck({
        name,
        ...(entry.deck.description ? { description: entry.deck.description } : {}),
      }));
    if (!existing.includes(target)) existing.push(target);
    for (const card of inCardOrder(entry.cards)) {
      await account.createCard(target.id, { written: card.written, lang: card.lang, senses: card.senses });
      entry.cards = entry.cards.filter((c) => c.id !== card.id);
      storage.save(left);
      added += 1;
    }
  }
  storage.clear();
  return added;
}
