import { api } from '@glossa/contract';
import {
  CARD_REQUEST_KEY,
  CONTENT_SCRIPT_MESSAGES,
  DECKS_REVISION_KEY,
  VOCABULARY_REVISION_KEY,
  parseInternalMessage,
  type InternalAnswer,
  type InternalHandlers,
  type InternalMessage,
} from '../messages.ts';
import { MENU_ID, analyzeChunk, analyzeChunks, analyzeText, onMenuClicked } from './analyze.ts';
import { apiClient } from './api.ts';
import { authStatus, onExternalMessage } from './bridge.ts';
import { highlightTab, setSiteHighlighting, syncRegisteredScript, tellTabs } from './highlighting.ts';
import {
  createCard,
  createDeck,
  deckCards,
  deckSyncStatus,
  decksUserChanged,
  deleteCard,
  listDecks,
  onDecksChanged,
  rateCard,
  reviewCounts,
  reviewDeck,
  syncDecks,
  updateCard,
} from './decks.ts';
import { installTestHooks } from './test-hooks.ts';
import { clearTokens } from './tokens.ts';
import { setWordStatus, vocabulary, vocabularySnapshot } from './vocabulary.ts';

/**
 * The service worker: the context menu, the side panel's requests, the sign-in page's bridge messages and
 * the vocabulary sync. Listeners are registered at the top level, as MV3 requires, so that an event wakes
 * the worker and finds them.
 */

/** The page menu's entry that colours the words of the page (activeTab: this tab, this time). */
const HIGHLIGHT_MENU_ID = 'glossa-highlight-page';

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({ id: MENU_ID, title: 'Analyze with Glossa', contexts: ['selection'] });
  chrome.contextMenus.create({
    id: HIGHLIGHT_MENU_ID,
    title: 'Colour the words on this page',
    contexts: ['page'],
  });
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === HIGHLIGHT_MENU_ID) {
    if (tab?.id !== undefined) void highlightTab(tab.id).catch(logQuietly);
    return;
  }
  void onMenuClicked(info, tab);
});

// Host access may have been taken back (or given) while the worker slept: register for what is allowed now.
void syncRegisteredScript().catch(logQuietly);
chrome.permissions.onRemoved.addListener(() => void syncRegisteredScript().catch(logQuietly));

// The toolbar button opens the side panel (its input analyses what the learner pastes or selects).
void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(logQuietly);

chrome.runtime.onMessage.addListener((message: unknown, sender, reply) => {
  if (sender.id !== chrome.runtime.id) return false;
  // A content script runs inside a web page: it may ask only for what colouring the page needs.
  const fromPage = !(sender.url ?? '').startsWith(chrome.runtime.getURL(''));
  void handleInternal(message, fromPage, sender.tab?.id).then(reply);
  return true;
});

chrome.runtime.onMessageExternal.addListener((message: unknown, sender, reply) => {
  void onExternalMessage(message, sender).then(async (answer) => {
    reply(answer);
    if (isTokenOrLogout(message)) {
      decksUserChanged();
      await vocabulary.userChanged().catch(logQuietly);
    }
  });
  return true;
});

async function handleInternal(message: unknown, fromPage: boolean, tabId?: number): Promise<InternalAnswer> {
  const parsed = parseInternalMessage(message);
  if (!parsed) return { ok: false, error: 'Unknown message.' };
  if (fromPage && !CONTENT_SCRIPT_MESSAGES.has(parsed.type)) return { ok: false, error: 'Not allowed.' };
  // The map types each handler by its own message; a message of the union needs the one cast.
  const handler = handlers[parsed.type] as (message: InternalMessage, context: Sender) => unknown;
  try {
    return { ok: true, data: await handler(parsed, { tabId }) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Who sent a request: the tab of a content script. */
interface Sender {
  tabId?: number;
}

/** One handler per message of the map, each answering the type the map gives it. */
const handlers: InternalHandlers<Sender> = {
  analyze: (message) => analyzeText(message.text),
  examples: async (message) =>
    (await apiClient()).call(api.dictionary.examples, {
      params: { id: message.senseId },
      query: { lang: message.lang },
    }),
  grammarEntry: async (message) =>
    (await apiClient()).call(api.grammar.entry, {
      params: { lang: message.textLanguage, id: message.id },
      query: { dico_lang: message.dictLanguage },
    }),
  vocabulary: () => vocabularySnapshot(),
  setStatus: async (message) => {
    await setWordStatus(message.written, message.lang, message.status);
    return null;
  },
  syncNow: async () => {
    await vocabulary.start();
    await vocabulary.refresh();
    return vocabularySnapshot();
  },
  guestWords: async (message) => {
    await (message.merge ? vocabulary.mergeGuestWords() : vocabulary.declineGuestWords());
    return vocabularySnapshot();
  },
  authStatus: () => authStatus(),
  signOut: async () => {
    await clearTokens();
    decksUserChanged();
    await vocabulary.userChanged();
    return null;
  },
  analyzeChunk: (message) => analyzeChunk(message.text, message.words === true),
  analyzeChunks: (message) => analyzeChunks(message.texts),
  setSiteHighlighting: (message) => setSiteHighlighting(message.site, message.enabled),
  highlightTab: async (message) => {
    await highlightTab(message.tabId);
    return null;
  },
  decks: () => listDecks(),
  createDeck: (message) => createDeck(message.name),
  createCard: (message) => createCard(message.deckId, message.card),
  reviewDeck: (message) => reviewDeck(message.deckId),
  rateCard: (message) => rateCard(message.deckId, message.cardId, message.rating, message.reviewedAt),
  deckCards: (message) => deckCards(message.deckId),
  updateCard: (message) => updateCard(message.deckId, message.cardId, message.body),
  deleteCard: async (message) => {
    await deleteCard(message.deckId, message.cardId);
    return null;
  },
  deckSync: () => deckSyncStatus(),
  syncDecks: () => syncDecks(),
  reviewCounts: () => reviewCounts(),
  openCardCreator: (message, sender) => openCardCreator(message, sender.tabId),
  dictionaryWords: async (message) =>
    (await apiClient()).call(api.dictionary.words, {
      params: { written: message.written },
      query: { language: message.textLanguage, lang: message.dictLanguage },
    }),
};

// The side panel re-reads the vocabulary when this number changes (a status set, a sync brought news).
let revision = 0;
// Coloured pages recolour too (the statuses are the service worker's; content scripts cannot read session storage).
vocabulary.subscribe(() => {
  void chrome.storage.session.set({ [VOCABULARY_REVISION_KEY]: ++revision }).catch(logQuietly);
  void tellTabs({ type: 'vocabularyChanged' }).catch(logQuietly);
});

// The side panel re-reads the decks, the review and the sync line when this number changes.
let decksRevision = 0;
onDecksChanged(() => {
  void chrome.storage.session.set({ [DECKS_REVISION_KEY]: ++decksRevision }).catch(logQuietly);
});

/**
 * The popup's "+": the side panel's creator opens for the word. The request waits in session storage (the
 * panel reads it when it opens, or at once when it is open). Opening the panel needs the click's user
 * gesture, so it is asked first, before anything is awaited; a refused open leaves the request waiting for
 * the learner to open the panel.
 */
async function openCardCreator(
  word: InternalMessage<'openCardCreator'>,
  tabId: number | undefined,
): Promise<{ panelOpened: boolean }> {
  const opening =
    tabId === undefined ? Promise.reject(new Error('No tab.')) : chrome.sidePanel.open({ tabId });
  const { written, textLanguage, dictLanguage } = word;
  await chrome.storage.session.set({ [CARD_REQUEST_KEY]: { written, textLanguage, dictLanguage } });
  return opening.then(
    () => ({ panelOpened: true }),
    (error: unknown) => {
      logQuietly(error);
      return { panelOpened: false };
    },
  );
}

function isTokenOrLogout(message: unknown): boolean {
  const type = (message as { type?: unknown } | null)?.type;
  return type === 'oauthToken' || type === 'logout';
}

function logQuietly(error: unknown): void {
  console.warn(error);
}

// The browser tests' handles on the worker exist only in the build made for them (`npm run build:chrome:e2e`);
// the build that ships compiles this away, and the hooks module with it.
if (import.meta.env.GLOSSA_TEST_HOOKS) installTestHooks();
