import { describe, expect, it } from 'vitest';
import { batchChunks, lastAtOrBefore, spanIn } from './chunks.ts';

describe('page chunks', () => {
  it('finds the paragraph of a span, and refuses a span over a paragraph break', () => {
    // Paragraphs "abc" (0..3) and "defg" (5..9) in "abc\n\ndefg".
    expect(spanIn([0, 5], [3, 4], 5, 8)).toEqual({ paragraph: 1, start: 0, end: 3 });
    expect(spanIn([0, 5], [3, 4], 1, 3)).toEqual({ paragraph: 0, start: 1, end: 3 });
    expect(spanIn([0, 5], [3, 4], 2, 6)).toBeNull();
    expect(lastAtOrBefore([0, 10, 20], 15)).toBe(1);
    expect(lastAtOrBefore([0, 10, 20], 20)).toBe(2);
    expect(lastAtOrBefore([5], 1)).toBe(-1);
  });

  it('sends the first chunk alone, then groups twice as large up to the most, every chunk once in order', () => {
    const chunks = Array.from({ length: 20 }, (_, i) => i);
    const batches = batchChunks(chunks, 8);
    expect(batches.map((batch) => batch.length)).toEqual([1, 2, 4, 8, 5]);
    expect(batches.flat()).toEqual(chunks);
    expect(batchChunks([], 8)).toEqual([]);
    expect(batchChunks(['a', 'b', 'c'], 1)).toEqual([['a'], ['b'], ['c']]);
  });
});
