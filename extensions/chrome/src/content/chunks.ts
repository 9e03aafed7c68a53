/**
 * Page highlighting's own rules on top of the shared text chunks (@glossa/ui `splitChunks`, `placeUnits`):
 * how chunks are grouped into requests, and where a span of the page text is among the page's paragraphs.
 */

/**
 * Most chunks in one request (after a first one alone, for the visible part): each request and each message
 * between the page and the service worker costs on its own, more than the analysis of a chunk on a busy
 * machine; the server shares a request's chunks among its analysis threads.
 */
export const BATCH_MAX = 8;

/**
 * Groups chunks (in the order they are to be sent) into requests: the first alone (usually what is on screen,
 * coloured as soon as possible), then each group twice the last, up to `max` chunks (every request and every
 * message costs on its own, on a busy machine most of the time).
 * @example batchChunks([a, b, c, d, e], 4) // [[a], [b, c], [d, e]]
 */
export function batchChunks<T>(chunks: readonly T[], max: number): T[][] {
  const batches: T[][] = [];
  let size = 1;
  for (let at = 0; at < chunks.length; at += size, size = Math.min(size * 2, max))
    batches.push(chunks.slice(at, at + size));
  return batches;
}

/**
 * The index of the last entry of the ascending `starts` that is at most `at` (-1 when none is).
 * @example lastAtOrBefore([0, 10, 20], 15) // 1
 */
export function lastAtOrBefore(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] ?? Infinity) <= at) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Where a [start, end) of the page text is: one paragraph, and the offsets inside it. */
export interface ParagraphSpan {
  paragraph: number;
  start: number;
  end: number;
}

/**
 * Finds the paragraph that holds [start, end) of the page text, given each paragraph's start in it; null
 * when the span crosses a paragraph break.
 * @example spanIn([0, 5], [3, 4], 5, 8) // { paragraph: 1, start: 0, end: 3 }
 */
export function spanIn(
  paragraphStarts: readonly number[],
  lengths: readonly number[],
  start: number,
  end: number,
): ParagraphSpan | null {
  const paragraph = lastAtOrBefore(paragraphStarts, start);
  const from = paragraphStarts[paragraph];
  const length = lengths[paragraph];
  if (from === undefined || length === undefined || end - from > length) return null;
  return { paragraph, start: start - from, end: end - from };
}
