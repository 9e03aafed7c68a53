import type { FastifyRequest } from 'fastify';

/**
 * Whether a GET of the sign-out URL is the browser going there as a page (the user clicked "Sign out"), the
 * only request that may end a session by GET: an image, style sheet, font or frame that a book or another
 * page points at this URL must not sign anyone out.
 *
 * Browsers that send Fetch Metadata say it exactly: `Sec-Fetch-Mode: navigate` and `Sec-Fetch-Dest: document`.
 * Browsers that send none (Safari before 16.4, old Firefox) are judged by `Accept`: a page navigation asks for
 * `text/html`, while image, style, font and script loads never do. A frame navigation of such a browser would
 * pass, but the app's policy allows frames only of the book's own blob: documents, whose links are stripped.
 * A request naming neither (a script, curl) signs nothing out: the app always navigates.
 */
export function isSignOutNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  const dest = request.headers['sec-fetch-dest'];
  if (typeof mode === 'string' || typeof dest === 'string') {
    return mode === 'navigate' && dest === 'document';
  }
  const accept = request.headers.accept;
  return typeof accept === 'string' && /(^|,)\s*text\/html\s*(;|,|$)/i.test(accept);
}
