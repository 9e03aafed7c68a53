/**
 * Reading a page's own text nodes as paragraphs, for the clients that colour text where it stands (the
 * reader's book pages, the extension's web pages): analysed offsets become ranges over the existing nodes,
 * nothing is wrapped, moved or added.
 */

/** One block's text: its text nodes in order, where each starts in `text`, and the text itself. */
export interface TextParagraph {
  nodes: Text[];
  /** Offset of each node's first character in `text`. */
  starts: number[];
  text: string;
}

/**
 * The text nodes under `root` in document order, leaving out the subtrees of the elements `skip` refuses
 * (scripts, form fields, hidden parts...). A generator, so that a caller may stop early or pause between
 * nodes (the walk goes on from where it was).
 * @example for (const node of textNodes(document.body, (el) => el.localName === 'script')) count += 1;
 */
export function* textNodes(root: Node, skip?: (element: Element) => boolean): Generator<Text> {
  const doc = root.ownerDocument ?? (root as Document);
  const show = skip ? NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT : NodeFilter.SHOW_TEXT;
  const walker = doc.createTreeWalker(root, show, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      return skip?.(node as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) yield node as Text;
}

/**
 * Gathers text nodes into the paragraphs of their blocks: a node belongs to the nearest ancestor matching
 * `blockSelector` (or to `root`). Each parent's block is looked up once.
 * @example const grouper = new ParagraphGrouper(body, 'p, li'); for (const n of textNodes(body)) grouper.add(n);
 */
export class ParagraphGrouper {
  private readonly byBlock = new Map<Element, TextParagraph>();
  private readonly blockOf = new Map<Element, Element>();

  constructor(
    private readonly root: Element,
    private readonly blockSelector: string,
  ) {}

  /** Adds a node at the end of its block's paragraph; answers the block. */
  add(node: Text): Element {
    const parent = node.parentElement ?? this.root;
    let block = this.blockOf.get(parent);
    if (!block) {
      block = parent.closest(this.blockSelector) ?? this.root;
      this.blockOf.set(parent, block);
    }
    let paragraph = this.byBlock.get(block);
    if (!paragraph) {
      paragraph = { nodes: [], starts: [], text: '' };
      this.byBlock.set(block, paragraph);
    }
    paragraph.nodes.push(node);
    paragraph.starts.push(paragraph.text.length);
    paragraph.text += node.data;
    return block;
  }

  /** The paragraphs with more than white space, in the order their blocks were first met. */
  paragraphs(keep: (block: Element) => boolean = () => true): TextParagraph[] {
    return [...this.byBlock.entries()]
      .filter(([block, paragraph]) => keep(block) && /\S/.test(paragraph.text))
      .map(([, paragraph]) => paragraph);
  }
}
