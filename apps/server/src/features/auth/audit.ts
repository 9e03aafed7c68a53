import type { AuditRepository } from './audit.repository.ts';
import { isoNow } from './tokens.ts';

export interface AuditEntry {
  event: string;
  userId?: string | null;
  sessionId?: string | null;
  ip: string;
  detail?: string;
}

/** The audit log of sign-ins, failures and revocations; built once in services.ts. */
export class AuditLog {
  constructor(private readonly repository: AuditRepository) {}

  /**
   * Records one event, with the time, the address and a detail cut to the column's size.
   * @example await services.audit.record({ event: 'sign_in', userId, sessionId, ip: request.ip });
   */
  async record(entry: AuditEntry): Promise<void> {
    await this.repository.append({
      at: isoNow(),
      event: entry.event,
      user_id: entry.userId ?? null,
      session_id: entry.sessionId ?? null,
      ip: entry.ip.slice(0, 100),
      detail: (entry.detail ?? '').slice(0, 400),
    });
  }
}
