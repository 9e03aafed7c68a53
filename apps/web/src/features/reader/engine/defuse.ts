/**
 * A book is untrusted input. foliate-js turns each file of the book into a blob: URL and shows chapters in an
 * iframe that inherits the app's Content-Security-Policy (no script, no remote fetch): that is the wall.
 * This is the second one: before a chapter, a picture or a stylesheet becomes a blob: URL, its scripts,
 * event handlers, redirects, embedded frames and remote references are taken out, so nothing depends on the
 * policy alone. The book's own CSS and its internal links stay: they are the book.
 */

const MARKUP_TYPES = new Set(['application/xhtml+xml', 'text/html', 'image/svg+xml']);
const CSS_TYPE = 'text/css';

/** Elements that run code, embed other documents or change where the frame goes. */
const DROPPED_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], portal';

/** Attributes whose value is a URL the browser fetches or follows. */
const URL_ATTRIBUTES = ['src', 'href', 'poster', 'data', 'action', 'formaction', 'background', 'srcset'];
const XLINK = 'http://www.w3.org/1999/xlink';

/** A remote or scheme URL (http:, //host, javascript:, file:...), but not blob: or data: (the book's own). */
const FOREIGN_URL = /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const OWN_SCHEME = /^\s*(?:blob|data):/i;

/** CSS `url(...)` and `@import "..."` that point outside the book. */
const CSS_REMOTE_URL = /url\(\s*(['"]?)\s*(?!(?:blob|data):)(?:[a-z][a-z0-9+.-]*:|\/\/)[^)]*\)/gi;
const CSS_REMOTE_IMPORT =
  /@import\s+(?:url\(\s*)?(['"]?)\s*(?!(?:blob|data):)(?:[a-z][a-z0-9+.-]*:|\/\/)[^'")]*\1\s*\)?[^;]*;?/gi;

function isForeign(value: string): boolean {
  return FOREIGN_URL.test(value) && !OWN_SCHEME.test(value);
}

/**
 * CSS with every reference outside the book removed (remote `url()` becomes `none`, remote `@import` goes).
 * @example defuseCss('a { background: url(https://x.test/a.png) }') // 'a { background: none }'
 */
export function defuseCss(css: string): string {
  return css.replace(CSS_REMOTE_IMPORT, '').replace(CSS_REMOTE_URL, 'none');
}

function defuseElement(element: Element): void {
  for (const attribute of [...element.attributes]) {
    const name = attribute.localName.toLowerCase();
    if (name.startsWith('on')) element.removeAttributeNode(attribute);
    else if (name === 'style') attribute.value = defuseCss(attribute.value);
    else if (URL_ATTRIBUTES.includes(name) || attribute.namespaceURI === XLINK) {
      // Links to other places in the book are relative (the Reader follows them inside the book); a link out
      // of the book is kept as text for the learner to see, but never followed (ReaderPage cancels it).
      const isLink = name === 'href' && attribute.namespaceURI === null && element.localName === 'a';
      if (/^\s*javascript:/i.test(attribute.value)) element.removeAttributeNode(attribute);
      else if (!isLink && isForeign(attribute.value)) element.removeAttributeNode(attribute);
    }
  }
}

/**
 * A chapter (XHTML, HTML or SVG source) without anything that runs, redirects, embeds or fetches from
 * outside the book.
 * @example defuseMarkup('<p onclick="x()">Hi</p><script>x()</script>', 'text/html') // '...<p>Hi</p>...'
 */
export function defuseMarkup(source: string, type: string): string {
  const doc = new DOMParser().parseFromString(source, type as DOMParserSupportedType);
  const root = doc.documentElement;
  // A chapter that does not parse is shown by the browser as its error page: nothing of it runs either.
  if (!root || doc.getElementsByTagName('parsererror').length > 0) return source;
  for (const element of [...doc.querySelectorAll(DROPPED_ELEMENTS)]) element.remove();
  for (const style of doc.querySelectorAll('style')) style.textContent = defuseCss(style.textContent ?? '');
  for (const element of [root, ...root.querySelectorAll('*')]) defuseElement(element);
  return type === 'text/html'
    ? `<!DOCTYPE html>\n${root.outerHTML}`
    : new XMLSerializer().serializeToString(doc);
}

/**
 * What a file of the book becomes before foliate-js gives it a blob: URL: chapters and stylesheets
 * defused, other files (pictures, fonts) unchanged.
 * @example book.transformTarget.addEventListener('data', (e) => { e.detail.data = defuseResource(e.detail.data, e.detail.type); });
 */
export async function defuseResource(data: unknown, type: unknown): Promise<unknown> {
  const value: unknown = await data;
  const mediaType = String(await type);
  if (typeof value !== 'string') return value;
  if (MARKUP_TYPES.has(mediaType)) return defuseMarkup(value, mediaType);
  if (mediaType === CSS_TYPE) return defuseCss(value);
  return value;
}
