import type { CssNode, List } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import walk from 'css-tree/walker';

/**
 * A book's CSS, read by a real CSS parser (css-tree) rather than patterns: the browser undoes escapes
 * (`url(h\74 tp://x)`, `@\69mport`), reads `image-set("http://x" 1x)` strings as URLs and takes a custom
 * property's `url()` wherever `var()` puts it, so the filter must see what the browser sees. By the time a
 * stylesheet gets here foliate-js has turned every reference to the book's own files into a blob: URL: any
 * other reference (remote, same-origin, relative) is not the book's and goes. A declaration or at-rule that
 * holds one is dropped whole; the rest of the book's styling stays.
 */

/** Functions whose arguments the browser fetches as URLs (names compared after escapes are undone). */
const URL_FUNCTIONS = new Set([
  'url',
  'src',
  'image',
  'image-set',
  '-webkit-image-set',
  'cross-fade',
  '-webkit-cross-fade',
  'element',
  '-moz-element',
]);

/** Text that names one of those functions, once unescaped (for parts css-tree could not parse). */
const URL_FUNCTION_TEXT =
  /(?:url|src|image|image-set|-webkit-image-set|cross-fade|-webkit-cross-fade|element|-moz-element)\s*\(/i;

/** The book's own resources (blob: and data: URLs) and references inside the same document (`#id`). */
const OWN_URL = /^\s*(?:blob:|data:|#)/i;

/**
 * CSS text with its escapes undone, as the browser reads identifiers and URLs.
 * @example unescapeCss('h\\74 tp') // 'http'
 */
export function unescapeCss(text: string): string {
  return text.replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([\s\S]))/gi, (_, hex: string, char: string) => {
    if (hex) {
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    }
    // A backslash before a newline is no escape (it stays out of strings): nothing to undo for our check.
    return char === '\n' ? '' : char;
  });
}

/**
 * Whether a URL is one of the book's own resources.
 * @example isOwnUrl('blob:http://h/1') // true
 */
export function isOwnUrl(url: string): boolean {
  return OWN_URL.test(unescapeCss(url));
}

/** Whether a part of the tree holds a reference out of the book. */
function holdsForeignReference(node: CssNode): boolean {
  let foreign = false;
  walk(node, {
    enter(child: CssNode) {
      if (foreign) return;
      if (child.type === 'Url') foreign = !isOwnUrl(child.value);
      else if (child.type === 'Raw') foreign = URL_FUNCTION_TEXT.test(unescapeCss(child.value));
      else if (child.type === 'Function' && URL_FUNCTIONS.has(unescapeCss(child.name).toLowerCase()))
        // Strings inside these are URLs too (`image-set("http://x" 1x)`, `src("http://x")`).
        walk(child, (inner: CssNode) => {
          if (inner.type === 'String' && !isOwnUrl(inner.value)) foreign = true;
        });
    },
  });
  // Also what the browser would read in the generated text: a second check of the parser's own view.
  return foreign || foreignInText(generate(node));
}

/** Every `url(` or `src(` target in unescaped text that is not the book's own. */
function foreignInText(text: string): boolean {
  const plain = unescapeCss(text);
  for (const match of plain.matchAll(/(?:url|src)\s*\(\s*(['"]?)([^'")\s]*)/gi))
    if (!OWN_URL.test(match[2] ?? '')) return true;
  return false;
}

/** Removes, from a list of a block or stylesheet, every item that reaches outside the book. */
function prune(list: List<CssNode>): void {
  list.forEach((item, entry) => {
    if (item.type === 'Atrule') {
      const name = unescapeCss(item.name).toLowerCase();
      // An import is the book's only if it names a blob: or data: sheet; any other at-rule is judged by
      // its prelude (a `@font-face` or `@media` has none that fetches) and its block, item by item.
      if (name === 'import') {
        let own = false;
        if (item.prelude)
          walk(item.prelude, (node: CssNode) => {
            if ((node.type === 'Url' || node.type === 'String') && isOwnUrl(node.value)) own = true;
          });
        if (!own || (item.prelude && holdsForeignReference(item.prelude))) list.remove(entry);
        return;
      }
      if (item.prelude && holdsForeignReference(item.prelude)) {
        list.remove(entry);
        return;
      }
      if (item.block) prune(item.block.children);
    } else if (item.type === 'Rule') {
      prune(item.block.children);
    } else if (item.type === 'Declaration' || item.type === 'Raw') {
      if (holdsForeignReference(item)) list.remove(entry);
    } else if (holdsForeignReference(item)) list.remove(entry);
  });
}

function defuse(css: string, context: 'stylesheet' | 'declarationList'): string {
  // Nothing can fetch without a function or url token, an at-rule or an escape: such CSS stays as written.
  if (!/[(@\\]/.test(css)) return css;
  let ast: CssNode;
  try {
    ast = parse(css, { context, parseCustomProperty: true, parseValue: true });
  } catch {
    // css-tree recovers from errors in sheets and declarations; if it ever gives up, so does the sheet.
    return '';
  }
  if (ast.type === 'StyleSheet' || ast.type === 'DeclarationList') prune(ast.children);
  const out = generate(ast);
  // The pruned sheet read once more: anything still reaching out means the parser and the browser disagree
  // about this text, and none of it is kept.
  return foreignInText(out) ? '' : out;
}

/**
 * A stylesheet (a `.css` file of the book or a `<style>` element) without any reference outside the book.
 * @example defuseCss('p { color: red; background: url(h\\74 tp://x.test/a.png) }') // 'p{color:red}'
 */
export function defuseCss(css: string): string {
  return defuse(css, 'stylesheet');
}

/**
 * A `style` attribute's declarations, likewise.
 * @example defuseStyleAttribute('color: red; background: url(//x.test/a.png)') // 'color:red'
 */
export function defuseStyleAttribute(css: string): string {
  return defuse(css, 'declarationList');
}

/**
 * Whether an attribute value read as CSS (SVG presentation attributes such as `fill="url(...)"`) reaches
 * outside the book; `url(#gradient)` inside the document does not.
 * @example reachesOutside('url(https://x.test/f.svg#f)') // true
 */
export function reachesOutside(value: string): boolean {
  if (!URL_FUNCTION_TEXT.test(unescapeCss(value))) return false;
  try {
    return holdsForeignReference(parse(value, { context: 'value' }));
  } catch {
    // Not CSS the parser can read: the browser may still read a URL in it.
    return true;
  }
}
