/**
 * A chapter lives in foliate's iframe: its ranges measure themselves in the iframe's coordinates. The word
 * popup lives in the app's page, so a word's box is moved by where the iframe sits in the app's window.
 */

/**
 * The first box of `range` in the app window's coordinates.
 * @example const box = rangeOnScreen(mark.range); placePopup(box, size, viewport)
 */
export function rangeOnScreen(range: Range): DOMRect {
  const box = range.getClientRects()[0] ?? range.getBoundingClientRect();
  const frame = range.startContainer.ownerDocument?.defaultView?.frameElement?.getBoundingClientRect();
  return new DOMRect(box.left + (frame?.left ?? 0), box.top + (frame?.top ?? 0), box.width, box.height);
}

/**
 * The text position under (x, y) in `doc`'s own coordinates.
 * @example caretAt(doc, event.clientX, event.clientY)?.offset
 */
export function caretAt(doc: Document, x: number, y: number): { node: Node; offset: number } | null {
  if (typeof doc.caretPositionFromPoint === 'function') {
    const caret = doc.caretPositionFromPoint(x, y);
    return caret ? { node: caret.offsetNode, offset: caret.offset } : null;
  }
  const range = doc.caretRangeFromPoint(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}
