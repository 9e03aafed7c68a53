import { chapterPolicy } from './chapter-policy.ts';
import { defuseCss, defuseStyleAttribute, reachesOutside } from './defuse-css.ts';

export { defuseCss } from './defuse-css.ts';

/**
 * A book is untrusted input. foliate-js turns each file of the book into a blob: URL and shows chapters in an
 * iframe; each chapter carries its own Content-Security-Policy (chapter-policy.ts: only the book's blob: and
 * data: resources) on top of the app's: that is the wall. This is the second one: before a chapter, a
 * picture or a stylesheet becomes a blob: URL, its scripts, event handlers, redirects, embedded frames and
 * every reference outside the book are taken out, so nothing depends on the policy alone. The book's own CSS
 * and its internal links stay: they are the book.
 *
 * foliate-js has already replaced the references to the book's own files with blob: URLs when a file gets
 * here, so a URL that is not blob:, data: or `#...` is not the book's (links between chapters excepted: the
 * Reader follows those itself).
 */

const XHTML = 'http://www.w3.org/1999/xhtml';
const XLINK = 'http://www.w3.org/1999/xlink';
const CSS_TYPE = 'text/css';

/** Document types the frame would render as a page: each is parsed and defused, or refused. */
const MARKUP_TYPES = new Set([
  'application/xhtml+xml',
  'text/html',
  'image/svg+xml',
  'application/xml',
  'text/xml',
]);

/** Files kept as they are: pictures, fonts, sound and video never run or fetch anything in a frame. */
const PASSIVE_TYPE =
  /^(?:image\/(?!svg)[a-z0-9.+-]+|font\/[a-z0-9.+-]+|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|application\/(?:font-[a-z0-9.+-]+|x-font-[a-z0-9.+-]+|vnd\.ms-opentype|octet-stream))$/;

/** Elements that run code, embed other documents or change where the frame goes. */
const DROPPED_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], portal, noscript';

/** SVG animations: they may set any attribute, links included, after the sanitiser has looked. */
const ANIMATIONS = 'set, animate, animateMotion, animateTransform, animateColor, discard';

/** Attributes whose value is a URL the browser fetches or follows. */
const URL_ATTRIBUTES = new Set([
  'src',
  'href',
  'poster',
  'data',
  'action',
  'formaction',
  'background',
  'srcset',
  'imagesrcset',
  'ping',
  'codebase',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'manifest',
  'icon',
]);

/** A link to another place (kept, never followed out of the book: ReaderPage cancels those). */
const LINK_ELEMENTS = new Set(['a', 'area']);
const OWN_RESOURCE = /^\s*(?:blob:|data:|#)/i;
const SCRIPT_URL = /^(?:javascript|vbscript):/i;

/** A chapter that cannot be shown safely: what the learner sees instead. */
const REFUSED_TEXT = 'This part of the book could not be shown: it is not a well-formed chapter.';

/**
 * The markup shown instead of a refused file, in its type.
 * @example refusedMarkup('text/html') // '<!DOCTYPE html>...'
 */
export function refusedMarkup(type: string): string {
  if (type === 'image/svg+xml') return '<svg xmlns="http://www.w3.org/2000/svg"/>';
  const policy = `<meta http-equiv="Content-Security-Policy" content="${chapterPolicy()}"/>`;
  const body = `<head>${policy}<title>Not shown</title></head><body><p>${REFUSED_TEXT}</p></body></html>`;
  return type === 'text/html'
    ? `<!DOCTYPE html>\n<html>${body}`
    : `<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="${XHTML}">${body}`;
}

function defuseElement(element: Element): void {
  for (const attribute of [...element.attributes]) {
    const name = attribute.localName.toLowerCase();
    const value = attribute.value;
    if (name.startsWith('on')) element.removeAttributeNode(attribute);
    else if (name === 'style') {
      const safe = defuseStyleAttribute(value);
      if (safe) attribute.value = safe;
      else element.removeAttributeNode(attribute);
    } else if (URL_ATTRIBUTES.has(name) || attribute.namespaceURI === XLINK) {
      // The URL as the browser reads it: tabs, newlines and controls inside a scheme are skipped.
      const url = value.replace(/[\u0000-\u0020]/g, '');
      const isLink = name === 'href' && LINK_ELEMENTS.has(element.localName.toLowerCase());
      if (SCRIPT_URL.test(url) || (isLink && /^data:/i.test(url))) element.removeAttributeNode(attribute);
      // Links to other places in the book are relative (the Reader follows them inside the book); a link out
      // of the book is kept as text for the learner to see, but never followed (ReaderPage cancels it).
      else if (isLink) {
        // Only an HTML link out is kept for the learner to read; an SVG one goes.
        if (attribute.namespaceURI !== null && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url))
          element.removeAttributeNode(attribute);
      }
      // foliate-js does not rewrite candidate lists: none of their pictures would be the book's.
      else if (name === 'srcset' || name === 'imagesrcset') element.removeAttributeNode(attribute);
      else if (!OWN_RESOURCE.test(url)) element.removeAttributeNode(attribute);
    } else if (reachesOutside(value)) {
      // SVG presentation attributes are CSS (`fill="url(http://...)"`, `filter`, `mask`).
      element.removeAttributeNode(attribute);
    }
  }
}

/** Processing instructions are dropped, but a stylesheet of the book's own (`<?xml-stylesheet?>` in SVG). */
function defuseInstructions(doc: Document): void {
  const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_PROCESSING_INSTRUCTION);
  const found: ProcessingInstruction[] = [];
  while (walker.nextNode()) found.push(walker.currentNode as ProcessingInstruction);
  for (const instruction of found) {
    const href = /href\s*=\s*["']([^"']*)["']/i.exec(instruction.data)?.[1] ?? '';
    const css = /type\s*=\s*["']text\/css["']/i.test(instruction.data);
    if (!(instruction.target === 'xml-stylesheet' && css && /^\s*blob:/i.test(href))) instruction.remove();
  }
}

/** The chapter's own policy as the first thing of its head, before any style or picture is read. */
function addPolicy(doc: Document, root: Element): void {
  if (root.namespaceURI !== XHTML || root.localName !== 'html') return;
  let head = [...root.children].find((child) => child.localName === 'head' && child.namespaceURI === XHTML);
  if (!head) {
    head = doc.createElementNS(XHTML, 'head');
    root.prepend(head);
  }
  const meta = doc.createElementNS(XHTML, 'meta');
  meta.setAttribute('http-equiv', 'Content-Security-Policy');
  meta.setAttribute('content', chapterPolicy());
  head.prepend(meta);
}

/**
 * A chapter (XHTML, HTML, SVG or XML source) without anything that runs, redirects, embeds or fetches from
 * outside the book; a source that does not parse (or names a parse error itself) is refused whole.
 * @example defuseMarkup('<p onclick="x()">Hi</p><script>x()</script>', 'text/html') // '...<p>Hi</p>...'
 */
export function defuseMarkup(source: string, type: string): string {
  const doc = new DOMParser().parseFromString(source, type as DOMParserSupportedType);
  const root = doc.documentElement;
  // A parse error (or an element of that name the book wrote itself): the sanitiser cannot know what the
  // browser would make of it, so nothing of it is shown.
  if (!root || doc.getElementsByTagNameNS('*', 'parsererror').length > 0) return refusedMarkup(type);
  defuseInstructions(doc);
  for (const element of [...doc.querySelectorAll(DROPPED_ELEMENTS)]) element.remove();
  for (const element of [...doc.querySelectorAll(ANIMATIONS)]) element.remove();
  for (const style of doc.querySelectorAll('style')) style.textContent = defuseCss(style.textContent ?? '');
  for (const element of [root, ...root.querySelectorAll('*')]) defuseElement(element);
  if (type !== 'image/svg+xml') addPolicy(doc, root);
  return type === 'text/html'
    ? `<!DOCTYPE html>\n${root.outerHTML}`
    : new XMLSerializer().serializeToString(doc);
}

/**
 * A file's media type as the browser would read it: lower case, without parameters.
 * @example mediaTypeOf('Text/HTML; charset=utf-8') // 'text/html'
 */
export function mediaTypeOf(type: unknown): string {
  return String(type ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/**
 * What a file of the book becomes before foliate-js gives it a blob: URL, and the type the blob gets:
 * chapters and stylesheets defused; XML chapters shown as XHTML when they are XHTML and refused otherwise;
 * pictures, fonts and media unchanged; anything else typed so that the frame never renders it as a page.
 * @example const { data, type } = await defuseResource(e.detail.data, e.detail.type);
 */
export async function defuseResource(data: unknown, type: unknown): Promise<{ data: unknown; type: string }> {
  const value: unknown = await data;
  const mediaType = mediaTypeOf(await type);
  const isMarkup = MARKUP_TYPES.has(mediaType) || /\+xml$/.test(mediaType);
  if (!isMarkup && mediaType !== CSS_TYPE)
    return { data: value, type: PASSIVE_TYPE.test(mediaType) ? mediaType : 'application/octet-stream' };
  // foliate-js reads chapters, SVG and CSS as text; other types arrive as a Blob.
  const text = typeof value === 'string' ? value : value instanceof Blob ? await value.text() : null;
  if (text === null) return { data: '', type: 'text/plain' };
  if (mediaType === CSS_TYPE) return { data: defuseCss(text), type: CSS_TYPE };
  if (mediaType === 'text/html' || mediaType === 'application/xhtml+xml' || mediaType === 'image/svg+xml')
    return { data: defuseMarkup(text, mediaType), type: mediaType };
  // Any other XML: an XHTML chapter in disguise is shown as XHTML, the rest is not shown.
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const root = doc.documentElement;
  const xhtml = root?.namespaceURI === XHTML && root.localName === 'html';
  const asXhtml = 'application/xhtml+xml';
  return { data: xhtml ? defuseMarkup(text, asXhtml) : refusedMarkup(asXhtml), type: asXhtml };
}
