import { z } from 'zod';

/**
 * Companion sign-in: the Chrome and Firefox extensions and the Anki add-on sign
 * in with the OAuth 2 authorization-code flow and PKCE (RFC 7636, S256 only), then call the API with
 * `Authorization: Bearer <accessToken>`.
 */

/** The companions (OAuth public clients) and the device name their sessions get in the sessions list. */
export const EXTENSION_TYPES = ['chrome', 'firefox', 'anki'] as const;
export type ExtensionType = (typeof EXTENSION_TYPES)[number];
export const EXTENSION_DEVICE_NAMES: Record<ExtensionType, string> = {
  chrome: 'Chrome',
  firefox: 'Firefox',
  anki: 'Anki',
};

/** How the learner signed in for the companion. */
export const OAUTH_SIGN_IN_PROVIDERS = ['password', 'google', 'apple'] as const;
export type OAuthSignInProvider = (typeof OAUTH_SIGN_IN_PROVIDERS)[number];

/** PKCE as the companions do it: verifier length 128, random state string length 16, challenge method S256. */
export const CODE_VERIFIER_LENGTH = 128;
export const OAUTH_STATE_RANDOM_LENGTH = 16;
export const CODE_CHALLENGE_METHOD = 'S256';

/** Stable error codes of the companion sign-in (outside the token endpoint, which answers RFC 6749). */
export const OAUTH_ERROR_CODES = {
  /** The redirect URI is not on the allow-list for that client (never redirected to). */
  invalidRedirectUri: 'INVALID_REDIRECT_URI',
  /** The client (extension type) is missing, unknown, or disagrees with the one in `state`. */
  unknownClient: 'UNKNOWN_CLIENT',
  /** No S256 code challenge (a `plain` one, a missing one, or one that is not 43 base64url characters). */
  pkceRequired: 'PKCE_REQUIRED',
  /** The Google/Apple round trip came back to a browser that did not start it. */
  flowMismatch: 'OAUTH_FLOW_MISMATCH',
} as const;

/** The error names the token endpoint answers (RFC 6749 section 5.2). */
export const OAUTH_TOKEN_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
] as const;
export type OAuthTokenError = (typeof OAUTH_TOKEN_ERRORS)[number];

/**
 * The token endpoint's error answer: RFC 6749 section 5.2 `{error, error_description}`, which OAuth clients
 * read, plus the API's usual `detail` (the same text) and registered `code`, so that the web app's one error
 * helper and every generic check of `{detail, code}` hold here too (RFC 6749 clients ignore extra members).
 */
export const oauthTokenErrorSchema = z.object({
  error: z.enum(OAUTH_TOKEN_ERRORS),
  error_description: z.string(),
  detail: z.string(),
  code: z.string(),
});
export type OAuthTokenErrorBody = z.infer<typeof oauthTokenErrorSchema>;

const CODE_VERIFIER_CHARS = /^[A-Za-z0-9\-._~]{43,128}$/;
/** What an S256 challenge looks like: base64url of 32 bytes, no padding. */
export const S256_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const extensionTypeSchema = z.enum(EXTENSION_TYPES);
const redirectUriSchema = z.string().min(1, 'Required').max(500, 'Too long');
const stateSchema = z.string().min(1, 'Required').max(1000, 'Too long');
const challengeMethodSchema = z
  .string()
  .max(20)
  .optional()
  .meta({ description: 'Must be S256 (plain is refused)' });

/** The authorization request every companion sign-in carries (RFC 6749 section 4.1.1, RFC 7636 4.3). */
const authorizationRequestShape = {
  redirect_uri: redirectUriSchema,
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: challengeMethodSchema,
  state: stateSchema,
  client_id: extensionTypeSchema
    .optional()
    .meta({ description: 'The extension type; taken from the `ext` of `state` when absent' }),
};

/** `POST /api/oauth/login` (password login): JSON email, password, redirect_uri, challenge, state. */
export const oauthPasswordLoginSchema = z.object({
  email: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, 'Email is required.').max(254, 'Email is too long.'))
    .meta({ description: 'E-mail address or username' }),
  password: z.string().min(1, 'Password is required.').max(256, 'Password is too long.'),
  ...authorizationRequestShape,
});
export type OAuthPasswordLogin = z.input<typeof oauthPasswordLoginSchema>;

/** Where the browser goes next: the redirect URI with `code` and `state`. */
export const oauthRedirectSchema = z.object({ redirectTo: z.string() });
export type OAuthRedirect = z.infer<typeof oauthRedirectSchema>;

/** `GET /api/oauth/authorize`: start a Google or Apple sign-in for a companion (a navigation). */
export const oauthAuthorizeQuerySchema = z.object({
  provider: z.enum(['google', 'apple']),
  ...authorizationRequestShape,
});
export type OAuthAuthorizeQuery = z.input<typeof oauthAuthorizeQuerySchema>;

/** `GET /api/oauth/continue`: where Google/Apple sign-in returns; the same request plus the flow's nonce. */
export const oauthContinueQuerySchema = oauthAuthorizeQuerySchema.extend({
  flow: z.string().max(100),
});

/** `GET /api/oauth/apple`: Apple sign-ins' redirect URI, forwarded to the /oauth/callback page. */
export const oauthAppleForwardQuerySchema = z.object({
  code: z.string().max(200).optional(),
  state: z.string().max(1000).optional(),
});

/**
 * `POST /api/oauth/token` (token exchange). An authorization-code grant sends code, codeVerifier,
 * redirectUri, device (extension type) and provider; a refresh grant sends refreshToken. `grant_type` is
 * optional: the fields present tell which grant it is.
 */
export const oauthTokenRequestSchema = z.object({
  grant_type: z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'authorization_code or refresh_token; inferred from the fields when absent' }),
  code: z.string().max(200).optional(),
  codeVerifier: z
    .string()
    .regex(CODE_VERIFIER_CHARS, 'Must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~')
    .optional(),
  redirectUri: z.string().max(500).optional(),
  device: z.string().max(20).optional().meta({ description: 'The extension type: chrome, firefox or anki' }),
  provider: z.enum(OAUTH_SIGN_IN_PROVIDERS).optional(),
  refreshToken: z.string().max(200).optional(),
});
export type OAuthTokenRequest = z.input<typeof oauthTokenRequestSchema>;

/** What the token endpoint answers. */
export const tokenResultSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().meta({ description: 'Seconds the access token is valid for' }),
});
export type TokenResult = z.infer<typeof tokenResultSchema>;

/** What the companions need before signing in (`GET /api/extension`). */
export const extensionInfoSchema = z.object({
  min_version_anki: z.string().meta({ description: 'Oldest Anki add-on version allowed to sign in' }),
});
export type ExtensionInfo = z.infer<typeof extensionInfoSchema>;

/** Extension auth status: what a companion's bridge answers about its own sign-in. */
export const extensionAuthStatusSchema = z.object({
  connected: z.boolean(),
  name: z.string().optional(),
  email: z.string().optional(),
});
export type ExtensionAuthStatus = z.infer<typeof extensionAuthStatusSchema>;

/** OAuth sign-in state: the extension type, the provider and a random string. */
export const oauthSignInStateSchema = z.object({
  ext: extensionTypeSchema,
  provider: z.enum(OAUTH_SIGN_IN_PROVIDERS),
  random: z.string().min(1).max(200),
});
export type OAuthSignInState = z.infer<typeof oauthSignInStateSchema>;

function base64UrlOfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Encodes a sign-in state as text (base64url of its JSON), safe in a URL.
 * @example encodeOAuthState({ ext: 'chrome', provider: 'password', random: 'AbCdEfGhIjKlMnOp' })
 */
export function encodeOAuthState(state: OAuthSignInState): string {
  return base64UrlOfBytes(new TextEncoder().encode(JSON.stringify(state)));
}

/**
 * The sign-in state a `state` text holds, or null when it does not decode to one.
 * @example decodeOAuthState(encodeOAuthState(s))?.ext // 'chrome'
 */
export function decodeOAuthState(text: string): OAuthSignInState | null {
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    const result = oauthSignInStateSchema.safeParse(parsed);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/**
 * A random string of PKCE verifier characters (unreserved URL characters), from the platform's CSPRNG.
 * @example randomVerifierText(CODE_VERIFIER_LENGTH).length // 128
 */
export function randomVerifierText(length: number): string {
  // 66 symbols: only bytes below 198 (3 x 66) are used, so that every symbol is equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 198 && out.length < length) out += URL_SAFE[byte % 66];
    }
  }
  return out;
}

/**
 * The S256 code challenge of a verifier: base64url(SHA-256(verifier)), 43 characters.
 * @example await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlOfBytes(new Uint8Array(digest));
}
