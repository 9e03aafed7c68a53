import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthAuditTable } from './auth.table.ts';

/** The audit log's table (auth_audit): append only. */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Appends one entry.
   * @example await audit.append({ at: isoNow(), event: 'sign_in', user_id, session_id, ip, detail: '' });
   */
  async append(row: Insertable<AuthAuditTable>): Promise<void> {
    await this.db.insertInto('auth_audit').values(row).execute();
  }
}
