import { z } from 'zod';

/** Chrome extension ids: 32 letters a to p (Chrome's own alphabet for them). */
const CHROME_EXTENSION_ID = /^[a-p]{32}$/;

/**
 * Companion sign-in configuration from the environment. Every value has a safe default: no Chrome extension
 * redirect URI is accepted until its id is configured.
 */
export const oauthEnvSchema = {
  /** Comma-separated Chrome extension ids whose `https://<id>.chromiumapp.org/` may receive codes. */
  OAUTH_CHROME_EXTENSION_IDS: z
    .string()
    .default('')
    .refine(
      (value) => splitList(value).every((id) => CHROME_EXTENSION_ID.test(id)),
      'each id must be 32 letters a-p',
    ),
  /** How long an authorization code may be exchanged (RFC 6749 recommends at most 10 minutes). */
  OAUTH_CODE_TTL_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  /** The oldest Anki add-on version allowed to sign in (`GET /api/extension`). */
  MIN_VERSION_ANKI: z
    .string()
    .regex(/^\d{1,5}(\.\d{1,5}){0,3}$/, 'must be a version such as 1.2.0')
    .default('1.0.0'),
};

type OAuthEnv = { [K in keyof typeof oauthEnvSchema]: z.infer<(typeof oauthEnvSchema)[K]> };

export interface OAuthConfig {
  chromeExtensionIds: string[];
  codeTtlSeconds: number;
  minVersionAnki: string;
}

/**
 * Turns the parsed environment into the companion sign-in configuration.
 * @example oauthConfigFromEnv(parsedEnv).codeTtlSeconds // 60
 */
export function oauthConfigFromEnv(e: OAuthEnv): OAuthConfig {
  return {
    chromeExtensionIds: splitList(e.OAUTH_CHROME_EXTENSION_IDS),
    codeTtlSeconds: e.OAUTH_CODE_TTL_SECONDS,
    minVersionAnki: e.MIN_VERSION_ANKI,
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
