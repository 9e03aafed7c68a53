import { SLICE_MS, yieldToMain } from './yield.ts';

/**
 * The readable text of a web page as its own text nodes, grouped by block (paragraph, heading, list item,
 * cell...), so that analysed offsets become ranges over the page's existing nodes: nothing is wrapped, moved or
 * added.
 */
export interface Paragraph {
  nodes: Text[];
  /** Offset of each node's first character in `text`. */
  starts: number[];
  text: string;
}

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
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      const element = node as Element;
      if (SKIPPED.has(element.localName) || ignore(element)) return NodeFilter.FILTER_REJECT;
      if ((element as HTMLElement).isContentEditable || hidden(element)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_SKIP;
    },
  });
  const byBlock = new Map<Element, Paragraph>();
  const blockOf = new Map<Element, Element>();
  let sliceStart = performance.now();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data) continue;
    const parent = node.parentElement ?? root;
    let block = blockOf.get(parent);
    if (!block) {
      block = parent.closest(BLOCK_SELECTOR) ?? root;
      blockOf.set(parent, block);
    }
    let paragraph = byBlock.get(block);
    if (!paragraph) {
      paragraph = { nodes: [], starts: [], text: '' };
      byBlock.set(block, paragraph);
    }
    paragraph.nodes.push(node);
    paragraph.starts.push(paragraph.text.length);
    paragraph.text += node.data;
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
  return [...byBlock.values()].filter((paragraph) => /\S/.test(paragraph.text));
}
