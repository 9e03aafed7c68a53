import {
  ERROR_CODES,
  MAX_FUTURE_SKEW_MS,
  VOCABULARY_MAX_WORDS,
  readCanonicalItem,
  vocabularyItemSchema,
  vocabularyKey,
  wins,
  type VocabularyItem,
  type VocabularySyncStatus,
} from '@glossa/contract';
import { AppError, validationError } from '../../http/app-error.ts';
import { nextTick } from '../../lib/sync-clock.ts';
import {
  clearLogEntries,
  statusLogEntries,
  type StatusChangeSource,
  type StatusLogEntry,
} from '../progress/index.ts';
import type { StoredItem, VocabularyRepository, VocabularyWriteTx } from './vocabulary.repository.ts';

/**
 * The vocabulary's rules: validation of incoming items, conflict resolution (newer `updated_at` wins, ties by
 * the contract's fixed order), tombstones for removals, and the per-user sync clock that the change feed
 * follows. Pure of HTTP; the repository does the storage.
 */
export class VocabularyService {
  constructor(
    private readonly repository: VocabularyRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly maxWords = VOCABULARY_MAX_WORDS,
  ) {}

  /**
   * Validates raw items (from a request body); the first bad one throws a 400 naming it.
   * @example service.validate([{ written: '집', lang: 'ko_KR', status: 'seen', updated_at: '2025-01-01T00:00:00Z' }])
   */
  validate(raw: readonly unknown[], single = false): VocabularyItem[] {
    const latest = this.now().getTime() + MAX_FUTURE_SKEW_MS;
    return raw.map((value, index) => {
      const where = single ? 'Item' : `Item ${index + 1}`;
      const quick = readCanonicalItem(value);
      if (quick && Date.parse(quick.updated_at) <= latest) return quick;
      const result = vocabularyItemSchema.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join('.') || 'item';
        throw validationError(
          '',
          `${where}${describe(value)}: ${field}: ${issue?.message ?? 'Invalid input'}`,
        );
      }
      if (Date.parse(result.data.updated_at) > latest) {
        throw validationError('', `${where}${describe(value)}: updated_at: is too far in the future`);
      }
      return result.data;
    });
  }

  /**
   * Stores the items that win over what is stored (all in one transaction) and answers the sync clock, with
   * the stored versions of the items that lost.
   * @example await service.put(userId, items) // { last_update: '2025-…Z', previous_update: null, stale: [] }
   */
  async put(
    userId: string,
    items: readonly VocabularyItem[],
    origin: WriteOrigin = {},
  ): Promise<WriteAnswer> {
    const incoming = new Map<string, VocabularyItem>();
    for (const item of items) {
      const key = vocabularyKey(item.written, item.lang);
      if (wins(item, incoming.get(key))) incoming.set(key, item);
    }
    return this.repository.write(userId, async (tx) => {
      const stored = new Map<string, StoredItem>();
      for (const row of await tx.findByKeys([...incoming.values()])) {
        stored.set(vocabularyKey(row.written, row.lang), row);
      }
      const winners: VocabularyItem[] = [];
      const stale: VocabularyItem[] = [];
      let newest = tx.lastUpdate;
      for (const [key, item] of incoming) {
        const current = stored.get(key) as VocabularyItem | undefined;
        if (!wins(item, current)) {
          if (current && (current.status !== item.status || current.updated_at !== item.updated_at)) {
            stale.push(current);
          }
          continue;
        }
        winners.push(item);
        if (newest == null || item.updated_at > newest) newest = item.updated_at;
      }
      // A given history is stored even when every word lost to a newer one: it happened all the same.
      if (winners.length === 0 && !origin.log?.length) {
        return { last_update: tx.lastUpdate, previous_update: tx.lastUpdate, stale };
      }
      await this.checkSize(tx, winners, stored);
      const syncedAt = nextTick(this.now(), newest);
      if (winners.length > 0) await tx.upsert(winners, syncedAt);
      const log =
        origin.log ??
        statusLogEntries(
          winners,
          (item) => stored.get(vocabularyKey(item.written, item.lang))?.status,
          origin.source ?? 'sync',
          origin.deviceId ?? null,
        );
      await tx.appendStatusLog(log, syncedAt);
      await tx.setLastUpdate(syncedAt);
      return { last_update: syncedAt, previous_update: tx.lastUpdate, stale };
    });
  }

  /** Refuses a write that would take the user's tracked words past the limit (VOCABULARY_MAX_WORDS). */
  private async checkSize(
    tx: VocabularyWriteTx,
    winners: readonly VocabularyItem[],
    stored: ReadonlyMap<string, StoredItem>,
  ): Promise<void> {
    let added = 0;
    for (const item of winners) {
      const before = stored.get(vocabularyKey(item.written, item.lang));
      const trackedBefore = before !== undefined && before.status !== 'unknown';
      added += Number(item.status !== 'unknown') - Number(trackedBefore);
    }
    if (added <= 0) return;
    const tracked = await tx.countTracked();
    if (tracked + added > this.maxWords) {
      throw new AppError(
        409,
        ERROR_CODES.limitReached,
        `A vocabulary holds at most ${this.maxWords} words (you have ${tracked}; this change adds ${added}). Remove words you no longer need first.`,
      );
    }
  }

  /**
   * Removes every word by turning it into a tombstone dated by the sync clock, after every stored edit, so
   * that other devices remove it too and only edits made after the clearing survive.
   */
  async clear(userId: string, origin: WriteOrigin = {}): Promise<WriteAnswer> {
    return this.repository.write(userId, async (tx) => {
      const newest = await tx.newestUpdatedAt();
      const after =
        newest != null && (tx.lastUpdate == null || newest > tx.lastUpdate) ? newest : tx.lastUpdate;
      const stamp = nextTick(this.now(), after);
      const removed = await tx.trackedCountsByLang();
      const count = await tx.tombstoneAll(stamp, stamp);
      await tx.appendStatusLog(clearLogEntries(removed, stamp, origin.deviceId ?? null), stamp);
      if (count === 0) return { last_update: tx.lastUpdate, previous_update: tx.lastUpdate, stale: [] };
      await tx.setLastUpdate(stamp);
      return { last_update: stamp, previous_update: tx.lastUpdate, stale: [] };
    });
  }

  /** The user's sync clock. */
  async status(userId: string): Promise<VocabularySyncStatus> {
    return { last_update: await this.repository.lastUpdate(userId) };
  }

  /** Every tracked word. */
  async list(userId: string): Promise<VocabularyItem[]> {
    return (await this.repository.listTracked(userId)) as VocabularyItem[];
  }

  /** Every item stored after `since` (a canonical server time), tombstones included. */
  async changesSince(userId: string, since: string): Promise<VocabularyItem[]> {
    return (await this.repository.changedSince(userId, since)) as VocabularyItem[];
  }
}

/** Who made a write and how: a bulk source is logged as one event per language, not word by word. */
export interface WriteOrigin {
  source?: StatusChangeSource;
  deviceId?: string | null;
  /**
   * The history of these words as another store kept it (a guest's browser): logged as given instead of
   * derived from the write, so it is neither lost nor counted twice.
   */
  log?: readonly StatusLogEntry[];
}

/** What every write answers. */
export type WriteAnswer = Required<VocabularySyncStatus>;

function describe(value: unknown): string {
  if (typeof value !== 'object' || value == null) return '';
  const { written, lang } = value as { written?: unknown; lang?: unknown };
  const parts: string[] = [];
  if (typeof written === 'string')
    parts.push(JSON.stringify(written.length > 40 ? `${written.slice(0, 40)}…` : written));
  if (typeof lang === 'string') parts.push(lang.slice(0, 20));
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
