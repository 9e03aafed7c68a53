import { api, type Card, type CreateCardBodyInput, type Deck, type ReviewCounts } from '@glossa/contract';
import type { ReviewDeckAnswer, ReviewRating, ReviewRatingAnswer } from '@glossa/contract';
import { apiClient } from './api.ts';
import { readTokens } from './tokens.ts';

/**
 * Decks, cards and review for the side panel, called by the service worker with the learner's Bearer token
 * (the pages never see it). The extension keeps no guest decks: signed out, every call is refused here
 * before the server is asked.
 */

async function signedInClient() {
  if (!(await readTokens())) throw new Error('Sign in to Glossa to use decks.');
  return apiClient();
}

/**
 * The learner's decks.
 * @example const decks = await listDecks(); decks[0]?.name // 'Glossa'
 */
export async function listDecks(): Promise<Deck[]> {
  return (await signedInClient()).call(api.deck.list);
}

/**
 * Makes a deck (the creator offers this when the learner has none).
 * @example const deck = await createDeck('Glossa');
 */
export async function createDeck(name: string): Promise<Deck> {
  return (await signedInClient()).call(api.deck.create, { body: { name } });
}

/**
 * Adds a card to a deck.
 * @example await createCard(3, { written: 'library', lang: 'en_US', senses: [{ translation: 'bibliothèque' }] });
 */
export async function createCard(deckId: number, card: CreateCardBodyInput): Promise<Card> {
  return (await signedInClient()).call(api.deck.createCard, { params: { id: deckId }, body: card });
}

/**
 * The due cards of a deck (with their previews) and its due count.
 * @example const { due_count, items } = await reviewDeck(3);
 */
export async function reviewDeck(deckId: number): Promise<ReviewDeckAnswer> {
  return (await signedInClient()).call(api.review.deck, { params: { id: deckId }, query: {} });
}

/**
 * Sends one rating; the server schedules the card (FSRS) and answers its new state.
 * @example await rateCard(12, 'good', new Date().toISOString());
 */
export async function rateCard(
  cardId: number,
  rating: ReviewRating,
  reviewedAt: string,
): Promise<ReviewRatingAnswer> {
  return (await signedInClient()).call(api.review.rate, {
    body: { card_id: cardId, rating, reviewed_at: reviewedAt },
  });
}

/**
 * Due cards per deck.
 * @example (await reviewCounts()).decks[0]?.due
 */
export async function reviewCounts(): Promise<ReviewCounts> {
  return (await signedInClient()).call(api.review.counts);
}
