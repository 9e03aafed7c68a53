import { encodeOAuthState } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { CALLBACK_MESSAGES, checkCallback } from './callback-validation.ts';

const state = encodeOAuthState({ ext: 'chrome', provider: 'password', random: 'AbCdEfGhIjKlMnOp' });
const verifier = 'v'.repeat(128);
const query = (text: string) => new URLSearchParams(text);

describe('checkCallback', () => {
  it('accepts a code with the stored state and a stored verifier, and decodes the state', () => {
    expect(checkCallback(query(`code=abc&state=${state}`), { state, verifier })).toEqual({
      ok: true,
      code: 'abc',
      verifier,
      state: { ext: 'chrome', provider: 'password', random: 'AbCdEfGhIjKlMnOp' },
    });
  });

  it.each([
    ['no code', `state=${state}`],
    ['no state', 'code=abc'],
    ['an empty code', `code=&state=${state}`],
    ['nothing', ''],
  ])('refuses %s with the missing code or state message', (_, text) => {
    expect(checkCallback(query(text), { state, verifier })).toEqual({
      ok: false,
      message: 'Missing authorization code or state.',
    });
  });

  it('refuses a state other than the stored one, or none stored', () => {
    const other = encodeOAuthState({ ext: 'chrome', provider: 'password', random: 'ZZZZZZZZZZZZZZZZ' });
    expect(checkCallback(query(`code=abc&state=${other}`), { state, verifier })).toEqual({
      ok: false,
      message: 'Invalid state parameter.',
    });
    expect(checkCallback(query(`code=abc&state=${state}`), { verifier })).toEqual({
      ok: false,
      message: CALLBACK_MESSAGES.invalidState,
    });
  });

  it('refuses a stored state that does not decode, with the same message', () => {
    expect(checkCallback(query('code=abc&state=not-json'), { state: 'not-json', verifier })).toEqual({
      ok: false,
      message: 'Invalid state parameter.',
    });
    // Well-formed base64url JSON, but not a sign-in state (an unknown extension type).
    const unknownExt = btoa(JSON.stringify({ ext: 'opera', provider: 'password', random: 'x' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(
      checkCallback(new URLSearchParams({ code: 'abc', state: unknownExt }), { state: unknownExt, verifier }),
    ).toEqual({ ok: false, message: 'Invalid state parameter.' });
  });

  it('refuses when no verifier was stored', () => {
    expect(checkCallback(query(`code=abc&state=${state}`), { state })).toEqual({
      ok: false,
      message: 'Missing code verifier.',
    });
  });

  it('checks in the spec order: missing parameters before the state, the state before the verifier', () => {
    expect(checkCallback(query('state=x'), {})).toMatchObject({
      message: CALLBACK_MESSAGES.missingCodeOrState,
    });
    expect(checkCallback(query('code=a&state=x'), {})).toMatchObject({
      message: CALLBACK_MESSAGES.invalidState,
    });
  });
});
