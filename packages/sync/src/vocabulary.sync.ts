import {
  VOCABULARY_BATCH_MAX,
  normalizeWritten,
  vocabularyKey,
  wins,
  type GuestLogEntry,
  type VocabularyItem,
  type VocabularyLanguage,
  type VocabularySyncStatus,
  type WordStatus,
} from '@glossa/contract';
import { editTime, parseItem, readServerItem } from './vocabulary.item.ts';

/**
 * The vocabulary of one device and its sync with the server, free of React and of
 * the browser so that tests can drive several devices against the real server.
 *
 * - Every local change is applied at once and put in an outgoing queue (coalesced per word); the queue is
 *   sent in order, single change by `PUT /user/voc`, more by `PUT /user/voc/batch` (10,000 per call).
 * - The server answers its `last_update`; when changes other than ours happened since our own last update,
 *   the changes since then are fetched and merged: newer `updated_at` wins, `unknown` removes.
 * - A network or server failure keeps the queue (the caller persists it and retries later); a refusal (4xx)
 *   drops the refused batch so that one bad item cannot block every later change.
 * Without a remote (guests) the queue and the clock are not used.
 */

/**
 * The server calls the engine needs, one per route of `api.vocabulary` (the web app implements it with its
 * API client, the extension with its Bearer client). A failure must reject with an object whose numeric
 * `status` is the HTTP status (0 or none when no answer came): 401 means signed out, 408/429/5xx and no
 * answer mean "retry later", any other 4xx means the change is refused.
 */
export interface VocabularyRemote {
  /** `PUT /user/voc`: one item (`origin` goes as `?source=&device=`). */
  put(item: VocabularyItem, origin?: WriteOrigin): Promise<VocabularySyncStatus>;
  /** `PUT /user/voc/batch`: up to VOCABULARY_BATCH_MAX items, all or nothing. */
  putBatch(items: VocabularyItem[], origin?: WriteOrigin): Promise<VocabularySyncStatus>;
  /** `GET /user/voc/change/:since`: every change stored after `since`, removals included (parsed here). */
  changesSince(since: string): Promise<unknown[]>;
  /** `GET /user/voc/status`: the server's clock for this account. */
  status(): Promise<VocabularySyncStatus>;
  /** `GET /user/voc`: the whole list (parsed here). */
  list(): Promise<unknown[]>;
  /** `DELETE /user/voc`: removes every word. */
  clear(origin?: WriteOrigin): Promise<VocabularySyncStatus>;
  /**
   * `POST /user/voc/guest`: a guest's words with their status log, in one transaction (optional: a client
   * without it sends the words through the queue and keeps the log).
   */
  uploadGuest?(upload: { items: VocabularyItem[]; log: GuestLogEntry[] }): Promise<VocabularySyncStatus>;
}

/** A bulk action of the learner, logged by the server as one event with its count instead of word by word. */
export type BulkSource = 'import' | 'mark_known';

/**
 * Where a write comes from, for the server's status log: a bulk action (absent: edits synced word by word)
 * and the writing device's stable id.
 */
export interface WriteOrigin {
  source?: BulkSource;
  device?: string;
}

/** The server's clock and, read after it, the whole list (the start of a visit). */
export interface ServerSnapshot {
  status: VocabularySyncStatus;
  list: unknown[];
}

/**
 * Asks the server for a snapshot: the clock first, then the list.
 * @example const snapshot = await serverSnapshot(remote);
 */
export async function serverSnapshot(remote: VocabularyRemote): Promise<ServerSnapshot> {
  const status = await remote.status();
  return { status, list: await remote.list() };
}

/** What a device keeps between visits. */
export interface SyncSnapshot {
  items: VocabularyItem[];
  queue: VocabularyItem[];
  lastUpdate: string | null;
}

export type SyncState = 'idle' | 'syncing' | 'offline' | 'signed-out';

const EPOCH = '1970-01-01T00:00:00.000Z';

/** True for failures worth retrying: no answer, a timeout, rate limiting, or a server error. */
export function isTransient(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error != null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

export class VocabularySync {
  /** Every known item by key; tombstones (`unknown`) are kept only when syncing, to date removals. */
  private readonly items = new Map<string, VocabularyItem>();
  private readonly queue = new Map<string, VocabularyItem>();
  /** Queued items that belong to a bulk action, by key (sent in batches of their own source). */
  private readonly bulk = new Map<string, BulkSource>();
  /** This device's stable id, sent with every write. */
  private device: string | undefined;
  private lastUpdate: string | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private version = 0;
  private itemsVersion = 0;
  state: SyncState = 'idle';

  constructor(
    private readonly remote: VocabularyRemote | null,
    private readonly hooks: {
      now?: () => number;
      onChange?: () => void;
      log?: (error: unknown) => void;
    } = {},
  ) {}

  /** Names this device in the server's status log from the next write on. */
  setDevice(id: string | null): void {
    this.device = id ?? undefined;
  }

  /** Grows on every visible change: React reads it to know when to re-render. */
  get revision(): number {
    return this.version;
  }

  /** Grows only when the words themselves change (not the sync state): the key of derived lists. */
  get itemsRevision(): number {
    return this.itemsVersion;
  }

  /** The tracked status of a word, or `unknown`. */
  statusOf(written: string, lang: string): WordStatus {
    return this.items.get(vocabularyKey(normalizeWritten(written), lang))?.status ?? 'unknown';
  }

  /** The stored item of a word (a tombstone included), if any. */
  itemOf(written: string, lang: string): VocabularyItem | undefined {
    return this.items.get(vocabularyKey(normalizeWritten(written), lang));
  }

  /** Every tracked word (tombstones left out). */
  tracked(): VocabularyItem[] {
    const out: VocabularyItem[] = [];
    for (const item of this.items.values()) if (item.status !== 'unknown') out.push(item);
    return out;
  }

  /** Changes not yet accepted by the server. */
  get pendingCount(): number {
    return this.queue.size;
  }

  /** The server time this device is up to date with. */
  get syncedUpTo(): string | null {
    return this.lastUpdate;
  }

  snapshot(): SyncSnapshot {
    return { items: [...this.items.values()], queue: [...this.queue.values()], lastUpdate: this.lastUpdate };
  }

  /** Replaces the state with a stored one (invalid items are dropped). */
  restore(snapshot: SyncSnapshot): void {
    this.items.clear();
    this.queue.clear();
    this.bulk.clear();
    for (const item of snapshot.items) this.items.set(vocabularyKey(item.written, item.lang), item);
    for (const item of snapshot.queue) {
      const key = vocabularyKey(item.written, item.lang);
      this.queue.set(key, item);
      // The queue is saved at once and the list later: a change queued after the list was saved is newer.
      if (wins(item, this.items.get(key))) this.items.set(key, item);
    }
    this.lastUpdate = snapshot.lastUpdate;
    this.changed();
  }

  /**
   * Sets a word's status by the status rules; answers false when nothing changed (unknown on an
   * untracked word, the same status again, an empty word).
   * @example sync.setStatus('집', 'ko_KR', 'learned')
   */
  setStatus(written: string, lang: VocabularyLanguage, status: WordStatus, source?: BulkSource): boolean {
    const normal = normalizeWritten(written);
    if (!normal.trim()) return false;
    const key = vocabularyKey(normal, lang);
    const current = this.items.get(key);
    const currentStatus = current?.status ?? 'unknown';
    if (currentStatus === status) return false;
    const item = { written: normal, lang, status, updated_at: this.stamp(current) };
    if (!parseItem(item)) return false;
    this.applyLocal(key, item, source);
    this.changed();
    return true;
  }

  /**
   * Adds words not tracked yet as learned (import); answers how many were new.
   * @example sync.addLearned(['house', 'tree'], 'en_US') // 2
   */
  addLearned(words: readonly string[], lang: VocabularyLanguage): number {
    const time = this.stamp(undefined);
    let added = 0;
    for (const word of words) {
      const written = normalizeWritten(word);
      const key = vocabularyKey(written, lang);
      const current = this.items.get(key);
      if (current && current.status !== 'unknown') continue;
      const item: VocabularyItem = {
        written,
        lang,
        status: 'learned',
        updated_at: editTime(Date.parse(time), current),
      };
      if (!parseItem(item)) continue;
      this.applyLocal(key, item, 'import');
      added += 1;
    }
    if (added > 0) this.changed();
    return added;
  }

  /**
   * Adds items as they are (their own times and statuses), e.g. a guest's words merged into an account, or
   * (with `source`) a file the learner imports.
   */
  adopt(items: readonly VocabularyItem[], source?: BulkSource): void {
    for (const item of items) {
      const key = vocabularyKey(item.written, item.lang);
      if (wins(item, this.items.get(key))) this.applyLocal(key, item, source);
    }
    this.changed();
  }

  /** Sends the queue; resolves when it is empty or the server is out of reach (state `offline`). */
  flush(): Promise<void> {
    return this.serial(async () => {
      await this.flushNow();
    });
  }

  /** Sends the queue, then fetches and merges what changed elsewhere (the refresh button, a regained tab). */
  sync(): Promise<void> {
    return this.serial(async () => {
      if (!(await this.flushNow()) || !this.remote) return;
      const status = await this.call(() => this.remote!.status());
      if (status) await this.absorb({ last_update: status.last_update });
    });
  }

  /** The start of a visit: sends what is queued, then loads the whole vocabulary from the server. */
  load(prefetched?: Promise<ServerSnapshot>): Promise<void> {
    return this.serial(async () => {
      const queued = this.queue.size > 0;
      if (!(await this.flushNow()) || !this.remote) return;
      const remote = this.remote;
      // The clock is read before the list, so the list holds at least everything up to it. A snapshot
      // asked before our own queue went out misses our changes: ask again then.
      const ask = !queued && prefetched ? () => prefetched : () => serverSnapshot(remote);
      const snapshot = await this.call(ask);
      if (!snapshot) return;
      const { status, list } = snapshot;
      const fresh = new Map<string, VocabularyItem>();
      for (const raw of list) {
        const item = readServerItem(raw);
        if (item) fresh.set(vocabularyKey(item.written, item.lang), item);
      }
      // What is still queued was made here and not stored yet: it stays on top of the server's list.
      for (const [key, item] of this.queue) if (wins(item, fresh.get(key))) fresh.set(key, item);
      this.items.clear();
      for (const [key, item] of fresh) this.items.set(key, item);
      this.lastUpdate = status.last_update;
      this.changed();
    });
  }

  /**
   * Deletes every word here and on the server. Offline, the removals are queued as tombstones instead.
   * @example await sync.clearAll()
   */
  clearAll(): Promise<void> {
    return this.serial(async () => {
      const removals = this.tracked().map((item) => ({
        ...item,
        status: 'unknown' as const,
        updated_at: this.stamp(item),
      }));
      this.queue.clear();
      this.bulk.clear();
      if (!this.remote) {
        this.items.clear();
        this.changed();
        return;
      }
      for (const item of removals) this.items.set(vocabularyKey(item.written, item.lang), item);
      this.changed();
      const answer = await this.call(() => this.remote!.clear(this.device ? { device: this.device } : {}));
      if (!answer) {
        for (const item of removals) this.queue.set(vocabularyKey(item.written, item.lang), item);
        this.changed();
        return;
      }
      // The server dated its tombstones itself; take them from the feed so every device holds the same ones.
      this.items.clear();
      this.changed();
      await this.absorb({ last_update: answer.last_update });
    });
  }

  /** Merges items received from the server: newer wins, `unknown` removes. */
  merge(rawItems: readonly unknown[]): void {
    let any = false;
    for (const raw of rawItems) {
      const item = parseItem(raw);
      if (!item) continue;
      const key = vocabularyKey(item.written, item.lang);
      if (!wins(item, this.items.get(key))) continue;
      this.items.set(key, item);
      const queued = this.queue.get(key);
      if (queued && !wins(queued, item)) {
        this.queue.delete(key);
        this.bulk.delete(key);
      }
      any = true;
    }
    if (any) this.changed();
  }

  private applyLocal(key: string, item: VocabularyItem, source?: BulkSource): void {
    if (this.remote) {
      this.items.set(key, item);
      this.queue.set(key, item);
      // The word's latest edit decides: a single edit after an import is a change of its own.
      if (source) this.bulk.set(key, source);
      else this.bulk.delete(key);
    } else if (item.status === 'unknown') {
      this.items.delete(key);
    } else {
      this.items.set(key, item);
    }
  }

  /**
   * Sends the queue batch by batch; false when the server could not be reached. With nothing to send the
   * state is left alone: an empty queue proves nothing about the server (a failed load stays `offline`).
   */
  private async flushNow(): Promise<boolean> {
    if (!this.remote || this.queue.size === 0) return true;
    const remote = this.remote;
    while (this.queue.size > 0) {
      const { batch, origin } = this.nextBatch();
      this.state = 'syncing';
      let answer: VocabularySyncStatus;
      try {
        answer =
          batch.length === 1 ? await remote.put(batch[0]!, origin) : await remote.putBatch(batch, origin);
      } catch (error) {
        if (this.failed(error)) return false;
        // Refused (already logged): these items can never be stored; dropping them keeps later changes flowing.
        answer = { last_update: this.lastUpdate, previous_update: this.lastUpdate };
      }
      for (const sent of batch) {
        const key = vocabularyKey(sent.written, sent.lang);
        if (this.queue.get(key) === sent) {
          this.queue.delete(key);
          this.bulk.delete(key);
        }
      }
      if (!(await this.absorb(answer))) return false;
    }
    this.state = 'idle';
    this.changed(false);
    return true;
  }

  /**
   * The next batch to send: queued items in order, up to VOCABULARY_BATCH_MAX, all of the first item's
   * source (one bulk action, or single edits), so the server logs each action as what it was.
   */
  private nextBatch(): { batch: VocabularyItem[]; origin: WriteOrigin } {
    let source: BulkSource | undefined;
    const batch: VocabularyItem[] = [];
    for (const [key, item] of this.queue) {
      const itemSource = this.bulk.get(key);
      if (batch.length === 0) source = itemSource;
      else if (itemSource !== source) continue;
      batch.push(item);
      if (batch.length === VOCABULARY_BATCH_MAX) break;
    }
    const origin: WriteOrigin = {};
    if (source) origin.source = source;
    if (this.device) origin.device = this.device;
    return { batch, origin };
  }

  /** Brings the clock to the server's answer, fetching other devices' changes when there were some. */
  private async absorb(answer: VocabularySyncStatus): Promise<boolean> {
    // Our items that lost to newer stored ones come back as stored: take them.
    if (answer.stale && answer.stale.length > 0) this.merge(answer.stale);
    const { last_update: latest } = answer;
    if (latest == null || latest === this.lastUpdate) return true;
    const onlyOurs = answer.previous_update !== undefined && answer.previous_update === this.lastUpdate;
    if (!onlyOurs) {
      const changes = await this.call(() => this.remote!.changesSince(this.lastUpdate ?? EPOCH));
      if (!changes) return false;
      this.merge(changes);
    }
    if (this.lastUpdate == null || latest > this.lastUpdate) this.lastUpdate = latest;
    this.state = 'idle';
    this.changed(false);
    return true;
  }

  /** Runs a call; a failure gives undefined after setting the state (and is logged). */
  private async call<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await work();
      if (this.state !== 'syncing') this.state = 'idle';
      return result;
    } catch (error) {
      this.failed(error);
      return undefined;
    }
  }

  /** Records a failure; true when it is one the queue should wait out (offline, server down, signed out). */
  private failed(error: unknown): boolean {
    this.hooks.log?.(error);
    if (errorStatus(error) === 401) {
      this.state = 'signed-out';
      this.changed(false);
      return true;
    }
    if (isTransient(error)) {
      this.state = 'offline';
      this.changed(false);
      return true;
    }
    return false;
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * The time of a local edit: a hybrid clock, never behind the server clock this device has seen nor the
   * edit it replaces, so an edit made after a sync is newer than everything that sync brought even when this
   * device's clock is slow.
   */
  private stamp(replaced: VocabularyItem | undefined): string {
    const floor = this.lastUpdate == null ? 0 : Date.parse(this.lastUpdate) + 1;
    return editTime(Math.max(this.now(), floor), replaced);
  }

  private now(): number {
    return this.hooks.now ? this.hooks.now() : Date.now();
  }

  /** Signals a change; `items` false when only the sync state changed (the word list is the same). */
  private changed(items = true): void {
    this.version += 1;
    if (items) this.itemsVersion += 1;
    this.hooks.onChange?.();
  }
}
