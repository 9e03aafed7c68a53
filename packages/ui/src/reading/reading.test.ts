import type { AnalysedUnitDto } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { placePopup } from './popup-place.ts';
import { cutAtSpaces, placeUnits, splitChunks } from './text-chunks.ts';

const unit = (surface: string): AnalysedUnitDto => ({ surface, word: surface, morphs: [] });

describe('splitChunks', () => {
  it('keeps whole paragraphs together, joined by blank lines, while they fit', () => {
    expect(splitChunks(['One.', 'Two.'], 1000)).toEqual([{ start: 0, text: 'One.\n\nTwo.' }]);
  });

  it('starts a new request at a paragraph when the next one would not fit, with true offsets', () => {
    const a = 'a'.repeat(600);
    const b = 'b'.repeat(600);
    const chunks = splitChunks([a, b], 1000);
    expect(chunks).toEqual([
      { start: 0, text: a },
      { start: 602, text: b },
    ]);
    expect([a, b].join('\n\n').slice(602, 1202)).toBe(b);
  });

  it('splits a paragraph over the limit at sentence ends, and a sentence over it by length', () => {
    const sentence = 'Word '.repeat(30).trim() + '. ';
    const paragraph = sentence.repeat(10).trim();
    const chunks = splitChunks([paragraph], 400);
    expect(chunks.every((c) => c.text.length <= 400)).toBe(true);
    expect(chunks.map((c) => c.text).join('')).toBe(paragraph);
    expect(chunks[1]?.text.startsWith('Word')).toBe(true);
    for (const c of chunks) expect(paragraph.slice(c.start, c.start + c.text.length)).toBe(c.text);
    const long = 'x'.repeat(2500);
    expect(splitChunks([long], 1000).map((c) => c.text.length)).toEqual([1000, 1000, 500]);
  });

  it('drops blank requests', () => {
    expect(splitChunks(['  ', ''], 1000)).toEqual([]);
  });
});

describe('placePopup', () => {
  const viewport = { width: 390, height: 800 };
  const size = { width: 300, height: 200 };

  it('goes 12 px below the word when it fits', () => {
    expect(placePopup({ left: 20, top: 100, width: 40, height: 30 }, size, viewport)).toEqual({
      left: 20,
      top: 142,
    });
  });

  it('goes 12 px above the word near the bottom', () => {
    expect(placePopup({ left: 20, top: 700, width: 40, height: 30 }, size, viewport)).toEqual({
      left: 20,
      top: 488,
    });
  });

  it('stays 6 px inside the window on the right and when it is taller than the room', () => {
    expect(placePopup({ left: 350, top: 100, width: 30, height: 30 }, size, viewport).left).toBe(84);
    const tall = placePopup(
      { left: 0, top: 390, width: 10, height: 20 },
      { width: 100, height: 790 },
      viewport,
    );
    expect(tall).toEqual({ left: 6, top: 6 });
  });
});

describe('splitChunks on a web page', () => {
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

  it('cuts at the last space, or hard when a word is longer than the limit', () => {
    expect(cutAtSpaces('aaa bbb ccc', 8)).toEqual(['aaa bbb ', 'ccc']);
    expect(cutAtSpaces('x'.repeat(10), 4)).toEqual(['xxxx', 'xxxx', 'xx']);
  });
});

describe('placeUnits', () => {
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
});
