import { dictionaryInstallsSchema, type DictionaryInstalls } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { closedPort, KAIKKI_FIXTURE, startFixtureServer, type FixtureServer } from './online.test-helpers.ts';
import { tempDir, writeGlossaFile } from '../dictionary.test-helpers.ts';

/** Asks GET /api/dictionary/installs until `done` holds (the install runs in the background). */
async function waitFor(
  app: TestApp,
  done: (answer: DictionaryInstalls) => boolean,
): Promise<DictionaryInstalls> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await app.request({ method: 'GET', url: '/api/dictionary/installs' });
    expect(response.statusCode).toBe(200);
    const answer = dictionaryInstallsSchema.parse(response.json());
    if (done(answer) || attempt > 400) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /api/dictionary/installs on a real SQLite database', () => {
  let mirror: FixtureServer;
  beforeAll(async () => {
    mirror = await startFixtureServer({ 'kaikki.org-dictionary-Korean.jsonl': KAIKKI_FIXTURE });
  });
  afterAll(() => mirror.close());

  it('lists the core dictionary, then the background install of kaikki-ko once it is in', async () => {
    const starter = tempDir('installs-starter');
    writeGlossaFile(
      starter,
      'glossa-starter-ko',
      'ko_KR',
      [{ written: '바다', senses: [{ glosses: { en_US: ['sea', 'The salt water.'] } }] }],
      [],
      'ko.glossa.jsonl',
    );
    const app = await createTestApp('sqlite', {
      DATA_DIR: tempDir('installs-data'),
      DICT_AUTO_INSTALL: 'true',
      DICT_STARTER_DIR: starter,
      DICT_CORE_DIR: tempDir('installs-no-core'),
      DICT_WORDNET: 'false',
      DICT_FREEDICT_DIR: '',
      GLOSSA_ONLINE_DICTIONARIES: 'kaikki-ko',
      GLOSSA_DICTIONARY_MIRROR: mirror.base,
    });
    try {
      const answer = await waitFor(app, (a) => a.installs[0]?.state === 'installed');
      expect(answer.installs).toEqual([
        expect.objectContaining({
          name: 'kaikki-ko',
          state: 'installed',
          entries: 3,
          licence: 'CC BY-SA 4.0 and GFDL',
        }),
      ]);
      const byId = new Map(answer.sources.map((source) => [source.id, source]));
      // Best first: the core (here the starter file), then the big dictionary; each with its size, licence and date.
      expect(answer.sources.map((s) => s.id)).toEqual([
        'glossa-starter-ko',
        'kaikki-ko-en',
        // Derived from the Korean sources' English glosses after a Korean import.
        'glossa-reverse-ko-en',
      ]);
      const kaikki = byId.get('kaikki-ko-en');
      expect(kaikki).toMatchObject({ language: 'ko_KR', entries: 3, format: 'kaikki' });
      expect(kaikki?.licence).toMatch(/CC BY-SA 4\.0/);
      expect(Date.parse(kaikki?.importedAt ?? '')).not.toBeNaN();
      // 3 Korean headwords (3 bytes a syllable) plus their glosses' JSON: more than 100 bytes, far less than 10 kB.
      expect(kaikki?.bytes).toBeGreaterThan(100);
      expect(kaikki?.bytes).toBeLessThan(10_000);
      expect(byId.get('glossa-starter-ko')?.bytes).toBeGreaterThan(0);
      // Lookups merge both: the core's sense first.
      const words = await app.request({
        method: 'GET',
        url: '/api/written/%EB%B0%94%EB%8B%A4/words?language=ko_KR&lang=en_US',
      });
      expect(words.json<Array<{ source: string }>>().map((w) => w.source)).toEqual([
        'glossa-starter-ko',
        'kaikki-ko-en',
      ]);
    } finally {
      await app.close();
    }
  });

  it('says offline, with the import command, when the mirror refuses; the server keeps answering', async () => {
    const app = await createTestApp('sqlite', {
      DATA_DIR: tempDir('installs-offline'),
      GLOSSA_ONLINE_DICTIONARIES: 'kaikki-ko,kaikki-fr',
      GLOSSA_DICTIONARY_MIRROR: `http://127.0.0.1:${await closedPort()}`,
    });
    try {
      const answer = await waitFor(app, (a) => a.installs.every((i) => i.state === 'offline'));
      expect(answer.installs.map((i) => [i.name, i.state])).toEqual([
        ['kaikki-ko', 'offline'],
        ['kaikki-fr', 'offline'],
      ]);
      expect(answer.installs[0]?.message).toMatch(
        /^No internet connection: run `npm run dict -- import <file>`/,
      );
      expect((await app.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is empty of installs when the background install is off (the test default)', async () => {
    const app = await createTestApp('sqlite');
    try {
      const response = await app.request({ method: 'GET', url: '/api/dictionary/installs' });
      expect(response.json()).toEqual({ sources: [], installs: [] });
      expect(response.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});
