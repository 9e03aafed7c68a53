/**
 * What the extension's browser tests read of a coloured page. The highlight names are random per page load,
 * so they are found the way any page's script can find them: the registry lists them, and the extension's
 * style sheet (in `document.adoptedStyleSheets`) gives each its colour. The word popup lives in a closed
 * shadow root that the page cannot open: the tests read it through the DevTools protocol (which sees closed
 * roots) and click in it with real mouse clicks, as the learner does.
 */
import type { Page } from 'playwright-core';

/** The first red-green-blue triple of each kind's colour (highlight-styles.ts), as Chromium writes it. */
const KIND_COLOURS: Record<string, string> = {
  '34,197,94': 'known',
  '249,115,22': 'seen',
  '239,68,68': 'unknown',
  '107,114,128': 'undefined',
  '99,102,241': 'selected',
};

/**
 * The page's highlight names by kind (`known`, `seen`, `unknown`, `undefined`, `selected`), read as a page
 * can read them.
 * @example const names = await highlightNamesOf(page); names.known // 'h...'
 */
export async function highlightNamesOf(page: Page): Promise<Record<string, string>> {
  const rules = await page.evaluate(() =>
    document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );
  const names: Record<string, string> = {};
  for (const rule of rules) {
    const name = /::highlight\(([^)]+)\)/.exec(rule)?.[1];
    const rgb = /rgba?\((\d+),?\s*(\d+),?\s*(\d+)/.exec(rule);
    const kind = rgb && KIND_COLOURS[`${rgb[1]},${rgb[2]},${rgb[3]}`];
    if (name && kind) names[kind] = name;
  }
  return names;
}

/**
 * The words in one of the extension's highlights, read from the page itself.
 * @example await highlighted(page, 'unknown') // ['library', ...]
 */
export async function highlighted(page: Page, kind: string): Promise<string[]> {
  const name = (await highlightNamesOf(page))[kind];
  if (!name) return [];
  return page.evaluate((name) => {
    const highlight = CSS.highlights.get(name);
    if (!highlight) return [];
    return [...highlight].map((range) =>
      (range.startContainer.textContent ?? '').slice(range.startOffset, range.endOffset),
    );
  }, name);
}

interface DomNode {
  nodeId: number;
  backendNodeId: number;
  nodeName: string;
  localName?: string;
  nodeValue?: string;
  attributes?: string[];
  shadowRootType?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

function* walk(node: DomNode): Generator<DomNode> {
  yield node;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) yield* walk(child);
}

function textOf(node: DomNode): string {
  if (node.nodeName === '#text') return node.nodeValue ?? '';
  return [...(node.shadowRoots ?? []), ...(node.children ?? [])].map(textOf).join('');
}

function attributeOf(node: DomNode, name: string): string | undefined {
  const attributes = node.attributes ?? [];
  for (let i = 0; i + 1 < attributes.length; i += 2) if (attributes[i] === name) return attributes[i + 1];
  return undefined;
}

export interface PopupView {
  /** The shadow root's mode, as the browser reports it. */
  mode: string;
  /** The popup's text. */
  text: string;
  /** The centre of the first button whose text or accessible label is `label`, in the viewport, or null. */
  button(label: string): Promise<{ x: number; y: number } | null>;
}

/**
 * The word popup as the learner sees it, or null when none is shown.
 * @example const popup = await popupView(page); await page.mouse.click(...(await popup.button('Learned')));
 */
export async function popupView(page: Page): Promise<PopupView | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const host = [...walk(root)].find((node) => node.localName === 'glossa-word-popup');
    const shadow = host?.shadowRoots?.[0];
    if (!shadow) return null;
    const buttons = [...walk(shadow)].filter((node) => node.localName === 'button');
    return {
      mode: shadow.shadowRootType ?? '',
      text: textOf(shadow),
      button: async (label) => {
        const node = buttons.find(
          (candidate) => textOf(candidate).trim() === label || attributeOf(candidate, 'aria-label') === label,
        );
        if (!node) return null;
        const session = await page.context().newCDPSession(page);
        try {
          const { model } = (await session.send('DOM.getBoxModel', {
            backendNodeId: node.backendNodeId,
          })) as { model: { content: number[] } };
          const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = model.content;
          return { x: (x1 + x3) / 2, y: (y1 + y3) / 2 };
        } finally {
          await session.detach();
        }
      },
    };
  } finally {
    await cdp.detach();
  }
}

/**
 * The popup's text, or '' when none is shown.
 * @example await expect.poll(() => popupText(page)).toContain('student');
 */
export async function popupText(page: Page): Promise<string> {
  return (await popupView(page))?.text ?? '';
}
