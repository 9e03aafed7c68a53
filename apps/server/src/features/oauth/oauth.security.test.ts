import type { TokenResult } from '@glossa/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-database.ts';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import {
  CHROME_REDIRECT,
  LOOPBACK,
  OAUTH_TEST_ENV,
  WEB_CALLBACK,
  bearer,
  codeOf,
  passwordLogin,
  pkcePair,
  signInState,
  tokenRequest,
} from './oauth.test-helpers.ts';

/** The security checks of RFC 9700 (OAuth 2.0 Security Best Current Practice) for this flow. */
describe.each(testDialects())('companion sign-in security, RFC 9700 (%s)', (dialect) => {
  let testApp: TestApp;
  let ann: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, OAUTH_TEST_ENV);
    ann = await signUpUser(testApp.app);
  });
  afterAll(async () => testApp.close());
  afterEach(() => vi.useRealTimers());

  /** A code for Ann, with its verifier. */
  async function codeFor(
    device: 'anki' | 'chrome' | 'firefox',
    redirectUri: string,
  ): Promise<{ code: string; verifier: string }> {
    const { verifier, challenge } = await pkcePair();
    const login = await passwordLogin(testApp.app, {
      email: ann.user.email,
      password: ann.password,
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: signInState(device),
    });
    expect(login.statusCode, login.body).toBe(200);
    return { code: codeOf(login.json<{ redirectTo: string }>().redirectTo).code, verifier };
  }

  const exchange = (code: string, verifier: string | undefined, redirectUri = LOOPBACK, device = 'anki') =>
    tokenRequest(testApp.app, {
      code,
      ...(verifier === undefined ? {} : { codeVerifier: verifier }),
      redirectUri,
      device,
      provider: 'password',
    });

  describe('PKCE (RFC 9700 2.1.1)', () => {
    it('refuses an exchange without a verifier', async () => {
      const { code } = await codeFor('anki', LOOPBACK);
      const answer = await exchange(code, undefined);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: 'invalid_request',
        error_description: 'codeVerifier: Required',
        detail: 'codeVerifier: Required',
        code: 'VALIDATION',
      });
    });

    it('refuses a wrong verifier, and the code cannot be tried again', async () => {
      const { code, verifier } = await codeFor('anki', LOOPBACK);
      const other = (await pkcePair()).verifier;
      const wrong = await exchange(code, other);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'codeVerifier: Does not match the code challenge.',
        detail: 'codeVerifier: Does not match the code challenge.',
        code: 'INVALID_TOKEN',
      });
      const right = await exchange(code, verifier);
      expect(right.json<{ error: string }>().error).toBe('invalid_grant');
    });

    it('refuses a verifier that is not 43 to 128 unreserved characters', async () => {
      const { code } = await codeFor('anki', LOOPBACK);
      for (const verifier of ['short', 'x'.repeat(129), `${'a'.repeat(60)} ${'b'.repeat(10)}`]) {
        const answer = await exchange(code, verifier);
        expect(answer.statusCode).toBe(400);
        expect(answer.json<{ error: string }>().error).toBe('invalid_request');
      }
    });

    it.each([
      ['plain', 'code_challenge_method: Only S256 is accepted.'],
      ['s256', 'code_challenge_method: Only S256 is accepted.'],
      [undefined, 'code_challenge_method: Only S256 is accepted.'],
    ])('refuses the challenge method %s', async (method, detail) => {
      const { verifier } = await pkcePair();
      const answer = await passwordLogin(testApp.app, {
        email: ann.user.email,
        password: ann.password,
        redirect_uri: LOOPBACK,
        // With `plain` the challenge is the verifier itself.
        code_challenge: verifier,
        ...(method === undefined ? {} : { code_challenge_method: method }),
        state: signInState('anki'),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail, code: 'PKCE_REQUIRED' });
    });

    it('refuses a missing or malformed challenge', async () => {
      for (const challenge of [undefined, '', 'abc', `${'A'.repeat(42)}=`, 'A'.repeat(44)]) {
        const answer = await passwordLogin(testApp.app, {
          email: ann.user.email,
          password: ann.password,
          redirect_uri: LOOPBACK,
          ...(challenge === undefined ? {} : { code_challenge: challenge }),
          code_challenge_method: 'S256',
          state: signInState('anki'),
        });
        expect(answer.statusCode, String(challenge)).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'PKCE_REQUIRED' });
      }
    });
  });

  describe('authorization codes (RFC 9700 4.5, RFC 6749 4.1.2)', () => {
    it('refuses a reused code and ends the session the first exchange opened', async () => {
      const { code, verifier } = await codeFor('anki', LOOPBACK);
      const first = await exchange(code, verifier);
      expect(first.statusCode).toBe(200);
      const { accessToken, refreshToken } = first.json<TokenResult>();
      expect((await bearer(testApp.app, accessToken, 'GET', '/api/user/me')).statusCode).toBe(200);
      const second = await exchange(code, verifier);
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'The authorization code has already been used.',
        detail: 'The authorization code has already been used.',
        code: 'INVALID_TOKEN',
      });
      expect((await bearer(testApp.app, accessToken, 'GET', '/api/user/me')).statusCode).toBe(401);
      expect((await tokenRequest(testApp.app, { refreshToken })).json<{ error: string }>().error).toBe(
        'invalid_grant',
      );
    });

    it('ends the session when one code is sent three times at once, as when sent one after another', async () => {
      for (let trial = 0; trial < 5; trial += 1) {
        const { code, verifier } = await codeFor('anki', LOOPBACK);
        const answers = await Promise.all([1, 2, 3].map(() => exchange(code, verifier)));
        const won = answers.filter((answer) => answer.statusCode === 200);
        expect(won).toHaveLength(1);
        for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
          expect(lost.json<{ error: string }>().error).toBe('invalid_grant');
        }
        const { accessToken, refreshToken } = won[0]!.json<TokenResult>();
        expect(
          (await bearer(testApp.app, accessToken, 'GET', '/api/user/me')).statusCode,
          `trial ${trial}`,
        ).toBe(401);
        expect((await tokenRequest(testApp.app, { refreshToken })).json<{ error: string }>().error).toBe(
          'invalid_grant',
        );
      }
    });

    it('refuses a code issued to another client', async () => {
      const { code, verifier } = await codeFor('anki', WEB_CALLBACK);
      const answer = await exchange(code, verifier, WEB_CALLBACK, 'chrome');
      expect(answer.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'The authorization code was issued to another client.',
        detail: 'The authorization code was issued to another client.',
        code: 'INVALID_TOKEN',
      });
    });

    it('refuses a code with another redirect URI', async () => {
      const { code, verifier } = await codeFor('anki', LOOPBACK);
      const answer = await exchange(code, verifier, 'http://127.0.0.1:53683/glossa/callback');
      expect(answer.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'redirectUri: Does not match the authorization request.',
        detail: 'redirectUri: Does not match the authorization request.',
        code: 'INVALID_TOKEN',
      });
    });

    it('refuses an unknown code, an unknown client, and an expired code', async () => {
      const unknown = await exchange('A'.repeat(43), (await pkcePair()).verifier);
      expect(unknown.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'The authorization code is invalid or has expired.',
        detail: 'The authorization code is invalid or has expired.',
        code: 'INVALID_TOKEN',
      });
      const { code, verifier } = await codeFor('anki', LOOPBACK);
      const badClient = await exchange(code, verifier, LOOPBACK, 'safari');
      expect(badClient.statusCode).toBe(400);
      expect(badClient.json<{ error: string }>().error).toBe('invalid_client');

      const late = await codeFor('anki', LOOPBACK);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      const expired = await exchange(late.code, late.verifier);
      expect(expired.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'The authorization code is invalid or has expired.',
        detail: 'The authorization code is invalid or has expired.',
        code: 'INVALID_TOKEN',
      });
    });
  });

  describe('open redirects (RFC 9700 4.1, 4.11)', () => {
    const attempts: Array<[string, 'anki' | 'chrome' | 'firefox']> = [
      ['https://evil.example/oauth/callback', 'chrome'],
      ['http://glossa.test.evil.example/oauth/callback', 'chrome'],
      ['http://glossa.test@evil.example/oauth/callback', 'chrome'],
      ['http://evil.example@glossa.test/oauth/callback', 'chrome'],
      ['http://glossa.test/oauth/callback?next=https://evil.example', 'anki'],
      ['http://glossa.test/oauth%2Fcallback', 'anki'],
      ['http://glossa.test//evil.example/oauth/callback', 'anki'],
      ['https://ponmlkjihgfedcbaponmlkjihgfedcba.chromiumapp.org/', 'chrome'],
      [CHROME_REDIRECT, 'anki'],
      ['http://127.0.0.1.evil.com:53682/', 'anki'],
      ['http://localhost:53682/', 'anki'],
      ['http://127.0.0.1:53682@evil.com/', 'anki'],
      ['http://127.0.0.1:53682/%2F%2Fevil.com', 'anki'],
      ['http://127.0.0.1:53682/', 'firefox'],
      ['javascript:alert(1)', 'anki'],
    ];
    it.each(attempts)('refuses %s for %s, without a code', async (redirectUri, client) => {
      const { challenge } = await pkcePair();
      const answer = await passwordLogin(testApp.app, {
        email: ann.user.email,
        password: ann.password,
        redirect_uri: redirectUri,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: signInState(client),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        detail: `redirect_uri: Not an allowed redirect URI for ${client}.`,
        code: 'INVALID_REDIRECT_URI',
      });
      expect(answer.headers.location).toBeUndefined();
    });

    it('never takes the destination from state, whatever it holds', async () => {
      const { challenge } = await pkcePair();
      const hostile = [
        'https://evil.example/',
        Buffer.from(
          JSON.stringify({
            ext: 'anki',
            provider: 'password',
            random: 'x',
            redirectUri: 'https://evil.example',
          }),
        ).toString('base64url'),
        '"><script>alert(1)</script>&redirect_uri=https://evil.example',
      ];
      for (const state of hostile) {
        const answer = await passwordLogin(testApp.app, {
          email: ann.user.email,
          password: ann.password,
          redirect_uri: LOOPBACK,
          code_challenge: challenge,
          code_challenge_method: 'S256',
          state,
          client_id: 'anki',
        });
        expect(answer.statusCode, state).toBe(200);
        const { redirectTo } = answer.json<{ redirectTo: string }>();
        const parsed = codeOf(redirectTo);
        expect(parsed.base).toBe(LOOPBACK);
        expect(parsed.state).toBe(state);
        expect(new URL(redirectTo).host).toBe('127.0.0.1:53682');
        expect([...new URL(redirectTo).searchParams.keys()]).toEqual(['code', 'state']);
      }
    });

    it("refuses a client that disagrees with the state's ext, and a request naming no client", async () => {
      const { challenge } = await pkcePair();
      const base = {
        email: ann.user.email,
        password: ann.password,
        redirect_uri: CHROME_REDIRECT,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      };
      const mismatch = await passwordLogin(testApp.app, {
        ...base,
        state: signInState('anki'),
        client_id: 'chrome',
      });
      expect(mismatch.json()).toEqual({
        detail: "client_id: Does not match the state's ext.",
        code: 'UNKNOWN_CLIENT',
      });
      const none = await passwordLogin(testApp.app, { ...base, state: 'just-random-text' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'UNKNOWN_CLIENT' });
    });
  });

  describe('the token endpoint answers RFC 6749 errors', () => {
    it('for an unsupported grant, a request naming no grant, and a body that is not JSON', async () => {
      const grant = await tokenRequest(testApp.app, { grant_type: 'password', username: 'a', password: 'b' });
      expect(grant.statusCode).toBe(400);
      expect(grant.json()).toEqual({
        error: 'unsupported_grant_type',
        error_description: 'grant_type: password is not supported.',
        detail: 'grant_type: password is not supported.',
        code: 'VALIDATION',
      });
      const empty = await tokenRequest(testApp.app, {});
      expect(empty.json()).toEqual({
        error: 'invalid_request',
        error_description: 'Send code, codeVerifier, redirectUri and device, or refreshToken.',
        detail: 'Send code, codeVerifier, redirectUri and device, or refreshToken.',
        code: 'VALIDATION',
      });
      const broken = await testApp.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { 'content-type': 'application/json' },
        payload: '{"code":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({
        error: 'invalid_request',
        error_description: 'The request body must be JSON.',
        detail: 'The request body must be JSON.',
        code: 'VALIDATION',
      });
      const text = await testApp.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { 'content-type': 'text/plain' },
        payload: 'code=abc',
      });
      expect(text.statusCode).toBe(400);
      expect(text.json<{ error: string }>().error).toBe('invalid_request');
      const xml = await testApp.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { 'content-type': 'application/xml' },
        payload: '<code>abc</code>',
      });
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toMatchObject({ error: 'invalid_request', code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('for an unknown refresh token', async () => {
      const answer = await tokenRequest(testApp.app, { refreshToken: 'not-a-token' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: string }>().error).toBe('invalid_grant');
    });
  });

  describe('Bearer tokens', () => {
    it('refuse an unknown token with 401, and a Bearer request that also carries cookies needs the CSRF header', async () => {
      const unknown = await bearer(testApp.app, 'A'.repeat(43), 'GET', '/api/user/me');
      expect(unknown.statusCode).toBe(401);
      const { code, verifier } = await codeFor('anki', LOOPBACK);
      const { accessToken } = (await exchange(code, verifier)).json<TokenResult>();
      const withCookie = await testApp.app.inject({
        method: 'PUT',
        url: '/api/user/voc',
        headers: { authorization: `Bearer ${accessToken}`, cookie: `glossa_csrf=${'c'.repeat(32)}` },
        payload: { written: 'école', lang: 'fr_FR', status: 'seen', updated_at: '2026-01-01T00:00:00.000Z' },
      });
      expect(withCookie.statusCode).toBe(403);
      expect(withCookie.json()).toMatchObject({ code: 'CSRF' });
    });
  });
});
