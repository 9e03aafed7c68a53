import type { ReviewPreview, ReviewRating, ReviewScheduling } from '@glossa/contract';
import { createScheduler, preview, schedule } from '@glossa/review';

export { formatInterval, newScheduling } from '@glossa/review';

/**
 * FSRS on the client, with the server's bridge and settings (@glossa/review): a guest's cards are scheduled
 * here, in memory; a signed-in user's are scheduled by the server.
 */
const scheduler = createScheduler();

/**
 * The scheduling after a rating at `at`.
 * @example scheduleCard(newScheduling(now), 'good', now).due // ten minutes later (a learning step)
 */
export function scheduleCard(s: ReviewScheduling, rating: ReviewRating, at: Date): ReviewScheduling {
  return schedule(scheduler, s, rating, at);
}

/**
 * When each rating at `at` would make the card due.
 * @example previewCard(newScheduling(now), now).easy // some days later
 */
export function previewCard(s: ReviewScheduling, at: Date): ReviewPreview {
  return preview(scheduler, s, at);
}

/**
 * The example sentence of a card with its word blanked, for the front; null when the word is not found in
 * any sentence. Korean verbs and adjectives (ending in 다) are found by their stem (먹다 in 먹었어요).
 * @example blankedExample('집', ['집에 가요.']) // '＿＿에 가요.'
 */
export function blankedExample(written: string, sentences: readonly string[]): string | null {
  const stem = written.length > 1 && written.endsWith('다') ? written.slice(0, -1) : written;
  for (const needle of [written, stem]) {
    if (!needle.trim()) continue;
    const lower = needle.toLocaleLowerCase();
    for (const sentence of sentences) {
      const at = sentence.toLocaleLowerCase().indexOf(lower);
      if (at >= 0) return `${sentence.slice(0, at)}＿＿${sentence.slice(at + needle.length)}`;
    }
  }
  return null;
}
