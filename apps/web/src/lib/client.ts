import { CSRF_COOKIE, CSRF_HEADER, errorBodySchema } from '@glossa/contract';
import { readCookie } from '../storage.ts';
import { ApiError, NETWORK_ERROR, REQUEST_ABORTED, TIMEOUT_EXCEEDED, statusMessage } from './api-error.ts';

export interface RequestOptions {
  /** JSON body. */
  body?: unknown;
  /** Multipart form body (sign-up, login, file imports). */
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Milliseconds; none by default (spec section 7). */
  timeoutMs?: number;
  /** Internal: set on the retry after a refresh so that a second 401 is not retried again. */
  isRetry?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Called on a 401; resolves true when the session was refreshed and the request should be retried once.
 * The accounts feature installs it (refresh call); a 401 from the refresh call itself is never retried.
 */
type UnauthorizedHandler = (path: string) => Promise<boolean>;
let onUnauthorized: UnauthorizedHandler | null = null;

/** Installs the 401 handler (token refresh). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

export const API_BASE = '/api';

async function ensureCsrfCookie(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  // Any API answer sets the cookie; health is the cheapest.
  await fetch(`${API_BASE}/health`, { credentials: 'include' }).catch(() => undefined);
  return readCookie(CSRF_COOKIE);
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') {
    const token = await ensureCsrfCookie();
    if (token) headers[CSRF_HEADER] = token;
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = options.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs)
    : undefined;
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch {
    if (timedOut) throw new ApiError(TIMEOUT_EXCEEDED, 0, 'TIMEOUT');
    if (controller.signal.aborted) throw new ApiError(REQUEST_ABORTED, 0, 'ABORTED');
    throw new ApiError(NETWORK_ERROR, 0, 'NETWORK');
  } finally {
    if (timer) clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status === 401 && !options.isRetry && onUnauthorized && (await onUnauthorized(path))) {
    return request<T>(method, path, { ...options, isRetry: true });
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  let parsed: { detail: string; code: string } | undefined;
  try {
    const result = errorBodySchema.safeParse(await response.json());
    if (result.success) parsed = result.data;
  } catch {
    parsed = undefined;
  }
  return new ApiError(
    statusMessage(response.status),
    response.status,
    parsed?.code ?? 'HTTP_ERROR',
    parsed?.detail,
  );
}

/**
 * The web app's only way to call the API.
 * @example const health = await api.get<Health>('/health');
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
