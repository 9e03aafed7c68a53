import fs from 'node:fs';
import path from 'node:path';
import type { DictionaryInstall } from '@glossa/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { onlineSettings, type OnlineSettings } from './online.config.ts';
import { LookupRepository } from '../lookup/lookup.repository.ts';
import { OFFLINE_HINT, OnlineInstaller } from './online.install.ts';
import {
  closedPort,
  KAIKKI_FIXTURE,
  KAIKKI_FIXTURE_SHA256,
  startFixtureServer,
  type FixtureServer,
} from './online.test-helpers.ts';
import { createDictionaryService } from '../dictionary.service.ts';
import { openDictTestDatabase, tempDir, type TestDatabase } from '../dictionary.test-helpers.ts';

const KOREAN = 'kaikki.org-dictionary-Korean.jsonl';
const FRENCH = 'kaikki.org-dictionary-French.jsonl';
const FRENCH_FIXTURE = `${JSON.stringify({ word: 'mer', lang_code: 'fr', pos: 'noun', senses: [{ glosses: ['sea'] }] })}\n`;

function settingsFor(mirror: string, list = 'kaikki-ko,kaikki-fr'): OnlineSettings {
  return onlineSettings({ list, mirror, dataDir: tempDir('online') });
}

/** Runs an installer to the end, recording every state change as `name:state`. */
async function runInstaller(
  settings: OnlineSettings,
  database: TestDatabase['database'],
): Promise<{ installer: OnlineInstaller; changes: string[] }> {
  const changes: string[] = [];
  const installer = new OnlineInstaller(settings, {
    connectTimeoutMs: 2_000,
    onChange: (install: DictionaryInstall) => {
      const label = `${install.name}:${install.state}`;
      if (changes.at(-1) !== label) changes.push(label);
    },
  });
  await installer.run(database);
  return { installer, changes };
}

describe('the online dictionary settings', () => {
  it('are off under Vitest by default, on for kaikki-ko and kaikki-fr otherwise, and follow the mirror', () => {
    expect(
      onlineSettings({ list: undefined, mirror: '', dataDir: '/d', env: { VITEST: 'true' } }).sources,
    ).toEqual([]);
    // Nothing is downloaded here: the settings only name the sources (VITEST empty stands for a real start).
    expect(onlineSettings({ list: undefined, mirror: '', dataDir: '/d', env: {} }).sources).toEqual([]);
    const live = onlineSettings({ list: undefined, mirror: '', dataDir: '/d', env: { VITEST: '' } });
    expect(live.sources.map((s) => [s.name, s.url])).toEqual([
      ['kaikki-ko', 'https://kaikki.org/dictionary/Korean/kaikki.org-dictionary-Korean.jsonl'],
      ['kaikki-fr', 'https://kaikki.org/dictionary/French/kaikki.org-dictionary-French.jsonl'],
    ]);
    expect(live.downloadDir).toBe(path.join('/d', 'downloads'));
    const mirrored = onlineSettings({
      list: 'kaikki-en',
      mirror: 'http://10.0.0.2:81/dicts/',
      dataDir: '/d',
    });
    expect(mirrored.sources.map((s) => s.url)).toEqual([
      'http://10.0.0.2:81/dicts/kaikki.org-dictionary-English.jsonl',
    ]);
    expect(onlineSettings({ list: 'none', mirror: '', dataDir: '/d', env: { VITEST: '' } }).sources).toEqual(
      [],
    );
  });

  it('refuse an unknown source name or a mirror that is not an http URL, naming the variable', () => {
    expect(() => loadConfig({ GLOSSA_ONLINE_DICTIONARIES: 'kaikki-ko,krdict' })).toThrow(
      /GLOSSA_ONLINE_DICTIONARIES=.*unknown source "krdict"/,
    );
    expect(() => loadConfig({ GLOSSA_DICTIONARY_MIRROR: 'ftp://mirror' })).toThrow(
      /GLOSSA_DICTIONARY_MIRROR=/,
    );
    expect(
      loadConfig({ GLOSSA_ONLINE_DICTIONARIES: ' kaikki-fr ' }).dictionaryOnline.sources.map((s) => s.name),
    ).toEqual(['kaikki-fr']);
  });
});

describe('the background install of online dictionaries', () => {
  let mirror: FixtureServer;
  let test: TestDatabase;
  beforeAll(async () => {
    mirror = await startFixtureServer({ [KOREAN]: KAIKKI_FIXTURE, [FRENCH]: FRENCH_FIXTURE });
  });
  afterAll(() => mirror.close());
  afterEach(async () => {
    await test.cleanup();
    mirror.ranges.length = 0;
  });

  it('downloads and imports each source in turn, and the words answer lookups', async () => {
    test = await openDictTestDatabase('sqlite');
    const settings = settingsFor(mirror.base);
    const fresh = new OnlineInstaller(settings);
    expect(fresh.list().map((i) => i.state)).toEqual(['queued', 'queued']);
    const { installer, changes } = await runInstaller(settings, test.database);
    expect(changes).toEqual([
      'kaikki-ko:downloading',
      'kaikki-ko:importing',
      'kaikki-ko:installed',
      'kaikki-fr:downloading',
      'kaikki-fr:importing',
      'kaikki-fr:installed',
    ]);
    expect(installer.list().map((i) => [i.name, i.state, i.entries])).toEqual([
      ['kaikki-ko', 'installed', 3],
      ['kaikki-fr', 'installed', 1],
    ]);
    expect(installer.list()[0]?.licence).toMatch(/CC BY-SA/);
    const words = await createDictionaryService(test.database).lookupWords(['바다'], 'ko_KR', 'en_US');
    expect(words.map((w) => [w.source, w.senses[0]?.definition])).toEqual([['kaikki-ko-en', 'sea; ocean']]);
    // The downloads are removed once imported.
    expect(fs.readdirSync(settings.downloadDir)).toEqual([]);
  });

  it('does not fetch a source that is already installed', async () => {
    test = await openDictTestDatabase('sqlite');
    const settings = settingsFor(mirror.base, 'kaikki-ko');
    await runInstaller(settings, test.database);
    expect(mirror.ranges).toHaveLength(1);
    const again = await runInstaller(settings, test.database);
    expect(mirror.ranges).toHaveLength(1);
    expect(again.changes).toEqual(['kaikki-ko:installed']);
  });

  it('goes offline at once on a refused connection: no source tried after it, the hint names the import command', async () => {
    test = await openDictTestDatabase('sqlite');
    const settings = settingsFor(`http://127.0.0.1:${await closedPort()}`);
    const { installer, changes } = await runInstaller(settings, test.database);
    expect(changes).toEqual(['kaikki-ko:downloading', 'kaikki-ko:offline', 'kaikki-fr:offline']);
    for (const install of installer.list()) expect(install.message).toBe(OFFLINE_HINT);
    expect(OFFLINE_HINT).toContain('npm run dict -- import <file>');
    expect(await new LookupRepository(test.database.db).listSources()).toEqual([]);
  });

  it('fails a source whose checksum differs, removes the download, and still installs the next', async () => {
    test = await openDictTestDatabase('sqlite');
    const settings = settingsFor(mirror.base);
    settings.sources[0]!.sha256 = '0'.repeat(64);
    const { installer } = await runInstaller(settings, test.database);
    const [korean, french] = installer.list();
    expect(korean?.state).toBe('failed');
    expect(korean?.message).toMatch(/^kaikki-ko could not be installed: checksum mismatch/);
    expect(french?.state).toBe('installed');
    expect((await new LookupRepository(test.database.db).listSources()).map((s) => s.id)).toEqual([
      'kaikki-fr-en',
    ]);
    expect(fs.readdirSync(settings.downloadDir)).toEqual([]);
  });

  it('accepts the right checksum', async () => {
    test = await openDictTestDatabase('sqlite');
    const settings = settingsFor(mirror.base, 'kaikki-ko');
    settings.sources[0]!.sha256 = KAIKKI_FIXTURE_SHA256;
    const { installer } = await runInstaller(settings, test.database);
    expect(installer.list()[0]?.state).toBe('installed');
  });

  it('resumes a download left half-done by an earlier run, and one dropped on the way', async () => {
    test = await openDictTestDatabase('sqlite');
    const settings = settingsFor(mirror.base, 'kaikki-ko');
    settings.sources[0]!.sha256 = KAIKKI_FIXTURE_SHA256;
    fs.mkdirSync(settings.downloadDir, { recursive: true });
    // An earlier process stopped after 40 bytes; this run's first answer drops after 30 more.
    fs.writeFileSync(
      path.join(settings.downloadDir, `${KOREAN}.part`),
      Buffer.from(KAIKKI_FIXTURE).subarray(0, 40),
    );
    mirror.dropNextAfter(30);
    const { installer } = await runInstaller(settings, test.database);
    expect(installer.list()[0]).toMatchObject({ state: 'installed', entries: 3 });
    expect(mirror.ranges[0]).toBe('bytes=40-');
    expect(mirror.ranges[1]).toMatch(/^bytes=(\d+)-$/);
    expect(Number(/\d+/.exec(mirror.ranges[1] ?? '')?.[0])).toBeGreaterThan(40);
  });

  it('never half-installs: a file that does not import leaves no entries and is removed', async () => {
    test = await openDictTestDatabase('sqlite');
    const broken = await startFixtureServer({ [KOREAN]: `${KAIKKI_FIXTURE}{"word": "끝", broken\n` });
    try {
      const settings = settingsFor(broken.base, 'kaikki-ko');
      const { installer, changes } = await runInstaller(settings, test.database);
      expect(changes).toEqual(['kaikki-ko:downloading', 'kaikki-ko:importing', 'kaikki-ko:failed']);
      expect(installer.list()[0]?.message).toMatch(/line 5.*not valid JSON/);
      expect(await new LookupRepository(test.database.db).listSources()).toEqual([]);
      expect(await createDictionaryService(test.database).lookupWords(['사과'], 'ko_KR', 'en_US')).toEqual(
        [],
      );
      expect(fs.readdirSync(settings.downloadDir)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
