import { describe, expect, it } from 'vitest';
import { startSignedInCalls, type StartupCalls } from './startup.ts';

function recorder(remembered: number | null = null) {
  const calls: string[] = [];
  const startup: StartupCalls = {
    user: () => calls.push('user'),
    decks: (deck) => calls.push(`decks ${deck}`),
    remembered: () => remembered,
  };
  return { calls, startup };
}

describe('startSignedInCalls', () => {
  it('starts nothing for a guest (no hint cookie), on any page', () => {
    for (const path of ['/', '/deck', '/analyze']) {
      const { calls, startup } = recorder(4);
      expect(startSignedInCalls(false, path, startup)).toBe('none');
      expect(calls).toEqual([]);
    }
  });

  it('starts the user call on every page of a signed-in browser', () => {
    for (const path of ['/', '/analyze', '/deck/review', '/decks']) {
      const { calls, startup } = recorder(4);
      expect(startSignedInCalls(true, path, startup)).toBe('user');
      expect(calls).toEqual(['user']);
    }
  });

  it('on the Deck screen, starts the deck calls too, with the remembered deck', () => {
    for (const path of ['/deck', '/Deck', '/deck/']) {
      const { calls, startup } = recorder(4);
      expect(startSignedInCalls(true, path, startup)).toBe('user+decks');
      expect(calls).toEqual(['user', 'decks 4']);
    }
    const { calls, startup } = recorder(null);
    startSignedInCalls(true, '/deck', startup);
    expect(calls).toEqual(['user', 'decks null']);
  });
});
