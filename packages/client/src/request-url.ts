import { fillPath, type AnyRoute } from '@glossa/contract';

/** A query value as a caller gives it; `undefined` and `null` leave the key out. */
type QueryValue = string | number | boolean | null | undefined;

/** The keys a route's query schema declares, in its order (undefined when the schema is not an object). */
function queryKeys(route: AnyRoute): readonly string[] | undefined {
  const schema = route.query;
  if (!schema) return [];
  const shape = (schema as { shape?: unknown }).shape;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : undefined;
}

/**
 * The query string of a call (with its `?`, or empty), the keys in the order the route declares them and
 * every key and value percent-encoded. A key the route does not declare is a programming error, so it throws
 * instead of being sent and ignored.
 * @example serialiseQuery(api.speech.speak, { text: 'a b' }) // '?text=a%20b'
 */
export function serialiseQuery(route: AnyRoute, query: object | undefined): string {
  if (!query) return '';
  const given = query as Record<string, unknown>;
  const declared = queryKeys(route);
  for (const key of Object.keys(given)) {
    if (declared && !declared.includes(key) && given[key] !== undefined) {
      throw new Error(`${route.id}: unknown query parameter ${key}`);
    }
  }
  const parts: string[] = [];
  for (const key of declared ?? Object.keys(given)) {
    const value = given[key] as QueryValue | object;
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') throw new Error(`${route.id}: query parameter ${key} must be a scalar`);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The URL of a route: the base URL, the route's path with its parameters percent-encoded, and the query.
 * @example routeUrl('/api', api.vocabulary.changesSince, { since: '2026-01-01T00:00:00Z' }, undefined)
 *   // '/api/user/voc/change/2026-01-01T00%3A00%3A00Z'
 */
export function routeUrl(
  baseUrl: string,
  route: AnyRoute,
  params: object | undefined,
  query: object | undefined,
): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const path = fillPath(route.path, params as Record<string, string | number> | undefined);
  return base + path + serialiseQuery(route, query);
}
