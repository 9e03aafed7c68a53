import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.ts';
import { emailKey, normalizeUsername, usernameKey, usernameProblem } from './identity-text.ts';

describe('username hygiene', () => {
  it('folds case, full-width forms and Cyrillic/Greek look-alikes into one key', () => {
    for (const lookalike of ['john', 'John', 'JOHN', 'ｊｏｈｎ', 'јоһn', 'јоhn']) {
      expect(usernameKey(lookalike), lookalike).toBe('john');
    }
    expect(usernameKey('단어')).toBe('단어');
  });

  it('refuses invisible characters and mixed alphabets, accepts one script', () => {
    expect(usernameProblem('jo\u200bhn')).toMatch(/invisible/);
    expect(usernameProblem('john\u202e')).toMatch(/invisible/);
    expect(usernameProblem('jоhn')).toMatch(/alphabets/);
    expect(usernameProblem('Иван')).toBeNull();
    expect(usernameProblem('김민수 99')).toBeNull();
    expect(usernameProblem("Robert'); DROP TABLE users;--")).toBeNull();
  });

  it('normalises to NFKC and trims', () => {
    expect(normalizeUsername('  ｊｏｈｎ ')).toBe('john');
    expect(emailKey(' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('describeDevice', () => {
  it('names browser and system', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect(describeDevice(chrome)).toBe('Chrome on Linux');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';
    expect(describeDevice(iphone)).toBe('Safari on iOS');
    expect(describeDevice(undefined)).toBe('Unknown device');
  });
});
