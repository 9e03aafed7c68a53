// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { decodeOAuthState } from '@glossa/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  chromeExtensionIdOf,
  createSignInRequest,
  extensionOf,
  saveSignIn,
  takeStoredSignIn,
} from './sign-in-request.ts';

afterEach(() => window.localStorage.clear());

describe('createSignInRequest', () => {
  it('makes a 128-character verifier of unreserved characters and its S256 challenge', async () => {
    const request = await createSignInRequest('chrome', 'password');
    expect(request.verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    // RFC 7636 4.2, checked against Node's own SHA-256 rather than the code under test.
    const expected = createHash('sha256').update(request.verifier).digest('base64url');
    expect(request.challenge).toBe(expected);
    expect(request.challenge).toHaveLength(43);
  });

  it('puts the extension type, the provider and 16 random characters in the state', async () => {
    const request = await createSignInRequest('anki', 'google');
    const state = decodeOAuthState(request.state);
    expect(state).toMatchObject({ ext: 'anki', provider: 'google' });
    expect(state?.random).toMatch(/^[A-Za-z0-9\-._~]{16}$/);
    expect(request.state).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('never repeats a verifier or a state', async () => {
    const requests = await Promise.all(
      Array.from({ length: 50 }, () => createSignInRequest('chrome', 'password')),
    );
    expect(new Set(requests.map((r) => r.verifier)).size).toBe(50);
    expect(new Set(requests.map((r) => r.state)).size).toBe(50);
  });
});

describe('stored sign-in', () => {
  it('keeps state, verifier and Chrome extension id in local storage, and gives them back once', async () => {
    const request = await createSignInRequest('chrome', 'password');
    saveSignIn(request, 'abcdefghijklmnopabcdefghijklmnop');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.state) ?? 'null')).toBe(request.state);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.verifier) ?? 'null')).toBe(request.verifier);
    expect(takeStoredSignIn()).toEqual({
      state: request.state,
      verifier: request.verifier,
      chromeExtensionId: 'abcdefghijklmnopabcdefghijklmnop',
    });
    expect(takeStoredSignIn()).toEqual({
      state: undefined,
      verifier: undefined,
      chromeExtensionId: undefined,
    });
  });

  it('forgets an earlier Chrome extension id when a new sign-in has none', async () => {
    saveSignIn(await createSignInRequest('chrome', 'password'), 'abcdefghijklmnopabcdefghijklmnop');
    saveSignIn(await createSignInRequest('anki', 'password'));
    expect(takeStoredSignIn().chromeExtensionId).toBeUndefined();
  });
});

describe('page parameters', () => {
  it('accepts only the three extension types', () => {
    expect(extensionOf('chrome')).toBe('chrome');
    expect(extensionOf('firefox')).toBe('firefox');
    expect(extensionOf('anki')).toBe('anki');
    expect(extensionOf('Chrome')).toBeNull();
    expect(extensionOf('')).toBeNull();
    expect(extensionOf(null)).toBeNull();
  });

  it('accepts only well-formed Chrome extension ids', () => {
    expect(chromeExtensionIdOf('abcdefghijklmnopabcdefghijklmnop')).toBe('abcdefghijklmnopabcdefghijklmnop');
    expect(chromeExtensionIdOf('abcdefghijklmnopabcdefghijklmnoz')).toBeUndefined();
    expect(chromeExtensionIdOf('abc')).toBeUndefined();
    expect(chromeExtensionIdOf(null)).toBeUndefined();
  });
});
