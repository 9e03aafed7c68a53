/** What other features may use of decks: a stored card and its one conversion to the API's card. */
export { cardJson, toCard } from './card-row.ts';
export type { CardRow } from './deck.repository.ts';
