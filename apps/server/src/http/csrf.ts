import crypto from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, ERROR_CODES } from '@glossa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { isApiPath, isSecureContext } from './security.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on a route that is not cookie-authenticated (e.g. a cross-site form post it verifies itself). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF protection: every visitor gets a random token in a readable cookie; every state-changing
 * API request must echo it in the `x-csrf-token` header. A cross-site page can make the browser send the
 * cookie but cannot read it, so it cannot forge the header. As a second wall, a state-changing request that
 * the browser says comes from another site (`Sec-Fetch-Site`, `Origin`) is refused whatever it carries.
 */
export function installCsrf(app: FastifyInstance, publicOrigin = ''): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (!cookieToken || !isWellFormed(cookieToken)) {
      reply.setCookie(CSRF_COOKIE, crypto.randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: isSecureContext(request, publicOrigin),
        httpOnly: false,
      });
    }
    if (!needsCheck(request)) return;
    if (isCrossSite(request, publicOrigin)) {
      throw new AppError(403, ERROR_CODES.csrf, 'Cross-site requests cannot change data.');
    }
    const headerToken = request.headers[CSRF_HEADER];
    if (
      !cookieToken ||
      !isWellFormed(cookieToken) ||
      typeof headerToken !== 'string' ||
      !sameToken(cookieToken, headerToken)
    ) {
      throw new AppError(403, ERROR_CODES.csrf, 'Missing or invalid CSRF token.');
    }
  });
}

/**
 * Whether the browser says this request comes from another site: `Sec-Fetch-Site` other than same-origin or
 * none (typed by the user), or an `Origin` that is not ours. Clients that send neither (curl, the add-on)
 * are judged by the token alone.
 * @example isCrossSite(request, 'https://glossa.example')
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  const ours = publicOrigin || `${request.protocol}://${request.host}`;
  return origin.toLowerCase() !== ours.toLowerCase();
}

function needsCheck(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!isApiPath(request.canonicalPath)) return false;
  if (request.routeOptions.config.csrf === false) return false;
  // Bearer-token clients (extensions) send no cookies, so a forged cross-site request cannot use them.
  if (request.headers.authorization?.startsWith('Bearer ') && !request.headers.cookie) return false;
  return true;
}

function isWellFormed(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(token);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
