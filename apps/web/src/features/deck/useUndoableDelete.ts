import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a deleted card can be brought back before it is deleted for good. */
export const UNDO_DELETE_MS = 8000;

/** A card deleted on screen, not yet for good. */
export interface PendingDelete {
  deckId: number;
  cardId: number;
  written: string;
}

/**
 * Deleting a card with a way back: the card leaves the list at once, and is deleted for good only after
 * UNDO_DELETE_MS, when another card is deleted, when the screen is left or the page hidden; Undo before then
 * puts it back as it was (same card, same review history: nothing was deleted yet).
 * @example const { pending, remove, undo } = useUndoableDelete(commit);
 */
export function useUndoableDelete(commit: (deleted: PendingDelete) => Promise<void>) {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const current = useRef<PendingDelete | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const flush = useCallback(() => {
    const deleted = current.current;
    if (!deleted) return;
    current.current = null;
    setPending(null);
    void commitRef.current(deleted);
  }, []);

  const remove = useCallback(
    (deleted: PendingDelete) => {
      flush();
      current.current = deleted;
      setPending(deleted);
    },
    [flush],
  );

  const undo = useCallback(() => {
    current.current = null;
    setPending(null);
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(flush, UNDO_DELETE_MS);
    return () => clearTimeout(timer);
  }, [pending, flush]);

  // Leaving the screen or the page deletes for good what the learner deleted.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { pending, remove, undo };
}
