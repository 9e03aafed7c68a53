// The companion password sign-in shares the web sign-in's counters: too many wrong passwords answer 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipartBody, signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import { LOOPBACK, OAUTH_TEST_ENV, passwordLogin, pkcePair, signInState } from './oauth.test-helpers.ts';

describe('rate limits on the companion password sign-in', () => {
  let testApp: TestApp;
  let bob: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { ...OAUTH_TEST_ENV, RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' });
    bob = await signUpUser(testApp.app);
  });
  afterAll(async () => testApp.close());

  it('answers 429 with Retry-After after too many wrong passwords, counted with the web sign-in', async () => {
    const address = '10.9.9.9';
    const attempt = async (password: string) => {
      const { challenge } = await pkcePair();
      return passwordLogin(
        testApp.app,
        {
          email: bob.user.email,
          password,
          redirect_uri: LOOPBACK,
          code_challenge: challenge,
          code_challenge_method: 'S256',
          state: signInState('anki'),
        },
        address,
      );
    };
    for (let i = 0; i < 3; i += 1) {
      const wrong = await attempt('Wrong#Password1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        detail: 'Invalid email/username or password.',
        code: 'INVALID_CREDENTIALS',
      });
    }
    const limited = await attempt(bob.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // The same counters hold the web sign-in: alternating endpoints gives no extra guesses.
    const csrf = 'rate-limit-csrf-token-0123456789';
    const { body, contentType } = multipartBody({ identifier: bob.user.email, password: bob.password });
    const web = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { 'content-type': contentType, cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
      payload: body,
    });
    expect(web.statusCode).toBe(429);

    // Another address is not locked out by these failures.
    const elsewhere = await passwordLogin(testApp.app, {
      email: bob.user.email,
      password: bob.password,
      redirect_uri: LOOPBACK,
      code_challenge: (await pkcePair()).challenge,
      code_challenge_method: 'S256',
      state: signInState('anki'),
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
