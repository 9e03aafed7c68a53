/**
 * THE vocabulary store of the whole app: one per page, loaded once per visit (from the server when signed in,
 * from local storage for guests), synced in the background. Other screens use it through `useVocabulary()`:
 *
 *   const vocabulary = useVocabulary();
 *   vocabulary.statusOf('집', 'ko_KR');              // 'ignore' | 'seen' | 'learned' | 'unknown'
 *   vocabulary.setStatus('집', 'ko_KR', 'learned');  // rules of spec section 4; 'unknown' removes
 *   vocabulary.revision;                             // changes whenever any status changes (memo deps)
 *
 * `familiarity()` and `displayedStatus()` in vocabulary.model.ts turn a status into the colouring class and
 * the status bar's value. After a sign-in or sign-out without a page load, call `vocabularyStore.userChanged()`.
 */
import type { VocabularyItem, VocabularyLanguage, WordStatus } from '@glossa/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { fetchSignedInUser, vocabularyApi } from './vocabulary.api.ts';
import {
  GUEST_KEY,
  clearGuestItems,
  guestMergeAnswered,
  readAccountCache,
  readGuestItems,
  readLastUser,
  rememberGuestMergeAnswer,
  writeAccountCache,
  writeGuestItems,
  writeLastUser,
} from './vocabulary.local.ts';
import { VocabularySync, serverSnapshot, type ServerSnapshot, type SyncState } from './vocabulary.sync.ts';

export type VocabularyMode = 'loading' | 'guest' | 'account';

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;
const PERIODIC_SYNC_MS = 60_000;
const IDENTITY_RECHECK_MS = 5_000;
const LIST_SAVE_DELAY_MS = 2_000;

function log(error: unknown): void {
  // Spec section 8: sync failures are only logged; local state is kept.
  console.warn('Vocabulary sync:', error);
}

class VocabularyStore {
  private engine = new VocabularySync(null);
  private userId: string | null = null;
  private modeValue: VocabularyMode = 'loading';
  private readonly listeners = new Set<() => void>();
  private revisionValue = 0;
  private trackedCache: { engine: VocabularySync; revision: number; items: VocabularyItem[] } | null = null;
  private started = false;
  private identityCheckedAt = 0;
  private loading: Promise<void> | null = null;
  private saveScheduled = false;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private listSaveTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_MIN_MS;
  private guestWaiting = 0;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getRevision = (): number => this.revisionValue;

  get mode(): VocabularyMode {
    return this.modeValue;
  }

  get syncState(): SyncState {
    return this.engine.state;
  }

  get pending(): number {
    return this.engine.pendingCount;
  }

  /** Starts the store once per visit (later calls only re-check who is signed in, at most every few seconds). */
  start(): Promise<void> {
    if (!this.started) {
      this.started = true;
      this.installBrowserHooks();
      return this.userChanged();
    }
    if (Date.now() - this.identityCheckedAt > IDENTITY_RECHECK_MS && !this.loading)
      return this.checkIdentity();
    return this.loading ?? Promise.resolve();
  }

  /** Reloads for whoever is signed in now (after a sign-in or sign-out). */
  userChanged(): Promise<void> {
    this.identityCheckedAt = 0;
    return this.checkIdentity(true);
  }

  statusOf(written: string, lang: string): WordStatus {
    return this.engine.statusOf(written, lang);
  }

  /** Tracked words (a new array only when something changed). */
  tracked(): VocabularyItem[] {
    const revision = this.engine.itemsRevision;
    if (this.trackedCache?.engine !== this.engine || this.trackedCache.revision !== revision) {
      this.trackedCache = { engine: this.engine, revision, items: this.engine.tracked() };
    }
    return this.trackedCache.items;
  }

  setStatus(written: string, lang: VocabularyLanguage, status: WordStatus): void {
    if (this.engine.setStatus(written, lang, status)) this.scheduleFlush();
  }

  /** Import: new words become learned and go to the server in bulk; answers how many were new. */
  async importWords(words: readonly string[], lang: VocabularyLanguage): Promise<number> {
    await this.loading;
    const added = this.engine.addLearned(words, lang);
    if (added > 0) await this.engine.flush();
    this.afterNetwork();
    return added;
  }

  /** Deletes every word (here, and on the server when signed in). */
  async clearAll(): Promise<void> {
    await this.loading;
    await this.engine.clearAll();
    this.afterNetwork();
  }

  /** The refresh button: send what is queued and fetch what changed elsewhere. */
  async refresh(): Promise<void> {
    await this.checkIdentity();
    if (this.modeValue !== 'account') return;
    await this.engine.sync();
    this.afterNetwork();
  }

  private checkIdentity(force = false): Promise<void> {
    if (this.loading) return this.loading;
    this.identityCheckedAt = Date.now();
    const run = async () => {
      // A returning account's words are asked together with who we are (a 401 for a guest is harmless).
      const expected = force || this.modeValue === 'loading' ? readLastUser() : null;
      const status = expected ? serverSnapshot(vocabularyApi) : undefined;
      status?.catch(() => undefined);
      const user = await fetchSignedInUser();
      const id = user === undefined ? readLastUser() : (user?.id ?? null);
      if (force || id !== this.userId || this.modeValue === 'loading') {
        if (user !== undefined) writeLastUser(id);
        if (id) await this.openAccount(id, user !== undefined, id === expected ? status : undefined);
        else this.openGuest();
      }
      // The server could not be asked: we went on with whoever was here last. Ask again soon, so a
      // signed-in user is not left in guest mode by one failed request, and an account's list gets loaded.
      if (user === undefined) this.scheduleRetry(id ? this.retrySync : () => this.checkIdentity());
    };
    this.loading = run().finally(() => {
      this.loading = null;
      this.emit();
    });
    return this.loading;
  }

  private openGuest(): void {
    this.userId = null;
    this.engine = new VocabularySync(null, { onChange: () => this.onEngineChange() });
    this.engine.restore({ items: readGuestItems().value, queue: [], lastUpdate: null });
    this.modeValue = 'guest';
  }

  private async openAccount(
    userId: string,
    reachable: boolean,
    status?: Promise<ServerSnapshot>,
  ): Promise<void> {
    this.userId = userId;
    this.engine = new VocabularySync(vocabularyApi, { onChange: () => this.onEngineChange(), log });
    this.engine.restore(readAccountCache(userId).value);
    this.modeValue = 'account';
    this.emit();
    // Out of reach: the cached list is shown, and the caller schedules a sync that loads the fresh one.
    if (!reachable) return;
    await this.engine.load(status);
    // For the benchmark (npm run bench:voc): when the list is in memory.
    performance.mark('glossa:vocabulary-loaded');
    this.offerGuestWords(userId);
    await this.engine.flush();
    this.afterNetwork();
  }

  /**
   * Beyond the spec: words collected as a guest are offered to the account on first sign-in. The question is
   * the caller's (an in-app dialog, the Vocabulary screen): the store only says how many words wait.
   */
  private offerGuestWords(userId: string): void {
    const guest = readGuestItems().value;
    this.guestWaiting = guest.length > 0 && !guestMergeAnswered(userId) ? guest.length : 0;
    if (this.guestWaiting > 0) this.emit();
  }

  /** Words this browser collected as a guest that wait for an answer (signed in only; 0 when none). */
  get guestWordsWaiting(): number {
    return this.modeValue === 'account' ? this.guestWaiting : 0;
  }

  /** Adds the guest's words to the account (a newer status of the same word wins) and forgets the local copy. */
  async mergeGuestWords(): Promise<void> {
    if (!this.userId || this.guestWaiting === 0) return;
    this.engine.adopt(readGuestItems().value);
    rememberGuestMergeAnswer(this.userId, 'merged');
    clearGuestItems();
    this.guestWaiting = 0;
    this.emit();
    await this.engine.flush();
    this.afterNetwork();
  }

  /** Leaves the guest's words out of the account, and stops asking. */
  declineGuestWords(): void {
    if (!this.userId || this.guestWaiting === 0) return;
    rememberGuestMergeAnswer(this.userId, 'declined');
    this.guestWaiting = 0;
    this.emit();
  }

  private onEngineChange(): void {
    this.scheduleSave();
    this.emit();
  }

  private emit(): void {
    this.revisionValue += 1;
    for (const listener of this.listeners) listener();
  }

  /** Local storage is written once per burst of changes, and at once when the page is hidden. */
  private scheduleSave(): void {
    if (this.saveScheduled) return;
    this.saveScheduled = true;
    setTimeout(() => this.saveNow(), 0);
  }

  private saveNow(): void {
    // Only unsaved changes are written: another tab may have stored newer words meanwhile.
    if (!this.saveScheduled) return;
    this.saveScheduled = false;
    if (this.modeValue === 'guest') writeGuestItems(this.engine.tracked());
    else if (this.modeValue === 'account' && this.userId) {
      // The queue at once (it is what would be lost); the offline copy of the list once things settle.
      const userId = this.userId;
      writeAccountCache(userId, this.engine.snapshot(), 'queue');
      clearTimeout(this.listSaveTimer);
      this.listSaveTimer = setTimeout(() => {
        if (this.userId === userId) writeAccountCache(userId, this.engine.snapshot());
      }, LIST_SAVE_DELAY_MS);
    }
  }

  private scheduleFlush(): void {
    if (this.modeValue !== 'account') return;
    clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => {
      void this.engine.flush().then(() => this.afterNetwork());
    }, 0);
  }

  /** Runs `retry` after the current back-off delay, which then grows (one retry waits at a time). */
  private scheduleRetry(retry: () => Promise<void>): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void retry(), this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
  }

  private readonly retrySync = (): Promise<void> => this.engine.sync().then(() => this.afterNetwork());

  /**
   * After a network round: while the server is out of reach, sync again later with a growing delay. A sync
   * sends the queue and fetches what changed, so it also finishes a first load that failed (nothing pending,
   * list not loaded yet): a visit never stays on a stale list until the periodic sync.
   */
  private afterNetwork(): void {
    if (this.engine.state === 'signed-out') {
      void this.userChanged();
      return;
    }
    if (this.engine.state === 'offline') {
      this.scheduleRetry(this.retrySync);
    } else {
      clearTimeout(this.retryTimer);
      this.retryDelay = RETRY_MIN_MS;
    }
    this.emit();
  }

  private installBrowserHooks(): void {
    const sync = () => {
      this.retryDelay = RETRY_MIN_MS;
      void this.refresh();
    };
    window.addEventListener('online', sync);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') sync();
      else this.saveNow();
    });
    window.addEventListener('pagehide', () => this.saveNow());
    // A guest's words changed in another tab: take them (that tab saved them, so nothing here is lost).
    window.addEventListener('storage', (event) => {
      if (event.key !== GUEST_KEY || this.modeValue !== 'guest' || this.saveScheduled) return;
      this.openGuest();
      this.emit();
    });
    setInterval(() => {
      if (document.visibilityState === 'visible' && this.modeValue === 'account') void this.refresh();
    }, PERIODIC_SYNC_MS);
  }
}

/** The one store (module singleton). */
export const vocabularyStore = new VocabularyStore();

// Loaded once per visit, from the app's start: every reading screen colours words with it, and a large
// vocabulary is then already on its way when the Vocabulary screen's code arrives.
if (typeof window !== 'undefined' && typeof document !== 'undefined') void vocabularyStore.start();

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
  /** Every tracked word. */
  items: VocabularyItem[];
  refresh(): Promise<void>;
  importWords(words: readonly string[], lang: VocabularyLanguage): Promise<number>;
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
      items: vocabularyStore.tracked(),
      refresh: () => vocabularyStore.refresh(),
      importWords: (words, lang) => vocabularyStore.importWords(words, lang),
      clearAll: () => vocabularyStore.clearAll(),
      guestWordsWaiting: vocabularyStore.guestWordsWaiting,
      mergeGuestWords: () => vocabularyStore.mergeGuestWords(),
      declineGuestWords: () => vocabularyStore.declineGuestWords(),
    }),
    [revision],
  );
}
