import { describe, expect, it } from 'vitest';
import { syncDecision } from './settings.sync.ts';

describe('which settings win when a device signs in', () => {
  const remote = (updated_at: string | null) => ({
    settings: { textLanguage: 'fr_FR' as const },
    updated_at,
  });
  it.each([
    [null, null, 'same'],
    [null, '2026-11-28T10:00:00.000Z', 'send'],
    ['2026-11-28T10:00:00.000Z', null, 'take'],
    ['2026-11-28T11:00:00.000Z', '2026-11-28T10:00:00.000Z', 'take'],
    ['2026-11-28T10:00:00.000Z', '2026-11-28T11:00:00.000Z', 'send'],
    ['2026-11-28T10:00:00.000Z', '2026-11-28T10:00:00.000Z', 'same'],
  ])('account %s, browser %s: %s', (account, browser, expected) => {
    expect(syncDecision(remote(account), browser)).toBe(expected);
  });
});
