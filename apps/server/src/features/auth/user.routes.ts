import { api } from '@glossa/contract';
import { notFound } from '../../http/app-error.ts';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';
import { changeUsername, toUser } from './account.service.ts';
import { recordAudit } from './audit.ts';
import { requireUser } from './current-user.ts';
import { SessionRepository } from './session.repository.ts';
import { clearSessionCookies } from './session.service.ts';
import { isoNow } from './tokens.ts';
import { UserRepository } from './user.repository.ts';

/** `/api/user/me` (profile, account deletion) and `/api/user/sessions` (signed-in devices). */
export const userRoutes: FeatureRoutes = async (app, context) => {
  const users = new UserRepository(context.database.db);
  const sessions = new SessionRepository(context.database.db);

  serve(app, api.user.me, async ({ request, reply }) => {
    const current = await requireUser(request, context);
    const row = await users.findById(current.id);
    if (!row) throw notFound('No such user.');
    void reply.header('Cache-Control', 'no-store');
    return toUser(row);
  });

  serve(app, api.user.update, async ({ request, body }) => {
    const current = await requireUser(request, context);
    return toUser(await changeUsername(context, current.id, body.username));
  });

  serve(app, api.user.delete, async ({ request, reply }) => {
    const current = await requireUser(request, context);
    await users.delete(current.id);
    await recordAudit(context, { event: 'account_deleted', userId: current.id, ip: request.ip });
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  serve(app, api.user.sessions, async ({ request, reply }) => {
    const current = await requireUser(request, context);
    const rows = await sessions.listActive(current.id, isoNow());
    void reply.header('Cache-Control', 'no-store');
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      created_at: row.created_at,
      expires_at: row.expires_at,
      last_seen_at: row.last_seen_at,
      current: row.id === current.sessionId,
    }));
  });

  serve(app, api.user.revokeSession, async ({ request, reply, params }) => {
    const current = await requireUser(request, context);
    const { id } = params;
    // Another user's session id answers the same as an unknown one.
    if (!(await sessions.revoke(id, isoNow(), current.id))) throw notFound('Session not found.');
    await recordAudit(context, {
      event: 'session_revoked',
      userId: current.id,
      sessionId: id,
      ip: request.ip,
    });
    return reply.code(204).send();
  });
};
