import crypto from 'node:crypto';
import { ACCESS_COOKIE, encodeAuthState, type User } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, cookieFrom, multipartBody, newCsrfToken, signUpUser } from './auth.test-helpers.ts';
import { authTestDialects, startAuthServer, type TestServer } from './auth.test-setup.ts';
import { LocalIdp, type LocalIdentity, type MintOptions } from './testing/local-idp.ts';

describe.each(authTestDialects())(
  'Google and Apple sign-in against a local identity provider (%s)',
  (dialect) => {
    let idp: LocalIdp;
    let server: TestServer;
    beforeAll(async () => {
      idp = await LocalIdp.start('glossa-test-client');
      server = await startAuthServer(dialect, { ...idp.env('GOOGLE'), ...idp.env('APPLE') });
    });
    afterAll(async () => {
      await server.close();
      await idp.close();
    });

    const identity = (): LocalIdentity => {
      const id = crypto.randomUUID();
      return {
        sub: `sub-${id}`,
        email: `g${id.slice(0, 8)}@example.com`,
        email_verified: true,
        name: `G ${id.slice(0, 4)}`,
      };
    };

    /** Starts a sign-in: the nonce cookie and the state the server sends to the provider. */
    async function start(provider: 'google' | 'apple', target = '/deck') {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/api/auth/${provider}?state=${encodeURIComponent(encodeAuthState(target))}`,
      });
      expect(answer.statusCode).toBe(302);
      const location = new URL(String(answer.headers.location));
      expect(location.origin).toBe(idp.url);
      const nonce = cookieFrom(answer.headers['set-cookie'], `glossa_oidc_${provider}`) ?? '';
      return { location, nonce, state: location.searchParams.get('state') ?? '' };
    }

    async function post(provider: 'google' | 'apple', fields: Record<string, string>, cookie: string) {
      return server.app.inject({
        method: 'POST',
        url: `/api/auth/${provider}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams(fields).toString(),
      });
    }

    async function signInWith(
      provider: 'google' | 'apple',
      who: LocalIdentity,
      options: Partial<MintOptions> = {},
    ) {
      const { nonce, state } = await start(provider);
      const token = await idp.mint(who, { nonce, ...options });
      return post(provider, { credential: token, state }, `glossa_oidc_${provider}=${nonce}`);
    }

    it('walks the whole redirect flow: provider page, form post back, signed in at the return target', async () => {
      idp.nextIdentity = identity();
      const { location, nonce } = await start('google', '/vocabulary');
      const page = await (await fetch(location)).text();
      const field = (name: string) =>
        new RegExp(`name="${name}" value="([^"]*)"`)
          .exec(page)?.[1]
          ?.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c))) ?? '';
      const answer = await post(
        'google',
        { id_token: field('id_token'), state: field('state') },
        `glossa_oidc_google=${nonce}`,
      );
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/vocabulary');
      const access = cookieFrom(answer.headers['set-cookie'], ACCESS_COOKIE);
      const me = await server.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { cookie: `${ACCESS_COOKIE}=${access}` },
      });
      expect(me.json<User>().email).toBe(idp.nextIdentity.email);
      expect(me.json<User>().name).toBe(idp.nextIdentity.name);
    });

    it('signs the same person into the same account next time, by Apple too', async () => {
      const who = identity();
      const first = await signInWith('google', who);
      const second = await signInWith('google', who);
      const apple = await signInWith('apple', { ...who, sub: `apple-${who.sub}`, email_verified: 'true' });
      for (const answer of [first, second, apple]) expect(answer.statusCode).toBe(303);
      const ids = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', who.email ?? '')
        .execute();
      expect(ids).toHaveLength(1);
    });

    it('links by verified e-mail to a password account and removes the unverified password', async () => {
      const ann = await signUpUser(server.app);
      const linked = await signInWith('google', {
        sub: `sub-${ann.user.id}`,
        email: ann.user.email,
        email_verified: true,
      });
      expect(linked.statusCode).toBe(303);
      const oldSession = await server.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: ann.headers,
      });
      expect(oldSession.statusCode).toBe(401);
      const csrf = newCsrfToken();
      const { body, contentType } = multipartBody({ identifier: ann.user.email, password: TEST_PASSWORD });
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType, cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
        payload: body,
      });
      expect(login.statusCode).toBe(401);
    });

    it('refuses forged, expired, wrong-audience, wrong-issuer, wrong-algorithm and wrong-nonce tokens', async () => {
      const cases: Array<[string, Partial<MintOptions>]> = [
        ['wrong signature', { foreignKey: true }],
        ['expired', { expiresIn: -600 }],
        ['wrong audience', { audience: 'someone-else' }],
        ['wrong issuer', { issuer: 'https://accounts.example.org' }],
        ['HS256 with a guessable secret', { algorithm: 'HS256' }],
        ['another nonce', { nonce: 'not-the-one' }],
      ];
      for (const [name, options] of cases) {
        const answer = await signInWith('google', identity(), options);
        expect({ name, status: answer.statusCode, code: answer.json<{ code: string }>().code }).toEqual({
          name,
          status: 401,
          code: 'INVALID_TOKEN',
        });
      }
      const garbage = await signInWith('apple', identity(), {});
      expect(garbage.statusCode).toBe(303);
    });

    it('refuses a callback that is not bound to this browser (no nonce cookie, no g_csrf_token)', async () => {
      const { state } = await start('google');
      const token = await idp.mint(identity());
      const answer = await post('google', { credential: token, state }, '');
      expect(answer.statusCode).toBe(403);
      const fromBrowser = await server.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*' },
        payload: new URLSearchParams({ credential: token, state }).toString(),
      });
      expect(fromBrowser.statusCode).toBe(303);
      expect(fromBrowser.headers.location).toBe('/login?error=google');
      const gsi = await post('google', { credential: token, g_csrf_token: 'abc123' }, 'g_csrf_token=abc123');
      expect(gsi.statusCode).toBe(303);
      expect(gsi.headers.location).toBe('/');
    });
  },
);

describe('providers that are not set up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAuthServer('sqlite');
  });
  afterAll(async () => server.close());

  it('say so', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
      apple: false,
    });
    const answer = await server.app.inject({ method: 'GET', url: '/api/auth/apple' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      detail: 'Apple sign-in is not set up on this server.',
      code: 'PROVIDER_NOT_CONFIGURED',
    });
  });
});
