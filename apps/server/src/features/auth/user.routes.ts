import { profileUpdateSchema, type Session, type User } from '@glossa/contract';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { parseInput } from '../../http/validate.ts';
import type { FeatureRoutes } from '../feature.ts';
import { changeUsername, toUser } from './account.service.ts';
import { recordAudit } from './audit.ts';
import { requireUser } from './current-user.ts';
import { SessionRepository } from './session.repository.ts';
import { clearSessionCookies } from './session.service.ts';
import { isoNow } from './tokens.ts';
import { UserRepository } from './user.repository.ts';

const sessionIdParams = z.object({ id: z.string().max(100) });

/** `/api/user/me` (profile, account deletion) and `/api/user/sessions` (signed-in devices). */
export const userRoutes: FeatureRoutes = async (app, context) => {
  const users = new UserRepository(context.database.db);
  const sessions = new SessionRepository(context.database.db);

  app.get('/user/me', async (request, reply): Promise<User> => {
    const current = await requireUser(request, context);
    const row = await users.findById(current.id);
    if (!row) throw notFound('No such user.');
    void reply.header('Cache-Control', 'no-store');
    return toUser(row);
  });

  app.put('/user/me', async (request): Promise<User> => {
    const current = await requireUser(request, context);
    const body = parseInput(profileUpdateSchema, request.body ?? {}, 'body');
    return toUser(await changeUsername(context, current.id, body.username));
  });

  app.delete('/user/me', async (request, reply) => {
    const current = await requireUser(request, context);
    await users.delete(current.id);
    await recordAudit(context, { event: 'account_deleted', userId: current.id, ip: request.ip });
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.get('/user/sessions', async (request, reply): Promise<Session[]> => {
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

  app.delete('/user/sessions/:id', async (request, reply) => {
    const current = await requireUser(request, context);
    const { id } = parseInput(sessionIdParams, request.params, 'id');
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
