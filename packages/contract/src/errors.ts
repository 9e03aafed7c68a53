import { z } from 'zod';

/** Every error answer of the API: `{detail, code}` (ARCHITECTURE.md "API conventions"). */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable error codes shared by the server and the client. Features add their own codes. */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  badRequest: 'BAD_REQUEST',
  timeout: 'TIMEOUT',
  limitReached: 'LIMIT_REACHED',
  invalidJson: 'INVALID_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  bodyTooLarge: 'BODY_TOO_LARGE',
  badPath: 'BAD_PATH',
  csrf: 'CSRF',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
/** One of the registered codes (features may add theirs to ERROR_CODES). */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Name of the cookie holding the CSRF token, and of the header that must echo it (double submit). */
export const CSRF_COOKIE = 'glossa_csrf';
export const CSRF_HEADER = 'x-csrf-token';
