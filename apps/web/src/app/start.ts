/**
 * Imported first by main.tsx, so that its top level runs before React's modules are evaluated: it starts the
 * signed-in user's first calls (startup.ts says which) as early as the page's JavaScript can.
 */
import { userStore } from '../features/account/account.ts';
import { maySignedIn } from '../features/account/account.api.ts';
import { rememberedDeck, userDeckBackend } from '../features/deck/deck.start.ts';
import { loadKoreanFontRules } from '../lib/fonts.ts';
import { startSignedInCalls } from './startup.ts';

startSignedInCalls(maySignedIn(), window.location.pathname, {
  user: () => void userStore.fetch(),
  decks: (remembered) => userDeckBackend.prefetch(remembered),
  remembered: () => rememberedDeck()?.deck ?? null,
});

// Every screen may show Korean (a deck's name, a card): the Korean font's rules are in before it renders much.
void loadKoreanFontRules();
