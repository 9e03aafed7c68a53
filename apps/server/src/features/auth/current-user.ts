import type { FastifyRequest } from 'fastify';
import type { RequestUser } from '../../http/serve.ts';
import type { AppContext } from '../feature.ts';
import { accessTokenOf } from './session.cookies.ts';

/** Who is making a request: what serve hands the handlers of `user` and `optional` routes. */
export type CurrentUser = RequestUser;

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
