import type { RegisteredErrorCode } from '../error-registry.ts';

/**
 * The HTTP statuses the server answers each error code with (a code a few situations share, such as
 * BAD_PATH for a malformed path (400) and an overlong one (414), lists each). The OpenAPI document groups a
 * route's codes by these statuses; a Record over every registered code makes a new code name its status.
 */
export const ERROR_STATUSES: Readonly<Record<RegisteredErrorCode, readonly number[]>> = {
  VALIDATION: [400],
  BAD_REQUEST: [400],
  INVALID_JSON: [400],
  BAD_PATH: [400, 414],
  UNAUTHORIZED: [401],
  CSRF: [403],
  FORBIDDEN: [403],
  NOT_FOUND: [404],
  METHOD_NOT_ALLOWED: [405],
  LIMIT_REACHED: [409],
  BODY_TOO_LARGE: [413],
  UNSUPPORTED_MEDIA_TYPE: [415],
  RATE_LIMITED: [429],
  INTERNAL: [500],
  UNAVAILABLE: [503],
  TIMEOUT: [503],
  INVALID_CREDENTIALS: [401, 403],
  ACCOUNT_EXISTS: [409],
  WEAK_PASSWORD: [400],
  INVALID_TOKEN: [400, 401],
  PROVIDER_NOT_CONFIGURED: [404],
  SESSION_REVOKED: [401],
  RANGE_NOT_SATISFIABLE: [416],
  SPEECH_UNAVAILABLE: [503],
  SPEECH_BUSY: [503],
  SPEECH_FAILED: [500],
  DECK_NOT_FOUND: [404],
  CARD_NOT_FOUND: [404],
  DECKS_LIMIT_REACHED: [409],
  DECK_CARDS_LIMIT_REACHED: [409],
  ACCOUNT_CARDS_LIMIT_REACHED: [409],
  CARD_TOO_LARGE: [413],
  GRAMMAR_NOT_FOUND: [404],
  INVALID_REDIRECT_URI: [400],
  UNKNOWN_CLIENT: [400],
  PKCE_REQUIRED: [400],
  OAUTH_FLOW_MISMATCH: [403],
};
