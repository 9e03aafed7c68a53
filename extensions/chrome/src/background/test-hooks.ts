import { analyzeChunk, analyzeChunks, analyzeText, onMenuClicked } from './analyze.ts';
import { authStatus } from './bridge.ts';
import {
  createCard,
  deckCards,
  deckSyncStatus,
  deleteCard,
  listDecks,
  rateCard,
  reviewDeck,
  syncDecks,
  updateCard,
} from './decks.ts';
import { highlightTab, setSiteHighlighting } from './highlighting.ts';
import { setWordStatus, vocabulary, vocabularySnapshot } from './vocabulary.ts';

/**
 * Puts the handlers the menu and the pages use on `globalThis.glossa`, where the browser tests reach them
 * from the worker's console (a test calls the menu's handler without a real right-click, seeds decks, reads
 * the vocabulary). Only the e2e build calls this: a shipped extension has no such door.
 * @example if (import.meta.env.GLOSSA_TEST_HOOKS) installTestHooks();
 */
export function installTestHooks(): void {
  Object.assign(globalThis, {
    glossa: {
      onMenuClicked,
      analyzeText,
      analyzeChunk,
      analyzeChunks,
      authStatus,
      vocabularySnapshot,
      setWordStatus,
      vocabulary,
      highlightTab,
      setSiteHighlighting,
      listDecks,
      createCard,
      reviewDeck,
      rateCard,
      deckCards,
      updateCard,
      deleteCard,
      syncDecks,
      deckSyncStatus,
    },
  });
}
