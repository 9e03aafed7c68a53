import { z } from 'zod';

/**
 * The sites where the learner turned page highlighting on, kept in `chrome.storage.local` (content scripts
 * read it too, to stop colouring when their site is turned off). A site is an origin: scheme, host and port.
 * Two servers on one machine are two sites (allowing `http://127.0.0.1:5173` does not allow every local port),
 * so every match pattern made from a site names its port, the default one included: a Chrome match pattern
 * without a port matches every port.
 *
 * Lists stored by earlier versions hold sites without a port (`http://127.0.0.1`, meant for every port): each
 * is read as the origin it spells, its default port (`http://127.0.0.1:80`). Never wider than before; a
 * learner who used another port turns that one on again.
 */
export const SITES_KEY = 'glossa.sites';

/** Most sites one learner may list: the registered content script's `matches` stays small. */
export const MAX_SITES = 500;

const sitesSchema = z.array(z.string().max(300)).max(MAX_SITES);

/**
 * The site of a page URL, its origin (`https://example.com`, `http://127.0.0.1:5173`), or null for pages the
 * extension cannot colour (chrome://, the Web Store, file:, data:).
 * @example siteOf('https://news.example.com:8443/a?b') // 'https://news.example.com:8443'
 */
export function siteOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (!parsed.hostname || parsed.hostname === 'chromewebstore.google.com') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * The match pattern of a site, for host access, content script registration and tab queries: with its port,
 * the default one written out, so that it matches that port alone.
 * @example sitePattern('https://example.com') // 'https://example.com:443/*'
 */
export function sitePattern(site: string): string {
  const url = new URL(site);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.protocol}//${url.hostname}:${port}/*`;
}

/**
 * Parses what is stored (anything that does not fit is dropped) into a sorted list of distinct sites.
 * @example parseSites(['https://b.example', 'https://a.example', 'nonsense']) // ['https://a.example', 'https://b.example']
 */
export function parseSites(stored: unknown): string[] {
  const parsed = sitesSchema.safeParse(stored);
  if (!parsed.success) return [];
  const sites = parsed.data.map((value) => siteOf(value)).filter((site): site is string => site !== null);
  return [...new Set(sites)].sort();
}

/**
 * The sites where highlighting is on.
 * @example if ((await readSites()).includes('https://example.com')) ...
 */
export async function readSites(): Promise<string[]> {
  return parseSites((await chrome.storage.local.get(SITES_KEY))[SITES_KEY]);
}

/**
 * Turns highlighting on or off for a site (the list only; the service worker registers the content script).
 * @example await writeSite('https://example.com', true);
 */
export async function writeSite(site: string, enabled: boolean): Promise<string[]> {
  const current = await readSites();
  const next = enabled ? parseSites([...current, site]) : current.filter((value) => value !== site);
  await chrome.storage.local.set({ [SITES_KEY]: next });
  return next;
}
