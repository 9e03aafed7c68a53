import { AUTH_ERROR_CODES } from '@glossa/contract';

/** Why this device's session ended without the learner signing out here, or null. */
export type SessionEndReason = 'elsewhere' | 'expired';

export const SESSION_ENDED_MESSAGES: Record<SessionEndReason, string> = {
  elsewhere: 'This device was signed out from another device.',
  expired: 'Your session has ended. Please log in again.',
};

type Listener = () => void;

/**
 * Remembers, for this page's life, that the session ended under the learner (revoked from another device,
 * or no longer accepted), so the shell can say why the account is gone instead of just failing.
 * @example sessionEnded.end('elsewhere'); sessionEnded.reason // 'elsewhere'
 */
export class SessionEndedNotice {
  reason: SessionEndReason | null = null;
  private readonly listeners = new Set<Listener>();

  getReason = (): SessionEndReason | null => this.reason;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  end(reason: SessionEndReason): void {
    this.set(reason);
  }

  dismiss(): void {
    this.set(null);
  }

  private set(reason: SessionEndReason | null): void {
    if (this.reason === reason) return;
    this.reason = reason;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Why a refused refresh ended the session: a revoked session (signed out from the sessions list of another
 * device) or any other 401; null when the refresh failed for another reason (offline, server error), which
 * leaves the session alone.
 * @example endReasonOf({ status: 401, code: 'SESSION_REVOKED' }) // 'elsewhere'
 */
export function endReasonOf(error: unknown): SessionEndReason | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (status !== 401) return null;
  return code === AUTH_ERROR_CODES.sessionRevoked ? 'elsewhere' : 'expired';
}
