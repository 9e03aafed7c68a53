import { CSRF_COOKIE, CSRF_HEADER, api, fillPath, type AnyRoute, type HttpMethod } from '@glossa/contract';

/** What an auth strategy may use of the client it serves. */
export interface AuthContext {
  baseUrl: string;
  fetch: typeof fetch;
}

/** How a client proves who it is: cookies and a CSRF header (the browser) or a Bearer token (programs). */
export interface ClientAuth {
  /** fetch's `credentials` for every call. */
  readonly credentials: RequestCredentials;
  /** The headers that authenticate one request. */
  headers(method: HttpMethod, context: AuthContext): Promise<Record<string, string>>;
  /**
   * Called on a 401 of a first attempt; resolves true when the session was renewed and the call should be
   * tried once more. Never called for the retry itself.
   */
  recover(route: AnyRoute): Promise<boolean>;
}

/**
 * Decides on a 401 of the browser's session: true when it refreshed the session and the call is retried.
 * The web app's accounts feature installs one; it declines for the refresh call itself and for sign-in.
 */
export type UnauthorizedHandler = (route: AnyRoute) => Promise<boolean>;

export interface CookieAuth extends ClientAuth {
  /** Installs (or removes, with null) the 401 handler. */
  setUnauthorizedHandler(handler: UnauthorizedHandler | null): void;
}

export interface CookieAuthOptions {
  /** Reads a cookie of the page (default: `document.cookie`); tests give their own. */
  readCookie?: (name: string) => string | undefined;
  onUnauthorized?: UnauthorizedHandler;
}

function documentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The browser's auth: session cookies on every call, the CSRF double-submit header (the cookie's value) on
 * state-changing calls, and one refresh-and-retry on a 401 through the installed handler.
 * @example const auth = cookieAuth(); auth.setUnauthorizedHandler(refreshOn401);
 */
export function cookieAuth(options: CookieAuthOptions = {}): CookieAuth {
  const readCookie = options.readCookie ?? documentCookie;
  let onUnauthorized: UnauthorizedHandler | null = options.onUnauthorized ?? null;

  async function csrfToken(context: AuthContext): Promise<string | undefined> {
    const existing = readCookie(CSRF_COOKIE);
    if (existing) return existing;
    // Any API answer sets the cookie; health is the cheapest.
    await context
      .fetch(context.baseUrl + fillPath(api.health.get.path, undefined), { credentials: 'include' })
      .catch(() => undefined);
    return readCookie(CSRF_COOKIE);
  }

  return {
    credentials: 'include',
    async headers(method, context): Promise<Record<string, string>> {
      if (method === 'GET') return {};
      const token = await csrfToken(context);
      return token ? { [CSRF_HEADER]: token } : {};
    },
    recover: (route) => (onUnauthorized ? onUnauthorized(route) : Promise.resolve(false)),
    setUnauthorizedHandler(handler) {
      onUnauthorized = handler;
    },
  };
}

export interface BearerAuthOptions {
  /** The current access token; none sends the call without one. */
  getAccessToken(): string | undefined | null | Promise<string | undefined | null>;
  /**
   * Renews the access token after a 401. Resolving (to anything but false) retries the call once with the
   * new token; rejecting or resolving false lets the 401 stand.
   */
  refresh(): Promise<unknown>;
}

/**
 * A program's auth (the extension, scripts): `Authorization: Bearer` on every call, no cookies, and one
 * refresh and retry on a 401. Calls that fail at the same moment share one refresh, because refresh tokens
 * rotate and a second use of the same one would revoke the session.
 * @example createClient({ baseUrl, auth: bearerAuth({ getAccessToken: () => token, refresh: renew }) })
 */
export function bearerAuth(options: BearerAuthOptions): ClientAuth {
  let inFlight: Promise<boolean> | null = null;
  return {
    credentials: 'omit',
    async headers(): Promise<Record<string, string>> {
      const token = await options.getAccessToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    recover() {
      inFlight ??= options
        .refresh()
        .then(
          (result) => result !== false,
          () => false,
        )
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
