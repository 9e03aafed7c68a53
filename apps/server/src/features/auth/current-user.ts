import { ERROR_CODES } from '@glossa/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../feature.ts';
import { accessTokenOf } from './session.cookies.ts';

/** Who is making a request, for every feature that needs a signed-in user. */
export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  /** The session (signed-in device) the request belongs to. */
  sessionId: string;
}

// One database look-up per request, however many times a route asks.
const cache = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

/**
 * The signed-in user of a request (access cookie or `Authorization: Bearer` token), or null for a guest or a
 * revoked/expired session. The session row is checked on every request, so revocation takes effect at once.
 * @example const user = await getCurrentUser(request, context); if (!user) return guestAnswer();
 */
export function getCurrentUser(request: FastifyRequest, context: AppContext): Promise<CurrentUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = context.services.sessions
      .resolve(accessTokenOf(request))
      .then((found) => (found ? { ...found.user, sessionId: found.session.id } : null));
    cache.set(request, pending);
  }
  return pending;
}

/**
 * The signed-in user, or a 401 `{code: "UNAUTHORIZED"}` answer (which makes the web client refresh once).
 * @example const user = await requireUser(request, context);
 */
export async function requireUser(request: FastifyRequest, context: AppContext): Promise<CurrentUser> {
  const user = await getCurrentUser(request, context);
  if (!user) throw new AppError(401, ERROR_CODES.unauthorized, 'Not signed in.');
  return user;
}
