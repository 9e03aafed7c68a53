import type { Deck, ExtensionAuthStatus } from '@glossa/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnswerTo, InternalHandlers, send } from './messages.ts';

// Type tests: `npx tsc -b` fails when a line marked @ts-expect-error compiles, i.e. when the map stops
// typing a request's body or its answer. The functions are never called.

type Send = typeof send;

function callers(sendMessage: Send): void {
  // The answer's type comes from the map, not from the caller.
  expectTypeOf(sendMessage('authStatus')).resolves.toEqualTypeOf<ExtensionAuthStatus>();
  expectTypeOf(sendMessage('createDeck', { name: 'Verbs' })).resolves.toEqualTypeOf<Deck>();
  expectTypeOf<AnswerTo<'setSiteHighlighting'>>().toEqualTypeOf<string[]>();

  // @ts-expect-error a deck is not a list of decks
  const wrong: Promise<Deck[]> = sendMessage('createDeck', { name: 'Verbs' });
  // @ts-expect-error an unknown message
  void sendMessage('deleteEverything');
  // @ts-expect-error a body without its required field
  void sendMessage('createDeck', {});
  // @ts-expect-error a field of the wrong type
  void sendMessage('setSiteHighlighting', { site: 'https://a.example', enabled: 'yes' });
  // @ts-expect-error a request with fields needs its body
  void sendMessage('analyze');
  void wrong;
}

function handlers(): Pick<InternalHandlers<unknown>, 'decks' | 'signOut'> {
  return {
    // @ts-expect-error a handler must answer what the map says (decks, not one deck)
    decks: () => Promise.resolve({ id: 1, name: 'Verbs' } as Deck),
    signOut: () => null,
  };
}

describe('the message map types', () => {
  it('is checked by the compiler (this file only has to compile)', () => {
    expect(typeof callers).toBe('function');
    expect(typeof handlers).toBe('function');
  });
});
