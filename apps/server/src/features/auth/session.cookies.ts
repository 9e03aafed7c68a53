import { ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE } from '@glossa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureContext } from '../../http/security.ts';
import type { AuthConfig } from './auth.config.ts';
import type { IssuedTokens } from './session.service.ts';

/** The refresh cookie is only ever needed by these endpoints, so the browser sends it nowhere else. */
const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Sets the access and refresh cookies (HttpOnly, SameSite=Lax, Secure over HTTPS).
 * @example setSessionCookies(reply, context.config.auth, tokens);
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<AuthConfig, 'publicOrigin' | 'refreshTtlSeconds'>,
  tokens: IssuedTokens,
): void {
  const secure = isSecureContext(reply.request, config.publicOrigin);
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, path: '/', maxAge: tokens.expiresIn });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    maxAge: config.refreshTtlSeconds,
  });
  // Lives as long as the refresh cookie; readable by the web app, and says only that a session may exist.
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    ...base,
    httpOnly: false,
    path: '/',
    maxAge: config.refreshTtlSeconds,
  });
}

/**
 * Clears the three session cookies (sign-out, a stale refresh cookie, a deleted account).
 * @example clearSessionCookies(reply);
 */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}

/**
 * The access token a request carries: the cookie, or an `Authorization: Bearer` header (extensions).
 * @example const token = accessTokenOf(request);
 */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[ACCESS_COOKIE] || undefined;
}

/**
 * The tokens a sign-out request carries: its access token and its refresh cookie.
 * @example await services.sessions.revokeCurrent(sessionTokensOf(request), request.ip);
 */
export function sessionTokensOf(request: FastifyRequest): {
  accessToken: string | undefined;
  refreshToken: string | undefined;
} {
  return { accessToken: accessTokenOf(request), refreshToken: request.cookies[REFRESH_COOKIE] };
}
