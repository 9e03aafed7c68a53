import { useCallback, useEffect, useState } from 'react';
import { listLibrary, removeBook } from './library-store.ts';
import type { LibraryEntry } from './library.model.ts';

/**
 * The recent books kept on this device, read when the Reader opens and again on `refresh`.
 * @example const library = useLibrary(); library.entries.map((book) => book.title)
 */
export function useLibrary() {
  const [entries, setEntries] = useState<LibraryEntry[] | null>(null);
  const refresh = useCallback(() => {
    void listLibrary().then(setEntries);
  }, []);
  useEffect(refresh, [refresh]);
  const remove = useCallback(
    async (id: string) => {
      try {
        await removeBook(id);
      } catch (error) {
        console.warn('Reader storage:', error);
      }
      refresh();
    },
    [refresh],
  );
  return { entries, refresh, remove };
}
