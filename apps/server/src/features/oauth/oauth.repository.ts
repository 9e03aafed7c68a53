import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SessionRepository, type SessionsTable } from '../auth/index.ts';
import type { OAuthCodesTable } from './oauth.table.ts';

/** Database access for authorization codes. */
export class OAuthCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: OAuthCodesTable): Promise<void> {
    await this.db.insertInto('oauth_codes').values(row).execute();
  }

  /** The code's row, or undefined for a code that was never issued (or was pruned). */
  async find(codeHash: string): Promise<OAuthCodesTable | undefined> {
    return this.db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
  }

  /**
   * Marks a code used without opening anything (a presentation that failed a check). False when it had
   * already been presented.
   */
  async markUsed(codeHash: string, now: string): Promise<boolean> {
    const marked = await this.db
      .updateTable('oauth_codes')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) === 1;
  }

  /**
   * Marks a code used and records the session it opens in one statement, and stores that session in the same
   * transaction. A concurrent presentation's update waits on the row until this one commits, then finds the
   * code used with its session already there to end, exactly as a later presentation does. False (nothing
   * stored) when the code had already been presented.
   */
  async redeem(codeHash: string, now: string, session: SessionsTable, refreshHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('oauth_codes')
        .set({ used_at: now, session_id: session.id })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .returning('code_hash')
        .executeTakeFirst();
      if (!marked) return false;
      await new SessionRepository(trx).insert(session, refreshHash);
      return true;
    });
  }

  /** Deletes codes that expired before `before`. */
  async pruneExpired(before: string): Promise<void> {
    await this.db.deleteFrom('oauth_codes').where('expires_at', '<', before).execute();
  }
}
