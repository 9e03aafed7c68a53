import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SessionsTable } from './auth.table.ts';

/** The session row behind an access token with its user, if the token is current. */
export interface SessionWithUser {
  session: SessionsTable;
  user: { id: string; username: string; email: string };
}

/** Database access for sessions and refresh tokens. */
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a session with its first refresh token (in the caller's transaction when built over one). */
  async insert(session: SessionsTable, refreshHash: string): Promise<void> {
    const write = async (trx: Kysely<Database>) => {
      await trx.insertInto('sessions').values(session).execute();
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: refreshHash,
          session_id: session.id,
          created_at: session.created_at,
          replaced_at: null,
        })
        .execute();
    };
    if (this.db.isTransaction) await write(this.db);
    else await this.db.transaction().execute(write);
  }

  /** The live session (not revoked, not expired) whose access token hashes to `accessHash`, with its user. */
  async findByAccess(accessHash: string, now: string): Promise<SessionWithUser | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('sessions')
      .select(['users.username', 'users.email'])
      .where('sessions.access_hash', '=', accessHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.access_expires_at', '>', now)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    const { username, email, ...session } = row;
    return { session, user: { id: session.user_id, username, email } };
  }

  async touch(sessionId: string, now: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  }

  async findRefresh(tokenHash: string) {
    return this.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select([
        'refresh_tokens.session_id',
        'refresh_tokens.replaced_at',
        'sessions.user_id',
        'sessions.revoked_at',
        'sessions.expires_at',
      ])
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * Swaps the refresh token for a new one and sets a new access token, only if the old refresh token is
   * still the current one (a concurrent use of the same token loses and counts as reuse). True on success.
   */
  async rotate(
    oldRefreshHash: string,
    next: {
      sessionId: string;
      refreshHash: string;
      accessHash: string;
      accessExpiresAt: string;
      expiresAt: string;
    },
    now: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('refresh_tokens')
        .set({ replaced_at: now })
        .where('token_hash', '=', oldRefreshHash)
        .where('replaced_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: next.refreshHash,
          session_id: next.sessionId,
          created_at: now,
          replaced_at: null,
        })
        .execute();
      await trx
        .updateTable('sessions')
        .set({
          access_hash: next.accessHash,
          access_expires_at: next.accessExpiresAt,
          expires_at: next.expiresAt,
          last_seen_at: now,
        })
        .where('id', '=', next.sessionId)
        .execute();
      return true;
    });
  }

  /** Revokes a session; with `userId`, only if it belongs to that user. True when a live session was revoked. */
  async revoke(sessionId: string, now: string, userId?: string): Promise<boolean> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revokeAllOfUser(userId: string, now: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Deletes sessions (and their refresh tokens) that ended before `before`, and stale rate-limit windows. */
  async pruneExpired(before: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<', before).execute();
    await this.db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
  }

  async listActive(userId: string, now: string): Promise<SessionsTable[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .execute();
  }
}
