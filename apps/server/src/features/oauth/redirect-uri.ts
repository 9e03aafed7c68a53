import type { ExtensionType } from '@glossa/contract';
import type { RedirectAllowList } from '../../http/allow-list.ts';

export type { RedirectAllowList } from '../../http/allow-list.ts';

/** The web app's pages every client may use: the callback page and Apple's forwarder. */
export const WEB_CALLBACK_PATH = '/oauth/callback';
export const APPLE_FORWARD_PATH = '/api/oauth/apple';

/**
 * RFC 8252 loopback redirect for the Anki add-on: `http://127.0.0.1:<port>/<path>`, any port. The path is
 * plain unreserved characters and slashes: no percent-encoding (no encoded slashes or dots), no query, no
 * fragment, no userinfo, no `localhost` (its resolution is not ours to trust), no `..` segment.
 */
const LOOPBACK = /^http:\/\/127\.0\.0\.1:([0-9]{1,5})(\/[A-Za-z0-9._~\-/]*)$/;

/**
 * Whether a redirect URI may receive a code for this client: an exact, character-for-character match with
 * the allow-list, never a parsed or normalised comparison, so that no spelling of another host gets through.
 * @example isAllowedRedirectUri('http://127.0.0.1:53682/callback', 'anki', list) // true
 */
export function isAllowedRedirectUri(uri: string, client: ExtensionType, list: RedirectAllowList): boolean {
  if (list.webOrigin !== '') {
    if (uri === `${list.webOrigin}${WEB_CALLBACK_PATH}` || uri === `${list.webOrigin}${APPLE_FORWARD_PATH}`) {
      return true;
    }
  }
  if (client === 'chrome') {
    return list.chromeExtensionIds.some((id) => uri === `https://${id}.chromiumapp.org/`);
  }
  if (client === 'anki') {
    const match = LOOPBACK.exec(uri);
    if (!match) return false;
    const port = Number(match[1]);
    const path = match[2] ?? '/';
    return (
      port >= 1 && port <= 65535 && !path.split('/').some((segment) => segment === '..' || segment === '.')
    );
  }
  return false;
}

/**
 * The redirect URI with the code and state added (RFC 6749 4.1.2). Allow-listed URIs carry no query.
 * @example withCodeAndState('http://127.0.0.1:5000/cb', 'abc', 'xyz') // 'http://127.0.0.1:5000/cb?code=abc&state=xyz'
 */
export function withCodeAndState(redirectUri: string, code: string, state: string): string {
  return `${redirectUri}?${new URLSearchParams({ code, state }).toString()}`;
}
