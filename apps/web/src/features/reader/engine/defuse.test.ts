// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readerFixtures } from '../../../../e2e/reader-fixtures.ts';
import { openEpub } from '../epub/epub-book.ts';
import { chapterPolicy } from './chapter-policy.ts';
import { defuseCss, defuseStyleAttribute, reachesOutside } from './defuse-css.ts';
import { defuseMarkup, defuseResource, mediaTypeOf } from './defuse.ts';

const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const xhtml = (body: string, head = '') =>
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="${XHTML_NS}" xmlns:xlink="http://www.w3.org/1999/xlink"><head><title>t</title>${head}</head><body>${body}</body></html>`;
const REFUSED = 'could not be shown';

describe('defuse (what a book file becomes before the engine shows it)', () => {
  const hostileChapter = () => {
    const file = openEpub(readerFixtures()['hostile.epub']!).resource('OEBPS/c1.xhtml');
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
<a href="java&#9;script:alert(1)">k</a><a href="c2.xhtml#p1">next</a><img src="blob:http://h/2" srcset="https://x.test/c.png 2x" style="background:url(//x.test/d.png)">
<svg><a xlink:href="https://x.test/e" href="c3.xhtml">s</a></svg><p onmouseover="x()" ONCLICK="y()">t</p></body></html>`;
    const out = defuseMarkup(html, 'text/html');
    expect(out).not.toMatch(
      /refresh|<base|<iframe|<object|javascript:|java\tscript|x\.test|onmouseover|onclick/i,
    );
    expect(out).toContain('color:red');
    expect(out).toContain('href="c2.xhtml#p1"');
    expect(out).toContain('src="blob:http://h/2"');
    expect(out).toContain('url(blob:http://h/1)');
  });

  it('leaves pictures and fonts alone, types what is neither so that it is never rendered as a page', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    expect(await defuseResource(Promise.resolve(png), 'image/png')).toEqual({ data: png, type: 'image/png' });
    expect((await defuseResource(png, 'font/woff2')).type).toBe('font/woff2');
    expect((await defuseResource('<script>x()</script>', 'text/x-unknown')).type).toBe(
      'application/octet-stream',
    );
    expect(mediaTypeOf(' Text/HTML ; charset=utf-8')).toBe('text/html');
    // A chapter typed in capitals with a parameter is still a chapter: defused, typed plainly.
    const shouting = await defuseResource(
      '<p onclick="x()">Hi</p><script>x()</script>',
      'TEXT/HTML; charset=utf-8',
    );
    expect(shouting.type).toBe('text/html');
    expect(String(shouting.data)).not.toMatch(/<script|onclick/);
  });
});

describe('sanitiser bypasses', () => {
  it('(a) an application/xml or text/xml chapter is defused as XHTML, or refused when it is other XML', async () => {
    const hostile = xhtml('<p>Text</p><script>window.x = 1</script><img src="http://x.test/t.png"/>');
    for (const type of ['application/xml', 'text/xml']) {
      // foliate-js hands such files over as a Blob, not text: before, they went to the frame as they were.
      const { data, type: shownAs } = await defuseResource(new Blob([hostile]), type);
      expect(shownAs).toBe('application/xhtml+xml');
      expect(String(data)).toContain('<p>Text</p>');
      expect(String(data)).not.toMatch(/<script|x\.test/);
      const other = await defuseResource(
        '<?xml-stylesheet href="http://x.test/a.xsl" type="text/xsl"?><r/>',
        type,
      );
      expect(String(other.data)).toContain(REFUSED);
      expect(String(other.data)).not.toContain('x.test');
    }
  });

  it('(b) a parse error, or a <parsererror> the book wrote itself, refuses the chapter', () => {
    const planted = '<html><body><parsererror/><p>x</p><script>window.x = 1</script></body></html>';
    for (const type of ['text/html', 'application/xhtml+xml'] as const) {
      const out = defuseMarkup(
        type === 'text/html' ? planted : xhtml('<parsererror/><script>x()</script>'),
        type,
      );
      expect(out).toContain(REFUSED);
      expect(out).not.toContain('<script');
    }
    expect(defuseMarkup('<p>unclosed<script>x()</script>', 'application/xhtml+xml')).toContain(REFUSED);
    expect(defuseMarkup('<svg xmlns="http://www.w3.org/2000/svg"><g>', 'image/svg+xml')).not.toContain('<g');
  });

  it('(c) CSS escapes and forms are read as the browser reads them', () => {
    const hostile = [
      'a { background: url(h\\74 tp://x.test/1.png) }',
      'a { background: url("h\\74 tp://x.test/2.png") }',
      'a { background: u\\72l(http://x.test/3.png) }',
      'a { background: image-set("http://x.test/4.png" 1x) }',
      'a { background: -webkit-image-set("http://x.test/5.png" 1x, url(//x.test/6.png) 2x) }',
      '@\\69mport "http://x.test/7.css";',
      '@import url(http://x.test/8.css) screen;',
      '@IMPORT "/api/auth/logout";',
      '@font-face { font-family: F; src: url(http://x.test/9.woff) format("woff") }',
      '@font-face { font-family: F; src: u\\rl(h\\74tp://x.test/10.woff) }',
      'a { --v: url(http://x.test/11.png); background: var(--v) }',
      'a { background: src("http://x.test/12.png") }',
      'a { background: url(/api/auth/logout) }',
      'a { background: url(../outside.png) }',
      'a { cursor: url(http://x.test/13.cur), auto }',
      'a { list-style: cross-fade(url(http://x.test/14.png) 50%, red) }',
      '@media screen { a { background: url(http://x.test/15.png) } }',
      '@supports (display: grid) { a { content: url(http://x.test/16.png) } }',
    ];
    for (const css of hostile) {
      const out = defuseCss(`p { color: red } ${css}`);
      expect(out, css).toContain('color:red');
      expect(out, css).not.toMatch(/x\.test|logout|outside|h\\74|u\\72l/);
    }
    expect(defuseStyleAttribute('color: red; background: url(h\\74 tp://x.test/a.png)')).toBe('color:red');
  });

  it("(c) keeps the book's own resources and what fetches nothing", () => {
    const own =
      '@import "blob:http://h/1"; @font-face { font-family: F; src: url(blob:http://h/2) format("woff2"), local(Arial) } ' +
      'a { background: url(data:image/png;base64,AA) } b { fill: url(#gradient); content: "chapter" } ' +
      'c { content: "url(http://text.only)"; color: blue }';
    const out = defuseCss(own);
    for (const kept of [
      'blob:http://h/1',
      'blob:http://h/2',
      'local(Arial)',
      'data:image/png',
      'url(#gradient)',
    ])
      expect(out).toContain(kept);
    expect(out).toContain('content:"chapter"');
    // Text that reads as a URL is dropped too (the second look at the generated sheet does not parse strings).
    expect(out).toContain('c{color:blue}');
  });

  it('(c) SVG animations of a link, remote presentation attributes and stylesheet instructions go', () => {
    const svg = `<?xml-stylesheet href="http://x.test/a.css" type="text/css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
<a href="#"><set attributeName="href" to="javascript:alert(1)"/><text>one</text></a>
<a xlink:href="#"><animate attributeName="xlink:href" values="https://x.test/a;#"/><text>two</text></a>
<rect fill="url(http://x.test/p.svg#p)" stroke="url(#own)" filter="u\\72l(https://x.test/f.svg#f)" width="1" height="1"/>
</svg>`;
    const out = defuseMarkup(svg, 'image/svg+xml');
    expect(out).not.toMatch(/<set|<animate|javascript|x\.test|xml-stylesheet/);
    expect(out).toContain('stroke="url(#own)"');
    expect(out).toContain('<text>two</text>');
    expect(reachesOutside('url(#own)')).toBe(false);
    expect(reachesOutside('url(HTTP://x.test/a)')).toBe(true);
  });
});

describe('the chapter policy', () => {
  it("heads every chapter, in place of the book's own", () => {
    const out = defuseMarkup(
      xhtml('<p>x</p>', `<meta http-equiv="Content-Security-Policy" content="img-src *"/><style>p{}</style>`),
      'application/xhtml+xml',
    );
    const doc = new DOMParser().parseFromString(out, 'application/xhtml+xml');
    const metas = doc.querySelectorAll('meta[http-equiv]');
    expect(metas.length).toBe(1);
    expect(doc.head.firstElementChild).toBe(metas[0]);
    expect(metas[0]?.getAttribute('content')).toBe(chapterPolicy());
    const headless = defuseMarkup('<p>x</p>', 'text/html');
    expect(headless).toMatch(/<head><meta http-equiv="Content-Security-Policy"/);
  });

  it("allows only the book's blob: and data: files, and the app's own font files", () => {
    const policy = chapterPolicy('https://glossa.example');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('img-src blob: data:;');
    expect(policy).toContain('font-src blob: data: https://glossa.example/assets/;');
    expect(policy).not.toMatch(/'self'|\*/);
    expect(chapterPolicy("x'; script-src *")).toContain('font-src blob: data:;');
  });
});
