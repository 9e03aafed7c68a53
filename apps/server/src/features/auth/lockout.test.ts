import { CSRF_COOKIE } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-database.ts';
import { LOOPBACK, OAUTH_TEST_ENV, pkcePair, signInState } from '../oauth/oauth.test-helpers.ts';
import {
  cookieFrom,
  multipartBody,
  newCsrfToken,
  signUpUser,
  type SignedInUser,
} from './auth.test-helpers.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

/**
 * Someone who knows a user's e-mail guesses passwords from many addresses: the guessing stays throttled, and
 * the owner still gets in, from a browser that signed in before (its device cookie) and from a new address.
 */
describe.each(testDialects())('sign-in lockout by strangers (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { ...OAUTH_TEST_ENV });
    owner = await signUpUser(testApp.app);
  });
  afterAll(async () => testApp.close());

  /** POST /api/auth/login (form) or /api/oauth/login (JSON) from an address, with a device cookie or none. */
  async function signIn(
    endpoint: 'auth' | 'oauth',
    password: string,
    remoteAddress: string,
    device?: string,
  ): Promise<{ status: number; device: string | undefined; retryAfter: number }> {
    const csrf = newCsrfToken();
    const cookie = `${CSRF_COOKIE}=${csrf}${device ? `; ${DEVICE_COOKIE}=${device}` : ''}`;
    const headers = { cookie, 'x-csrf-token': csrf };
    let answer;
    if (endpoint === 'auth') {
      const { body, contentType } = multipartBody({ identifier: owner.user.email, password });
      answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
    } else {
      const { challenge } = await pkcePair();
      answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/oauth/login',
        remoteAddress,
        headers,
        payload: {
          email: owner.user.email,
          password,
          redirect_uri: LOOPBACK,
          code_challenge: challenge,
          code_challenge_method: 'S256',
          state: signInState('anki'),
        },
      });
    }
    return {
      status: answer.statusCode,
      device: cookieFrom(answer.headers['set-cookie'], DEVICE_COOKIE),
      retryAfter: Number(answer.headers['retry-after'] ?? 0),
    };
  }

  it('throttles 60 guesses from 6 addresses, and lets the owner in from a known device and from a new address', async () => {
    // The owner signed in on this browser before: it holds a device cookie.
    const before = await signIn('auth', owner.password, '192.0.2.10');
    expect(before.status).toBe(200);
    expect(before.device).toMatch(/^[\w-]{30,}$/);
    const device = before.device!;

    // The attacker: 60 wrong passwords from 6 addresses, on both sign-in endpoints.
    const statuses: number[] = [];
    for (let address = 0; address < 6; address += 1) {
      for (let i = 0; i < 10; i += 1) {
        const endpoint = i % 2 ? 'auth' : 'oauth';
        statuses.push((await signIn(endpoint, 'Wrong#Guess1', `198.51.100.${address}`)).status);
      }
    }
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Each address is stopped after the per-address limit; more guesses from them are refused.
    const more = await signIn('auth', 'Wrong#Guess2', '198.51.100.0');
    expect(more.status).toBe(429);
    expect(more.retryAfter).toBeGreaterThan(0);
    // Past the account's ceiling, a fresh address gets one try, not ten.
    const fresh = [];
    for (let i = 0; i < 3; i += 1) fresh.push((await signIn('oauth', 'Wrong#Guess3', '203.0.113.77')).status);
    expect(fresh).toEqual([401, 429, 429]);
    // A made-up device cookie is a stranger's browser.
    const forged = await signIn('auth', 'Wrong#Guess4', '203.0.113.77', 'A'.repeat(43));
    expect(forged.status).toBe(429);

    // The owner, from the known browser (another address), on both endpoints.
    expect((await signIn('auth', owner.password, '192.0.2.11', device)).status).toBe(200);
    expect((await signIn('oauth', owner.password, '192.0.2.12', device)).status).toBe(200);
    // The owner, from a new address on a new browser, with the right password.
    const newPlace = await signIn('auth', owner.password, '192.0.2.99');
    expect(newPlace.status).toBe(200);
    expect(newPlace.device).toMatch(/^[\w-]{30,}$/);
    expect((await signIn('oauth', owner.password, '192.0.2.98')).status).toBe(200);
  });

  it('limits guesses from a known device too, without locking the owner out elsewhere', async () => {
    const other = await signUpUser(testApp.app);
    owner = other;
    const first = await signIn('auth', other.password, '192.0.2.20');
    const device = first.device!;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await signIn('auth', 'Wrong#Guess1', '192.0.2.21', device)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await signIn('auth', other.password, '192.0.2.22', device)).status).toBe(429);
    expect((await signIn('auth', other.password, '192.0.2.23')).status).toBe(200);
  });

  it('refuses every stranger past the hard ceiling (200 attempts), and still lets the known browser in', async () => {
    const other = await signUpUser(testApp.app);
    owner = other;
    const device = (await signIn('auth', other.password, '192.0.2.30')).device!;
    const statuses: number[] = [];
    // The owner's own first sign-in (a new browser then) counts too: 200 with these 199.
    for (let i = 0; i < 199; i += 1) {
      statuses.push(
        (await signIn('auth', 'Wrong#Guess1', `198.18.${Math.floor(i / 100)}.${i % 100}`)).status,
      );
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await signIn('auth', 'Wrong#Guess1', '198.18.9.1')).status).toBe(429);
    expect((await signIn('auth', other.password, '198.18.9.2')).status).toBe(429);
    expect((await signIn('oauth', other.password, '192.0.2.31', device)).status).toBe(200);
  });
});
