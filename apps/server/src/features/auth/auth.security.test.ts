import crypto from 'node:crypto';
import { ACCESS_COOKIE, REFRESH_COOKIE, type Session } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  authHeaders,
  cookieFrom,
  multipartBody,
  newCsrfToken,
  signUpUser,
} from './auth.test-helpers.ts';
import { authTestDialects, startAuthServer, type TestServer } from './auth.test-setup.ts';

describe.each(authTestDialects())('accounts security (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // No reuse grace here: any second use of a refresh token counts as theft.
    server = await startAuthServer(dialect, {
      RATE_LIMIT_LOGIN_PER_IP: '3',
      RATE_LIMIT_REFRESH_PER_IP: '1000',
      SESSION_REFRESH_REUSE_GRACE_SECONDS: '0',
    });
  });
  afterAll(async () => server.close());

  const csrf = newCsrfToken();
  const form = (url: string, fields: Record<string, string>, remoteAddress = '10.0.0.1') => {
    const { body, contentType } = multipartBody(fields);
    return server.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': contentType, cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
      payload: body,
    });
  };
  const refresh = (refreshToken: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `glossa_csrf=${csrf}; ${REFRESH_COOKIE}=${refreshToken}`, 'x-csrf-token': csrf },
    });

  it('cannot revoke another user’s session', async () => {
    const ann = await signUpUser(server.app);
    const bob = await signUpUser(server.app);
    const bobSessions = await server.app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: bob.headers,
    });
    const bobSession = bobSessions.json<Session[]>()[0];
    const attempt = await server.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${bobSession?.id}`,
      headers: ann.headers,
    });
    expect(attempt.statusCode).toBe(404);
    const stillIn = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bob.headers });
    expect(stillIn.statusCode).toBe(200);
  });

  it('refuses a state-changing request without the CSRF header', async () => {
    const ann = await signUpUser(server.app);
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { cookie: ann.headers.cookie },
      payload: { username: 'sneaky' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('CSRF');
    const del = await server.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: { cookie: ann.headers.cookie },
    });
    expect(del.statusCode).toBe(403);
  });

  it('rotates the refresh token, and a reused old one kills the session', async () => {
    const ann = await signUpUser(server.app);
    const first = await refresh(ann.refreshToken);
    expect(first.statusCode).toBe(200);
    const newRefresh = cookieFrom(first.headers['set-cookie'], REFRESH_COOKIE) ?? '';
    const newAccess = cookieFrom(first.headers['set-cookie'], ACCESS_COOKIE) ?? '';
    expect(newRefresh).not.toBe(ann.refreshToken);
    const oldAccess = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: ann.headers });
    expect(oldAccess.statusCode).toBe(401);
    const headers = authHeaders({ csrfToken: csrf, accessToken: newAccess });
    expect((await server.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(200);

    const reused = await refresh(ann.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect((await refresh(newRefresh)).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(401);
    const audit = await server.database.db
      .selectFrom('auth_audit')
      .select('event')
      .where('user_id', '=', ann.user.id)
      .execute();
    expect(audit.map((a) => a.event)).toContain('refresh_reuse');
  });

  it('answers 429 with Retry-After once the per-IP login limit is passed', async () => {
    const fields = { identifier: `nobody${crypto.randomUUID()}@example.com`, password: 'Wrong#Pass1' };
    for (let i = 0; i < 3; i++)
      expect((await form('/api/auth/login', fields, '10.9.9.9')).statusCode).toBe(401);
    const limited = await form('/api/auth/login', fields, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await form('/api/auth/login', fields, '10.9.9.10')).statusCode).toBe(401);
  });

  it('limits attempts per account across addresses: one try per address past five times the per-address limit', async () => {
    const ann = await signUpUser(server.app);
    const statuses: number[] = [];
    // RATE_LIMIT_LOGIN_PER_ACCOUNT is 10 (default): 50 failures from 50 addresses, then the ceiling.
    for (let i = 0; i < 50; i++) {
      const answer = await form(
        '/api/auth/login',
        { identifier: ann.user.email, password: 'Wrong#Pass1' },
        `10.1.2.${i}`,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Past the ceiling each other address has one try left (the owner on a new browser), then 429.
    const twice = [];
    for (let i = 0; i < 2; i++) {
      const answer = await form(
        '/api/auth/login',
        { identifier: ann.user.email, password: 'Wrong#Pass1' },
        '10.1.3.1',
      );
      twice.push(answer.statusCode);
    }
    expect(twice).toEqual([401, 429]);
  });

  it('stores SQL metacharacters as text', async () => {
    const name = `Robert'); DROP TABLE users;--${csrf.slice(0, 4)}`;
    const signup = await form(
      '/api/auth/signup',
      {
        username: name,
        email: `bobby${csrf
          .slice(0, 6)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, 'x')}@example.com`,
        password: TEST_PASSWORD,
      },
      '10.2.0.1',
    );
    expect(signup.statusCode).toBe(200);
    const login = await form('/api/auth/login', { identifier: name, password: TEST_PASSWORD }, '10.2.0.2');
    expect(login.statusCode).toBe(200);
    const odd = await form(
      '/api/auth/login',
      { identifier: "' OR '1'='1", password: "' OR '1'='1" },
      '10.2.0.3',
    );
    expect(odd.statusCode).toBe(401);
  });

  it('refuses a 10 kB username or identifier with 400, not 500', async () => {
    const huge = 'a'.repeat(10_000);
    const signup = await form(
      '/api/auth/signup',
      { username: huge, email: 'huge@example.com', password: TEST_PASSWORD },
      '10.3.0.1',
    );
    expect(signup.statusCode).toBe(400);
    expect(signup.json().detail).toBe('username: Username must be at most 50 characters.');
    const login = await form('/api/auth/login', { identifier: huge, password: TEST_PASSWORD }, '10.3.0.2');
    expect(login.statusCode).toBe(400);
    const ann = await signUpUser(server.app);
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: ann.headers,
      payload: { username: huge },
    });
    expect(put.statusCode).toBe(400);
  });

  it('treats Unicode look-alike usernames and e-mails as the same or refuses them', async () => {
    const base = `paypal${csrf.replace(/[^a-z]/g, '').slice(0, 5)}`;
    const ok = await form(
      '/api/auth/signup',
      { username: base, email: `${base}@example.com`, password: TEST_PASSWORD },
      '10.4.0.1',
    );
    expect(ok.statusCode).toBe(200);
    const fullWidth = [...base].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    // Cyrillic а and р among Latin letters: mixed alphabets.
    const cyrillic = base.replace(/a/g, 'а').replace(/p/g, 'р');
    const attempts = [
      { username: fullWidth, email: 'fw@example.com', status: 409 },
      { username: base.toUpperCase(), email: 'upper@example.com', status: 409 },
      { username: cyrillic, email: 'cy@example.com', status: 400 },
      { username: `${base.slice(0, 3)}\u200b${base.slice(3)}`, email: 'zw@example.com', status: 400 },
      { username: `${base}\u202e`, email: 'bidi@example.com', status: 400 },
      { username: `other${base}`, email: `${base}@exаmple.com`, status: 400 },
    ];
    for (const [index, { status, ...attempt }] of attempts.entries()) {
      const answer = await form(
        '/api/auth/signup',
        { ...attempt, password: TEST_PASSWORD },
        `10.4.1.${index}`,
      );
      expect({ username: attempt.username, status: answer.statusCode }).toEqual({
        username: attempt.username,
        status,
      });
    }
    // An all-Cyrillic look-alike of an all-letter name is the same key as the Latin one.
    const latin = 'caxe';
    await form(
      '/api/auth/signup',
      { username: latin, email: `${latin}1@example.com`, password: TEST_PASSWORD },
      '10.4.2.1',
    );
    const allCyrillic = await form(
      '/api/auth/signup',
      { username: 'сахе', email: `${latin}2@example.com`, password: TEST_PASSWORD },
      '10.4.2.2',
    );
    expect(allCyrillic.statusCode).toBe(409);
  });
});
