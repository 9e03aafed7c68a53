import { useEffect, useSyncExternalStore } from 'react';
import { useUser } from '../account/account.ts';
import { guestDeckBackend } from './deck.backend.ts';
import { localGuestDecks } from './guest-decks.storage.ts';
import { rememberDeck, rememberedDeck, userDeckBackend } from './deck.start.ts';
import { DeckStore, type DeckState } from './deck.store.ts';

/**
 * The app's one deck store. The guest's decks are kept in this browser's storage (read back checked): they
 * survive moving between screens and reloads, like the guest's words, and are offered to the account when
 * the guest signs up or in (GuestDecks.tsx).
 */
export const deckStore = new DeckStore();
const guestBackend = guestDeckBackend(undefined, localGuestDecks);

// A signed-in user's selection is remembered for the next visit, whose start-up asks for that deck's card
// infos before the user is even known (deck.start.ts). A guest's decks are gone on reload: nothing to keep.
let rememberedSelection: string | null = null;
deckStore.subscribe(() => {
  const { owner, decksLoaded, decks, selectedId, error } = deckStore.getState();
  if (!owner?.startsWith('user:') || !decksLoaded) return;
  // Forgotten only when no deck is left: not between a list and its selection, nor when the list failed.
  if (selectedId === null && (decks.length > 0 || error !== null)) return;
  const key = `${owner}\u0000${selectedId}`;
  if (key === rememberedSelection) return;
  rememberedSelection = key;
  rememberDeck(owner.slice('user:'.length), selectedId);
});

/**
 * The deck state in a component; once the user is known, the store follows them (guest memory or server).
 * @example const { decks, selectedId, cardInfos } = useDecks();
 */
export function useDecks(): DeckState {
  const { fetched, user } = useUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!fetched) return;
    if (!userId) {
      // A start-up prefetch on the hint cookie's word, which the user call did not confirm: never shown.
      userDeckBackend.discard();
      void deckStore.use(guestBackend, 'guest');
      return;
    }
    const remembered = rememberedDeck();
    void deckStore.use(
      userDeckBackend,
      `user:${userId}`,
      remembered?.user === userId ? remembered.deck : null,
    );
  }, [fetched, userId]);
  return useSyncExternalStore(deckStore.subscribe, deckStore.getState);
}
