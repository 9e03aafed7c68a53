import crypto from 'node:crypto';
import {
  ACCESS_COOKIE,
  CSRF_COOKIE,
  CSRF_HEADER,
  REFRESH_COOKIE,
  type AuthResult,
  type User,
} from '@glossa/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Test helpers for every feature that needs a signed-in user. Use `loadConfig({ ...FAST_AUTH_ENV, ... })`
 * so that argon2 does not spend production cost in tests.
 */

/** Environment that lowers the argon2 cost to the minimum (tests only; the production default is sound). */
export const FAST_AUTH_ENV = { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' } as const;

/** A strong password that meets the five rules. */
export const TEST_PASSWORD = 'Correct#Horse9';

export interface SignedInUser {
  user: User;
  password: string;
  csrfToken: string;
  accessToken: string;
  refreshToken: string;
  /** Headers for any request as this user: `cookie` (access, refresh, CSRF) and `x-csrf-token`. */
  headers: { cookie: string; 'x-csrf-token': string };
}

/**
 * Encodes fields as a multipart/form-data body for `app.inject` or `fetch`.
 * @example const { body, contentType } = multipartBody({ identifier: 'ann', password: 'x' });
 */
export function multipartBody(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `----glossa${crypto.randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A fresh CSRF token: the cookie value and the header value of a double submit. */
export function newCsrfToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The value of one cookie in an inject/fetch answer's set-cookie headers. */
export function cookieFrom(setCookie: string | string[] | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of list) {
    const [pair] = line.split(';');
    const index = pair?.indexOf('=') ?? -1;
    if (pair && index > 0 && pair.slice(0, index).trim() === name)
      return decodeURIComponent(pair.slice(index + 1));
  }
  return undefined;
}

/** Builds the cookie and CSRF headers for a signed-in user's requests. */
export function authHeaders(tokens: { csrfToken: string; accessToken: string; refreshToken?: string }) {
  const cookies = [`${CSRF_COOKIE}=${tokens.csrfToken}`, `${ACCESS_COOKIE}=${tokens.accessToken}`];
  if (tokens.refreshToken) cookies.push(`${REFRESH_COOKIE}=${tokens.refreshToken}`);
  return { cookie: cookies.join('; '), [CSRF_HEADER]: tokens.csrfToken };
}

let counter = 0;

/**
 * Signs up a new user through the real `POST /api/auth/signup` and returns what later requests need.
 * Each call comes from a random loopback address, so many sign-ups do not hit the per-IP rate limit.
 * @example const ann = await signUpUser(app); await app.inject({ method: 'GET', url: '/api/user/me', headers: ann.headers });
 */
export async function signUpUser(
  app: FastifyInstance,
  fields: { username?: string; email?: string; password?: string } = {},
): Promise<SignedInUser> {
  counter += 1;
  const unique = `${process.pid}${counter}${crypto.randomBytes(3).toString('hex')}`;
  const password = fields.password ?? TEST_PASSWORD;
  const csrfToken = newCsrfToken();
  const { body, contentType } = multipartBody({
    username: fields.username ?? `user${unique}`,
    email: fields.email ?? `user${unique}@example.com`,
    password,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `127.${[...crypto.randomBytes(3)].join('.')}`,
    headers: {
      'content-type': contentType,
      cookie: `${CSRF_COOKIE}=${csrfToken}`,
      'x-csrf-token': csrfToken,
    },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const result = response.json<AuthResult>();
  const accessToken = cookieFrom(response.headers['set-cookie'], ACCESS_COOKIE);
  const refreshToken = cookieFrom(response.headers['set-cookie'], REFRESH_COOKIE);
  if (!accessToken || !refreshToken) throw new Error('signup set no session cookies');
  return {
    user: result.user,
    password,
    csrfToken,
    accessToken,
    refreshToken,
    headers: authHeaders({ csrfToken, accessToken, refreshToken }),
  };
}

/** The headers Chromium sends when the user clicks "Sign out" (a top-level navigation of the same origin). */
export const SIGN_OUT_NAVIGATION = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
} as const;
