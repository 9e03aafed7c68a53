/** Where a word's popup goes: the Reader's popup and the Chrome extension's on a page. */

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
