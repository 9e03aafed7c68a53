import type { AnyRoute } from './define.ts';
import { api } from './table.ts';

function isRoute(value: unknown): value is AnyRoute {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

function collect(node: unknown, into: AnyRoute[]): AnyRoute[] {
  if (isRoute(node)) into.push(node);
  else if (typeof node === 'object' && node !== null)
    for (const child of Object.values(node)) collect(child, into);
  return into;
}

/**
 * Every route of the table, in table order.
 * @example allRoutes().map((route) => `${route.method} ${route.path}`)
 */
export function allRoutes(): readonly AnyRoute[] {
  return collect(api, []);
}
