import crypto from 'node:crypto';
import { AUTH_ERROR_CODES, ERROR_CODES } from '@glossa/contract';
import { AppError } from '../../http/app-error.ts';
import type { AuditLog } from './audit.ts';
import type { AuthConfig } from './auth.config.ts';
import type { SessionsTable } from './auth.table.ts';
import { describeDevice } from './device.ts';
import type { SessionRepository, SessionWithUser } from './session.repository.ts';
import { hashToken, isoNow, newToken } from './tokens.ts';

/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Ended sessions and old rate-limit windows are deleted at most this often, a day after they ended. */
const PRUNE_INTERVAL_MS = 3_600_000;
const PRUNE_AFTER_SECONDS = 24 * 3600;

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** A session as the sessions list shows it. */
export interface SessionView {
  id: string;
  device: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  current: boolean;
}

const unauthorized = (detail: string) => new AppError(401, ERROR_CODES.unauthorized, detail);
const sessionRevoked = () =>
  new AppError(401, AUTH_ERROR_CODES.sessionRevoked, 'Session expired. Please sign in again.');

/**
 * Sessions (signed-in devices, browsers and companions alike): issue, resolve, rotate, revoke. Built once in
 * services.ts over the sessions store and the audit log.
 */
export class SessionService {
  private lastPrune = 0;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly audit: AuditLog,
    private readonly config: Pick<
      AuthConfig,
      'accessTtlSeconds' | 'refreshTtlSeconds' | 'refreshReuseGraceSeconds'
    >,
  ) {}

  /**
   * Opens a new session (one signed-in device) for a user and returns its tokens. The device shown in the
   * sessions list is read from the User-Agent, unless `device` names it (a companion: "Chrome", "Anki").
   * @example const tokens = await services.sessions.issue(user.id, request.headers['user-agent'], request.ip);
   */
  async issue(
    userId: string,
    userAgent: string | undefined,
    ip: string,
    event = 'sign_in',
    device?: string,
  ): Promise<IssuedTokens> {
    const tokens = await this.issueIf(userId, ip, device ?? describeDevice(userAgent), event, (row, hash) =>
      this.sessions.insert(row, hash).then(() => true),
    );
    if (!tokens) throw new Error('the session store refused a new session');
    return tokens;
  }

  /**
   * Opens a session only if `store` keeps it: `store` writes the row and its refresh token hash together with
   * whatever decides that the session may exist (a redeemed authorization code), in one transaction, and
   * answers false when it may not. Null when it was not kept.
   * @example await services.sessions.issueIf(userId, ip, 'Anki', 'oauth_anki_password', (row, hash) => codes.redeem(...))
   */
  async issueIf(
    userId: string,
    ip: string,
    device: string,
    event: string,
    store: (row: SessionsTable, refreshHash: string) => Promise<boolean>,
  ): Promise<IssuedTokens | null> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = isoNow();
    const sessionId = crypto.randomUUID();
    const kept = await store(
      {
        id: sessionId,
        user_id: userId,
        device,
        created_at: now,
        expires_at: isoNow(this.config.refreshTtlSeconds),
        last_seen_at: now,
        revoked_at: null,
        access_hash: hashToken(accessToken),
        access_expires_at: isoNow(this.config.accessTtlSeconds),
      },
      hashToken(refreshToken),
    );
    if (!kept) return null;
    await this.audit.record({ event, userId, sessionId, ip });
    await this.pruneNowAndThen();
    return { sessionId, accessToken, refreshToken, expiresIn: this.config.accessTtlSeconds };
  }

  /** Housekeeping on sign-in rather than a timer: works the same with one server or many. */
  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = Date.now();
    await this.sessions.pruneExpired(isoNow(-PRUNE_AFTER_SECONDS));
  }

  /**
   * The live session behind an access token (checked in the database on every request), or null.
   * @example const found = await services.sessions.resolve(accessTokenOf(request));
   */
  async resolve(accessToken: string | undefined): Promise<SessionWithUser | null> {
    if (!accessToken || accessToken.length > 200) return null;
    const now = isoNow();
    const found = await this.sessions.findByAccess(hashToken(accessToken), now);
    if (found && Date.now() - Date.parse(found.session.last_seen_at) > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(found.session.id, now);
    }
    return found;
  }

  /**
   * Exchanges a refresh token for new tokens (rotation). An already used refresh token means someone else has
   * a copy: the whole session is revoked and both parties must sign in again. Null (no new tokens, session
   * kept) when the token was rotated less than `reuseGraceSeconds` ago (the configured grace by default): two
   * tabs refreshing at once share the first one's cookies.
   * @example const tokens = await services.sessions.refresh(request.cookies.glossa_refresh, request.ip);
   */
  async refresh(
    refreshToken: string | undefined,
    ip: string,
    reuseGraceSeconds = this.config.refreshReuseGraceSeconds,
  ): Promise<IssuedTokens | null> {
    if (!refreshToken || refreshToken.length > 200) throw unauthorized('Not signed in.');
    const oldHash = hashToken(refreshToken);
    const found = await this.sessions.findRefresh(oldHash);
    const now = isoNow();
    if (!found) throw unauthorized('Session expired. Please sign in again.');
    if (found.revoked_at !== null || found.expires_at <= now) throw sessionRevoked();
    const withinGrace = (replacedAt: string | null) =>
      replacedAt !== null && Date.now() - Date.parse(replacedAt) < reuseGraceSeconds * 1000;
    if (withinGrace(found.replaced_at)) return null;
    const tokens = { accessToken: newToken(), refreshToken: newToken() };
    const rotated =
      found.replaced_at === null &&
      (await this.sessions.rotate(
        oldHash,
        {
          sessionId: found.session_id,
          refreshHash: hashToken(tokens.refreshToken),
          accessHash: hashToken(tokens.accessToken),
          accessExpiresAt: isoNow(this.config.accessTtlSeconds),
          expiresAt: isoNow(this.config.refreshTtlSeconds),
        },
        now,
      ));
    if (!rotated) {
      // Lost a race with a concurrent refresh of the same token: that one has just rotated it.
      if (found.replaced_at === null && reuseGraceSeconds > 0) return null;
      await this.sessions.revoke(found.session_id, now);
      await this.audit.record({
        event: 'refresh_reuse',
        userId: found.user_id,
        sessionId: found.session_id,
        ip,
        detail: 'an already used refresh token came back: session revoked',
      });
      throw sessionRevoked();
    }
    return { sessionId: found.session_id, ...tokens, expiresIn: this.config.accessTtlSeconds };
  }

  /**
   * Revokes the session a sign-out request belongs to (by its access token, else its refresh token) and
   * records it; quiet when there is none.
   * @example await services.sessions.revokeCurrent(sessionTokensOf(request), request.ip);
   */
  async revokeCurrent(
    tokens: { accessToken: string | undefined; refreshToken: string | undefined },
    ip: string,
  ): Promise<void> {
    const now = isoNow();
    let sessionId: string | undefined;
    let userId: string | undefined;
    const current = await this.resolve(tokens.accessToken);
    if (current) {
      sessionId = current.session.id;
      userId = current.user.id;
    } else {
      const refresh = tokens.refreshToken;
      const found =
        refresh && refresh.length <= 200 ? await this.sessions.findRefresh(hashToken(refresh)) : undefined;
      sessionId = found?.session_id;
      userId = found?.user_id;
    }
    if (sessionId && (await this.sessions.revoke(sessionId, now))) {
      await this.audit.record({ event: 'sign_out', userId: userId ?? null, sessionId, ip });
    }
  }

  /**
   * Ends a session without an audit entry of its own (the caller records why).
   * @example await services.sessions.end(row.session_id);
   */
  async end(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, isoNow());
  }

  /**
   * A user's signed-in devices, the current one marked.
   * @example await services.sessions.list(current) // [{ id, device: 'Firefox on Linux', current: true, ... }]
   */
  async list(current: { id: string; sessionId: string }): Promise<SessionView[]> {
    const rows = await this.sessions.listActive(current.id, isoNow());
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      created_at: row.created_at,
      expires_at: row.expires_at,
      last_seen_at: row.last_seen_at,
      current: row.id === current.sessionId,
    }));
  }

  /**
   * Revokes one of a user's sessions (signs that device out) and records it; false when the user has no such
   * session (another user's session id answers the same as an unknown one).
   * @example if (!(await services.sessions.revokeOfUser(user.id, id, request.ip))) throw notFound();
   */
  async revokeOfUser(userId: string, sessionId: string, ip: string): Promise<boolean> {
    if (!(await this.sessions.revoke(sessionId, isoNow(), userId))) return false;
    await this.audit.record({ event: 'session_revoked', userId, sessionId, ip });
    return true;
  }

  /**
   * Revokes every session of a user (a password removed when a Google/Apple identity is linked).
   * @example await services.sessions.revokeAllOfUser(user.id);
   */
  async revokeAllOfUser(userId: string): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, isoNow());
  }
}
