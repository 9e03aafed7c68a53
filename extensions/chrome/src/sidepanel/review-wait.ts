import { REVIEW_RATINGS, type ReviewRating } from '@glossa/contract';

/** The wait before a card's next review, as every client writes it (@glossa/review). */
export { formatInterval as formatWait } from '@glossa/review';

/** The rating a key 1-4 gives, or null for any other key. */
export function ratingOfKey(key: string): ReviewRating | null {
  const index = ['1', '2', '3', '4'].indexOf(key);
  return index < 0 ? null : (REVIEW_RATINGS[index] ?? null);
}
