import { ParagraphGrouper, textNodes, type TextParagraph } from '@glossa/ui';
import { SLICE_MS, yieldToMain } from './yield.ts';

/**
 * The readable text of a web page as its own text nodes, grouped by block (paragraph, heading, list item,
 * cell...), so that analysed offsets become ranges over the page's existing nodes: nothing is wrapped, moved or
 * added.
 */
export type Paragraph = TextParagraph;

/** Elements whose text is not prose to read, or that the learner types into. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'input',
  'select',
  'option',
  'button',
  'code',
  'pre',
  'kbd',
  'samp',
  'var',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'head',
  'title',
]);

/** Elements that end a paragraph: the text of one block is analysed together. */
const BLOCK_SELECTOR =
  'p,h1,h2,h3,h4,h5,h6,li,dt,dd,td,th,caption,figcaption,blockquote,summary,legend,label,' +
  'article,section,aside,header,footer,nav,main,div,form,fieldset,details,table,ul,ol,dl,body';

function hidden(element: Element): boolean {
  if (element.checkVisibility({ visibilityProperty: true })) return false;
  // `display: contents` has no box of its own, yet its children show.
  return getComputedStyle(element).display !== 'contents';
}

/**
 * Walks the page's text in slices (yielding between them, so a very long page never blocks input), skipping
 * scripts, styles, form fields, code, editable regions, hidden elements and whatever `ignore` names (the
 * extension's own popup). Whitespace-only paragraphs are left out.
 * @example const paragraphs = await readableParagraphs(document.body);
 */
export async function readableParagraphs(
  root: Element,
  ignore: (element: Element) => boolean = () => false,
): Promise<Paragraph[]> {
  const skip = (element: Element) =>
    SKIPPED.has(element.localName) ||
    ignore(element) ||
    (element as HTMLElement).isContentEditable ||
    hidden(element);
  const grouper = new ParagraphGrouper(root, BLOCK_SELECTOR);
  let sliceStart = performance.now();
  for (const node of textNodes(root, skip)) {
    if (!node.data) continue;
    grouper.add(node);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
  return grouper.paragraphs();
}
