import { decodeOAuthState, type OAuthSignInState } from '@glossa/contract';
import type { StoredSignIn } from './sign-in-request.ts';

/** The callback page's refusals, in the exact texts the companions and the tests expect. */
export const CALLBACK_MESSAGES = {
  missingCodeOrState: 'Missing authorization code or state.',
  invalidState: 'Invalid state parameter.',
  missingVerifier: 'Missing code verifier.',
  unexpected: 'An unexpected error occurred during authentication.',
} as const;

export type CallbackCheck =
  { ok: true; code: string; state: OAuthSignInState; verifier: string } | { ok: false; message: string };

/**
 * Checks the callback's query against what the sign-in page stored, in the spec's order: code and state
 * present, state equal to the stored one and decodable, a stored verifier.
 * @example checkCallback(new URLSearchParams('code=c&state=s'), { state: 's', verifier: 'v' })
 */
export function checkCallback(query: URLSearchParams, stored: StoredSignIn): CallbackCheck {
  const code = query.get('code');
  const stateText = query.get('state');
  if (!code || !stateText) return { ok: false, message: CALLBACK_MESSAGES.missingCodeOrState };
  if (stored.state === undefined || stateText !== stored.state) {
    return { ok: false, message: CALLBACK_MESSAGES.invalidState };
  }
  const state = decodeOAuthState(stateText);
  if (!state) return { ok: false, message: CALLBACK_MESSAGES.invalidState };
  if (!stored.verifier) return { ok: false, message: CALLBACK_MESSAGES.missingVerifier };
  return { ok: true, code, state, verifier: stored.verifier };
}
