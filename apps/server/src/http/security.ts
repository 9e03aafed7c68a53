import helmet from '@fastify/helmet';
import { ERROR_CODES } from '@glossa/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The Content-Security-Policy the web app runs under: only our own scripts (the theme is applied by a
 * same-origin script, not an inline one), our own styles, and API calls to ourselves.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Security headers on every answer (helmet), with our CSP. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

const MAX_URL_LENGTH = 8192;

/**
 * Refuses request paths that try to climb out of the served folders or smuggle NUL bytes, before any route
 * or the static file server sees them.
 */
export function installPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '/';
    if (url.length > MAX_URL_LENGTH) {
      throw new AppError(414, ERROR_CODES.badPath, 'Request URL is too long.');
    }
    const rawPath = url.split('?')[0] ?? '/';
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      throw new AppError(400, ERROR_CODES.badPath, 'Malformed URL encoding.');
    }
    if (decoded.includes('\0'))
      throw new AppError(400, ERROR_CODES.badPath, 'NUL bytes are not allowed in URLs.');
    if (decoded.split(/[/\\]/).includes('..')) {
      throw new AppError(400, ERROR_CODES.badPath, "Path segments '..' are not allowed.");
    }
  });
}
