import { z } from 'zod';

/**
 * Accounts configuration from the environment. Every value has a safe default; Google and Apple sign-in stay
 * off until their client ids are set. No secret is needed: sessions are random tokens kept (hashed) in the
 * database, and ID tokens are checked against the providers' published keys.
 */
const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const seconds = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const authEnvSchema = {
  /** Access cookie lifetime; every request still checks the session row, so revocation is immediate. */
  SESSION_ACCESS_TTL_SECONDS: seconds(15 * 60, 24 * 3600),
  /** Refresh cookie and session lifetime (sliding: each refresh extends it). */
  SESSION_REFRESH_TTL_SECONDS: seconds(30 * 24 * 3600, 400 * 24 * 3600),
  /**
   * A refresh token used again within this many seconds of its rotation is taken for two tabs refreshing at
   * once (answered without new tokens; the browser already has them), not for theft.
   */
  SESSION_REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
  // OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~31 ms per hash on the reference machine.
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).max(1_048_576).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
  RATE_LIMIT_LOGIN_PER_IP: limit(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: limit(10),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: seconds(15 * 60, 24 * 3600),
  RATE_LIMIT_SIGNUP_PER_IP: limit(20),
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: seconds(3600, 24 * 3600),
  RATE_LIMIT_REFRESH_PER_IP: limit(120),
  RATE_LIMIT_REFRESH_WINDOW_SECONDS: seconds(60, 3600),
  RATE_LIMIT_OAUTH_PER_IP: limit(30),
  RATE_LIMIT_OAUTH_WINDOW_SECONDS: seconds(15 * 60, 24 * 3600),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  APPLE_CLIENT_ID: z.string().default(''),
  APPLE_AUTH_URL: z.url().default('https://appleid.apple.com/auth/authorize'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  /** Public origin (https://glossa.example) for provider redirect URIs; empty = taken from the request. */
  PUBLIC_ORIGIN: z.string().default(''),
};

type AuthEnv = { [K in keyof typeof authEnvSchema]: z.infer<(typeof authEnvSchema)[K]> };

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface OidcProviderConfig {
  clientId: string;
  authUrl: string;
  jwksUrl: string;
  issuers: string[];
}

export interface AuthConfig {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerAccount: RateLimitRule;
    signupPerIp: RateLimitRule;
    refreshPerIp: RateLimitRule;
    /** Google/Apple sign-in starts and callbacks (env names keep their historical OAUTH spelling). */
    socialSignInPerIp: RateLimitRule;
  };
  google: OidcProviderConfig;
  apple: OidcProviderConfig;
  publicOrigin: string;
}

/**
 * Turns the parsed environment into the accounts configuration.
 * @example authConfigFromEnv(parsedEnv).argon2.memoryCost // 19456
 */
export function authConfigFromEnv(e: AuthEnv): AuthConfig {
  return {
    accessTtlSeconds: e.SESSION_ACCESS_TTL_SECONDS,
    refreshTtlSeconds: e.SESSION_REFRESH_TTL_SECONDS,
    refreshReuseGraceSeconds: e.SESSION_REFRESH_REUSE_GRACE_SECONDS,
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_TIME_COST,
      parallelism: e.ARGON2_PARALLELISM,
    },
    rateLimits: {
      loginPerIp: { limit: e.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
      loginPerAccount: {
        limit: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
        windowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      },
      signupPerIp: { limit: e.RATE_LIMIT_SIGNUP_PER_IP, windowSeconds: e.RATE_LIMIT_SIGNUP_WINDOW_SECONDS },
      refreshPerIp: {
        limit: e.RATE_LIMIT_REFRESH_PER_IP,
        windowSeconds: e.RATE_LIMIT_REFRESH_WINDOW_SECONDS,
      },
      socialSignInPerIp: {
        limit: e.RATE_LIMIT_OAUTH_PER_IP,
        windowSeconds: e.RATE_LIMIT_OAUTH_WINDOW_SECONDS,
      },
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      authUrl: e.GOOGLE_AUTH_URL,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    apple: {
      clientId: e.APPLE_CLIENT_ID,
      authUrl: e.APPLE_AUTH_URL,
      jwksUrl: e.APPLE_JWKS_URL,
      issuers: [e.APPLE_ISSUER],
    },
    publicOrigin: e.PUBLIC_ORIGIN.replace(/\/+$/, ''),
  };
}
