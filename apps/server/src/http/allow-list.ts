import type { FastifyRequest } from 'fastify';

/** Where a sign-in may send the browser back to: the web app's origin and the companions' extension ids. */
export interface RedirectAllowList {
  /** `https://glossa.example` (no trailing slash). */
  webOrigin: string;
  chromeExtensionIds: readonly string[];
}

/**
 * The allow-list a request is judged against: the configured public origin (or, when none is set, the
 * origin the request came to, which only the HTTP layer knows) and the configured Chrome extension ids.
 * @example allowListFor(request, { publicOrigin: '', chromeExtensionIds: [] }).webOrigin // 'http://localhost:8080'
 */
export function allowListFor(
  request: FastifyRequest,
  config: { publicOrigin: string; chromeExtensionIds: readonly string[] },
): RedirectAllowList {
  return {
    webOrigin: config.publicOrigin || `${request.protocol}://${request.host}`,
    chromeExtensionIds: config.chromeExtensionIds,
  };
}
