/**
 * The signed-in user's first calls, sent while the app's modules are still being evaluated (start.ts runs
 * this before React): GET /api/user/me, and on the Deck screen the deck list and card infos, are on the wire
 * before the first render instead of after it, and the deck calls do not wait for the user call. A guest (no
 * hint cookie) sends nothing.
 */

/** What the start-up can begin, given to `startSignedInCalls` (tests give their own). */
export interface StartupCalls {
  /** Loads the signed-in user (the user store's shared fetch). */
  user(): void;
  /** Asks for the deck list and the remembered (else first) deck's card infos. */
  decks(remembered: number | null): void;
  /** The deck selected last time in this browser. */
  remembered(): number | null;
}

/** The Deck screen's path (react-router matches it case-insensitively, with or without a final slash). */
const DECK_PATH = /^\/deck\/?$/i;

/**
 * Starts the calls a page's first screen waits for, when the hint cookie says a session may exist; returns
 * what it started. Nothing for a guest: guests make no API call at start-up.
 * @example startSignedInCalls(maySignedIn(), location.pathname, { user, decks, remembered })
 */
export function startSignedInCalls(
  signedIn: boolean,
  pathname: string,
  calls: StartupCalls,
): 'none' | 'user' | 'user+decks' {
  if (!signedIn) return 'none';
  calls.user();
  if (!DECK_PATH.test(pathname)) return 'user';
  calls.decks(calls.remembered());
  return 'user+decks';
}
