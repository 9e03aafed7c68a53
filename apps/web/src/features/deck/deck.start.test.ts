// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SELECTED_DECK_KEY, rememberDeck, rememberedDeck } from './deck.start.ts';

describe('the remembered deck', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the last selected deck with its user, and forgets it on none', () => {
    expect(rememberedDeck()).toBeUndefined();
    rememberDeck('u1', 7);
    expect(rememberedDeck()).toEqual({ user: 'u1', deck: 7 });
    rememberDeck('u1', null);
    expect(rememberedDeck()).toBeUndefined();
  });

  it('reads anything malformed as none', () => {
    for (const stored of [
      '{',
      '7',
      'null',
      '{"user":1,"deck":7}',
      '{"user":"u","deck":-1}',
      '{"user":"u","deck":1.5}',
    ]) {
      window.localStorage.setItem(SELECTED_DECK_KEY, stored);
      expect(rememberedDeck()).toBeUndefined();
    }
  });
});
