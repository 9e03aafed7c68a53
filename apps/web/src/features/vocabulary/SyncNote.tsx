import type { VocabularyMode } from './vocabulary.store.ts';
import type { SyncState } from '@glossa/sync';

/** One line saying where the words are kept and whether changes are still waiting to reach the server. */
export function SyncNote({
  mode,
  state,
  pending,
}: {
  mode: VocabularyMode;
  state: SyncState;
  pending: number;
}) {
  let text = '';
  if (mode === 'guest') text = 'Saved in this browser. Log in to keep your words on all your devices.';
  else if (mode === 'account' && state === 'offline' && pending > 0)
    text = `Offline: ${pending} change${pending === 1 ? '' : 's'} will be sent when the connection returns.`;
  else if (mode === 'account' && state === 'offline')
    text = 'Offline: showing the words saved on this device. Retrying…';
  else if (mode === 'account' && pending > 0) text = 'Saving…';
  else if (mode === 'account') text = 'Synced';
  return (
    <span className="voc-sync muted" role="status" data-sync-state={mode === 'account' ? state : mode}>
      {text}
    </span>
  );
}
