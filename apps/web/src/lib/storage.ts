/**
 * Local storage that never throws: private mode, quota errors and corrupt JSON all fall back to the
 * caller's default, so a bad stored value can never crash the app.
 */

/**
 * Reads and validates a JSON value; anything unreadable gives `undefined`.
 * @example readJson('glossa.settings', (v) => (typeof v === 'object' ? v : undefined))
 */
export function readJson<T>(
  key: string,
  validate: (value: unknown) => T | undefined,
  area: 'local' | 'session' = 'local',
): T | undefined {
  try {
    const raw = storageArea(area).getItem(key);
    if (raw == null) return undefined;
    return validate(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Local storage (kept) or session storage (this tab only, cleared when it closes). */
function storageArea(area: 'local' | 'session'): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** Writes a JSON value; returns false when the browser refused (quota, private mode). */
export function writeJson(key: string, value: unknown, area: 'local' | 'session' = 'local'): boolean {
  try {
    storageArea(area).setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a key, ignoring storage errors. */
export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: the value is unreachable anyway.
  }
}

/** Reads a cookie by name (the CSRF token is in a readable cookie). */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
