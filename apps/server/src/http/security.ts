import helmet from '@fastify/helmet';
import { ERROR_CODES } from '@glossa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The Content-Security-Policy the web app runs under: only our own scripts (the theme is applied by a
 * same-origin script, not an inline one), and API calls to ourselves.
 *
 * Two relaxations, both for the Reader's EPUB engine (foliate-js), both as narrow as it allows:
 * - `frame-src blob:`: the engine shows each chapter in an iframe loaded from a blob: URL made in this page.
 *   Such a document inherits this policy, so the book's scripts are blocked in it like everywhere else. This
 *   policy alone would still let a chapter load images, styles and fonts from this origin (a GET with the
 *   learner's cookies), so each chapter also carries its own, stricter policy in a `<meta>` of its head
 *   (apps/web/src/features/reader/engine/chapter-policy.ts: the book's blob: and data: files only, and the
 *   app's built fonts); a browser applies both.
 * - styles: the engine styles its own shadow DOM and each chapter with `<style>` elements, and a book brings
 *   its CSS inline, in `style` attributes and as blob: stylesheets. 'unsafe-inline' is allowed for styles
 *   only (never scripts); CSS cannot reach the network here (img, font and connect sources are this origin,
 *   data: and blob:), so an injected rule could not send anything anywhere.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'", 'blob:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  frameSrc: ['blob:'],
  fontSrc: ["'self'", 'data:', 'blob:'],
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
    // The same rule as the CSP's frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
}

/**
 * Whether cookies must be `Secure`: the request came over HTTPS, or the public origin is HTTPS (a TLS proxy
 * in front that the server does not trust for X-Forwarded-Proto still means the browser sees HTTPS).
 * @example isSecureContext(request, 'https://glossa.example') // true
 */
export function isSecureContext(request: FastifyRequest, publicOrigin: string): boolean {
  return request.protocol === 'https' || publicOrigin.toLowerCase().startsWith('https://');
}

const MAX_URL_LENGTH = 8192;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The decoded path the router matches, decided once by the path guard: CSRF, cache headers and the web
     * app's fallback all ask this, never the raw URL, so that no spelling of a path is seen two ways.
     */
    canonicalPath: string;
  }
}

/**
 * Whether a decoded path is under the API.
 * @example isApiPath('/api/user/voc') // true
 */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Refuses request paths that try to climb out of the served folders or smuggle NUL bytes, and API paths
 * spelled another way (`/%61pi/...`, an absolute-form target), before any route or the static file server
 * sees them; records the canonical path for the later hooks.
 */
export function installPathGuard(app: FastifyInstance): void {
  app.decorateRequest('canonicalPath', '/');
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '/';
    if (url.length > MAX_URL_LENGTH) {
      throw new AppError(414, ERROR_CODES.badPath, 'Request URL is too long.');
    }
    const rawPath = url.startsWith('/') ? (url.split('?')[0] ?? '/') : absoluteFormPath(url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      throw new AppError(400, ERROR_CODES.badPath, 'Malformed URL encoding.');
    }
    if (isApiPath(decoded) && !/^\/api(\/|\?|$)/.test(url)) {
      throw new AppError(400, ERROR_CODES.badPath, 'API paths must start with a plain /api/.');
    }
    request.canonicalPath = decoded;
    if (decoded.includes('\0'))
      throw new AppError(400, ERROR_CODES.badPath, 'NUL bytes are not allowed in URLs.');
    if (decoded.split(/[/\\]/).includes('..')) {
      throw new AppError(400, ERROR_CODES.badPath, "Path segments '..' are not allowed.");
    }
  });
}

function absoluteFormPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    throw new AppError(400, ERROR_CODES.badPath, 'Malformed request target.');
  }
}
