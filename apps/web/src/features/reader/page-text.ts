import { ParagraphGrouper, textNodes, type TextParagraph } from '@glossa/ui';

/** The text of the visible page as DOM text nodes, so that analysed offsets become ranges in the book. */

/** The elements whose text is one paragraph for the analysis (text outside them belongs to the body's). */
export const PARAGRAPH_SELECTOR =
  'p, h1, h2, h3, h4, h5, h6, li, dt, dd, blockquote, figcaption, td, th, pre, div';

export type PageParagraph = TextParagraph;

/** Whether `node` comes after the end of `range` in the document. */
function after(range: Range, node: Node): boolean {
  try {
    return range.comparePoint(node, 0) > 0;
  } catch {
    return false;
  }
}

/**
 * The paragraphs with text on the visible page (`page`, the range foliate-js reports: whole paragraphs, also
 * when they start on the previous page or end on the next), in reading order; with `ahead`, those of about
 * `ahead` characters that follow the page instead (the next page, analysed in the background).
 * @example pageParagraphs(doc.body, location.range).map((p) => p.text).join('\n\n')
 */
export function pageParagraphs(root: HTMLElement, page: Range, ahead = 0): PageParagraph[] {
  const grouper = new ParagraphGrouper(root, PARAGRAPH_SELECTOR);
  const chosen = new Set<Element>();
  let following = 0;
  for (const node of textNodes(root)) {
    if (!node.data) continue;
    const block = grouper.add(node);
    if (chosen.has(block) || !node.data.trim()) continue;
    if (ahead > 0) {
      if (!after(page, node)) continue;
      if (following >= ahead) break;
      following += block.textContent?.length ?? 0;
      chosen.add(block);
    } else if (page.intersectsNode(node)) chosen.add(block);
    // Text after the page that is not on it: the rest of the chapter (often hundreds of paragraphs) is left.
    else if (chosen.size > 0) break;
  }
  return grouper.paragraphs((block) => chosen.has(block));
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
