import { cookieAuth, createClient, type UnauthorizedHandler } from '@glossa/client';

/** Where the API is, seen from the web app: the only place its base path is written. */
export const API_BASE = '/api';

/** The browser's session: cookies, the CSRF header, and the refresh-on-401 rule the accounts feature installs. */
const browserAuth = cookieAuth();

/**
 * The web app's only way to call the API: every call names a route of @glossa/contract's table.
 * @example const health = await client.call(api.health.get);
 */
export const client = createClient({ baseUrl: API_BASE, auth: browserAuth });

/**
 * Installs the 401 handler (session refresh); a 401 of the retry itself is never handled again.
 * @example setUnauthorizedHandler(createRefreshHandler(() => accountApi.refresh()));
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  browserAuth.setUnauthorizedHandler(handler);
}
