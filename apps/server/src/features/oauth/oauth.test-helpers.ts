import crypto from 'node:crypto';
import {
  CODE_VERIFIER_LENGTH,
  OAUTH_STATE_RANDOM_LENGTH,
  encodeOAuthState,
  randomVerifierText,
  s256Challenge,
  type ExtensionType,
  type OAuthSignInProvider,
} from '@glossa/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { FAST_AUTH_ENV } from '../auth/auth.test-helpers.ts';

/** The public origin and Chrome extension id the companion tests configure. */
export const ORIGIN = 'http://glossa.test';
export const CHROME_ID = 'abcdefghijklmnopabcdefghijklmnop';
export const WEB_CALLBACK = `${ORIGIN}/oauth/callback`;
export const LOOPBACK = 'http://127.0.0.1:53682/glossa/callback';
export const CHROME_REDIRECT = `https://${CHROME_ID}.chromiumapp.org/`;

/** Environment for a test server of the companion sign-in. */
export const OAUTH_TEST_ENV = {
  ...FAST_AUTH_ENV,
  PUBLIC_ORIGIN: ORIGIN,
  OAUTH_CHROME_EXTENSION_IDS: CHROME_ID,
} as const;

/** A PKCE pair as the /oauth/login page makes it: a 128-character verifier and its S256 challenge. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomVerifierText(CODE_VERIFIER_LENGTH);
  return { verifier, challenge: await s256Challenge(verifier) };
}

/** The spec's state: the extension type, the provider and a 16-character random string, encoded. */
export function signInState(ext: ExtensionType, provider: OAuthSignInProvider = 'password'): string {
  return encodeOAuthState({ ext, provider, random: randomVerifierText(OAUTH_STATE_RANDOM_LENGTH) });
}

/** A fresh address, so that one test's sign-ins do not count against another's rate limits. */
export function randomAddress(): string {
  return `10.${[...crypto.randomBytes(3)].join('.')}`;
}

/** `POST /api/oauth/login` as the web page sends it (JSON, CSRF cookie and header). */
export function passwordLogin(
  app: FastifyInstance,
  body: Record<string, unknown>,
  remoteAddress = randomAddress(),
): Promise<LightMyRequestResponse> {
  const csrf = 'oauth-test-csrf-token-0123456789';
  return app.inject({
    method: 'POST',
    url: '/api/oauth/login',
    remoteAddress,
    headers: { cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
    payload: body,
  });
}

/** `POST /api/oauth/token` as a companion sends it: JSON, no cookies, no CSRF header. */
export function tokenRequest(app: FastifyInstance, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: randomAddress(),
    payload: body as Record<string, unknown>,
  });
}

/** A call with `Authorization: Bearer` only (no cookie at all), as the extension and the add-on make it. */
export function bearer(
  app: FastifyInstance,
  accessToken: string,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${accessToken}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The code and state of a `redirectTo` or Location. */
export function codeOf(redirectTo: string): { code: string; state: string; base: string } {
  const url = new URL(redirectTo);
  const code = url.searchParams.get('code') ?? '';
  const state = url.searchParams.get('state') ?? '';
  return { code, state, base: redirectTo.slice(0, redirectTo.indexOf('?')) };
}
