import { useEffect, useSyncExternalStore } from 'react';
import { client } from '../../lib/client.ts';
import { useUser } from '../account/account.ts';
import { apiDeckBackend, guestDeckBackend } from './deck.backend.ts';
import { DeckStore, type DeckState } from './deck.store.ts';

/**
 * The app's one deck store. The guest's decks live in this module's memory: they survive moving between
 * screens (a card made on Analyze is on the Deck screen) and are gone on reload, as spec section 4 says.
 */
export const deckStore = new DeckStore();
const guestBackend = guestDeckBackend();
const userBackend = apiDeckBackend(client);

/**
 * The deck state in a component; once the user is known, the store follows them (guest memory or server).
 * @example const { decks, selectedId, cardInfos } = useDecks();
 */
export function useDecks(): DeckState {
  const { fetched, user } = useUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!fetched) return;
    void deckStore.use(userId ? userBackend : guestBackend, userId ? `user:${userId}` : 'guest');
  }, [fetched, userId]);
  return useSyncExternalStore(deckStore.subscribe, deckStore.getState);
}
