import type { AnalysedUnitDto } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { bookTextLanguage, isEpubName, placePopup, placeUnits, splitChunks } from './reader.model.ts';

const unit = (surface: string): AnalysedUnitDto => ({
  surface,
  word: surface,
  vocabulary: surface,
  morphs: [],
});

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

describe('placeUnits', () => {
  it('places units forward in the chunk, offset by the chunk start, skipping unfound ones', () => {
    const placed = placeUnits({ start: 10, text: 'the cat and the dog' }, [
      unit('the'),
      unit('cat'),
      unit('zebra'),
      unit('the'),
      unit('dog'),
    ]);
    expect(placed.map((p) => [p.unit.surface, p.start, p.end])).toEqual([
      ['the', 10, 13],
      ['cat', 14, 17],
      ['the', 22, 25],
      ['dog', 26, 29],
    ]);
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

describe('bookTextLanguage and isEpubName', () => {
  it('maps dc:language to an analysis language, else the fallback', () => {
    expect(bookTextLanguage('ko', 'en_US')).toBe('ko_KR');
    expect(bookTextLanguage('fr-CA', 'ko_KR')).toBe('fr_FR');
    expect(bookTextLanguage('de', 'en_US')).toBe('en_US');
    expect(bookTextLanguage('', 'ko_KR')).toBe('ko_KR');
  });

  it('accepts .epub names only', () => {
    expect(isEpubName('Book.EPUB')).toBe(true);
    expect(isEpubName('book.epub.pdf')).toBe(false);
    expect(isEpubName('notes.txt')).toBe(false);
  });
});
