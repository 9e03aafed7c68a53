/**
 * THE vocabulary store of the whole app: the @glossa/sync session over local storage and the app's API, plus
 * the browser's events and React's glue. One per page, loaded once per visit (from the server when signed in,
 * from local storage for guests), synced in the background. Other screens use it through `useVocabulary()`:
 *
 *   const vocabulary = useVocabulary();
 *   vocabulary.statusOf('집', 'ko_KR');              // 'ignore' | 'seen' | 'learned' | 'unknown'
 *   vocabulary.setStatus('집', 'ko_KR', 'learned');  // status rules; 'unknown' removes
 *   vocabulary.revision;                             // changes whenever any status changes (memo deps)
 *
 * `familiarity()` and `displayedStatus()` of @glossa/ui turn a status into the colouring class and the status
 * bar's value. After a sign-in or sign-out without a page load, call `vocabularyStore.userChanged()`.
 */
import type { VocabularyItem, VocabularyLanguage, WordStatus } from '@glossa/contract';
import {
  GUEST_KEY,
  VocabularySession,
  localStorageAdapter,
  type StorageAdapter,
  type SyncState,
  type VocabularyMode,
} from '@glossa/sync';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { fetchSignedInUser, vocabularyRemote } from './vocabulary.api.ts';

export type { VocabularyMode };

const PERIODIC_SYNC_MS = 60_000;

/** Local storage, or (where the browser refuses it) an adapter whose every call fails: nothing is kept. */
function browserStorage(): StorageAdapter {
  try {
    return localStorageAdapter(window.localStorage);
  } catch (error) {
    const refuse = () => Promise.reject(error instanceof Error ? error : new Error(String(error)));
    return { get: refuse, set: refuse, remove: refuse };
  }
}

function createStore(): VocabularySession {
  return new VocabularySession({
    storage: browserStorage(),
    remote: vocabularyRemote,
    signedInUser: async () => {
      const user = await fetchSignedInUser();
      return user === undefined ? undefined : (user?.id ?? null);
    },
    // Sync failures are only logged; local state is kept.
    log: (error) => console.warn('Vocabulary sync:', error),
    // For the benchmark (npm run bench:voc): when the list is in memory.
    onLoaded: () => performance.mark('glossa:vocabulary-loaded'),
  });
}

/** Keeps the session in step with the page: network back, tab shown or hidden, other tabs, periodic sync. */
function installBrowserHooks(session: VocabularySession): void {
  window.addEventListener('online', () => void session.reconnected());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void session.reconnected();
    else session.saveNow();
  });
  window.addEventListener('pagehide', () => session.saveNow());
  // A guest's words changed in another tab: take them.
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_KEY) void session.reloadGuest();
  });
  setInterval(() => {
    if (document.visibilityState === 'visible' && session.mode === 'account') void session.refresh();
  }, PERIODIC_SYNC_MS);
}

/** The one store (module singleton). */
export const vocabularyStore = createStore();

// Loaded once per visit, from the app's start: every reading screen colours words with it, and a large
// vocabulary is then already on its way when the Vocabulary screen's code arrives.
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  installBrowserHooks(vocabularyStore);
  void vocabularyStore.start();
}

/** What `useVocabulary()` gives a component. */
export interface VocabularyHandle {
  /** Changes whenever the vocabulary or its sync state changes. */
  revision: number;
  mode: VocabularyMode;
  syncState: SyncState;
  /** Changes not yet accepted by the server. */
  pending: number;
  statusOf(written: string, lang: string): WordStatus;
  setStatus(written: string, lang: VocabularyLanguage, status: WordStatus): void;
  /**
   * "Mark the rest as known": the given words not tracked yet become learned as ONE action (one event with
   * its count in a guest's status log); answers how many changed.
   */
  markKnown(words: readonly string[], lang: VocabularyLanguage): number;
  /** Every tracked word. */
  items: VocabularyItem[];
  refresh(): Promise<void>;
  importWords(words: readonly string[], lang: VocabularyLanguage): Promise<number>;
  /** A full export read back: statuses and times kept, the newer of each word wins. */
  importItems(items: readonly VocabularyItem[]): Promise<number>;
  clearAll(): Promise<void>;
  /** Guest words waiting for the signed-in learner's answer (0 when none). */
  guestWordsWaiting: number;
  mergeGuestWords(): Promise<void>;
  declineGuestWords(): void;
}

/**
 * The vocabulary for a component; re-renders it on every change.
 * @example const { statusOf } = useVocabulary(); const cls = familiarity(unit.vocabulary, statusOf(unit.vocabulary ?? '', lang));
 */
export function useVocabulary(): VocabularyHandle {
  const revision = useSyncExternalStore(vocabularyStore.subscribe, vocabularyStore.getRevision);
  useEffect(() => {
    void vocabularyStore.start();
  }, []);
  return useMemo(
    () => ({
      revision,
      mode: vocabularyStore.mode,
      syncState: vocabularyStore.syncState,
      pending: vocabularyStore.pending,
      statusOf: (written, lang) => vocabularyStore.statusOf(written, lang),
      setStatus: (written, lang, status) => vocabularyStore.setStatus(written, lang, status),
      markKnown: (words, lang) => vocabularyStore.markKnown(words, lang),
      items: vocabularyStore.tracked(),
      refresh: () => vocabularyStore.refresh(),
      importWords: (words, lang) => vocabularyStore.importWords(words, lang),
      importItems: (items) => vocabularyStore.importItems(items),
      clearAll: () => vocabularyStore.clearAll(),
      guestWordsWaiting: vocabularyStore.guestWordsWaiting,
      mergeGuestWords: () => vocabularyStore.mergeGuestWords(),
      declineGuestWords: () => void vocabularyStore.declineGuestWords(),
    }),
    [revision],
  );
}
