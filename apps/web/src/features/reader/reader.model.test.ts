import { describe, expect, it } from 'vitest';
import { bookTextLanguage, isEpubName } from './reader.model.ts';

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
