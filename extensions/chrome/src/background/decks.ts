import {
  api,
  type Card,
  type CreateCardBodyInput,
  type Deck,
  type ReviewCounts,
  type ReviewDeckAnswer,
  type ReviewRating,
  type ReviewRatingAnswer,
  type UpdateCardBodyInput,
} from '@glossa/contract';
import { ApiError } from '@glossa/client';
import { createScheduler, newScheduling, preview, schedule } from '@glossa/review';
import {
  DeckSync,
  RETRY_MAX_MS,
  RETRY_MIN_MS,
  isTransient,
  type DeckRemote,
  type DeckScheduler,
  type DeckSyncStatus,
} from '@glossa/sync';
import { apiClient } from './api.ts';
import { readTokens } from './tokens.ts';
import { chromeStorageAdapter } from './vocabulary.ts';

/**
 * Decks, cards and review for the side panel, kept by the service worker in `chrome.storage.local` and in
 * sync with the account through @glossa/sync's DeckSync (the deck and review change feeds, an ordered offline
 * queue of card changes and ratings). The pages never see a token. Signed out every call is refused here:
 * the extension keeps no guest decks.
 */

/** The account whose decks are stored, remembered for when the server cannot be asked who is signed in. */
const DECK_USER_KEY = 'glossa.decksUser';

const remote: DeckRemote = {
  listDecks: async () => (await apiClient()).call(api.deck.list),
  deckChanges: async (id, since) => {
    const answer = await (await apiClient()).call(api.deck.cards, { params: { id }, query: { since } });
    if (Array.isArray(answer)) throw new Error('The server answered card infos instead of the change feed.');
    return answer;
  },
  createDeck: async (name) => (await apiClient()).call(api.deck.create, { body: { name } }),
  createCard: async (id, body) => (await apiClient()).call(api.deck.createCard, { params: { id }, body }),
  updateCard: async (id, cardId, body) =>
    (await apiClient()).call(api.deck.updateCard, { params: { id, cardId }, body }),
  deleteCard: async (id, cardId) => {
    await (await apiClient()).call(api.deck.deleteCard, { params: { id, cardId } });
  },
  rate: async (cardId, rating, reviewedAt) =>
    (await apiClient()).call(api.review.rate, {
      body: { card_id: cardId, rating, reviewed_at: reviewedAt },
    }),
  reviewDeck: async (id, all) =>
    (await apiClient()).call(api.review.deck, { params: { id }, query: { all: all ? 'true' : 'false' } }),
  reviewChanges: async (since) => (await apiClient()).call(api.review.changesSince, { query: { since } }),
};

/** The server's FSRS, for ratings made while it cannot be reached. */
const fsrs = createScheduler();
const scheduler: DeckScheduler = {
  fresh: newScheduling,
  next: (scheduling, rating, at) => schedule(fsrs, scheduling, rating, at),
  preview: (scheduling, at) => preview(fsrs, scheduling, at),
};

let current: { userId: string; sync: DeckSync; pullTried: boolean } | null = null;
let opening: Promise<DeckSync> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_MIN_MS;
const listeners = new Set<() => void>();

/**
 * Calls `listener` when the decks, cards or sync state change (the worker tells the side panel).
 * @example onDecksChanged(() => bumpRevision());
 */
export function onDecksChanged(listener: () => void): void {
  listeners.add(listener);
}

/** Who is signed in, asked of the server, or the account last seen when the server cannot be reached. */
async function deckUser(): Promise<string> {
  if (!(await readTokens())) throw new Error('Sign in to Glossa to use decks.');
  try {
    const { id } = await (await apiClient()).call(api.user.me);
    await chrome.storage.local.set({ [DECK_USER_KEY]: id });
    return id;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      throw new Error('Sign in to Glossa to use decks.');
    }
    const stored: unknown = (await chrome.storage.local.get(DECK_USER_KEY))[DECK_USER_KEY];
    if (typeof stored === 'string' && stored.length > 0 && isTransient(error)) return stored;
    throw error;
  }
}

/** The signed-in learner's deck sync (made once per account; its stored copy read first). */
async function decks(): Promise<DeckSync> {
  if (!(await readTokens())) {
    current = null;
    throw new Error('Sign in to Glossa to use decks.');
  }
  if (current) return current.sync;
  opening ??= (async () => {
    const userId = await deckUser();
    const sync = new DeckSync({
      storage: chromeStorageAdapter(chrome.storage.local),
      userId,
      remote,
      scheduler,
      log: (error) => console.warn('Deck sync:', error),
      onChange: () => listeners.forEach((listener) => listener()),
    });
    await sync.load();
    current = { userId, sync, pullTried: false };
    return sync;
  })().finally(() => {
    opening = null;
  });
  return opening;
}

/** Sign-in, sign-out or another account: the next call opens the right account's decks. */
export function decksUserChanged(): void {
  current = null;
  clearTimeout(retryTimer);
}

/** After a round with the server: while it is out of reach, try again later (2 s doubling to 60 s). */
function afterNetwork(sync: DeckSync): void {
  clearTimeout(retryTimer);
  if (sync.state === 'offline') {
    retryTimer = setTimeout(() => void syncDecks().catch(logQuietly), retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  } else {
    retryDelay = RETRY_MIN_MS;
  }
}

/** Sends the queue in the background (answers are local already). */
function flushSoon(sync: DeckSync): Promise<void> {
  return sync.flush().then(
    () => afterNetwork(sync),
    (error: unknown) => logQuietly(error),
  );
}

/**
 * Sends what is queued and pulls what changed elsewhere (the panel opens, gets focus, or its minute passes).
 * @example const { state, pending } = await syncDecks();
 */
export async function syncDecks(): Promise<DeckSyncStatus> {
  const sync = await decks();
  await sync.sync();
  afterNetwork(sync);
  return sync.status();
}

/**
 * The sync state of the decks: idle, syncing, offline, signed-out; changes waiting; the last refusal.
 * @example (await deckSyncStatus()).pending // 2
 */
export async function deckSyncStatus(): Promise<DeckSyncStatus> {
  return (await decks()).status();
}

/**
 * The learner's decks as stored here; before the first pull of this account, pulled from the server first.
 * @example const decks = await listDecks(); decks[0]?.name // 'Glossa'
 */
export async function listDecks(): Promise<Deck[]> {
  const sync = await decks();
  // Once per account and worker: a sync here on every call would loop (a sync's change makes the panel ask).
  if (current && !current.pullTried && sync.status().pulledAt === null) {
    current.pullTried = true;
    await syncDecks();
  }
  return sync.listDecks();
}

/**
 * A deck's cards as stored here (cards made offline carry negative ids until the server has them).
 * @example const cards = await deckCards(3);
 */
export async function deckCards(deckId: number): Promise<Card[]> {
  return (await decks()).cards(deckId);
}

/**
 * Makes a deck (the creator offers this when the learner has none); needs the server.
 * @example const deck = await createDeck('Glossa');
 */
export async function createDeck(name: string): Promise<Deck> {
  return (await decks()).createDeck(name);
}

/**
 * Adds a card: kept here at once, then sent (now, or when the server is back).
 * @example await createCard(3, { written: 'library', lang: 'en_US', senses: [{ translation: 'bibliothèque' }] });
 */
export async function createCard(deckId: number, card: CreateCardBodyInput): Promise<Card> {
  const sync = await decks();
  const made = await sync.createCard(deckId, card);
  await flushSoon(sync);
  return made;
}

/**
 * Replaces a card's senses (kept here, then sent).
 * @example await updateCard(3, 12, { senses: [{ translation: 'home' }] });
 */
export async function updateCard(deckId: number, cardId: number, body: UpdateCardBodyInput): Promise<Card> {
  const sync = await decks();
  const card = await sync.updateCard(deckId, cardId, body);
  await flushSoon(sync);
  return card;
}

/**
 * Deletes a card (here at once, then on the server).
 * @example await deleteCard(3, 12);
 */
export async function deleteCard(deckId: number, cardId: number): Promise<void> {
  const sync = await decks();
  await sync.deleteCard(deckId, cardId);
  await flushSoon(sync);
}

/**
 * The due cards of a deck: the server's once the queue is sent, the stored ones while it cannot be reached.
 * @example const { due_count, items } = await reviewDeck(3);
 */
export async function reviewDeck(deckId: number): Promise<ReviewDeckAnswer> {
  const sync = await decks();
  const sent = await sync.flush();
  afterNetwork(sync);
  if (sent && deckId > 0) {
    try {
      const answer = await remote.reviewDeck(deckId, false);
      sync.absorbReview(answer);
      return answer;
    } catch (error) {
      if (!isTransient(error)) throw error;
    }
  }
  return sync.localReview(deckId);
}

/**
 * One rating: scheduled here at once (FSRS), sent now or when the server is back.
 * @example await rateCard(3, 12, 'good', new Date().toISOString());
 */
export async function rateCard(
  deckId: number,
  cardId: number,
  rating: ReviewRating,
  reviewedAt: string,
): Promise<ReviewRatingAnswer> {
  const sync = await decks();
  const answer = await sync.rate(deckId, cardId, rating, reviewedAt);
  await flushSoon(sync);
  return answer;
}

/**
 * Due cards per deck, counted on what is stored here (the feeds keep it current).
 * @example (await reviewCounts()).decks[0]?.due
 */
export async function reviewCounts(): Promise<ReviewCounts> {
  const sync = await decks();
  return {
    now: new Date().toISOString(),
    decks: sync.listDecks().map((deck) => {
      const review = sync.localReview(deck.id);
      return { deck_id: deck.id, due: review.due_count, cards: review.card_count };
    }),
  };
}

function logQuietly(error: unknown): void {
  console.warn(error);
}
