import { EpubError, resolvePath, type EpubBook } from './epub-book.ts';

/**
 * Turns one chapter of an untrusted book into DOM of the app's own making: a new element per allow-listed
 * tag, with only harmless attributes. Scripts, styles, forms, frames, SVG and MathML never reach the page,
 * event-handler attributes are never copied, links become plain text (they cannot navigate the app), and an
 * image is shown only from the book's own zip through a blob: URL (the CSP's img-src already allows blob:),
 * so nothing remote is ever fetched. This is why the Reader needs no iframe and no CSP relaxation.
 */

/** Elements kept as they are (their children are sanitised too). */
const KEPT = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'span',
  'em',
  'strong',
  'i',
  'b',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'cite',
  'q',
  'abbr',
  'code',
  'mark',
  'ruby',
  'rt',
  'rp',
  'br',
  'hr',
  'img',
]);
/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'link',
  'meta',
  'title',
  'head',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'template',
  'noscript',
  'base',
  'portal',
  'dialog',
]);
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/** The blocks whose text is one paragraph for Analyze. */
export const PARAGRAPH_SELECTOR =
  'p, h1, h2, h3, h4, h5, h6, li, dt, dd, blockquote, figcaption, td, th, pre, div';

export interface SanitisedChapter {
  fragment: DocumentFragment;
  /** blob: URLs made for the chapter's images; revoke them when the chapter is left. */
  urls: string[];
}

/**
 * Parses a chapter of `book` and rebuilds it as safe DOM in `into` (the app's document).
 * @example const { fragment, urls } = sanitiseChapter(book, book.sections[0].path, document);
 */
export function sanitiseChapter(book: EpubBook, path: string, into: Document): SanitisedChapter {
  const file = book.resource(path);
  if (!file) throw new EpubError(`chapter ${path} is missing`);
  // Chromium checks an on* attribute against the CSP as soon as DOMParser meets it (it is never run: the
  // parsed document is inert and no attribute is copied), which would log a CSP violation per handler; so
  // the attributes are renamed in the tags first. Defence in depth only: the guarantee is the allow-list.
  const source = new TextDecoder()
    .decode(file.bytes)
    .replace(/<[^<>]*>/g, (tag) => tag.replace(/(\s)on([a-z]+\s*=)/gi, '$1data-glossa-off-on$2'));
  let doc = new DOMParser().parseFromString(source, 'application/xhtml+xml');
  // Real books are not always well-formed XHTML; the HTML parser is forgiving (and runs no script either).
  if (doc.getElementsByTagName('parsererror').length > 0)
    doc = new DOMParser().parseFromString(source, 'text/html');
  const urls: string[] = [];
  const fragment = into.createDocumentFragment();
  const body = doc.getElementsByTagNameNS('*', 'body')[0] ?? doc.documentElement;
  copyChildren(body, fragment, { book, path, into, urls });
  return { fragment, urls };
}

interface Context {
  book: EpubBook;
  path: string;
  into: Document;
  urls: string[];
}

function copyChildren(from: Node, to: Node, ctx: Context): void {
  for (const child of from.childNodes) {
    if (child.nodeType === Node.TEXT_NODE || child.nodeType === Node.CDATA_SECTION_NODE) {
      // Source line breaks and indentation are not text: one space, as the browser would show them, so that
      // the DOM's text and the analysed text are the same characters.
      const text = (child.nodeValue ?? '').replace(/\s+/g, ' ');
      if (text) to.appendChild(ctx.into.createTextNode(text));
    } else if (child.nodeType === Node.ELEMENT_NODE) copyElement(child as Element, to, ctx);
  }
}

function copyElement(element: Element, to: Node, ctx: Context): void {
  const name = element.localName.toLowerCase();
  if (DROPPED.has(name)) return;
  if (name === 'img') {
    const img = image(element, ctx);
    if (img) to.appendChild(img);
    return;
  }
  // A link keeps its text but loses its target: nothing in a book may navigate the app.
  const tag = name === 'a' ? 'span' : KEPT.has(name) ? name : name === 'body' ? 'div' : null;
  if (!tag) {
    copyChildren(element, to, ctx);
    return;
  }
  const copy = ctx.into.createElement(tag);
  if (name === 'a') copy.className = 'reader-link';
  const lang = element.getAttribute('xml:lang') ?? element.getAttribute('lang');
  if (lang && /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(lang)) copy.lang = lang;
  const dir = element.getAttribute('dir');
  if (dir === 'rtl' || dir === 'ltr') copy.dir = dir;
  copyChildren(element, copy, ctx);
  to.appendChild(copy);
}

function image(element: Element, ctx: Context): HTMLImageElement | null {
  const path = resolvePath(ctx.path, element.getAttribute('src') ?? '');
  const file = path ? ctx.book.resource(path) : undefined;
  // Remote (http:, //host), data: and missing images are not shown: a book never makes a request.
  if (!file || !IMAGE_TYPES.has(file.mediaType)) return null;
  const url = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.mediaType }));
  ctx.urls.push(url);
  const img = ctx.into.createElement('img');
  img.src = url;
  img.alt = element.getAttribute('alt') ?? '';
  return img;
}
