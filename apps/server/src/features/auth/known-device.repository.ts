import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Database access for device cookies (table known_devices). */
export class KnownDeviceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Which of these cookie hashes an account signed in with before (the first found), if any. */
  async findFor(userId: string, tokenHashes: string[]): Promise<string | undefined> {
    if (tokenHashes.length === 0) return undefined;
    const row = await this.db
      .selectFrom('known_devices')
      .select('token_hash')
      .where('user_id', '=', userId)
      .where('token_hash', 'in', tokenHashes)
      .executeTakeFirst();
    return row?.token_hash;
  }

  /** Records (or refreshes) a browser where the account signed in. */
  async remember(tokenHash: string, userId: string, now: string): Promise<void> {
    await this.db
      .insertInto('known_devices')
      .values({ token_hash: tokenHash, user_id: userId, created_at: now, last_used_at: now })
      .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet({ last_used_at: now }))
      .execute();
  }
}
