import { client } from '../../lib/client.ts';
import { readJson, removeKey, writeJson } from '../../lib/storage.ts';
import { apiDeckBackend } from './deck.backend.ts';
import { prefetchingDeckBackend } from './deck.prefetch.ts';

/**
 * What the app's start-up needs of decks, kept small because the first page loads it: the signed-in user's
 * backend (shared with the deck session, so a prefetch made at start-up is what the store takes) and the
 * remembered selection.
 */

/**
 * The signed-in user's decks on the server, able to start the Deck screen's calls before the user is known.
 * @example userDeckBackend.prefetch(rememberedDeck()?.deck ?? null);
 */
export const userDeckBackend = prefetchingDeckBackend(apiDeckBackend(client));

/** Local storage key of the last selected deck, with the user it belongs to. */
export const SELECTED_DECK_KEY = 'glossa.deck.selected';

/** The last deck a signed-in user selected in this browser. */
export interface RememberedDeck {
  user: string;
  deck: number;
}

/**
 * The last selected deck, if one was remembered (anything malformed counts as none).
 * @example rememberedDeck() // { user: '42', deck: 7 }
 */
export function rememberedDeck(): RememberedDeck | undefined {
  return readJson(SELECTED_DECK_KEY, (value) => {
    if (typeof value !== 'object' || value === null) return undefined;
    const { user, deck } = value as Record<string, unknown>;
    return typeof user === 'string' && Number.isSafeInteger(deck) && (deck as number) > 0
      ? { user, deck: deck as number }
      : undefined;
  });
}

/**
 * Remembers a user's selected deck for the next visit (none: forgets it).
 * @example rememberDeck('42', 7);
 */
export function rememberDeck(user: string, deck: number | null): void {
  if (deck === null) removeKey(SELECTED_DECK_KEY);
  else writeJson(SELECTED_DECK_KEY, { user, deck } satisfies RememberedDeck);
}
