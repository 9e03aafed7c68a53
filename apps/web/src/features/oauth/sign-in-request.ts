import {
  CODE_VERIFIER_LENGTH,
  EXTENSION_TYPES,
  OAUTH_STATE_RANDOM_LENGTH,
  encodeOAuthState,
  randomVerifierText,
  s256Challenge,
  type ExtensionType,
  type OAuthSignInProvider,
} from '@glossa/contract';
import { readJson, removeKey, writeJson } from '../../lib/storage.ts';

/**
 * One companion sign-in as the /oauth/login page starts it, with PKCE: a 128-character verifier, its S256
 * challenge, and the encoded state (extension type, provider, 16 random characters). The verifier never
 * leaves this browser until the token exchange.
 */
export interface SignInRequest {
  verifier: string;
  challenge: string;
  state: string;
}

/**
 * Makes a fresh PKCE pair and state for a companion sign-in.
 * @example const { verifier, challenge, state } = await createSignInRequest('chrome', 'password');
 */
export async function createSignInRequest(
  ext: ExtensionType,
  provider: OAuthSignInProvider,
): Promise<SignInRequest> {
  const verifier = randomVerifierText(CODE_VERIFIER_LENGTH);
  const state = encodeOAuthState({ ext, provider, random: randomVerifierText(OAUTH_STATE_RANDOM_LENGTH) });
  return { verifier, challenge: await s256Challenge(verifier), state };
}

/** Local storage keys (the state under a state key, alongside the code verifier). */
export const STORAGE_KEYS = {
  state: 'glossa.oauth.state',
  verifier: 'glossa.oauth.codeVerifier',
  chromeExtensionId: 'glossa.oauth.chromeExtensionId',
} as const;

/** What the callback page finds in local storage. */
export interface StoredSignIn {
  state?: string;
  verifier?: string;
  chromeExtensionId?: string;
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Keeps the state and verifier (and the Chrome extension to answer) for the callback page.
 * @example saveSignIn(request, 'abcdefghijklmnopabcdefghijklmnop');
 */
export function saveSignIn(request: SignInRequest, chromeExtensionId?: string): void {
  writeJson(STORAGE_KEYS.state, request.state);
  writeJson(STORAGE_KEYS.verifier, request.verifier);
  if (chromeExtensionId) writeJson(STORAGE_KEYS.chromeExtensionId, chromeExtensionId);
  else removeKey(STORAGE_KEYS.chromeExtensionId);
}

/**
 * Reads what {@link saveSignIn} kept and removes it: a sign-in is completed at most once.
 * @example const stored = takeStoredSignIn(); // { state, verifier, chromeExtensionId }
 */
export function takeStoredSignIn(): StoredSignIn {
  const stored: StoredSignIn = {
    state: readJson(STORAGE_KEYS.state, asString),
    verifier: readJson(STORAGE_KEYS.verifier, asString),
    chromeExtensionId: readJson(STORAGE_KEYS.chromeExtensionId, asString),
  };
  for (const key of Object.values(STORAGE_KEYS)) removeKey(key);
  return stored;
}

/**
 * The extension type of the page's `ext` parameter, or null when it is missing or unknown.
 * @example extensionOf('anki') // 'anki'; extensionOf('opera') // null
 */
export function extensionOf(value: string | null): ExtensionType | null {
  return (EXTENSION_TYPES as readonly string[]).includes(value ?? '') ? (value as ExtensionType) : null;
}

/** Chrome extension ids: 32 letters a to p. */
const CHROME_EXTENSION_ID = /^[a-p]{32}$/;

/**
 * The Chrome extension to talk to, from the page's `extension_id` parameter (the extension opens the page
 * with its own id), or undefined when it is missing or not an id.
 * @example chromeExtensionIdOf('abcdefghijklmnopabcdefghijklmnop') // the same id
 */
export function chromeExtensionIdOf(value: string | null): string | undefined {
  return value && CHROME_EXTENSION_ID.test(value) ? value : undefined;
}
