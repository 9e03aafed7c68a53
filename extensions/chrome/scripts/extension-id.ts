import { createHash } from 'node:crypto';

/**
 * Chrome's extension id of a manifest `key` (base64 DER SubjectPublicKeyInfo): the first 16 bytes of its
 * SHA-256, each hex digit mapped 0-f to a-p.
 * @example extensionIdOf(manifest.key) // 'gakbklmmolojlnpejdnbmnpbhopmnkmh'
 */
export function extensionIdOf(publicKeyBase64: string): string {
  const digest = createHash('sha256').update(Buffer.from(publicKeyBase64, 'base64')).digest('hex');
  return [...digest.slice(0, 32)].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}
