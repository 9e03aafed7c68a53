import { decodeAuthState, type Session, type TokenResult } from '@glossa/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-database.ts';
import { cookieFrom, signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import {
  CHROME_REDIRECT,
  LOOPBACK,
  OAUTH_TEST_ENV,
  ORIGIN,
  WEB_CALLBACK,
  bearer,
  codeOf,
  passwordLogin,
  pkcePair,
  signInState,
  tokenRequest,
} from './oauth.test-helpers.ts';

describe.each(testDialects())('companion sign-in, the whole flow (%s)', (dialect) => {
  let testApp: TestApp;
  let ann: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { ...OAUTH_TEST_ENV, GOOGLE_CLIENT_ID: 'google-client-id' });
    ann = await signUpUser(testApp.app);
  });
  afterAll(async () => testApp.close());
  afterEach(() => vi.useRealTimers());

  /** Password sign-in for a companion, then the code exchange; returns the tokens. */
  async function signInCompanion(
    device: 'anki' | 'chrome',
    redirectUri: string,
  ): Promise<TokenResult & { status: number }> {
    const { verifier, challenge } = await pkcePair();
    const state = signInState(device);
    const login = await passwordLogin(testApp.app, {
      email: ann.user.email,
      password: ann.password,
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
    });
    expect(login.statusCode, login.body).toBe(200);
    const { redirectTo } = login.json<{ redirectTo: string }>();
    const { code, state: returnedState, base } = codeOf(redirectTo);
    expect(base).toBe(redirectUri);
    expect(returnedState).toBe(state);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const exchange = await tokenRequest(testApp.app, {
      code,
      codeVerifier: verifier,
      redirectUri,
      device,
      provider: 'password',
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    expect(exchange.headers['cache-control']).toBe('no-store');
    return { ...exchange.json<TokenResult>(), status: exchange.statusCode };
  }

  it('signs in by password, exchanges the code, calls the API with Bearer, refreshes, and ends on reuse', async () => {
    const tokens = await signInCompanion('anki', LOOPBACK);
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken', 'status']);
    expect(tokens.expiresIn).toBe(900);

    const me = await bearer(testApp.app, tokens.accessToken, 'GET', '/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: ann.user.email, username: ann.user.username });

    // A state-changing call with Bearer and no cookie needs no CSRF header.
    const put = await bearer(testApp.app, tokens.accessToken, 'PUT', '/api/user/voc', {
      written: '학교',
      lang: 'ko_KR',
      status: 'learned',
      updated_at: '2026-01-02T03:04:05.000Z',
    });
    expect(put.statusCode, put.body).toBe(200);
    const list = await bearer(testApp.app, tokens.accessToken, 'GET', '/api/user/voc');
    expect(JSON.stringify(list.json())).toContain('학교');

    const sessions = await bearer(testApp.app, tokens.accessToken, 'GET', '/api/user/sessions');
    const anki = sessions.json<Session[]>().find((session) => session.current);
    expect(anki?.device).toBe('Anki');

    const refreshed = await tokenRequest(testApp.app, { refreshToken: tokens.refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.json<TokenResult>();
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(next.accessToken).not.toBe(tokens.accessToken);
    expect((await bearer(testApp.app, tokens.accessToken, 'GET', '/api/user/me')).statusCode).toBe(401);
    expect((await bearer(testApp.app, next.accessToken, 'GET', '/api/user/me')).statusCode).toBe(200);

    // The old refresh token comes back (a stolen copy): the whole session ends, for both holders.
    const reused = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refreshToken: tokens.refreshToken,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: 'invalid_grant',
      error_description:
        'The refresh token is invalid, expired, revoked or already used. Please sign in again.',
      detail: 'The refresh token is invalid, expired, revoked or already used. Please sign in again.',
      code: 'INVALID_TOKEN',
    });
    expect((await bearer(testApp.app, next.accessToken, 'GET', '/api/user/me')).statusCode).toBe(401);
    const afterReuse = await tokenRequest(testApp.app, { refreshToken: next.refreshToken });
    expect(afterReuse.json<{ error: string }>().error).toBe('invalid_grant');
  });

  it('lists a Chrome session by its device name and ends it at once when revoked from the sessions list', async () => {
    const chrome = await signInCompanion('chrome', CHROME_REDIRECT);
    const viaWebCallback = await signInCompanion('chrome', WEB_CALLBACK);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: ann.headers,
    });
    const chromeSessions = listed.json<Session[]>().filter((session) => session.device === 'Chrome');
    expect(chromeSessions.length).toBeGreaterThanOrEqual(2);

    const mine = await bearer(testApp.app, chrome.accessToken, 'GET', '/api/user/sessions');
    const id = mine.json<Session[]>().find((session) => session.current)?.id ?? '';
    const revoke = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${id}`,
      headers: ann.headers,
    });
    expect(revoke.statusCode).toBe(204);
    const after = await bearer(testApp.app, chrome.accessToken, 'GET', '/api/user/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Not signed in.', code: 'UNAUTHORIZED' });
    const refresh = await tokenRequest(testApp.app, { refreshToken: chrome.refreshToken });
    expect(refresh.json<{ error: string }>().error).toBe('invalid_grant');
    // The other Chrome session is untouched; it may revoke itself with Bearer alone (no CSRF header).
    const otherId = (await bearer(testApp.app, viaWebCallback.accessToken, 'GET', '/api/user/sessions'))
      .json<Session[]>()
      .find((session) => session.current)?.id;
    const self = await bearer(
      testApp.app,
      viaWebCallback.accessToken,
      'DELETE',
      `/api/user/sessions/${otherId}`,
    );
    expect(self.statusCode).toBe(204);
    expect((await bearer(testApp.app, viaWebCallback.accessToken, 'GET', '/api/user/me')).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired access token with 401, and the refresh token still renews it', async () => {
    const tokens = await signInCompanion('anki', LOOPBACK);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const expired = await bearer(testApp.app, tokens.accessToken, 'GET', '/api/user/me');
    expect(expired.statusCode).toBe(401);
    const refreshed = await tokenRequest(testApp.app, { refreshToken: tokens.refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const renewed = await bearer(
      testApp.app,
      refreshed.json<TokenResult>().accessToken,
      'GET',
      '/api/user/me',
    );
    expect(renewed.statusCode).toBe(200);
  });

  it('signs in with Google for a companion through the social sign-in, carrying the challenge and state', async () => {
    const { verifier, challenge } = await pkcePair();
    const state = signInState('chrome', 'google');
    const start = await testApp.app.inject({
      method: 'GET',
      url: `/api/oauth/authorize?${new URLSearchParams({
        provider: 'google',
        redirect_uri: WEB_CALLBACK,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state,
      }).toString()}`,
    });
    expect(start.statusCode, start.body).toBe(302);
    const location = new URL(String(start.headers.location), ORIGIN);
    expect(location.pathname).toBe('/api/auth/google');
    const returnTo = decodeAuthState(location.searchParams.get('state') ?? '');
    expect(returnTo.startsWith('/api/oauth/continue?')).toBe(true);
    const flow = cookieFrom(start.headers['set-cookie'], 'glossa_oauth_flow') ?? '';
    expect(flow).not.toBe('');

    // The Google round trip itself is the social sign-in's (tested there); here the learner comes back
    // signed in (Ann's cookie session) to the return target, in the same browser (the flow cookie).
    const back = await testApp.app.inject({
      method: 'GET',
      url: returnTo,
      headers: { cookie: `${ann.headers.cookie}; glossa_oauth_flow=${flow}` },
    });
    expect(back.statusCode, back.body).toBe(303);
    const { code, state: returnedState, base } = codeOf(String(back.headers.location));
    expect(base).toBe(WEB_CALLBACK);
    expect(returnedState).toBe(state);
    const exchange = await tokenRequest(testApp.app, {
      code,
      codeVerifier: verifier,
      redirectUri: WEB_CALLBACK,
      device: 'chrome',
      provider: 'google',
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    const me = await bearer(testApp.app, exchange.json<TokenResult>().accessToken, 'GET', '/api/user/me');
    expect(me.json()).toMatchObject({ email: ann.user.email });

    // Another browser (no flow cookie), or a forged link to the return target, gets no code.
    const forged = await testApp.app.inject({
      method: 'GET',
      url: returnTo,
      headers: { cookie: ann.headers.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'OAUTH_FLOW_MISMATCH' });
    expect(forged.headers.location).toBeUndefined();
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: returnTo,
      headers: { cookie: `glossa_oauth_flow=${flow}` },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("forwards Apple's redirect URI to the callback page with only the code and state", async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/oauth/apple?code=abc&state=xyz&next=https%3A%2F%2Fevil.example',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/oauth/callback?code=abc&state=xyz');
  });

  it('answers Apple as not set up when it has no client id', async () => {
    const { challenge } = await pkcePair();
    const answer = await testApp.app.inject({
      method: 'GET',
      url: `/api/oauth/authorize?${new URLSearchParams({
        provider: 'apple',
        redirect_uri: `${ORIGIN}/api/oauth/apple`,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: signInState('anki', 'apple'),
      }).toString()}`,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      detail: 'Apple sign-in is not set up on this server.',
      code: 'PROVIDER_NOT_CONFIGURED',
    });
  });

  it('tells companions the oldest Anki add-on allowed', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/extension' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ min_version_anki: '1.0.0' });
  });
});

describe('extension info from the configuration', () => {
  it('answers MIN_VERSION_ANKI', async () => {
    const testApp = await createTestApp('sqlite', { MIN_VERSION_ANKI: '2.3.1' });
    try {
      const answer = await testApp.app.inject({ method: 'GET', url: '/api/extension' });
      expect(answer.json()).toEqual({ min_version_anki: '2.3.1' });
    } finally {
      await testApp.close();
    }
  });
});
