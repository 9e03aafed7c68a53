import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { coreDirectory, starterDirectory, starterFiles } from '@glossa/dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { installStarterDictionaries, installSettings, type InstallSettings } from './starter.install.ts';
import { LookupRepository } from '../lookup/lookup.repository.ts';
import { createDictionaryService } from '../dictionary.service.ts';
import {
  openDictTestDatabase,
  tempDir,
  testDialects,
  writeGlossaFile,
  type TestDatabase,
} from '../dictionary.test-helpers.ts';

const KRDICT_XML =
  '<?xml version="1.0" encoding="UTF-8"?><LexicalResource><Lexicon>' +
  '<LexicalEntry att="id" val="1"><feat att="homonym_number" val="0"/><feat att="lexicalUnit" val="단어"/>' +
  '<feat att="partOfSpeech" val="명사"/><feat att="vocabularyLevel" val="초급"/><Lemma><feat att="writtenForm" val="사과"/></Lemma>' +
  '<Sense><feat att="definition" val="사과나무의 열매."/><Equivalent><feat att="language" val="영어"/><feat att="lemma" val="apple"/>' +
  '<feat att="definition" val="The fruit of the apple tree."/></Equivalent></Sense></LexicalEntry></Lexicon></LexicalResource>';

function fixtures(): InstallSettings {
  const root = tempDir('install');
  const starter = path.join(root, 'starter');
  fs.mkdirSync(starter);
  writeGlossaFile(
    starter,
    'glossa-starter-ko',
    'ko_KR',
    [{ written: '학교', senses: [{ glosses: { en_US: ['school', ''] } }] }],
    [],
    'ko.glossa.jsonl',
  );
  const sources = path.join(root, 'sources');
  fs.mkdirSync(sources);
  fs.writeFileSync(path.join(sources, 'krdict.xml'), KRDICT_XML);
  fs.writeFileSync(path.join(sources, 'broken.jsonl'), '{"format":"glossa-dictionary"');
  const freedict = path.join(root, 'dictd');
  fs.mkdirSync(freedict);
  const article = Buffer.from('chat /ʃa/ <n>\ncat\n');
  fs.writeFileSync(path.join(freedict, 'freedict-fra-eng.index'), `chat\tA\t${encode(article.length)}\n`);
  fs.writeFileSync(path.join(freedict, 'freedict-fra-eng.dict.dz'), zlib.gzipSync(article));
  const wordnet = path.join(root, 'wordnet');
  fs.mkdirSync(wordnet);
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    fs.writeFileSync(
      path.join(wordnet, `data.${part}`),
      part === 'noun' ? '00000001 05 n 01 tree 0 000 | a tall perennial woody plant; "a tall tree"\n' : '',
    );
    fs.writeFileSync(path.join(wordnet, `index.${part}`), part === 'noun' ? 'tree n 1 0 1 0 00000001\n' : '');
  }
  return {
    enabled: true,
    starterDir: starter,
    sourcesDir: sources,
    wordnet: true,
    wordnetDir: wordnet,
    freedictDir: freedict,
  };
}

function encode(value: number): string {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let text = '';
  do {
    text = digits[value % 64] + text;
    value = Math.floor(value / 64);
  } while (value > 0);
  return text;
}

describe.each(testDialects())('first-start install on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openDictTestDatabase(dialect);
  });
  afterAll(async () => test.cleanup());

  it('installs starter, sources folder, FreeDict and WordNet once, skipping a bad file', async () => {
    const settings = fixtures();
    const first = await installStarterDictionaries({ database: test.database }, { settings });
    expect(first.map((s) => [s.source, s.status])).toEqual([
      ['glossa-starter-ko', 'installed'],
      ['glossa-reverse-ko-en', 'installed'],
      ['file:broken.jsonl', 'failed'],
      ['krdict', 'installed'],
      ['freedict-fra-eng', 'installed'],
      ['wordnet', 'installed'],
      ['glossa-reverse-ko-en', 'installed'],
    ]);
    expect(first.find((s) => s.status === 'failed')?.detail).toMatch(/broken.jsonl/);
    const [apple] = await createDictionaryService(test.database).lookupWords(['apple'], 'en_US', 'ko_KR');
    expect(apple?.senses[0]?.translation).toBe('사과');
    expect(
      (await createDictionaryService(test.database).lookupWords(['chat'], 'fr_FR', 'en_US'))[0]?.senses[0]
        ?.translation,
    ).toBe('cat');
    expect(
      (await createDictionaryService(test.database).lookupWords(['tree'], 'en_US', 'en_US'))[0]?.senses[0]
        ?.definition,
    ).toBe('a tall perennial woody plant');

    const second = await installStarterDictionaries({ database: test.database }, { settings });
    expect(second.filter((s) => s.status === 'installed')).toEqual([]);
    const sources = await new LookupRepository(test.database.db).listSources();
    expect(sources.map((s) => s.id).sort()).toEqual([
      'freedict-fra-eng',
      'glossa-reverse-ko-en',
      'glossa-starter-ko',
      'krdict',
      'wordnet',
    ]);
  });
});

describe('first-start install in the running server', () => {
  it('is off under Vitest unless asked, and runs in the background after listen', async () => {
    expect(installSettings({ VITEST: 'true' }).enabled).toBe(false);
    expect(installSettings({ VITEST: 'true', DICT_AUTO_INSTALL: 'true' }).enabled).toBe(true);
    // Outside Vitest (an empty VITEST) it is on by default.
    expect(installSettings({ VITEST: '' }).enabled).toBe(true);
    const settings = fixtures();
    const { database, cleanup } = await openDictTestDatabase('sqlite');
    try {
      const config = loadConfig({
        DATA_DIR: tempDir('bg'),
        LOG_LEVEL: 'silent',
        DICT_AUTO_INSTALL: 'true',
        DICT_STARTER_DIR: settings.starterDir ?? '',
        DICT_SOURCES_DIR: '',
        DICT_WORDNET: 'false',
        DICT_FREEDICT_DIR: '',
      });
      const app = await buildApp(config, { database, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      let words: unknown[] = [];
      // The whole core installs first (it grows with every batch of words): up to a minute on a busy machine.
      for (let attempt = 0; attempt < 1200 && words.length === 0; attempt += 1) {
        words = (
          await app.inject({ method: 'GET', url: `/api/written/${encodeURIComponent('학교')}/words` })
        ).json();
        if (words.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(words).toHaveLength(1);
      await app.close();
    } finally {
      await cleanup();
    }
  }, 120_000);
});

describe('the core dictionary at first start', () => {
  it('replaces the starter file of its language, keeping the starter entries the core lacks', async () => {
    const root = tempDir('core');
    const starter = path.join(root, 'starter');
    const core = path.join(root, 'core');
    fs.mkdirSync(starter);
    fs.mkdirSync(path.join(core, 'ko'), { recursive: true });
    writeGlossaFile(
      starter,
      'glossa-starter-ko',
      'ko_KR',
      [
        { written: '학교', senses: [{ glosses: { en_US: ['old school', ''] } }] },
        { written: '이', category: 'particle', senses: [{ glosses: { en_US: ['(subject particle)', ''] } }] },
      ],
      [],
      'ko.glossa.jsonl',
    );
    const { database, cleanup } = await openDictTestDatabase('sqlite');
    try {
      const settings = {
        enabled: true,
        starterDir: starter,
        sourcesDir: '',
        wordnet: false,
        freedictDir: '',
      };
      // An older server installed the starter file alone.
      await installStarterDictionaries({ database }, { settings });
      expect((await new LookupRepository(database.db).listSources()).map((s) => s.id)).toContain(
        'glossa-starter-ko',
      );

      fs.writeFileSync(
        path.join(core, 'ko', 'k1-01.jsonl'),
        '["학교","noun",1,[["school","école","escuela","学校","학생이 배우는 곳.","A place where pupils learn.",["학교에 가요."]]]]\n',
      );
      const steps = await installStarterDictionaries(
        { database },
        { settings: { ...settings, coreDir: core } },
      );
      expect(steps.find((s) => s.source === 'glossa-core-ko')?.status).toBe('installed');
      const ids = (await new LookupRepository(database.db).listSources()).map((s) => s.id);
      expect(ids).toContain('glossa-core-ko');
      expect(ids).not.toContain('glossa-starter-ko');
      const [school] = await createDictionaryService(database).lookupWords(['학교'], 'ko_KR', 'fr_FR');
      expect(school?.senses.map((s) => s.translation)).toEqual(['école']);
      expect(school?.senses[0]?.variants?.ko_KR).toEqual({
        translation: '',
        definition: '학생이 배우는 곳.',
      });
      const [particle] = await createDictionaryService(database).lookupWords(['이'], 'ko_KR', 'en_US');
      expect(particle?.source).toBe('glossa-core-ko');

      const again = await installStarterDictionaries(
        { database },
        { settings: { ...settings, coreDir: core } },
      );
      expect(again.filter((s) => s.status === 'installed')).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});

describe('the real core and starter dictionaries', () => {
  it('import without errors', async () => {
    const dir = starterDirectory({});
    const files = dir ? starterFiles(dir) : [];
    if (files.length === 0) {
      console.info('no starter dictionary files yet: skipped');
      return;
    }
    const { database, cleanup } = await openDictTestDatabase('sqlite');
    try {
      const steps = await installStarterDictionaries(
        { database },
        {
          settings: {
            enabled: true,
            starterDir: dir,
            coreDir: coreDirectory({}),
            sourcesDir: '',
            wordnet: false,
            freedictDir: '',
          },
        },
      );
      expect(steps.filter((s) => s.status === 'failed')).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
