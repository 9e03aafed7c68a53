import type { Kysely } from 'kysely';
import type { AppDatabase, Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { dailyDeltas, type StatusLogEntry } from '../progress/index.ts';

/** A stored item as the service sees it (row shape without the user). */
export interface StoredItem {
  written: string;
  lang: string;
  status: string;
  updated_at: string;
}

/** Rows per INSERT and keys per IN list: well under SQLite's and PostgreSQL's bound-parameter limits. */
const WRITE_CHUNK = 1000;
const READ_CHUNK = 900;

/**
 * Lets other requests run between two chunks of a large write. SQLite's driver is synchronous, so a
 * 10,000-item batch done in one go would hold the event loop (and every other request) until it ends.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The queries a user's write makes while holding that user's sync lock. */
export interface VocabularyWriteTx {
  /** The user's last_update before this write. */
  readonly lastUpdate: string | null;
  findByKeys(keys: readonly { written: string; lang: string }[]): Promise<StoredItem[]>;
  upsert(items: readonly StoredItem[], syncedAt: string): Promise<void>;
  newestUpdatedAt(): Promise<string | null>;
  /** How many words the user tracks (tombstones left out). */
  countTracked(): Promise<number>;
  /** Turns every tracked item into an `unknown` tombstone. */
  tombstoneAll(updatedAt: string, syncedAt: string): Promise<number>;
  setLastUpdate(value: string): Promise<void>;
  /** Appends rows to the status log, in this write's transaction (so they commit or roll back with it). */
  appendStatusLog(entries: readonly StatusLogEntry[], syncedAt: string): Promise<void>;
  /** Tracked and learned words per language (what clearing removes). */
  trackedCountsByLang(): Promise<{ lang: string; tracked: number; learned: number }[]>;
}

/**
 * The only code that touches the vocabulary tables. Writes go through `write`, which serialises all writes
 * of one user (a row lock on PostgreSQL, the single writer on SQLite) so that `synced_at` only grows.
 */
export class VocabularyRepository {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;

  constructor(database: AppDatabase) {
    this.db = database.db;
    this.dialect = database.dialect;
  }

  /**
   * Runs `work` in one transaction holding the user's sync lock.
   * @example await repo.write(userId, async (tx) => tx.setLastUpdate(now));
   */
  async write<T>(userId: string, work: (tx: VocabularyWriteTx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      // A write first, so SQLite takes its write lock now rather than failing to upgrade later.
      await trx
        .insertInto('vocabulary_sync')
        .values({ user_id: userId, last_update: null })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      let lockQuery = trx.selectFrom('vocabulary_sync').select('last_update').where('user_id', '=', userId);
      if (this.dialect === 'postgres') lockQuery = lockQuery.forUpdate();
      const { last_update } = await lockQuery.executeTakeFirstOrThrow();
      return work(writeTx(trx, userId, last_update));
    });
  }

  /** The user's last_update, null when nothing was ever stored. */
  async lastUpdate(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('vocabulary_sync')
      .select('last_update')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.last_update ?? null;
  }

  /** Every tracked item (tombstones left out), in key order (the primary key's, so no sort is needed). */
  async listTracked(userId: string): Promise<StoredItem[]> {
    return this.db
      .selectFrom('vocabulary')
      .select(['written', 'lang', 'status', 'updated_at'])
      .where('user_id', '=', userId)
      .where('status', '!=', 'unknown')
      .orderBy('user_id')
      .orderBy('written')
      .orderBy('lang')
      .execute();
  }

  /**
   * Every item stored after `since` (server time), tombstones included, in the order they were stored; items
   * stored at the same instant (a batch, a clearing) in key order, so every database and every run agree.
   */
  async changedSince(userId: string, since: string): Promise<StoredItem[]> {
    return this.db
      .selectFrom('vocabulary')
      .select(['written', 'lang', 'status', 'updated_at'])
      .where('user_id', '=', userId)
      .where('synced_at', '>', since)
      .orderBy('synced_at')
      .orderBy('written')
      .orderBy('lang')
      .execute();
  }
}

function writeTx(trx: Kysely<Database>, userId: string, lastUpdate: string | null): VocabularyWriteTx {
  return {
    lastUpdate,
    async findByKeys(keys) {
      const wanted = new Set(keys.map((k) => `${k.lang}\u0000${k.written}`));
      const writtens = [...new Set(keys.map((k) => k.written))];
      const found: StoredItem[] = [];
      for (let i = 0; i < writtens.length; i += READ_CHUNK) {
        if (i > 0) await yieldToEventLoop();
        const rows = await trx
          .selectFrom('vocabulary')
          .select(['written', 'lang', 'status', 'updated_at'])
          .where('user_id', '=', userId)
          .where('written', 'in', writtens.slice(i, i + READ_CHUNK))
          .execute();
        for (const row of rows) if (wanted.has(`${row.lang}\u0000${row.written}`)) found.push(row);
      }
      return found;
    },
    async upsert(items, syncedAt) {
      for (let i = 0; i < items.length; i += WRITE_CHUNK) {
        if (i > 0) await yieldToEventLoop();
        const rows = items
          .slice(i, i + WRITE_CHUNK)
          .map((item) => ({ ...item, user_id: userId, synced_at: syncedAt }));
        await trx
          .insertInto('vocabulary')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['user_id', 'written', 'lang']).doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              updated_at: eb.ref('excluded.updated_at'),
              synced_at: eb.ref('excluded.synced_at'),
            })),
          )
          .execute();
      }
    },
    async newestUpdatedAt() {
      const row = await trx
        .selectFrom('vocabulary')
        .select((eb) => eb.fn.max('updated_at').as('newest'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.newest ?? null;
    },
    async countTracked() {
      const row = await trx
        .selectFrom('vocabulary')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('status', '!=', 'unknown')
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async tombstoneAll(updatedAt, syncedAt) {
      const result = await trx
        .updateTable('vocabulary')
        .set({ status: 'unknown', updated_at: updatedAt, synced_at: syncedAt })
        .where('user_id', '=', userId)
        .where('status', '!=', 'unknown')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async appendStatusLog(entries, syncedAt) {
      for (let i = 0; i < entries.length; i += WRITE_CHUNK) {
        if (i > 0) await yieldToEventLoop();
        const rows = entries
          .slice(i, i + WRITE_CHUNK)
          .map((entry) => ({ ...entry, user_id: userId, synced_at: syncedAt }));
        await trx.insertInto('status_log').values(rows).execute();
      }
      // The day sums the Progress figures read, kept with the log.
      for (const day of dailyDeltas(entries)) {
        await trx
          .insertInto('status_daily')
          .values({ ...day, user_id: userId })
          .onConflict((oc) =>
            oc.columns(['user_id', 'lang', 'day']).doUpdateSet((eb) => ({
              learned_delta: eb('status_daily.learned_delta', '+', eb.ref('excluded.learned_delta')),
              new_words: eb('status_daily.new_words', '+', eb.ref('excluded.new_words')),
              bulk_words: eb('status_daily.bulk_words', '+', eb.ref('excluded.bulk_words')),
            })),
          )
          .execute();
      }
    },
    async trackedCountsByLang() {
      const rows = await trx
        .selectFrom('vocabulary')
        .select((eb) => [
          'lang',
          eb.fn.countAll<number | string>().as('tracked'),
          eb.fn
            .sum<number | string>(eb.case().when('status', '=', 'learned').then(1).else(0).end())
            .as('learned'),
        ])
        .where('user_id', '=', userId)
        .where('status', '!=', 'unknown')
        .groupBy('lang')
        .execute();
      return rows.map((r) => ({ lang: r.lang, tracked: Number(r.tracked), learned: Number(r.learned) }));
    },
    async setLastUpdate(value) {
      await trx
        .updateTable('vocabulary_sync')
        .set({ last_update: value })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
