/**
 * The one order of a deck's cards on every device (the web app's Deck screen, the extension's side panel and
 * review): the order they were made in. The server's ids grow with each card it stores, so they are that
 * order; a card made offline and not yet sent (a local id, below zero, counting down) comes after them, in
 * the order it was made. No clock is compared: two devices' clocks never decide the order.
 * @example [{ id: 9 }, { id: -1 }, { id: 3 }].sort(compareCardOrder) // ids 3, 9, -1
 */
export function compareCardOrder(a: { id: number }, b: { id: number }): number {
  const localA = a.id < 0;
  const localB = b.id < 0;
  if (localA !== localB) return localA ? 1 : -1;
  return localA ? b.id - a.id : a.id - b.id;
}

/**
 * A copy of `cards` in the one order.
 * @example inCardOrder(infos)
 */
export function inCardOrder<T extends { id: number }>(cards: readonly T[]): T[] {
  return [...cards].sort(compareCardOrder);
}
