import crypto from 'node:crypto';

/**
 * A new random bearer secret (256 bits, base64url).
 * @example newToken().length // 43
 */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of a token, hex: what the database keeps, so a leaked table does not leak usable tokens. Tokens are
 * 256 random bits, so a fast hash is enough (no guessing to slow down).
 * @example hashToken('abc').length // 64
 */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Now as ISO 8601 UTC text, optionally shifted by some seconds. */
export function isoNow(plusSeconds = 0): string {
  return new Date(Date.now() + plusSeconds * 1000).toISOString();
}
