// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readerFixtures } from '../../../../e2e/reader-fixtures.ts';
import { EpubError, openEpub, resolvePath } from './epub-book.ts';

const books = readerFixtures();
const book = (name: string) => {
  const bytes = books[name];
  if (!bytes) throw new Error(name);
  return openEpub(bytes);
};

describe('resolvePath', () => {
  it('resolves relative hrefs inside the zip and refuses what leaves it', () => {
    expect(resolvePath('OEBPS/content.opf', 'text/ch%201.xhtml#p2')).toBe('OEBPS/text/ch 1.xhtml');
    expect(resolvePath('OEBPS/text/c1.xhtml', '../images/a.png')).toBe('OEBPS/images/a.png');
    expect(resolvePath('OEBPS/c1.xhtml', '../../etc/passwd')).toBeNull();
    expect(resolvePath('OEBPS/c1.xhtml', 'https://example.invalid/x.png')).toBeNull();
    expect(resolvePath('OEBPS/c1.xhtml', '//example.invalid/x.png')).toBeNull();
  });
});

describe('openEpub', () => {
  it('reads EPUB 3 and EPUB 2: title, language and the spine in order', () => {
    const korean = book('korean.epub');
    expect([korean.title, korean.language, korean.sections.map((s) => s.path)]).toEqual([
      '민지의 하루',
      'ko',
      ['OEBPS/c1.xhtml', 'OEBPS/c2.xhtml'],
    ]);
    expect(book('french.epub').language).toBe('fr');
    expect([korean.author, book('english.epub').author, book('french.epub').author]).toEqual([
      '한가람',
      'Ada Lovelace',
      '',
    ]);
  });

  it('skips a spine item missing from the zip', () => {
    expect(book('missing-chapter.epub').sections.map((s) => s.path)).toEqual(['OEBPS/c2.xhtml']);
  });

  it('refuses a broken zip and a zip that is no EPUB with a reason', () => {
    expect(() => book('broken.epub')).toThrow(new EpubError('it is not a valid zip archive'));
    expect(() => openEpub(new TextEncoder().encode('plain text'))).toThrow(EpubError);
  });
});
