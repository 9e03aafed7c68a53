import { api, type AnyRoute } from '@glossa/contract';

/**
 * The "expired session" rule: a 401 on any call triggers one refresh and one retry; a 401
 * from the refresh itself (or from signing in) is not retried. Concurrent 401s share one refresh, because
 * refresh tokens rotate and a second use of the same one would revoke the session.
 */
const NO_REFRESH_ROUTES: ReadonlySet<string> = new Set(
  [api.auth.refresh, api.auth.login, api.auth.signup, api.auth.logout].map((route) => route.id),
);

/**
 * Builds the client's unauthorized handler around a refresh call.
 * @example setUnauthorizedHandler(createRefreshHandler(() => accountApi.refresh()));
 */
export function createRefreshHandler(
  refresh: () => Promise<unknown>,
  /** False when there is no session to refresh (a guest): the 401 then stands without a call. */
  mayRefresh: () => boolean = () => true,
  log: (message: string, detail: unknown) => void = (message, detail) => console.warn(message, detail),
): (route: Pick<AnyRoute, 'id'>) => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return (route) => {
    if (NO_REFRESH_ROUTES.has(route.id) || !mayRefresh()) return Promise.resolve(false);
    if (!inFlight) {
      inFlight = refresh()
        .then(
          () => true,
          (error: unknown) => {
            const detail =
              typeof error === 'object' && error !== null && 'detail' in error ? error.detail : error;
            log('Session refresh failed', detail);
            return false;
          },
        )
        .finally(() => {
          inFlight = null;
        });
    }
    return inFlight;
  };
}
