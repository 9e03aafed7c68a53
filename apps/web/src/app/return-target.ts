/**
 * The return target after login or signup: the path the user was on before opening
 * /login or /signup. Only a same-site path is used; anything else means '/'.
 */

const KEY = 'glossa.returnTarget';
const AUTH_PATHS = new Set(['/login', '/signup']);

/** Whether a value may be used as a place to return to: a path on this site, not `//host` or a URL. */
export function isSafeReturnTarget(target: unknown): target is string {
  return (
    typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
  );
}

/**
 * Remembers `previousPath` when the user moves from it to a login/signup page.
 * @example rememberNavigation('/deck', '/login') // return target becomes '/deck'
 */
export function rememberNavigation(previousPath: string | null, nextPathname: string): void {
  if (!previousPath || !AUTH_PATHS.has(nextPathname)) return;
  const previousPathname = previousPath.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.has(previousPathname)) return;
  try {
    window.sessionStorage.setItem(KEY, previousPath);
  } catch {
    // Storage refused: the user simply returns home.
  }
}

/**
 * Where to go after signing in or up.
 * @example returnTarget() // '/deck', or '/' when none or unsafe
 */
export function returnTarget(): string {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(KEY);
  } catch {
    stored = null;
  }
  return isSafeReturnTarget(stored) ? stored : '/';
}
