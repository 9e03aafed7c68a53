import { describe, expect, it } from 'vitest';
import { deckSyncText } from './useDeckSync.ts';

describe('deckSyncText', () => {
  it('says what waits and why', () => {
    const base = { lastError: null, pulledAt: '2026-11-27T12:00:00.000Z' };
    expect(deckSyncText({ ...base, state: 'idle', pending: 0 })).toBe('Decks in sync.');
    expect(deckSyncText({ ...base, state: 'idle', pending: 0, pulledAt: null })).toBe(
      'Decks not synced yet.',
    );
    expect(deckSyncText({ ...base, state: 'offline', pending: 1 })).toBe(
      'Offline: 1 change waits to be sent when Glossa can be reached.',
    );
    expect(deckSyncText({ ...base, state: 'offline', pending: 0 })).toBe(
      'Offline: showing your decks as last synced.',
    );
    expect(deckSyncText({ ...base, state: 'syncing', pending: 3 })).toBe('Syncing your decks…');
    expect(deckSyncText({ ...base, state: 'signed-out', pending: 2 })).toMatch(/sign in again/);
  });
});
