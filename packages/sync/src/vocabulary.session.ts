import {
  GUEST_LOG_UPLOAD_MAX,
  VOCABULARY_BATCH_MAX,
  type GuestLogEntry,
  type VocabularyItem,
  type VocabularyLanguage,
  type WordStatus,
} from '@glossa/contract';
import { bulkEvents, clearGuestLog, deviceIdOf, logged, readGuestLog, writeGuestLog } from './guest-log.ts';
import type { StorageAdapter } from './storage.ts';
import {
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
import {
  VocabularySync,
  serverSnapshot,
  type ServerSnapshot,
  type SyncState,
  type VocabularyRemote,
} from './vocabulary.sync.ts';

/**
 * One client's vocabulary for one visit: who it belongs to (a guest's words in storage, or an account's words
 * synced with the server and cached in storage), saving, and retrying with back-off while the server is out
 * of reach. It has no UI and no browser hooks: the client shows the state, asks the learner the guest-words
 * question (`guestWordsWaiting`, then `mergeGuestWords()` or `declineGuestWords()`), and calls `refresh()`,
 * `saveNow()` or `reloadGuest()` on its own events (the network came back, the page is hidden, another tab
 * changed the guest's words).
 *
 *   const session = new VocabularySession({ storage, remote, signedInUser });
 *   session.subscribe(render);
 *   await session.start();
 *   session.setStatus('집', 'ko_KR', 'learned');
 */

export type VocabularyMode = 'loading' | 'guest' | 'account';

/** First wait before retrying an unreachable server; it doubles on every failure up to RETRY_MAX_MS. */
export const RETRY_MIN_MS = 2_000;
export const RETRY_MAX_MS = 60_000;
const IDENTITY_RECHECK_MS = 5_000;
const LIST_SAVE_DELAY_MS = 2_000;

export interface VocabularySessionOptions {
  /** Where the words are kept between visits. */
  storage: StorageAdapter;
  /** The server's vocabulary calls. */
  remote: VocabularyRemote;
  /** Who is signed in: the user's id, null for a guest, undefined when the server could not be asked. */
  signedInUser(): Promise<string | null | undefined>;
  /** Failed calls (sync failures are only logged; local state is kept). */
  log?: (error: unknown) => void;
  /** Called once an account's list is in memory (the web app marks it for its benchmark). */
  onLoaded?: () => void;
  /** The clock of local edits (tests set it). */
  now?: () => number;
}

export class VocabularySession {
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
  /** A guest's status log (guest mode only): appended with each change, saved with the words. */
  private guestEvents: GuestLogEntry[] = [];
  private deviceId: string | null = null;

  constructor(private readonly options: VocabularySessionOptions) {}

  /**
   * Calls `listener` on every change (words, sync state, mode, guest words); answers the unsubscribe.
   * @example const stop = session.subscribe(() => render(session.tracked()));
   */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Grows on every change (React's useSyncExternalStore snapshot). */
  readonly getRevision = (): number => this.revisionValue;

  get mode(): VocabularyMode {
    return this.modeValue;
  }

  get syncState(): SyncState {
    return this.engine.state;
  }

  /** Changes not yet accepted by the server. */
  get pending(): number {
    return this.engine.pendingCount;
  }

  /** The current wait before the next retry of an unreachable server (2 s doubling up to 60 s). */
  get retryDelayMs(): number {
    return this.retryDelay;
  }

  /**
   * Starts the session once per visit; later calls only re-check who is signed in, at most every few seconds.
   * @example await session.start()
   */
  start(): Promise<void> {
    if (!this.started) {
      this.started = true;
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

  /**
   * Sets a word's status; signed in, the change goes to the server at once.
   * @example session.setStatus('집', 'ko_KR', 'learned')
   */
  setStatus(written: string, lang: VocabularyLanguage, status: WordStatus): void {
    const before = this.engine.statusOf(written, lang);
    if (!this.engine.setStatus(written, lang, status)) return;
    this.logGuest(() => {
      const item = this.engine.itemOf(written, lang);
      return [
        {
          lang,
          written: item?.written ?? written,
          old_status: logged(before),
          new_status: status,
          kind: 'change',
          count: 1,
          device_id: this.deviceId,
          changed_at: item?.updated_at ?? new Date(this.now()).toISOString(),
        },
      ];
    });
    this.scheduleFlush();
  }

  /**
   * "Mark the rest as known": every given word not tracked yet becomes learned, as one action (one event
   * with its count in a guest's log). Answers how many words changed.
   * @example session.markKnown(['the', 'and'], 'en_US') // 2
   */
  markKnown(words: readonly string[], lang: VocabularyLanguage): number {
    const changed: VocabularyItem[] = [];
    for (const word of words) {
      if (this.engine.statusOf(word, lang) !== 'unknown') continue;
      if (this.engine.setStatus(word, lang, 'learned', 'mark_known')) {
        const item = this.engine.itemOf(word, lang);
        if (item) changed.push(item);
      }
    }
    if (changed.length === 0) return 0;
    this.logGuest(() => bulkEvents(changed, 'mark_known', this.deviceId, this.latest(changed)));
    this.scheduleFlush();
    return changed.length;
  }

  /** A guest's status log, oldest first (empty when signed in: the account's is on the server). */
  guestLog(): readonly GuestLogEntry[] {
    return this.modeValue === 'guest' ? this.guestEvents : [];
  }

  /** Appends events to a guest's log; signed in, the server logs the write itself. */
  private logGuest(events: () => GuestLogEntry[]): void {
    if (this.modeValue !== 'guest') return;
    this.guestEvents = [...this.guestEvents, ...events()];
  }

  private latest(items: readonly VocabularyItem[]): string {
    let latest = items[0]?.updated_at ?? new Date(this.now()).toISOString();
    for (const item of items) if (item.updated_at > latest) latest = item.updated_at;
    return latest;
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /**
   * Import: new words become learned and go to the server in bulk; answers how many were new.
   * @example await session.importWords(['house', 'tree'], 'en_US') // 2
   */
  async importWords(words: readonly string[], lang: VocabularyLanguage): Promise<number> {
    await this.loading;
    const before = new Set(this.engine.tracked());
    const added = this.engine.addLearned(words, lang);
    if (added > 0) {
      const changed = this.engine.tracked().filter((item) => !before.has(item));
      this.logGuest(() => bulkEvents(changed, 'import', this.deviceId, this.latest(changed)));
      await this.engine.flush();
    }
    this.afterNetwork();
    return added;
  }

  /**
   * Takes words with their own statuses and times (a full export read back); for each word the newer of the
   * file's and the list's wins, as in sync. Answers how many words changed.
   * @example await session.importItems([{ written: '집', lang: 'ko_KR', status: 'seen', updated_at: '2026-01-01T00:00:00.000Z' }])
   */
  async importItems(items: readonly VocabularyItem[]): Promise<number> {
    await this.loading;
    const before = new Map(this.engine.tracked().map((item) => [`${item.lang}\u0000${item.written}`, item]));
    this.engine.adopt(items, 'import');
    const changedItems = this.engine
      .tracked()
      .filter((item) => before.get(`${item.lang}\u0000${item.written}`) !== item);
    const changed = changedItems.length;
    if (changed > 0) {
      this.logGuest(() => bulkEvents(changedItems, 'import', this.deviceId, this.latest(changedItems)));
      await this.engine.flush();
    }
    this.afterNetwork();
    return changed;
  }

  /** Deletes every word (here, and on the server when signed in). */
  async clearAll(): Promise<void> {
    await this.loading;
    const counts = new Map<VocabularyLanguage, number>();
    for (const item of this.engine.tracked()) counts.set(item.lang, (counts.get(item.lang) ?? 0) + 1);
    await this.engine.clearAll();
    const at = new Date(this.now()).toISOString();
    this.logGuest(() =>
      [...counts].map(([lang, count]) => ({
        lang,
        written: null,
        old_status: null,
        new_status: 'unknown' as const,
        kind: 'clear' as const,
        count,
        device_id: this.deviceId,
        changed_at: at,
      })),
    );
    this.afterNetwork();
  }

  /** The refresh button (and a regained network or tab): send what is queued and fetch what changed elsewhere. */
  async refresh(): Promise<void> {
    await this.checkIdentity();
    if (this.modeValue !== 'account') return;
    await this.engine.sync();
    this.afterNetwork();
  }

  /** The network is back (or the page visible again): retry at once, and back off from the start again. */
  reconnected(): Promise<void> {
    this.retryDelay = RETRY_MIN_MS;
    return this.refresh();
  }

  /**
   * Another tab or context changed the guest's words in storage: take them (it saved them, so nothing here
   * is lost), unless this one has unsaved changes of its own.
   */
  async reloadGuest(): Promise<void> {
    if (this.modeValue !== 'guest' || this.saveScheduled) return;
    await this.openGuest();
    this.emit();
  }

  /** Words this device collected as a guest that wait for the learner's answer (signed in only; 0 when none). */
  get guestWordsWaiting(): number {
    return this.modeValue === 'account' ? this.guestWaiting : 0;
  }

  /**
   * The learner said yes: adds the guest's words to the account (a newer status of the same word wins) and
   * forgets the local copy.
   */
  async mergeGuestWords(): Promise<void> {
    const userId = this.userId;
    if (!userId || this.guestWaiting === 0) return;
    this.guestWaiting = 0;
    const { storage, remote } = this.options;
    const guest = await readGuestItems(storage);
    const log = await readGuestLog(storage);
    if (remote.uploadGuest && (await this.uploadGuest(remote.uploadGuest, guest.value, log))) {
      await rememberGuestMergeAnswer(storage, userId, 'merged');
      await Promise.all([clearGuestItems(storage), clearGuestLog(storage)]);
      this.emit();
      // The upload moved the account's clock: fetch what it stored (and anything else new).
      await this.engine.sync();
      this.afterNetwork();
      return;
    }
    // Without the upload (an older server, or out of reach) the words go through the queue; the log stays
    // in this browser and goes with the next guest words, if any.
    this.engine.adopt(guest.value);
    await rememberGuestMergeAnswer(storage, userId, 'merged');
    await clearGuestItems(storage);
    this.emit();
    await this.engine.flush();
    this.afterNetwork();
  }

  /**
   * Sends a guest's words and log in calls of at most VOCABULARY_BATCH_MAX words and GUEST_LOG_UPLOAD_MAX
   * events; the words the account already had newer come back and are taken. False when a call failed.
   */
  private async uploadGuest(
    upload: NonNullable<VocabularyRemote['uploadGuest']>,
    items: readonly VocabularyItem[],
    log: readonly GuestLogEntry[],
  ): Promise<boolean> {
    const calls = Math.max(
      1,
      Math.ceil(items.length / VOCABULARY_BATCH_MAX),
      Math.ceil(log.length / GUEST_LOG_UPLOAD_MAX),
    );
    for (let i = 0; i < calls; i += 1) {
      try {
        const answer = await upload({
          items: items.slice(i * VOCABULARY_BATCH_MAX, (i + 1) * VOCABULARY_BATCH_MAX),
          log: log.slice(i * GUEST_LOG_UPLOAD_MAX, (i + 1) * GUEST_LOG_UPLOAD_MAX),
        });
        if (answer.stale?.length) this.engine.merge(answer.stale);
      } catch (error) {
        this.options.log?.(error);
        return false;
      }
    }
    return true;
  }

  /** The learner said no: leaves the guest's words out of the account, and stops asking. */
  async declineGuestWords(): Promise<void> {
    const userId = this.userId;
    if (!userId || this.guestWaiting === 0) return;
    this.guestWaiting = 0;
    this.emit();
    await rememberGuestMergeAnswer(this.options.storage, userId, 'declined');
  }

  /**
   * Writes unsaved changes now (the page is being hidden). With a synchronous storage such as local storage
   * the writes are made before this returns.
   */
  saveNow(): void {
    // Only unsaved changes are written: another tab may have stored newer words meanwhile.
    if (!this.saveScheduled) return;
    this.saveScheduled = false;
    const { storage } = this.options;
    if (this.modeValue === 'guest') {
      // Words and log in the same synchronous save, so neither is kept without the other.
      void writeGuestItems(storage, this.engine.tracked());
      void writeGuestLog(storage, this.guestEvents);
    } else if (this.modeValue === 'account' && this.userId) {
      // The queue at once (it is what would be lost); the offline copy of the list once things settle.
      const userId = this.userId;
      void writeAccountCache(storage, userId, this.engine.snapshot(), 'queue');
      clearTimeout(this.listSaveTimer);
      this.listSaveTimer = setTimeout(() => {
        if (this.userId === userId) void writeAccountCache(storage, userId, this.engine.snapshot());
      }, LIST_SAVE_DELAY_MS);
    }
  }

  private checkIdentity(force = false): Promise<void> {
    if (this.loading) return this.loading;
    this.identityCheckedAt = Date.now();
    const { storage, remote } = this.options;
    const run = async () => {
      // A returning account's words are asked together with who we are (a 401 for a guest is harmless).
      const lastUser = await readLastUser(storage);
      const expected = force || this.modeValue === 'loading' ? lastUser : null;
      const status = expected ? serverSnapshot(remote) : undefined;
      status?.catch(() => undefined);
      const user = await this.options.signedInUser();
      const id = user === undefined ? lastUser : user;
      if (force || id !== this.userId || this.modeValue === 'loading') {
        if (user !== undefined) await writeLastUser(storage, id);
        if (id) await this.openAccount(id, user !== undefined, id === expected ? status : undefined);
        else await this.openGuest();
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

  private async openGuest(): Promise<void> {
    const { storage } = this.options;
    const [{ value }, events, deviceId] = await Promise.all([
      readGuestItems(storage),
      readGuestLog(storage),
      this.deviceId ?? deviceIdOf(storage),
    ]);
    this.guestEvents = events;
    this.deviceId = deviceId;
    this.userId = null;
    this.engine = new VocabularySync(null, { onChange: () => this.onEngineChange(), now: this.options.now });
    this.engine.restore({ items: value, queue: [], lastUpdate: null });
    this.modeValue = 'guest';
  }

  private async openAccount(
    userId: string,
    reachable: boolean,
    status?: Promise<ServerSnapshot>,
  ): Promise<void> {
    const [{ value }, deviceId] = await Promise.all([
      readAccountCache(this.options.storage, userId),
      this.deviceId ?? deviceIdOf(this.options.storage),
    ]);
    this.deviceId = deviceId;
    this.userId = userId;
    this.engine = new VocabularySync(this.options.remote, {
      onChange: () => this.onEngineChange(),
      log: this.options.log,
      now: this.options.now,
    });
    // Every write names this browser in the account's status log.
    this.engine.setDevice(deviceId);
    this.engine.restore(value);
    this.modeValue = 'account';
    this.emit();
    // Out of reach: the cached list is shown, and the caller schedules a sync that loads the fresh one.
    if (!reachable) return;
    await this.engine.load(status);
    this.options.onLoaded?.();
    await this.offerGuestWords(userId);
    await this.engine.flush();
    this.afterNetwork();
  }

  /**
   * Beyond the spec: words collected as a guest are offered to the account on first sign-in. The question is
   * the caller's (an in-app dialog, the Vocabulary screen): the session only says how many words wait.
   */
  private async offerGuestWords(userId: string): Promise<void> {
    const guest = (await readGuestItems(this.options.storage)).value;
    const answered = guest.length > 0 && (await guestMergeAnswered(this.options.storage, userId));
    this.guestWaiting = guest.length > 0 && !answered ? guest.length : 0;
    if (this.guestWaiting > 0) this.emit();
  }

  private onEngineChange(): void {
    this.scheduleSave();
    this.emit();
  }

  private emit(): void {
    this.revisionValue += 1;
    for (const listener of this.listeners) listener();
  }

  /** Storage is written once per burst of changes, and at once when the client calls saveNow(). */
  private scheduleSave(): void {
    if (this.saveScheduled) return;
    this.saveScheduled = true;
    setTimeout(() => this.saveNow(), 0);
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
}
