import type { DeckSyncStatus } from '@glossa/sync';
import { deckSyncText } from './useDeckSync.ts';

/**
 * The decks' sync state under the Review view and the card creator: in sync, syncing, changes waiting,
 * offline; and a change the server refused.
 * @example <DeckSyncLine status={status} />
 */
export function DeckSyncLine({ status }: { status: DeckSyncStatus | null }) {
  if (!status) return null;
  return (
    <p className={`muted panel-deck-sync is-${status.state}`} role="status" aria-label="Deck sync">
      {deckSyncText(status)}
      {status.lastError && <span className="panel-deck-sync-error"> {status.lastError}</span>}
    </p>
  );
}
