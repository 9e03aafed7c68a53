import { WEB_PAGES, findWebPage } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

describe('the route table and the server’s list of pages', () => {
  it('name the same screens: the server answers 404 for exactly the paths the router sends to not-found', () => {
    const paths = (routes[0]?.children ?? [])
      .map((route) => (route.index ? '/' : `/${route.path ?? ''}`))
      .filter((path) => path !== '/*');
    expect([...paths].sort()).toEqual(WEB_PAGES.map((page) => page.path).sort());
    expect(findWebPage('/Deck/Review/')?.title).toBe('Review');
    expect(findWebPage('/nowhere')).toBeUndefined();
  });
});
