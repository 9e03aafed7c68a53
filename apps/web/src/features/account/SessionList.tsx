import type { Session } from '@glossa/contract';
import { useCallback, useEffect, useState } from 'react';
import { accountApi } from './account.api.ts';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sessions: Session[] };

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in user's active sessions (devices), each revocable. Used on /login and in Settings > Profile. */
export function SessionList() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      setLoaded({ status: 'ready', sessions: await accountApi.sessions() });
    } catch (error) {
      console.error('Failed to load sessions', error);
      setLoaded({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const revoke = async (session: Session) => {
    try {
      await accountApi.revokeSession(session.id);
      if (session.current) {
        window.location.assign('/');
        return;
      }
    } catch (error) {
      // A revoke failure is only logged.
      console.error('Failed to revoke session', error);
    }
    await load();
  };

  return (
    <section className="session-list" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Active sessions</h2>
      {loaded.status === 'loading' && <p className="muted">Loading sessions...</p>}
      {loaded.status === 'failed' && <p className="form-error">Failed to load sessions.</p>}
      {loaded.status === 'ready' && loaded.sessions.length === 0 && (
        <p className="muted">No active sessions.</p>
      )}
      {loaded.status === 'ready' && loaded.sessions.length > 0 && (
        <ul className="sessions">
          {loaded.sessions.map((session) => (
            <li key={session.id} className="session" data-testid="session">
              <div>
                <strong>{session.device}</strong>
                {session.current && <span className="badge">This device</span>}
                <div className="muted small">
                  Signed in {formatDate(session.created_at)} · Expires {formatDate(session.expires_at)}
                </div>
              </div>
              <button type="button" className="button small danger" onClick={() => void revoke(session)}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
