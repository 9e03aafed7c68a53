import { useSyncExternalStore } from 'react';
import { SESSION_ENDED_MESSAGES } from './session-ended.ts';
import { sessionEnded } from './account.ts';
import './account.css';

/** Says, above every screen, why this device is no longer signed in (until the learner dismisses it). */
export function SessionEndedBanner() {
  const reason = useSyncExternalStore(sessionEnded.subscribe, sessionEnded.getReason);
  if (!reason) return null;
  return (
    <div className="session-ended-banner" role="alert">
      <span>{SESSION_ENDED_MESSAGES[reason]}</span>
      <button type="button" className="button small" onClick={() => sessionEnded.dismiss()}>
        Dismiss
      </button>
    </div>
  );
}
