/**
 * Every failed API call becomes an ApiError whose message is one of the HTTP client messages of spec
 * section 8, with the server's `{detail, code}` when it sent one.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived (network error, abort, timeout). */
    readonly status: number,
    readonly code: string,
    /** The server's human-readable detail, when it gave one. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'Network Error';
export const REQUEST_ABORTED = 'Request aborted';
export const TIMEOUT_EXCEEDED = 'timeout exceeded';

/** The message for a non-2xx answer. */
export function statusMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

/**
 * What a screen shows for a failure: the server's detail, else the error's message, else the fallback.
 * @example errorText(error, 'Login failed. Please try again.')
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}
