import { api } from '@glossa/contract';
import { notFound } from '../../http/app-error.ts';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';
import { toUser } from './account.service.ts';
import { clearSessionCookies } from './session.cookies.ts';

/** `/api/user/me` (profile, account deletion) and `/api/user/sessions` (signed-in devices). */
export const userRoutes: FeatureRoutes = async (app, context) => {
  serve(app, api.user.me, async ({ user: current }) => {
    const row = await context.services.accounts.findUser(current.id);
    if (!row) throw notFound('No such user.');
    return toUser(row);
  });

  serve(app, api.user.update, async ({ user: current, body }) => {
    return toUser(await context.services.accounts.changeUsername(current.id, body.username));
  });

  serve(app, api.user.delete, async ({ user: current, request, reply, body }) => {
    await context.services.accounts.deleteAccount(current.id, request.ip, body.confirmation);
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  serve(app, api.user.sessions, async ({ user: current }) => {
    return context.services.sessions.list(current);
  });

  serve(app, api.user.revokeSession, async ({ user: current, request, reply, params }) => {
    // Another user's session id answers the same as an unknown one.
    if (!(await context.services.sessions.revokeOfUser(current.id, params.id, request.ip))) {
      throw notFound('Session not found.');
    }
    return reply.code(204).send();
  });
};
