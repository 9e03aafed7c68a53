import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeAuthState,
  encodeAuthState,
  safeReturnTarget,
  signupFormSchema,
  unmetPasswordRules,
} from './auth.ts';

describe('password rules', () => {
  it('lists the unmet rules with the spec texts, in order', () => {
    expect(unmetPasswordRules('')).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One digit',
      'One special character (e.g. !@#$%)',
    ]);
    expect(unmetPasswordRules('Abcdefg1!')).toEqual([]);
    expect(unmetPasswordRules('Abcdefg1~')).toEqual(['One special character (e.g. !@#$%)']);
  });

  it('is enforced by the signup schema', () => {
    const result = signupFormSchema.safeParse({ username: ' ann ', email: 'a@b.co', password: 'weak' });
    expect(result.success).toBe(false);
    const ok = signupFormSchema.parse({ username: ' ann ', email: ' a@b.co ', password: 'Strong#1x' });
    expect(ok).toMatchObject({ username: 'ann', email: 'a@b.co' });
  });
});

describe('auth state and return targets', () => {
  it('round-trips a same-site path, including non-ASCII', () => {
    expect(decodeAuthState(encodeAuthState('/deck?q=단어'))).toBe('/deck?q=단어');
  });

  it('falls back to / for anything that is not a same-site path', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example', 'deck', '', '/a\nb']) {
      expect(decodeAuthState(encodeAuthState(target))).toBe('/');
    }
    expect(decodeAuthState('not base64 !!')).toBe('/');
    expect(decodeAuthState(btoa('{"redirectUri": 5}'))).toBe('/');
  });

  it('never answers a target that leaves the site (property)', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        const safe = safeReturnTarget(target);
        return safe === '/' || (safe.startsWith('/') && !safe.startsWith('//') && !safe.includes('\\'));
      }),
    );
  });
});
