import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureContext } from '../../http/security.ts';

/**
 * The device cookie (OWASP, "Slow down online guessing attacks with device cookies"): a random token a
 * browser receives when an account signs in on it with the right password. One browser may hold tokens for a
 * few accounts (a shared computer), joined by dots in one cookie.
 */
export const DEVICE_COOKIE = 'glossa_device';
/** Both password sign-ins read it: /api/auth/login and /api/oauth/login. */
const DEVICE_COOKIE_PATH = '/api';
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** Tokens kept in one browser's cookie; the oldest is dropped past this. */
const TOKENS_PER_BROWSER = 4;
const WELL_FORMED = /^[A-Za-z0-9_-]{30,100}$/;

/**
 * The well-formed device tokens a request carries (none for a browser that never signed in).
 * @example deviceTokensOf(request) // ['x3F...']
 */
export function deviceTokensOf(request: FastifyRequest): string[] {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > 500) return [];
  return value
    .split('.')
    .filter((token) => WELL_FORMED.test(token))
    .slice(0, TOKENS_PER_BROWSER);
}

/**
 * Puts `token` first in the browser's device cookie, keeping its other accounts' tokens.
 * @example setDeviceCookie(reply, context.config.auth.publicOrigin, token);
 */
export function setDeviceCookie(reply: FastifyReply, publicOrigin: string, token: string): void {
  if (!token) return;
  const others = deviceTokensOf(reply.request).filter((kept) => kept !== token);
  const value = [token, ...others].slice(0, TOKENS_PER_BROWSER).join('.');
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureContext(reply.request, publicOrigin),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}
