import type { AppContext } from '../feature.ts';
import { isoNow } from './tokens.ts';

export interface AuditEntry {
  event: string;
  userId?: string | null;
  sessionId?: string | null;
  ip: string;
  detail?: string;
}

/**
 * Appends to the audit log of sign-ins, failures and revocations (table auth_audit).
 * @example await recordAudit(context, { event: 'sign_in', userId, sessionId, ip: request.ip });
 */
export async function recordAudit(context: AppContext, entry: AuditEntry): Promise<void> {
  await context.database.db
    .insertInto('auth_audit')
    .values({
      at: isoNow(),
      event: entry.event,
      user_id: entry.userId ?? null,
      session_id: entry.sessionId ?? null,
      ip: entry.ip.slice(0, 100),
      detail: (entry.detail ?? '').slice(0, 400),
    })
    .execute();
}
