import {
  DECK_NAME_MAX_LENGTH,
  LOCALES,
  MAX_ANALYZE_BATCH,
  MAX_TEXT_LENGTH,
  RECORD_ID_MAX,
  TEXT_LANGUAGES,
  analysedUnitsSchema,
  createCardBodySchema,
  dictionaryWordSchema,
  exampleSchema,
  grammarEntrySchema,
  grammarFoundSchema,
  isoTimeSchema,
  recordIdSchema,
  reviewRatingSchema,
  textLanguageSchema,
  tokenResultSchema,
  updateCardBodySchema,
  vocabularyLanguageSchema,
  wordStatusSchema,
  type Card,
  type Deck,
  type DictionaryWord,
  type Example,
  type ExtensionAuthStatus,
  type GrammarEntryDto,
  type ReviewCounts,
  type ReviewDeckAnswer,
  type ReviewRatingAnswer,
} from '@glossa/contract';
import type { DeckSyncStatus } from '@glossa/sync';
import { z } from 'zod';
import type { AnalysisState } from './analysis-state.ts';
import type { ChunkAnalysis } from './background/analyze.ts';

/**
 * The one message map of the extension. Every message crosses a trust boundary (a web page, a content script
 * in a page, or another extension context that may run an older build), so each is parsed with zod before
 * it is acted on; an unknown or malformed message is answered with an error and otherwise ignored.
 */

// ---------------------------------------------------------------------------------------------------------
// From the Glossa sign-in page (`chrome.runtime.sendMessage(extensionId, ...)`).

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

/**
 * A message's answer: its type (for the caller and the handler), and for the answers a content script
 * receives, the schema it checks them with before a web page's context acts on them.
 */
export interface AnswerSpec<T> {
  readonly schema?: z.ZodType<T>;
  /** Never set: carries the answer's type. */
  readonly type?: T;
}

/** The answer of a message the extension's own pages send (they trust their own service worker). */
function answer<T>(): AnswerSpec<T> {
  return {};
}

/** The answer of a message content scripts may send: checked where it arrives. */
function checkedAnswer<T>(schema: z.ZodType<T>): AnswerSpec<T> {
  return { schema };
}

/** What the side panel and the content scripts see of the vocabulary. */
const vocabularyViewSchema = z.object({
  mode: z.enum(['loading', 'guest', 'account']),
  syncState: z.string(),
  pending: z.number(),
  guestWordsWaiting: z.number(),
  items: z.array(z.object({ written: z.string(), lang: z.string(), status: wordStatusSchema })),
});
export type VocabularyView = z.infer<typeof vocabularyViewSchema>;

/** A page chunk's analysis as a content script receives it (see background/analyze.ts). */
const chunkAnalysisSchema = analysedUnitsSchema.extend({
  text: z.string(),
  textLanguage: z.enum(TEXT_LANGUAGES),
  dictLanguage: z.enum(LOCALES),
  vocab: z.array(dictionaryWordSchema).optional(),
  grammar: z.array(grammarFoundSchema).optional(),
});

const dictionaryWordRequest = z.object({
  written: z.string().min(1).max(200),
  textLanguage: textLanguageSchema,
  dictLanguage: z.enum(LOCALES),
});

/**
 * Every request the side panel, the settings page and content scripts send to the service worker: its body's
 * schema (the `type` is the key), its answer, and whether a content script (inside a web page) may send it.
 * A content script gets only what colouring a page and the word popup need, never the account or the settings.
 * To add a message, add it here: `send` then types its body and answer, and the service worker's handler map
 * does not compile until it answers it.
 */
export const internalMessages = {
  /** Analyse a text (the side panel's own input, the toolbar button) and show it in the side panel. */
  analyze: { request: z.object({ text: z.string().min(1).max(20_000) }), answer: answer<AnalysisState>() },
  /** The examples of one dictionary sense. */
  examples: {
    request: z.object({ senseId: z.number().int().nonnegative(), lang: z.enum(LOCALES) }),
    answer: checkedAnswer<Example[]>(z.array(exampleSchema)),
    fromPages: true,
  },
  /** One grammar construction in full (its explanation, examples, look-alikes), for the word detail. */
  grammarEntry: {
    request: z.object({
      textLanguage: textLanguageSchema,
      id: z.string().min(1).max(100),
      dictLanguage: z.enum(LOCALES),
    }),
    answer: checkedAnswer<GrammarEntryDto>(grammarEntrySchema),
    fromPages: true,
  },
  /** The learner's statuses of the vocabulary, and whether it is an account's. */
  vocabulary: {
    request: z.object({}),
    answer: checkedAnswer<VocabularyView>(vocabularyViewSchema),
    fromPages: true,
  },
  /** Sets a word's status. */
  setStatus: {
    request: z.object({
      written: z.string().min(1).max(200),
      lang: vocabularyLanguageSchema,
      status: wordStatusSchema,
    }),
    answer: checkedAnswer<null>(z.null()),
    fromPages: true,
  },
  /** Pulls the server's changes and sends the queued ones now (the side panel opens or gets focus). */
  syncNow: { request: z.object({}), answer: answer<VocabularyView>() },
  /** The answer to "add the words collected as a guest to the account?". */
  guestWords: { request: z.object({ merge: z.boolean() }), answer: answer<VocabularyView>() },
  /** Who is signed in. */
  authStatus: { request: z.object({}), answer: answer<ExtensionAuthStatus>() },
  /** Signs the extension out (forgets the tokens). */
  signOut: { request: z.object({}), answer: answer<null>() },
  /**
   * One chunk of a page's text, analysed for the page's colours (not shown in the side panel): its units
   * only, or with its dictionary words too (`words`, for the word popup).
   */
  analyzeChunk: {
    request: z.object({ text: z.string().min(1).max(MAX_TEXT_LENGTH), words: z.boolean().optional() }),
    answer: checkedAnswer<ChunkAnalysis>(chunkAnalysisSchema),
    fromPages: true,
  },
  /** Several chunks of a page's text analysed for the page's colours in one go (their units only). */
  analyzeChunks: {
    request: z.object({
      texts: z.array(z.string().min(1).max(MAX_TEXT_LENGTH)).min(1).max(MAX_ANALYZE_BATCH),
    }),
    answer: checkedAnswer<ChunkAnalysis[]>(z.array(chunkAnalysisSchema)),
    fromPages: true,
  },
  /** Turns page highlighting on or off for a site (its host access was asked for by the page sending it). */
  setSiteHighlighting: {
    request: z.object({ site: z.string().min(1).max(300), enabled: z.boolean() }),
    /** The sites the content script is registered for now. */
    answer: answer<string[]>(),
  },
  /** Colours the words of one tab now (the activeTab grant of a toolbar or menu click). */
  highlightTab: { request: z.object({ tabId: z.number().int().nonnegative() }), answer: answer<null>() },
  /** The signed-in learner's decks (the card creator's choice). */
  decks: { request: z.object({}), answer: answer<Deck[]>() },
  /** Makes a deck (the creator, when the learner has none). */
  createDeck: {
    request: z.object({ name: z.string().trim().min(1).max(DECK_NAME_MAX_LENGTH) }),
    answer: answer<Deck>(),
  },
  /** Adds a card to a deck (the body checked with the API's own schema). */
  createCard: {
    request: z.object({ deckId: recordIdSchema, card: createCardBodySchema }),
    answer: answer<Card>(),
  },
  /** The due cards of a deck and its due count. */
  reviewDeck: { request: z.object({ deckId: recordIdSchema }), answer: answer<ReviewDeckAnswer>() },
  /** One review rating (a card made offline still has its negative local id). */
  rateCard: {
    request: z.object({
      deckId: recordIdSchema,
      cardId: cardIdSchema,
      rating: reviewRatingSchema,
      reviewedAt: isoTimeSchema,
    }),
    answer: answer<ReviewRatingAnswer>(),
  },
  /** A deck's cards as the extension keeps them. */
  deckCards: { request: z.object({ deckId: recordIdSchema }), answer: answer<Card[]>() },
  /** Replaces a card's senses. */
  updateCard: {
    request: z.object({ deckId: recordIdSchema, cardId: cardIdSchema, body: updateCardBodySchema }),
    answer: answer<Card>(),
  },
  /** Deletes a card. */
  deleteCard: { request: z.object({ deckId: recordIdSchema, cardId: cardIdSchema }), answer: answer<null>() },
  /** The decks' sync state (idle, syncing, offline, signed-out), changes waiting, the last refusal. */
  deckSync: { request: z.object({}), answer: answer<DeckSyncStatus>() },
  /** Sends the queued deck changes and pulls the decks' change feeds now (the panel opens, or its minute passed). */
  syncDecks: { request: z.object({}), answer: answer<DeckSyncStatus>() },
  /** Due cards per deck. */
  reviewCounts: { request: z.object({}), answer: answer<ReviewCounts>() },
  /**
   * The word popup's "+": the side panel opens its card creator for this word (content scripts may ask this;
   * the deck calls themselves stay with the side panel).
   */
  openCardCreator: {
    request: dictionaryWordRequest,
    answer: checkedAnswer<{ panelOpened: boolean }>(z.object({ panelOpened: z.boolean() })),
    fromPages: true,
  },
  /** The dictionary entries of a word (the creator opened from a page's popup looks them up). */
  dictionaryWords: { request: dictionaryWordRequest, answer: answer<DictionaryWord[]>() },
} satisfies Record<string, { request: z.ZodObject; answer: AnswerSpec<unknown>; fromPages?: true }>;

type InternalMessages = typeof internalMessages;
/** The name of a request to the service worker. */
export type InternalType = keyof InternalMessages;
/** A request as the service worker receives it (parsed: trimmed, defaults filled). */
export type InternalMessage<K extends InternalType = InternalType> = {
  [P in K]: { type: P } & z.output<InternalMessages[P]['request']>;
}[K];
/** A request's body as a caller writes it. */
export type RequestBody<K extends InternalType> = z.input<InternalMessages[K]['request']>;
/** What the service worker answers to a request. */
export type AnswerTo<K extends InternalType> =
  InternalMessages[K]['answer'] extends AnswerSpec<infer T> ? T : never;

/** The service worker's handlers: one for each request, answering what the map says. */
export type InternalHandlers<Context> = {
  [K in InternalType]: (message: InternalMessage<K>, context: Context) => Promise<AnswerTo<K>> | AnswerTo<K>;
};

/** What a content script may ask (it runs inside web pages). */
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<InternalType> = new Set(
  (Object.keys(internalMessages) as InternalType[]).filter(
    (type) => (internalMessages[type] as { fromPages?: true }).fromPages,
  ),
);

/**
 * Parses a request from any sender: null for an unknown type or a body its schema refuses.
 * @example parseInternalMessage({ type: 'createDeck', name: ' Verbs ' }) // { type: 'createDeck', name: 'Verbs' }
 */
export function parseInternalMessage(message: unknown): InternalMessage | null {
  if (typeof message !== 'object' || message === null) return null;
  const type: unknown = (message as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(internalMessages, type)) return null;
  const parsed = internalMessages[type as InternalType].request.safeParse(message);
  return parsed.success ? ({ ...parsed.data, type } as InternalMessage) : null;
}

/** What the service worker tells the content scripts in the tabs. */
export const tabMessageSchema = z.discriminatedUnion('type', [
  /** A status was set (here, in another tab, or by a sync): re-read the vocabulary and recolour. */
  z.object({ type: z.literal('vocabularyChanged') }),
  /** The side panel asks for the words coloured on the page (answered with `PageWords`). */
  z.object({ type: z.literal('pageWords') }),
]);
export type TabMessage = z.infer<typeof tabMessageSchema>;

/** At most this many distinct words of one language are sent for a page (far more than any article has). */
export const PAGE_WORDS_MAX = 50_000;

/**
 * The distinct words a content script coloured on its page, by text language: each headword with its first
 * morph's tag, all the coverage count needs (it counts headwords once and leaves out names, numbers and
 * foreign words by that tag). The side panel counts them under its own statuses, so a status change is
 * counted without asking the page again.
 */
export const pageWordsSchema = z.object({
  /** Still colouring: more words may come. */
  scanning: z.boolean(),
  languages: z
    .array(
      z.object({
        textLanguage: z.enum(TEXT_LANGUAGES),
        units: z
          .array(z.object({ vocabulary: z.string().min(1).max(200), tag: z.string().max(20).optional() }))
          .max(PAGE_WORDS_MAX),
      }),
    )
    .max(TEXT_LANGUAGES.length),
});
export type PageWords = z.infer<typeof pageWordsSchema>;

/**
 * Asks the content script of a tab's top frame for the words it coloured: null when none answers (the page
 * is not coloured, or cannot be); rejects when the answer has an unexpected shape.
 * @example const words = await askPageWords(tab.id); // { scanning: false, languages: [{ textLanguage: 'en_US', units: [...] }] }
 */
export async function askPageWords(tabId: number): Promise<PageWords | null> {
  const message: TabMessage = { type: 'pageWords' };
  let answer: unknown;
  try {
    answer = await chrome.tabs.sendMessage(tabId, message, { frameId: 0 });
  } catch {
    // "Receiving end does not exist": no content script runs in that page.
    return null;
  }
  if (answer === undefined) return null;
  const checked = pageWordsSchema.safeParse(answer);
  if (!checked.success) throw new Error('The page answered pageWords with an unexpected shape.');
  return checked.data;
}

/** The answer of every internal request on the wire: its data, or an error message. */
export type InternalAnswer = { ok: true; data: unknown } | { ok: false; error: string };

/** A body is optional for the requests that have no fields. */
type BodyArguments<K extends InternalType> =
  Record<string, never> extends RequestBody<K> ? [body?: RequestBody<K>] : [body: RequestBody<K>];

/**
 * Sends a request to the service worker and unwraps its answer (rejects with its error). The answers a
 * content script may receive are checked against their schema before they are used.
 * @example const status = await send('authStatus');
 * @example const deck = await send('createDeck', { name: 'Verbs' });
 */
export async function send<K extends InternalType>(
  type: K,
  ...[body]: BodyArguments<K>
): Promise<AnswerTo<K>> {
  const answer = await chrome.runtime.sendMessage<unknown, InternalAnswer | undefined>({ ...body, type });
  if (!answer) throw new Error('The Glossa service worker did not answer.');
  if (!answer.ok) throw new Error(answer.error);
  const spec = internalMessages[type].answer as AnswerSpec<AnswerTo<K>>;
  if (!spec.schema) return answer.data as AnswerTo<K>;
  const checked = spec.schema.safeParse(answer.data);
  if (!checked.success)
    throw new Error(`The Glossa service worker answered ${type} with an unexpected shape.`);
  return checked.data;
}

/** `chrome.storage.session` key the service worker bumps whenever the vocabulary changes. */
export const VOCABULARY_REVISION_KEY = 'glossa.vocabularyRevision';

/** `chrome.storage.session` key the service worker bumps whenever the decks, cards or their sync state change. */
export const DECKS_REVISION_KEY = 'glossa.decksRevision';

/** `chrome.storage.session` key of the word whose card the side panel's creator should open (the popup's "+"). */
export const CARD_REQUEST_KEY = 'glossa.cardRequest';
