import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { OidcProviderConfig } from './auth.config.ts';

/** What we take from a verified ID token. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  nonce: string | null;
}

// jose caches the fetched keys per key set (and refetches on an unknown kid), so keep one per URL.
const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(url: string): JWTVerifyGetKey {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, keys);
  }
  return keys;
}

/**
 * Verifies an OpenID Connect ID token: signature against the provider's published keys (RS256/ES256 only),
 * issuer, audience (our client id) and expiry (60 s clock tolerance). Throws on any failure.
 * @example const identity = await verifyIdToken(config.auth.google, credential);
 */
export async function verifyIdToken(provider: OidcProviderConfig, token: string): Promise<VerifiedIdentity> {
  const { payload } = await jwtVerify(token, keySet(provider.jwksUrl), {
    issuer: provider.issuers,
    audience: provider.clientId,
    algorithms: ['RS256', 'ES256'],
    clockTolerance: 60,
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const subject = text(payload.sub);
  if (!subject) throw new Error('ID token has no subject');
  // Google sends a boolean, Apple the string "true".
  const verified = payload['email_verified'];
  return {
    subject,
    email: text(payload['email']),
    emailVerified: verified === true || verified === 'true',
    name: text(payload['name']),
    picture: text(payload['picture']),
    nonce: text(payload['nonce']),
  };
}
