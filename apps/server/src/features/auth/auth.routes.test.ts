import { ACCESS_COOKIE, encodeAuthState, type AuthResult, type Session, type User } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_OUT_NAVIGATION,
  TEST_PASSWORD,
  authHeaders,
  cookieFrom,
  multipartBody,
  newCsrfToken,
  signUpUser,
} from './auth.test-helpers.ts';
import { authTestDialects, startAuthServer, type TestServer } from './auth.test-setup.ts';

describe.each(authTestDialects())('accounts over HTTP (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAuthServer(dialect);
  });
  afterAll(async () => server.close());

  async function login(identifier: string, password: string, state?: string) {
    const csrf = newCsrfToken();
    const fields: Record<string, string> = { identifier, password };
    if (state) fields['state'] = state;
    const { body, contentType } = multipartBody(fields);
    return server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': contentType,
        cookie: `glossa_csrf=${csrf}`,
        'x-csrf-token': csrf,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0',
      },
      payload: body,
    });
  }

  it('signs up, reads the profile, and answers 401 without a session', async () => {
    const ann = await signUpUser(server.app);
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: ann.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>()).toEqual(ann.user);
    const guest = await server.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ detail: 'Not signed in.', code: 'UNAUTHORIZED' });
  });

  it('signs in by e-mail (any case) or username, honours only same-site return targets', async () => {
    const ann = await signUpUser(server.app);
    const byEmail = await login(ann.user.email.toUpperCase(), TEST_PASSWORD, encodeAuthState('/deck?x=1'));
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json<AuthResult>().redirectTo).toBe('/deck?x=1');
    const cookie = byEmail.headers['set-cookie'];
    expect(String(cookie)).toMatch(/glossa_access=.*HttpOnly.*SameSite=Lax/);
    // The readable hint that a session exists carries no token and is not HttpOnly.
    const hint = [cookie].flat().find((c) => String(c).startsWith('glossa_signed_in='));
    expect(hint).toMatch(/^glossa_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    const byName = await login(ann.user.username, TEST_PASSWORD, encodeAuthState('//evil.example/x'));
    expect(byName.json<AuthResult>().redirectTo).toBe('/');
    const absolute = await login(ann.user.username, TEST_PASSWORD, encodeAuthState('https://evil.example'));
    expect(absolute.json<AuthResult>().redirectTo).toBe('/');
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const ann = await signUpUser(server.app);
    const wrong = await login(ann.user.email, 'Wrong#Password1');
    const unknown = await login(`nobody${ann.user.id}@example.com`, 'Wrong#Password1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      detail: 'Invalid email/username or password.',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('enforces the password rules and unique e-mail/username on the server', async () => {
    const csrf = newCsrfToken();
    const signup = (fields: Record<string, string>) => {
      const { body, contentType } = multipartBody(fields);
      return server.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': contentType, cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
        payload: body,
      });
    };
    const weak = await signup({ username: 'weakling', email: 'weak@example.com', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toBe('password: Password does not meet complexity requirements.');
    const ann = await signUpUser(server.app);
    const sameEmail = await signup({
      username: 'other1',
      email: ann.user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(sameEmail.statusCode).toBe(409);
    const sameName = await signup({
      username: ann.user.username.toUpperCase(),
      email: 'x1@example.com',
      password: TEST_PASSWORD,
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual(sameEmail.json());
  });

  it('lists own sessions, revokes one, and the revoked device is out on its next request', async () => {
    const ann = await signUpUser(server.app);
    const second = await login(ann.user.email, TEST_PASSWORD);
    const secondAccess = cookieFrom(second.headers['set-cookie'], ACCESS_COOKIE) ?? '';
    const secondHeaders = authHeaders({ csrfToken: newCsrfToken(), accessToken: secondAccess });
    const list = await server.app.inject({ method: 'GET', url: '/api/user/sessions', headers: ann.headers });
    const sessions = list.json<Session[]>();
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.current);
    expect(other?.device).toBe('Chrome on Linux');
    const revoke = await server.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${other?.id}`,
      headers: ann.headers,
    });
    expect(revoke.statusCode).toBe(204);
    const after = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: secondHeaders });
    expect(after.statusCode).toBe(401);
  });

  it('an expired access token answers 401 and the refresh token gets a new one', async () => {
    const ann = await signUpUser(server.app);
    await server.database.db
      .updateTable('sessions')
      .set({ access_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', ann.user.id)
      .execute();
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: ann.headers })).statusCode,
    ).toBe(401);
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: ann.headers,
    });
    expect(refreshed.statusCode).toBe(200);
    const accessToken = cookieFrom(refreshed.headers['set-cookie'], ACCESS_COOKIE) ?? '';
    const headers = authHeaders({ csrfToken: ann.csrfToken, accessToken });
    expect((await server.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(200);
  });

  it('keeps the session when two tabs refresh with the same token at once', async () => {
    const ann = await signUpUser(server.app);
    const refresh = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: {
          cookie: `glossa_csrf=${ann.csrfToken}; glossa_refresh=${ann.refreshToken}`,
          'x-csrf-token': ann.csrfToken,
        },
      });
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const issued = [a, b].map((r) => cookieFrom(r.headers['set-cookie'], ACCESS_COOKIE)).filter(Boolean);
    expect(issued).toHaveLength(1);
    const headers = authHeaders({ csrfToken: ann.csrfToken, accessToken: issued[0] ?? '' });
    expect((await server.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(200);
  });

  it('clears cookies on a failed refresh only when a stale refresh cookie was sent', async () => {
    const csrf = newCsrfToken();
    const refresh = (cookie: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: `glossa_csrf=${csrf}${cookie}`, 'x-csrf-token': csrf },
      });
    // A guest's page asking for a refresh must not clear the cookies a sign-in elsewhere has just set.
    const guest = await refresh('');
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['set-cookie']).toBeUndefined();
    const stale = await refresh('; glossa_refresh=not-a-real-token');
    expect(stale.statusCode).toBe(401);
    expect(String(stale.headers['set-cookie'])).toMatch(/glossa_refresh=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('changes the username (trimmed) and refuses an empty one', async () => {
    const ann = await signUpUser(server.app);
    const put = (username: string) =>
      server.app.inject({ method: 'PUT', url: '/api/user/me', headers: ann.headers, payload: { username } });
    const renamed = await put(`  renamed${ann.user.id.slice(0, 6)}  `);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<User>().username).toBe(`renamed${ann.user.id.slice(0, 6)}`);
    const empty = await put('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('username: Username cannot be empty.');
  });

  it('signs out: revokes the session, clears the cookies and goes home', async () => {
    const ann = await signUpUser(server.app);
    const out = await server.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie: ann.headers.cookie, ...SIGN_OUT_NAVIGATION },
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(String(out.headers['set-cookie'])).toMatch(/glossa_access=;/);
    expect(String(out.headers['set-cookie'])).toMatch(/glossa_signed_in=;/);
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: ann.headers });
    expect(me.statusCode).toBe(401);
  });

  it('deletes the account and everything of it', async () => {
    const ann = await signUpUser(server.app);
    const gone = await server.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: ann.headers,
      payload: { confirmation: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    const rows = await server.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', ann.user.id)
      .execute();
    expect(rows).toEqual([]);
    const again = await login(ann.user.email, TEST_PASSWORD);
    expect(again.statusCode).toBe(401);
  });
});
