import crypto from 'node:crypto';
import {
  ACCESS_COOKIE,
  AUTH_ERROR_CODES,
  ERROR_CODES,
  REFRESH_COOKIE,
  SIGNED_IN_COOKIE,
} from '@glossa/contract';
import { isSecureContext } from '../../http/security.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../feature.ts';
import { recordAudit } from './audit.ts';
import { describeDevice } from './device.ts';
import type { SessionWithUser } from './session.repository.ts';
import { hashToken, isoNow, newToken } from './tokens.ts';

/** The refresh cookie is only ever needed by these endpoints, so the browser sends it nowhere else. */
const REFRESH_COOKIE_PATH = '/api/auth';
/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Ended sessions and old rate-limit windows are deleted at most this often, a day after they ended. */
const PRUNE_INTERVAL_MS = 3_600_000;
const PRUNE_AFTER_SECONDS = 24 * 3600;
const lastPrune = new WeakMap<object, number>();

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * Opens a new session (one signed-in device) for a user and returns its tokens. The device shown in the
 * sessions list is read from the User-Agent, unless `device` names it (a companion: "Chrome", "Anki").
 * @example const tokens = await issueSession(context, user.id, request.headers['user-agent'], request.ip);
 */
export async function issueSession(
  context: AppContext,
  userId: string,
  userAgent: string | undefined,
  ip: string,
  event = 'sign_in',
  device?: string,
): Promise<IssuedTokens> {
  const { auth } = context.config;
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = isoNow();
  const sessionId = crypto.randomUUID();
  await context.services.sessions.insert(
    {
      id: sessionId,
      user_id: userId,
      device: device ?? describeDevice(userAgent),
      created_at: now,
      expires_at: isoNow(auth.refreshTtlSeconds),
      last_seen_at: now,
      revoked_at: null,
      access_hash: hashToken(accessToken),
      access_expires_at: isoNow(auth.accessTtlSeconds),
    },
    hashToken(refreshToken),
  );
  await recordAudit(context, { event, userId, sessionId, ip });
  await pruneNowAndThen(context);
  return { sessionId, accessToken, refreshToken, expiresIn: auth.accessTtlSeconds };
}

/** Housekeeping on sign-in rather than a timer: works the same with one server or many. */
async function pruneNowAndThen(context: AppContext): Promise<void> {
  const last = lastPrune.get(context.database) ?? 0;
  if (Date.now() - last < PRUNE_INTERVAL_MS) return;
  lastPrune.set(context.database, Date.now());
  await context.services.sessions.pruneExpired(isoNow(-PRUNE_AFTER_SECONDS));
}

/** Sets the access and refresh cookies (HttpOnly, SameSite=Lax, Secure over HTTPS). */
export function setSessionCookies(reply: FastifyReply, context: AppContext, tokens: IssuedTokens): void {
  const secure = isSecureContext(reply.request, context.config.auth.publicOrigin);
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, path: '/', maxAge: tokens.expiresIn });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    maxAge: context.config.auth.refreshTtlSeconds,
  });
  // Lives as long as the refresh cookie; readable by the web app, and says only that a session may exist.
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    ...base,
    httpOnly: false,
    path: '/',
    maxAge: context.config.auth.refreshTtlSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}

/** The access token a request carries: the cookie, or an `Authorization: Bearer` header (extensions). */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[ACCESS_COOKIE] || undefined;
}

/** Looks up the live session behind a request's access token (checked in the database on every request). */
export async function resolveSession(
  request: FastifyRequest,
  context: AppContext,
): Promise<SessionWithUser | null> {
  const token = accessTokenOf(request);
  if (!token || token.length > 200) return null;
  const now = isoNow();
  const repository = context.services.sessions;
  const found = await repository.findByAccess(hashToken(token), now);
  if (found && Date.now() - Date.parse(found.session.last_seen_at) > TOUCH_INTERVAL_MS) {
    await repository.touch(found.session.id, now);
  }
  return found;
}

/**
 * Exchanges a refresh token for new tokens (rotation). An already used refresh token means someone else has
 * a copy: the whole session is revoked and both parties must sign in again. Null (no new tokens, session
 * kept) when the token was rotated a moment ago: two tabs refreshing at once share the first one's cookies.
 * @example const tokens = await refreshSession(context, request.cookies.glossa_refresh, request.ip);
 */
export async function refreshSession(
  context: AppContext,
  refreshToken: string | undefined,
  ip: string,
): Promise<IssuedTokens | null> {
  const unauthorized = (detail: string) => new AppError(401, ERROR_CODES.unauthorized, detail);
  if (!refreshToken || refreshToken.length > 200) throw unauthorized('Not signed in.');
  const repository = context.services.sessions;
  const oldHash = hashToken(refreshToken);
  const found = await repository.findRefresh(oldHash);
  const now = isoNow();
  if (!found) throw unauthorized('Session expired. Please sign in again.');
  if (found.revoked_at !== null || found.expires_at <= now) {
    throw new AppError(401, AUTH_ERROR_CODES.sessionRevoked, 'Session expired. Please sign in again.');
  }
  const { auth } = context.config;
  const withinGrace = (replacedAt: string | null) =>
    replacedAt !== null && Date.now() - Date.parse(replacedAt) < auth.refreshReuseGraceSeconds * 1000;
  if (withinGrace(found.replaced_at)) return null;
  const tokens = { accessToken: newToken(), refreshToken: newToken() };
  const rotated =
    found.replaced_at === null &&
    (await repository.rotate(
      oldHash,
      {
        sessionId: found.session_id,
        refreshHash: hashToken(tokens.refreshToken),
        accessHash: hashToken(tokens.accessToken),
        accessExpiresAt: isoNow(auth.accessTtlSeconds),
        expiresAt: isoNow(auth.refreshTtlSeconds),
      },
      now,
    ));
  if (!rotated) {
    // Lost a race with a concurrent refresh of the same token: that one has just rotated it.
    if (found.replaced_at === null && auth.refreshReuseGraceSeconds > 0) return null;
    await repository.revoke(found.session_id, now);
    await recordAudit(context, {
      event: 'refresh_reuse',
      userId: found.user_id,
      sessionId: found.session_id,
      ip,
      detail: 'an already used refresh token came back: session revoked',
    });
    throw new AppError(401, AUTH_ERROR_CODES.sessionRevoked, 'Session expired. Please sign in again.');
  }
  return { sessionId: found.session_id, ...tokens, expiresIn: auth.accessTtlSeconds };
}

/** Revokes the session a request belongs to (sign-out); quiet when there is none. */
export async function revokeRequestSession(request: FastifyRequest, context: AppContext): Promise<void> {
  const repository = context.services.sessions;
  const now = isoNow();
  let sessionId: string | undefined;
  let userId: string | undefined;
  const current = await resolveSession(request, context);
  if (current) {
    sessionId = current.session.id;
    userId = current.user.id;
  } else {
    const refresh = request.cookies[REFRESH_COOKIE];
    const found =
      refresh && refresh.length <= 200 ? await repository.findRefresh(hashToken(refresh)) : undefined;
    sessionId = found?.session_id;
    userId = found?.user_id;
  }
  if (sessionId && (await repository.revoke(sessionId, now))) {
    await recordAudit(context, { event: 'sign_out', userId: userId ?? null, sessionId, ip: request.ip });
  }
}

/**
 * A user's signed-in devices, the current one marked.
 * @example await listSessions(context, current) // [{ id, device: 'Firefox on Linux', current: true, ... }]
 */
export async function listSessions(context: AppContext, current: { id: string; sessionId: string }) {
  const rows = await context.services.sessions.listActive(current.id, isoNow());
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
 * @example if (!(await revokeUserSession(context, user.id, id, request.ip))) throw notFound();
 */
export async function revokeUserSession(
  context: AppContext,
  userId: string,
  sessionId: string,
  ip: string,
): Promise<boolean> {
  if (!(await context.services.sessions.revoke(sessionId, isoNow(), userId))) return false;
  await recordAudit(context, { event: 'session_revoked', userId, sessionId, ip });
  return true;
}
