/** Where the word popup goes (spec section 9, as in the web app's Reader): pure, so it is unit-tested. */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The popup is 12 px from its word and 6 px from the window's edges. */
export const POPUP_OFFSET = 12;
export const EDGE_PADDING = 6;

/**
 * Below the word when it fits, else above, else wherever more of it shows; from the word's left edge; always
 * at least 6 px inside the viewport.
 * @example placePopup({ left: 10, top: 10, width: 40, height: 20 }, { width: 300, height: 200 }, { width: 390, height: 800 }) // { left: 10, top: 42 }
 */
export function placePopup(
  word: Box,
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const clamp = (value: number, low: number, high: number) =>
    Math.max(low, Math.min(value, Math.max(low, high)));
  const below = word.top + word.height + POPUP_OFFSET;
  const above = word.top - POPUP_OFFSET - popup.height;
  let top: number;
  if (below + popup.height <= viewport.height - EDGE_PADDING) top = below;
  else if (above >= EDGE_PADDING) top = above;
  else top = viewport.height - word.top - word.height > word.top ? below : above;
  return {
    left: clamp(word.left, EDGE_PADDING, viewport.width - popup.width - EDGE_PADDING),
    top: clamp(top, EDGE_PADDING, viewport.height - popup.height - EDGE_PADDING),
  };
}

/**
 * Makes a style sheet's `rem` lengths independent of the page: inside a shadow root `rem` is still the page's
 * root font size (10 px on some sites), so each becomes a multiple of the popup's own `--glossa-rem`.
 * @example remToVariable('a { margin: 0.5rem }') // 'a { margin: calc(0.5 * var(--glossa-rem)) }'
 */
export function remToVariable(css: string): string {
  return css.replace(/(\d*\.?\d+)rem\b/g, 'calc($1 * var(--glossa-rem))');
}

/**
 * The design tokens, written for `:root`, made to apply to a shadow root's host (and its dark variant).
 * @example hostTokens(':root.dark { --bg: #000 }') // ':host(.dark) { --bg: #000 }'
 */
export function hostTokens(css: string): string {
  return css.replaceAll(':root.dark', ':host(.dark)').replaceAll(':root', ':host');
}
