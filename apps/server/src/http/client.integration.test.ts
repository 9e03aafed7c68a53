import {
  ACCESS_COOKIE,
  CSRF_COOKIE,
  api,
  type AnyRoute,
  type TokenResult,
  type VocabularyItem,
} from '@glossa/contract';
import { bearerAuth, cookieAuth, createClient, type GlossaClient } from '@glossa/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOOPBACK,
  OAUTH_TEST_ENV,
  codeOf,
  pkcePair,
  signInState,
} from '../features/oauth/oauth.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * @glossa/client against the real server (buildApp over a temp SQLite file, listening on a port) with the real
 * fetch: the browser's cookie + CSRF path (a small cookie jar plays the browser) and the companions' Bearer path.
 */

/** What a browser does with cookies, for Node's fetch: keep what the server sets, send it back. */
function cookieJar() {
  const cookies = new Map<string, string>();
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value.join('=') === '') cookies.delete(name);
      else cookies.set(name, value.join('='));
    }
    return response;
  };
  return { cookies, fetch: fetchWithCookies, read: (name: string) => cookies.get(name) };
}

function browserClient(baseUrl: string) {
  const jar = cookieJar();
  const auth = cookieAuth({ readCookie: jar.read });
  const client = createClient({ baseUrl, auth, fetch: jar.fetch, validateResponses: true });
  return { jar, auth, client };
}

function uniqueName(): string {
  return `user${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

const PASSWORD = 'Correct#Horse9';

describe('@glossa/client against the real server', () => {
  let testApp: TestApp;
  let baseUrl = '';

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', OAUTH_TEST_ENV);
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `${address}/api`;
  });
  afterAll(async () => testApp.close());

  it('reads health, fetching the CSRF cookie first for a POST, and analyses a text', async () => {
    const { jar, client } = browserClient(baseUrl);
    expect(jar.read(CSRF_COOKIE)).toBeUndefined();
    const analysis = await client.call(api.analyze.text, {
      body: { text: '학교에 갑니다', text_lang: 'ko_KR', dico_lang: 'en_US' },
    });
    // The client asked /health for the cookie before its POST, and sent it back in the header.
    expect(jar.read(CSRF_COOKIE)).toMatch(/.{16,}/);
    expect(analysis.units.map((unit) => unit.surface).join(' ')).toBe('학교에 갑니다');
    expect(analysis.units[0]?.morphs.map((morph) => morph.lex)).toContain('학교');

    const health = await client.call(api.health.get);
    expect(health).toMatchObject({ status: 'ok', database: { dialect: 'sqlite', reachable: true } });
  });

  it('looks words up with encoded path parameters and a query the server parses', async () => {
    const { client } = browserClient(baseUrl);
    const words = await client.call(api.dictionary.words, {
      params: { written: '학교' },
      query: { lang: 'en_US', language: 'ko_KR' },
    });
    expect(Array.isArray(words)).toBe(true);
    for (const word of words) expect(word.written.normalize('NFC')).toBe('학교');
    // A question mark, a hash and a space stay inside the one path segment: an answer, not another route.
    await expect(client.call(api.dictionary.words, { params: { written: 'what? #1' } })).resolves.toEqual([]);
    const many = await client.call(api.dictionary.wordsOfMany, {
      params: { writtens: ['학교', 'what? #1'].join(',') },
    });
    for (const word of many) expect(word.written.normalize('NFC')).toBe('학교');
  });

  it('maps a server error to ApiError with its detail and code', async () => {
    const { client } = browserClient(baseUrl);
    await expect(client.call(api.user.me)).rejects.toMatchObject({
      message: 'Request failed with status code 401',
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });

  it('signs up, keeps a word with the CSRF header, and refreshes an expired session once', async () => {
    const { jar, auth, client } = browserClient(baseUrl);
    const username = uniqueName();
    const result = await client.call(api.auth.signup, {
      body: { username, email: `${username}@example.com`, password: PASSWORD },
    });
    expect(result.user.username).toBe(username);

    const item: VocabularyItem = {
      written: '학교',
      lang: 'ko_KR',
      status: 'learned',
      updated_at: new Date().toISOString(),
    };
    const stored = await client.call(api.vocabulary.put, { body: item });
    expect(stored.last_update).not.toBeNull();
    const changes = await client.call(api.vocabulary.changesSince, {
      params: { since: '2020-01-01T00:00:00.000+09:00' },
    });
    expect(changes).toEqual([item]);

    // The access cookie runs out: one refresh through the installed handler, then the call succeeds.
    const handler = vi.fn((route: AnyRoute) =>
      route.id === api.auth.refresh.id
        ? Promise.resolve(false)
        : client.call(api.auth.refresh).then(
            () => true,
            () => false,
          ),
    );
    auth.setUnauthorizedHandler(handler);
    jar.cookies.delete(ACCESS_COOKIE);
    await expect(client.call(api.vocabulary.list)).resolves.toEqual([item]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(jar.read(ACCESS_COOKIE)).toBeDefined();
  });

  it('signs a companion in with PKCE and calls with Bearer, refreshing once on a 401', async () => {
    const { client: browser } = browserClient(baseUrl);
    const username = uniqueName();
    await browser.call(api.auth.signup, {
      body: { username, email: `${username}@example.com`, password: PASSWORD },
    });
    const { verifier, challenge } = await pkcePair();
    const { redirectTo } = await browser.call(api.oauth.login, {
      body: {
        email: username,
        password: PASSWORD,
        redirect_uri: LOOPBACK,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: signInState('anki'),
      },
    });
    const plain: GlossaClient = createClient({
      baseUrl,
      auth: bearerAuth({ getAccessToken: () => undefined, refresh: () => Promise.resolve(false) }),
      validateResponses: true,
    });
    let tokens: TokenResult = await plain.call(api.oauth.token, {
      body: { code: codeOf(redirectTo).code, codeVerifier: verifier, redirectUri: LOOPBACK, device: 'anki' },
    });

    let sent = 'not-a-valid-token';
    const refresh = vi.fn(async () => {
      tokens = await plain.call(api.oauth.token, { body: { refreshToken: tokens.refreshToken } });
      sent = tokens.accessToken;
    });
    const companion = createClient({
      baseUrl,
      auth: bearerAuth({ getAccessToken: () => sent, refresh }),
      validateResponses: true,
    });
    const me = await companion.call(api.user.me);
    expect(me.username).toBe(username);
    expect(refresh).toHaveBeenCalledTimes(1);
    // State-changing calls with Bearer alone need no CSRF header.
    const item: VocabularyItem = {
      written: 'école',
      lang: 'fr_FR',
      status: 'seen',
      updated_at: new Date().toISOString(),
    };
    expect((await companion.call(api.vocabulary.put, { body: item })).last_update).toEqual(
      expect.any(String),
    );
    await expect(companion.call(api.vocabulary.list)).resolves.toEqual([item]);
  });
});
