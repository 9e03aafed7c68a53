/**
 * The web app's screens: their paths and page titles. The web router takes its titles from here and the
 * server answers 404 for a path that is none of them (the app still shows its not-found page), so the two
 * never disagree about which pages exist.
 */
export interface WebPage {
  /** Path as the router writes it, lower case, no trailing slash ('/' for Home). */
  path: string;
  /** What the browser tab shows (the brand is added by `pageTitle`). */
  title: string;
}

const BRAND = 'Glossa';

export const WEB_PAGES: readonly WebPage[] = [
  { path: '/', title: 'Learn languages more efficiently' },
  { path: '/analyze', title: 'Analyze' },
  { path: '/vocabulary', title: 'Vocabulary' },
  { path: '/dictionary', title: 'Dictionary' },
  { path: '/deck', title: 'Deck' },
  { path: '/deck/review', title: 'Review' },
  { path: '/reader', title: 'Reader' },
  { path: '/extension', title: 'Extension' },
  { path: '/daily', title: 'Daily word' },
  { path: '/grammar', title: 'Grammar' },
  { path: '/progress', title: 'Progress' },
  { path: '/login', title: 'Log in' },
  { path: '/signup', title: 'Create your account' },
  { path: '/privacy', title: 'Privacy' },
  { path: '/support', title: 'Support' },
  { path: '/changelog', title: 'Changelog' },
  { path: '/oauth/login', title: 'Extension sign-in' },
  { path: '/oauth/callback', title: 'Authenticating' },
];

const NOT_FOUND_TITLE = 'Page not found';

/**
 * The screen a path shows, matched as the router matches it (any letter case, trailing slashes ignored),
 * or undefined for a path outside the route table.
 * @example findWebPage('/Analyze/')?.title // 'Analyze'
 */
export function findWebPage(pathname: string): WebPage | undefined {
  const key = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return WEB_PAGES.find((page) => page.path === key);
}

/**
 * The document title for a path: the screen's name and the brand, or the not-found title.
 * @example pageTitle('/deck') // 'Deck · Glossa'
 */
export function pageTitle(pathname: string): string {
  const page = findWebPage(pathname);
  if (page?.path === '/') return `${BRAND} · ${page.title}`;
  return `${page?.title ?? NOT_FOUND_TITLE} · ${BRAND}`;
}
