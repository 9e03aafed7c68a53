/**
 * "A rating changed what is due": the review session says it, the counts shown elsewhere (the sidebar's badge,
 * the Deck screen's Review entry) ask again, so no screen keeps a count the session has moved past. A module
 * of its own, tiny, so that the badge does not load the review code to listen.
 */
const listeners = new Set<() => void>();

/** Tells every listener that due counts changed. */
export function notifyDueChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` whenever due counts changed; answers the unsubscribe function.
 * @example useEffect(() => onDueChanged(refresh), [refresh]);
 */
export function onDueChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
