import { describe, expect, it } from 'vitest';
import { allRoutes } from './all-routes.ts';
import { route, routeGroup } from './define.ts';
import { api } from './table.ts';

describe('route table', () => {
  it('names every route by the group it is listed under and its key', () => {
    for (const [group, routes] of Object.entries(api))
      for (const [key, node] of Object.entries(routes)) {
        const ids =
          'id' in node ? [node.id] : Object.values(node).map((child) => (child as { id: string }).id);
        for (const id of ids) expect(id.startsWith(`${group}.${key}`), id).toBe(true);
      }
  });

  it('gives every route a distinct id and a distinct method and path', () => {
    const routes = allRoutes();
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it('keeps every answer private to a signed-in user out of caches', () => {
    for (const route of allRoutes().filter((r) => r.access === 'user'))
      expect(route.cache, route.id).toBe('no-store');
  });

  it('derives ids from nested keys and the tag from the group unless it is given', () => {
    const spec = route({
      method: 'GET',
      path: '/x',
      access: 'public',
      answer: { kind: 'empty' },
      errors: [],
    });
    const group = routeGroup('thing', { get: spec, nested: { start: spec } });
    expect(group.get).toMatchObject({ id: 'thing.get', tag: 'thing', path: '/x' });
    expect(group.nested.start).toMatchObject({ id: 'thing.nested.start', tag: 'thing' });
    expect(routeGroup('thing', { get: spec }, { tag: 'other' }).get.tag).toBe('other');
  });
});
