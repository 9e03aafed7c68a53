import type { AddToDeckRequest } from '@glossa/ui';
import { useSyncExternalStore } from 'react';

/**
 * The word whose card is being made (the word detail's "+" button), or null. Kept apart from the creator
 * itself so that every screen can open it while the creator's code loads only when it is first needed.
 */
let current: AddToDeckRequest | null = null;
const listeners = new Set<() => void>();

function set(next: AddToDeckRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the card creator for a word; given to @glossa/ui as `addToDeck`.
 * @example openCardCreator({ written: '학교', textLanguage: 'ko_KR', dictLanguage: 'en_US', words, loadExamples });
 */
export function openCardCreator(request: AddToDeckRequest): void {
  set(request);
}

/** Closes the card creator. */
export function closeCardCreator(): void {
  set(null);
}

/**
 * The open creator's request in a component.
 * @example const request = useCardCreatorRequest();
 */
export function useCardCreatorRequest(): AddToDeckRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
