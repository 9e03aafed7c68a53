import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSafeReturnTarget, rememberNavigation, returnTarget } from './return-target.ts';

describe('return target', () => {
  it.each(['/', '/deck', '/analyze?x=1'])('accepts the same-site path %s', (target) => {
    expect(isSafeReturnTarget(target)).toBe(true);
  });

  it.each(['', 'deck', 'https://evil.example/', '//evil.example/x', '/\\evil', null, 42])(
    'refuses %j',
    (target) => {
      expect(isSafeReturnTarget(target)).toBe(false);
    },
  );

  describe('with session storage', () => {
    let store: Map<string, string>;
    beforeEach(() => {
      store = new Map();
      const sessionStorage = {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
      };
      Object.assign(globalThis, { window: { sessionStorage } });
    });
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'window');
    });

    it('is / when nothing was remembered', () => {
      expect(returnTarget()).toBe('/');
    });

    it('remembers the path before /login or /signup, but never /login or /signup themselves', () => {
      rememberNavigation('/deck?x=1', '/login');
      expect(returnTarget()).toBe('/deck?x=1');
      rememberNavigation('/login', '/signup');
      expect(returnTarget()).toBe('/deck?x=1');
      rememberNavigation('/daily', '/analyze');
      expect(returnTarget()).toBe('/deck?x=1');
    });

    it('ignores a stored target that does not start with a slash', () => {
      store.set('glossa.returnTarget', 'https://evil.example/');
      expect(returnTarget()).toBe('/');
      store.set('glossa.returnTarget', '//evil.example');
      expect(returnTarget()).toBe('/');
    });
  });
});
