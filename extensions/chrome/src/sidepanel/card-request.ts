import type { AddToDeckRequest } from '@glossa/ui';
import { useSyncExternalStore } from 'react';

/**
 * The word whose card the side panel's creator is making (the word detail's "+"), or null. Given to
 * @glossa/ui as `addToDeck`; the side panel shows the creator while it is set.
 */
let current: AddToDeckRequest | null = null;
const listeners = new Set<() => void>();

/**
 * Opens the creator for a word (or closes it with null).
 * @example setCardRequest({ written: 'library', textLanguage: 'en_US', dictLanguage: 'fr_FR', words, loadExamples });
 */
export function setCardRequest(next: AddToDeckRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The open creator's word in a component.
 * @example const request = useCardRequest();
 */
export function useCardRequest(): AddToDeckRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
