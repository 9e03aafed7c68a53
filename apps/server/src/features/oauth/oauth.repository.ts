import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OAuthCodesTable } from './oauth.table.ts';

/** Database access for authorization codes. */
export class OAuthCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: OAuthCodesTable): Promise<void> {
    await this.db.insertInto('oauth_codes').values(row).execute();
  }

  /**
   * Marks a code used and returns its row, or the row with `firstUse: false` when it had already been
   * presented (a single atomic update decides, so two concurrent exchanges cannot both win). Undefined for a
   * code that was never issued (or was pruned).
   */
  async consume(
    codeHash: string,
    now: string,
  ): Promise<{ row: OAuthCodesTable; firstUse: boolean } | undefined> {
    const marked = await this.db
      .updateTable('oauth_codes')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    const row = await this.db
      .selectFrom('oauth_codes')
      .selectAll()
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    if (!row) return undefined;
    return { row, firstUse: Number(marked.numUpdatedRows) === 1 };
  }

  /** Records the session a code opened. */
  async setSession(codeHash: string, sessionId: string): Promise<void> {
    await this.db
      .updateTable('oauth_codes')
      .set({ session_id: sessionId })
      .where('code_hash', '=', codeHash)
      .execute();
  }

  /** Deletes codes that expired before `before`. */
  async pruneExpired(before: string): Promise<void> {
    await this.db.deleteFrom('oauth_codes').where('expires_at', '<', before).execute();
  }
}
