/**
 * The rule that picks the word of the day: no cron and nothing stored. The candidates of a text language are
 * put in one fixed pseudo-random order (seeded by the language); day `d` (days since 1970-01-01, UTC) shows
 * the candidate at `d mod n`. Any `n` consecutive days show `n` different words, so with 365 candidates or
 * more no word comes back within a year; every server computes the same answer.
 */

const DAY_MS = 86_400_000;

/**
 * The UTC day number of a time (days since 1970-01-01).
 * @example utcDay(new Date('2026-11-27T23:59:00Z')) // 20784
 */
export function utcDay(time: Date): number {
  return Math.floor(time.getTime() / DAY_MS);
}

/**
 * The `YYYY-MM-DD` date of a UTC day number.
 * @example dayDate(20784) // '2026-11-27'
 */
export function dayDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** FNV-1a over the UTF-16 code units: a 32-bit seed from a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, well-mixed 32-bit generator, the same on every machine. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The candidates in the rule's order: sorted (so the database's order does not matter), then shuffled with a
 * generator seeded by `seed` (Fisher-Yates).
 * @example dailyOrder(['나무', '고양이', '학교'], 'ko_KR') // the same permutation on every server
 */
export function dailyOrder(candidates: readonly string[], seed: string): string[] {
  const order = [...new Set(candidates)].sort();
  const random = generator(hash(seed));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The word of a day in an order made by dailyOrder, or undefined when there is no candidate.
 * @example wordOfDay(20784, dailyOrder(words, 'ko_KR'))
 */
export function wordOfDay(day: number, order: readonly string[]): string | undefined {
  if (order.length === 0) return undefined;
  return order[((day % order.length) + order.length) % order.length];
}
