import { REVIEW_RATINGS, type ReviewRating } from '@glossa/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The wait before a card's next review, short, as the rating buttons show it (the web app's review uses the
 * same steps).
 * @example formatWait(10 * 60_000) // '10m'; formatWait(3 * 86_400_000) // '3d'
 */
export function formatWait(ms: number): string {
  if (ms < MINUTE) return '<1m';
  if (ms < HOUR) return `${Math.round(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.round(ms / HOUR)}h`;
  const days = ms / DAY;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${oneDecimal(days / 30)}mo`;
  return `${oneDecimal(days / 365)}y`;
}

function oneDecimal(value: number): string {
  return value < 10 ? String(Math.round(value * 10) / 10) : String(Math.round(value));
}

/** The rating a key 1-4 gives, or null for any other key. */
export function ratingOfKey(key: string): ReviewRating | null {
  const index = ['1', '2', '3', '4'].indexOf(key);
  return index < 0 ? null : (REVIEW_RATINGS[index] ?? null);
}
