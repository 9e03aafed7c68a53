import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** A status log row as the change feed answers it. */
export interface StatusLogRow {
  id: number;
  lang: string;
  written: string | null;
  old_status: string | null;
  new_status: string;
  kind: string;
  count: number;
  device_id: string | null;
  changed_at: string;
  synced_at: string;
}

/** Reads the status log's change feed (writes go with the vocabulary's, in its transaction). */
export class StatusLogRepository {
  private readonly db: Kysely<Database>;

  constructor(database: AppDatabase) {
    this.db = database.db;
  }

  /**
   * Up to `limit` rows stored after (`since`, `afterId`) in (synced_at, id) order: one write's rows share a
   * stamp, so the id orders them and a page may end inside a large write without losing the rest.
   */
  async after(userId: string, since: string, afterId: number, limit: number): Promise<StatusLogRow[]> {
    return this.db
      .selectFrom('status_log')
      .select([
        'id',
        'lang',
        'written',
        'old_status',
        'new_status',
        'kind',
        'count',
        'device_id',
        'changed_at',
        'synced_at',
      ])
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('synced_at', '>', since), eb.and([eb('synced_at', '=', since), eb('id', '>', afterId)])]),
      )
      .orderBy('synced_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
