import type { DeckSyncStatus } from '@glossa/sync';
import { useEffect, useState } from 'react';
import { DECKS_REVISION_KEY, send } from '../messages.ts';

/** How often an open, visible side panel asks for a deck sync (the service worker may sleep in between). */
export const DECK_SYNC_PERIOD_MS = 60_000;

/**
 * The decks' sync state, and the revision that grows whenever the service worker's decks change (a sync
 * brought news, a card was made, a rating sent). While mounted it asks for a sync at once, when the panel
 * gets focus, and every minute while visible.
 * @example const { status, revision } = useDeckSync(true);
 */
export function useDeckSync(signedIn: boolean): { status: DeckSyncStatus | null; revision: number } {
  const [status, setStatus] = useState<DeckSyncStatus | null>(null);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const ask = (type: 'deckSync' | 'syncDecks') =>
      void send(type).then((fresh) => live && setStatus(fresh), logQuietly);
    const read = () => ask('deckSync');
    const sync = () => ask('syncDecks');
    read();
    sync();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') sync();
    }, DECK_SYNC_PERIOD_MS);
    window.addEventListener('focus', sync);
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area !== 'session' || !(DECKS_REVISION_KEY in changes)) return;
      setRevision((value) => value + 1);
      read();
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', sync);
      chrome.storage.onChanged.removeListener(onChanged);
    };
  }, [signedIn]);

  return { status, revision };
}

/**
 * One line for the sync state of the decks.
 * @example deckSyncText({ state: 'offline', pending: 2, lastError: null, pulledAt: null }) // 'Offline: 2 changes wait…'
 */
export function deckSyncText(status: DeckSyncStatus): string {
  const waiting = status.pending === 1 ? '1 change waits' : `${status.pending} changes wait`;
  switch (status.state) {
    case 'syncing':
      return 'Syncing your decks…';
    case 'offline':
      return status.pending > 0
        ? `Offline: ${waiting} to be sent when Glossa can be reached.`
        : 'Offline: showing your decks as last synced.';
    case 'signed-out':
      return 'Signed out: sign in again to sync your decks.';
    case 'idle':
      if (status.pending > 0) return `${waiting} to be sent.`;
      return status.pulledAt ? 'Decks in sync.' : 'Decks not synced yet.';
  }
}

function logQuietly(error: unknown): void {
  console.warn(error);
}
