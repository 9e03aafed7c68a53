// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readerFixtures } from '../../../../e2e/reader-fixtures.ts';
import { EpubError, openEpub, resolvePath } from './epub-book.ts';
import { defuseCss, defuseMarkup, defuseResource } from '../engine/defuse.ts';

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

describe('defuse (what a book file becomes before the engine shows it)', () => {
  const hostileChapter = () => {
    const file = book('hostile.epub').resource('OEBPS/c1.xhtml');
    if (!file) throw new Error('fixture');
    return new TextDecoder().decode(file.bytes);
  };

  it('keeps the text and the link out (never followed), drops scripts, handlers and remote references', () => {
    const source = hostileChapter();
    expect(source).toMatch(/<script|onclick|tracker\.png|x\.css/);
    const out = defuseMarkup(source, 'application/xhtml+xml');
    const doc = new DOMParser().parseFromString(out, 'application/xhtml+xml');
    expect(doc.querySelector('p')?.textContent).toContain('This book tries to run a script');
    expect(doc.querySelectorAll('script, link[href]').length).toBe(0);
    expect(out).not.toMatch(/onclick|__bookScriptRan|tracker\.png|x\.css/);
    expect(doc.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(doc.querySelector('a#escape')?.textContent).toBe('A link out of the app');
  });

  it("drops redirects, frames, javascript: links and remote CSS, keeps the book's own references", () => {
    const html = `<html><head><meta http-equiv="refresh" content="0;url=https://x.test/"><base href="https://x.test/">
<style>@import url("https://x.test/a.css"); p { background: url(https://x.test/b.png); color: red } i { background: url("blob:http://h/1") }</style></head>
<body><iframe src="https://x.test/"></iframe><object data="x.swf"></object><a href="javascript:alert(1)">j</a>
<a href="c2.xhtml#p1">next</a><img src="blob:http://h/2" srcset="https://x.test/c.png 2x" style="background:url(//x.test/d.png)">
<svg><a xlink:href="https://x.test/e" href="c3.xhtml">s</a></svg><p onmouseover="x()" ONCLICK="y()">t</p></body></html>`;
    const out = defuseMarkup(html, 'text/html');
    expect(out).not.toMatch(/refresh|<base|<iframe|<object|javascript:|x\.test|onmouseover|onclick/i);
    expect(out).toContain('color: red');
    expect(out).toContain('href="c2.xhtml#p1"');
    expect(out).toContain('src="blob:http://h/2"');
    expect(out).toContain('url("blob:http://h/1")');
  });

  it('leaves pictures and fonts alone, and a chapter that does not parse as it is', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    expect(await defuseResource(Promise.resolve(png), 'image/png')).toBe(png);
    expect(await defuseResource('p { background: url(http://x.test/a.png) }', 'text/css')).toBe(
      'p { background: none }',
    );
    expect(defuseCss('a { background: url(data:image/png;base64,AA) }')).toContain('data:image/png');
    // foliate-js turns the book's own @import into a blob: URL: kept.
    expect(defuseCss('@import "blob:http://h/3"; @import url(//x.test/y.css);')).toBe(
      '@import "blob:http://h/3"; ',
    );
    expect(defuseMarkup('<p>unclosed', 'application/xhtml+xml')).toBe('<p>unclosed');
  });
});
