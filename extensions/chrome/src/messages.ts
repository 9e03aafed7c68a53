import {
  DECK_NAME_MAX_LENGTH,
  LOCALES,
  MAX_ANALYZE_BATCH,
  MAX_TEXT_LENGTH,
  RECORD_ID_MAX,
  createCardBodySchema,
  isoTimeSchema,
  recordIdSchema,
  reviewRatingSchema,
  textLanguageSchema,
  tokenResultSchema,
  updateCardBodySchema,
  vocabularyLanguageSchema,
  wordStatusSchema,
  type ExtensionAuthStatus,
} from '@glossa/contract';
import { z } from 'zod';

/**
 * The one message map of the extension. Every message crosses a trust boundary (a web page, a content script
 * in a page, or another extension context that may run an older build), so each is parsed with zod before
 * it is acted on; an unknown or malformed message is answered with an error and otherwise ignored.
 */

// ---------------------------------------------------------------------------------------------------------
// From the Glossa sign-in page (`chrome.runtime.sendMessage(extensionId, ...)`, spec 7 "Local bridges").

/** The messages the sign-in page /oauth/login?ext=chrome sends, by the names the web app uses. */
export const externalMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('checkAuth') }),
  z.object({ type: z.literal('logout') }),
  z.object({ type: z.literal('oauthToken') }).extend(tokenResultSchema.shape),
]);
export type ExternalMessage = z.infer<typeof externalMessageSchema>;

/** What the extension answers: the auth status to checkAuth, success (or an error) to the others. */
export type ExternalAnswer = ExtensionAuthStatus | { success: boolean; error?: string };

// ---------------------------------------------------------------------------------------------------------
// Between the extension's own pages and its service worker (`chrome.runtime.sendMessage(message)`).

/** A card's id: the server's, or the negative local id of a card made offline and not sent yet. */
const cardIdSchema = z
  .number()
  .int()
  .refine((id) => id !== 0 && Math.abs(id) <= RECORD_ID_MAX, 'must be a card id');

/** Requests the side panel, the settings page and content scripts send to the service worker. */
export const internalMessageSchema = z.discriminatedUnion('type', [
  /** Analyse a text (the side panel's own input, the toolbar button) and show it in the side panel. */
  z.object({ type: z.literal('analyze'), text: z.string().min(1).max(20_000) }),
  /** The examples of one dictionary sense. */
  z.object({
    type: z.literal('examples'),
    senseId: z.number().int().nonnegative(),
    lang: z.enum(LOCALES),
  }),
  /** The learner's statuses of the vocabulary, and whether it is an account's. */
  z.object({ type: z.literal('vocabulary') }),
  /** Sets a word's status. */
  z.object({
    type: z.literal('setStatus'),
    written: z.string().min(1).max(200),
    lang: vocabularyLanguageSchema,
    status: wordStatusSchema,
  }),
  /** Pulls the server's changes and sends the queued ones now (the side panel opens or gets focus). */
  z.object({ type: z.literal('syncNow') }),
  /** The answer to "add the words collected as a guest to the account?". */
  z.object({ type: z.literal('guestWords'), merge: z.boolean() }),
  /** Who is signed in. */
  z.object({ type: z.literal('authStatus') }),
  /** Signs the extension out (forgets the tokens). */
  z.object({ type: z.literal('signOut') }),
  /**
   * One chunk of a page's text, analysed for the page's colours (not shown in the side panel): its units
   * only, or with its dictionary words too (`words`, for the word popup).
   */
  z.object({
    type: z.literal('analyzeChunk'),
    text: z.string().min(1).max(MAX_TEXT_LENGTH),
    words: z.boolean().optional(),
  }),
  /** Several chunks of a page's text analysed for the page's colours in one go (their units only). */
  z.object({
    type: z.literal('analyzeChunks'),
    texts: z.array(z.string().min(1).max(MAX_TEXT_LENGTH)).min(1).max(MAX_ANALYZE_BATCH),
  }),
  /** Turns page highlighting on or off for a site (its host access was asked for by the page sending it). */
  z.object({
    type: z.literal('setSiteHighlighting'),
    site: z.string().min(1).max(300),
    enabled: z.boolean(),
  }),
  /** Colours the words of one tab now (the activeTab grant of a toolbar or menu click). */
  z.object({ type: z.literal('highlightTab'), tabId: z.number().int().nonnegative() }),
  /** The signed-in learner's decks (the card creator's choice). */
  z.object({ type: z.literal('decks') }),
  /** Makes a deck (the creator, when the learner has none). */
  z.object({ type: z.literal('createDeck'), name: z.string().trim().min(1).max(DECK_NAME_MAX_LENGTH) }),
  /** Adds a card to a deck (the body checked with the API's own schema). */
  z.object({ type: z.literal('createCard'), deckId: recordIdSchema, card: createCardBodySchema }),
  /** The due cards of a deck and its due count. */
  z.object({ type: z.literal('reviewDeck'), deckId: recordIdSchema }),
  /** One review rating (a card made offline still has its negative local id). */
  z.object({
    type: z.literal('rateCard'),
    deckId: recordIdSchema,
    cardId: cardIdSchema,
    rating: reviewRatingSchema,
    reviewedAt: isoTimeSchema,
  }),
  /** A deck's cards as the extension keeps them. */
  z.object({ type: z.literal('deckCards'), deckId: recordIdSchema }),
  /** Replaces a card's senses. */
  z.object({
    type: z.literal('updateCard'),
    deckId: recordIdSchema,
    cardId: cardIdSchema,
    body: updateCardBodySchema,
  }),
  /** Deletes a card. */
  z.object({ type: z.literal('deleteCard'), deckId: recordIdSchema, cardId: cardIdSchema }),
  /** The decks' sync state (idle, syncing, offline, signed-out), changes waiting, the last refusal. */
  z.object({ type: z.literal('deckSync') }),
  /** Sends the queued deck changes and pulls the decks' change feeds now (the panel opens, or its minute passed). */
  z.object({ type: z.literal('syncDecks') }),
  /** Due cards per deck. */
  z.object({ type: z.literal('reviewCounts') }),
  /**
   * The word popup's "+": the side panel opens its card creator for this word (content scripts may ask this;
   * the deck calls themselves stay with the side panel).
   */
  z.object({
    type: z.literal('openCardCreator'),
    written: z.string().min(1).max(200),
    textLanguage: textLanguageSchema,
    dictLanguage: z.enum(LOCALES),
  }),
  /** The dictionary entries of a word (the creator opened from a page's popup looks them up). */
  z.object({
    type: z.literal('dictionaryWords'),
    written: z.string().min(1).max(200),
    textLanguage: textLanguageSchema,
    dictLanguage: z.enum(LOCALES),
  }),
]);
export type InternalMessage = z.infer<typeof internalMessageSchema>;

/**
 * What a content script may ask: it runs inside web pages, so it gets only what colouring and the word popup
 * need, never the account or the settings.
 */
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<InternalMessage['type']> = new Set([
  'analyzeChunk',
  'analyzeChunks',
  'examples',
  'vocabulary',
  'setStatus',
  'openCardCreator',
]);

/** What the service worker tells the content scripts in the tabs. */
export const tabMessageSchema = z.discriminatedUnion('type', [
  /** A status was set (here, in another tab, or by a sync): re-read the vocabulary and recolour. */
  z.object({ type: z.literal('vocabularyChanged') }),
]);
export type TabMessage = z.infer<typeof tabMessageSchema>;

/** The answer of every internal request: its data, or an error message. */
export type InternalAnswer<T = unknown> = { ok: true; data: T } | { ok: false; error: string };

/**
 * Sends a request to the service worker and unwraps its answer (rejects with its error).
 * @example const status = await request<ExtensionAuthStatus>({ type: 'authStatus' });
 */
export async function request<T>(message: InternalMessage): Promise<T> {
  const answer = await chrome.runtime.sendMessage<InternalMessage, InternalAnswer<T> | undefined>(message);
  if (!answer) throw new Error('The Glossa service worker did not answer.');
  if (!answer.ok) throw new Error(answer.error);
  return answer.data;
}

/** `chrome.storage.session` key the service worker bumps whenever the vocabulary changes. */
export const VOCABULARY_REVISION_KEY = 'glossa.vocabularyRevision';

/** `chrome.storage.session` key the service worker bumps whenever the decks, cards or their sync state change. */
export const DECKS_REVISION_KEY = 'glossa.decksRevision';

/** `chrome.storage.session` key of the word whose card the side panel's creator should open (the popup's "+"). */
export const CARD_REQUEST_KEY = 'glossa.cardRequest';
