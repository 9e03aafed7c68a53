import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedsDictionaries } from './seeded-data.ts';

afterEach(() => vi.unstubAllEnvs());

describe('which browser-test servers start from the seeded data folder', () => {
  it('those with the harness’s own dictionary settings', () => {
    expect(seedsDictionaries({})).toBe(true);
    expect(seedsDictionaries({ OAUTH_CHROME_EXTENSION_IDS: 'x', AUTH_HASH_MEMORY_KIB: '8' })).toBe(true);
  });

  it('not those that set their own dictionaries, data folder or database', () => {
    for (const key of [
      'DICT_CORE_DIR',
      'DICT_AUTO_INSTALL',
      'GLOSSA_ONLINE_DICTIONARIES',
      'DATA_DIR',
      'DATABASE_URL',
    ])
      expect(seedsDictionaries({ [key]: 'x' }), key).toBe(false);
  });

  it('none when turned off, and none outside Vitest (benchmarks start empty servers as before)', () => {
    vi.stubEnv('GLOSSA_TEST_SEED', 'false');
    expect(seedsDictionaries({})).toBe(false);
    vi.stubEnv('GLOSSA_TEST_SEED', undefined);
    vi.stubEnv('VITEST', undefined);
    expect(seedsDictionaries({})).toBe(false);
  });
});
