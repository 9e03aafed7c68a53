import { PARAGRAPH_SELECTOR } from './epub/sanitize.ts';

/** The text of the visible page as DOM text nodes, so that analysed offsets become ranges in the book. */

export interface PageParagraph {
  nodes: Text[];
  /** Offset of each node's first character in `text`. */
  starts: number[];
  text: string;
}

function intersects(rects: DOMRectList, view: DOMRect): boolean {
  for (const rect of rects)
    if (
      rect.width > 0 &&
      rect.right > view.left &&
      rect.left < view.right &&
      rect.bottom > view.top &&
      rect.top < view.bottom
    )
      return true;
  return false;
}

/**
 * The paragraphs with text on the visible page (whole paragraphs, also when they start on the previous page
 * or end on the next), in reading order.
 * @example pageParagraphs(bookElement, viewport.getBoundingClientRect()).map((p) => p.text).join('\n\n')
 */
export function pageParagraphs(root: HTMLElement, view: DOMRect): PageParagraph[] {
  const byBlock = new Map<Element, PageParagraph>();
  const visible = new Set<Element>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = root.ownerDocument.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data) continue;
    const block = node.parentElement?.closest(PARAGRAPH_SELECTOR) ?? root;
    let paragraph = byBlock.get(block);
    if (!paragraph) {
      paragraph = { nodes: [], starts: [], text: '' };
      byBlock.set(block, paragraph);
    }
    paragraph.nodes.push(node);
    paragraph.starts.push(paragraph.text.length);
    paragraph.text += node.data;
    if (!visible.has(block) && node.data.trim()) {
      range.selectNodeContents(node);
      if (intersects(range.getClientRects(), view)) visible.add(block);
      // Columns are in reading order: text after the page that is not on it means the page is behind us,
      // and the rest of the chapter (often hundreds of paragraphs) is not measured.
      else if (visible.size > 0) break;
    }
  }
  return [...byBlock.entries()]
    .filter(([block, paragraph]) => visible.has(block) && paragraph.text.trim() !== '')
    .map(([, paragraph]) => paragraph);
}

/**
 * The DOM range of [start, end) in `paragraphs.map(p => p.text).join('\n\n')`, or null when it crosses a
 * paragraph break.
 * @example rangeOf(paragraphs, 0, 5)?.toString() // 'Once '
 */
export function rangeOf(paragraphs: readonly PageParagraph[], start: number, end: number): Range | null {
  let offset = 0;
  for (const paragraph of paragraphs) {
    const paragraphEnd = offset + paragraph.text.length;
    if (start >= offset && end <= paragraphEnd) return rangeIn(paragraph, start - offset, end - offset);
    offset = paragraphEnd + 2;
  }
  return null;
}

/**
 * The DOM range of [start, end) in one paragraph's text.
 * @example rangeIn(paragraph, 0, 4)?.toString() // 'Once'
 */
export function rangeIn(paragraph: PageParagraph, start: number, end: number): Range | null {
  const from = position(paragraph, start, false);
  const to = position(paragraph, end, true);
  const first = paragraph.nodes[0];
  if (!from || !to || !first) return null;
  const range = first.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}

function position(
  paragraph: PageParagraph,
  at: number,
  isEnd: boolean,
): { node: Text; offset: number } | null {
  for (let i = paragraph.nodes.length - 1; i >= 0; i--) {
    const start = paragraph.starts[i] ?? 0;
    const node = paragraph.nodes[i];
    // An end exactly at a node's start belongs to the previous node, so ranges do not swallow the next one.
    if (node && (isEnd ? at > start || (at === 0 && i === 0) : at >= start))
      return { node, offset: at - start };
  }
  return null;
}
