import type { AnalysedUnitDto } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { batchChunks, cutAtSpaces, lastAtOrBefore, placeUnits, spanIn, splitChunks } from './chunks.ts';

const unit = (surface: string): AnalysedUnitDto => ({ surface, word: surface, morphs: [] });

describe('page chunks', () => {
  it('joins short paragraphs into one request and keeps their offsets in the page text', () => {
    const chunks = splitChunks(['Hi there.', 'Second one.'], 1000);
    expect(chunks).toEqual([{ start: 0, text: 'Hi there.\n\nSecond one.' }]);
  });

  it('never sends more than the limit: paragraphs, then sentences, then cuts at spaces', () => {
    const long = 'One sentence here. '.repeat(80); // 1520 characters
    const words = 'word '.repeat(300); // one sentence of 1500 characters
    const paragraphs = ['Short.', long, words];
    const chunks = splitChunks(paragraphs, 1000);
    const page = paragraphs.join('\n\n');
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(1000);
      expect(page.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
    }
    // Every non-blank character of the page is in some chunk.
    const covered = chunks.reduce((sum, chunk) => sum + chunk.text.replace(/\s/g, '').length, 0);
    expect(covered).toBe(page.replace(/\s/g, '').length);
    // Sentences are not cut in the middle of a word.
    expect(chunks.every((chunk) => !/\bwor$/.test(chunk.text))).toBe(true);
  });

  it('leaves out whitespace-only chunks', () => {
    expect(splitChunks(['   ', '\n'], 1000)).toEqual([]);
  });

  it('cuts at the last space, or hard when a word is longer than the limit', () => {
    expect(cutAtSpaces('aaa bbb ccc', 8)).toEqual(['aaa bbb ', 'ccc']);
    expect(cutAtSpaces('x'.repeat(10), 4)).toEqual(['xxxx', 'xxxx', 'xx']);
  });

  it('places units forward in the chunk, skipping those not found and blank ones', () => {
    const placed = placeUnits({ start: 10, text: 'a cat, a cat' }, [
      unit('a'),
      unit('cat'),
      unit(' '),
      unit('dog'),
      unit('cat'),
    ]);
    expect(placed.map(({ start, end, index }) => [start, end, index])).toEqual([
      [10, 11, 0],
      [12, 15, 1],
      [19, 22, 4],
    ]);
  });

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
