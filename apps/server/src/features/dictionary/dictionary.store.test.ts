import { openDictionaryFile } from '@glossa/dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDictionary } from './installs/source.import.ts';
import { LookupRepository } from './lookup/lookup.repository.ts';
import { removeSource } from './installs/source.repository.ts';
import { createDictionaryService } from './dictionary.service.ts';
import {
  openDictTestDatabase,
  tempDir,
  testDialects,
  writeGlossaFile,
  type EntrySpec,
  type TestDatabase,
} from './dictionary.test-helpers.ts';

const KOREAN: EntrySpec[] = [
  {
    written: '학교',
    senses: [
      {
        glosses: {
          en_US: ['school', 'A place of learning.'],
          fr_FR: ['école', 'Lieu où l’on apprend.'],
          ko_KR: ['학교', '학생을 가르치는 기관.'],
        },
        examples: [
          ['fragment', '학교에 가다'],
          ['sentence', '저는 학교에 가요.', { en_US: 'I go to school.', fr_FR: 'Je vais à l’école.' }],
          ['conversation', '가: 어디 가요?\n나: 학교에 가요.'],
        ],
      },
    ],
  },
  { written: '학생', senses: [{ glosses: { en_US: ['student', 'A person who learns.'] } }] },
  { written: '학교생활', senses: [{ glosses: { en_US: ['school life', ''] } }] },
  { written: '배', homograph: 1, senses: [{ glosses: { en_US: ['pear', ''] } }] },
  {
    written: '배',
    homograph: 2,
    senses: [{ glosses: { en_US: ['ship; boat', ''] } }, { glosses: { en_US: ['belly', ''] } }],
  },
];

describe.each(testDialects())('dictionary store on %s', (dialect) => {
  let test: TestDatabase;
  const dir = tempDir('store');
  beforeAll(async () => {
    test = await openDictTestDatabase(dialect);
    await importDictionary(
      test.database,
      await openDictionaryFile(writeGlossaFile(dir, 'test-ko', 'ko_KR', KOREAN)),
    );
  });
  afterAll(async () => test.cleanup());

  it('looks words up by written form in the dictionary language, with every variant', async () => {
    const [word] = await createDictionaryService(test.database).lookupWords(['학교'], 'ko_KR', 'fr_FR');
    expect(word).toMatchObject({
      written: '학교',
      category: 'noun',
      audio_id: null,
      source: 'test-ko',
      language: 'ko_KR',
    });
    expect(word?.senses[0]).toMatchObject({ translation: 'école', definition: 'Lieu où l’on apprend.' });
    expect(Object.keys(word?.senses[0]?.variants ?? {}).sort()).toEqual(['en_US', 'fr_FR', 'ko_KR']);
    // No Japanese gloss: the English one stands in rather than nothing.
    const [fallback] = await createDictionaryService(test.database).lookupWords(['학생'], 'ko_KR', 'ja_JP');
    expect(fallback?.senses[0]?.translation).toBe('student');
    const homographs = await createDictionaryService(test.database).lookupWords(['배'], 'ko_KR', 'en_US');
    expect(homographs.map((w) => [w.homograph, w.senses.map((s) => s.translation)])).toEqual([
      [1, ['pear']],
      [2, ['ship; boat', 'belly']],
    ]);
    expect(await createDictionaryService(test.database).lookupWords(['없는말'], 'ko_KR', 'en_US')).toEqual(
      [],
    );
    expect(await createDictionaryService(test.database).lookupWords(['학교'], 'en_US', 'en_US')).toEqual([]);
    const bare = await createDictionaryService(test.database).lookupWords(
      ['학교', '학생'],
      undefined,
      'en_US',
      false,
    );
    expect(bare.map((w) => [w.written, w.senses.length])).toEqual([
      ['학교', 0],
      ['학생', 0],
    ]);
  });

  it('answers examples of a sense and fragments of a word', async () => {
    const [word] = await createDictionaryService(test.database).lookupWords(['학교'], 'ko_KR', 'en_US');
    const examples = await createDictionaryService(test.database).senseExamples(word?.senses[0]?.id ?? 0);
    expect(examples?.map((e) => e.category)).toEqual(['fragment', 'sentence', 'conversation']);
    expect(await createDictionaryService(test.database).senseExamples(999_999)).toBeNull();
    // Each example's translation in the language asked for, and in no other.
    const french = await createDictionaryService(test.database).senseExamples(
      word?.senses[0]?.id ?? 0,
      'fr_FR',
    );
    expect(french?.map((e) => e.translation)).toEqual([undefined, 'Je vais à l’école.', undefined]);
    const spanish = await createDictionaryService(test.database).senseExamples(
      word?.senses[0]?.id ?? 0,
      'es_ES',
    );
    expect(spanish?.some((e) => e.translation !== undefined)).toBe(false);
    expect(examples?.some((e) => 'translation' in e)).toBe(false);
    expect(await createDictionaryService(test.database).fragmentsOf('학교', 'ko_KR')).toEqual([
      { example: '학교에 가다', category: 'fragment' },
    ]);
  });

  it('searches exact, then prefix, then by translation, paged', async () => {
    const page1 = await createDictionaryService(test.database).search({
      q: '학교',
      language: 'ko_KR',
      lang: 'en_US',
      page: 1,
      pageSize: 1,
    });
    expect(page1.results.map((w) => w.written)).toEqual(['학교']);
    expect(page1.hasMore).toBe(true);
    expect(page1.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const page2 = await createDictionaryService(test.database).search({
      q: '학교',
      language: 'ko_KR',
      lang: 'en_US',
      page: 2,
      pageSize: 1,
    });
    expect(page2.results.map((w) => w.written)).toEqual(['학교생활']);
    const byTranslation = await createDictionaryService(test.database).search({
      q: 'Boat',
      language: 'ko_KR',
      lang: 'en_US',
      page: 1,
      pageSize: 10,
    });
    expect(byTranslation.results.map((w) => [w.written, w.homograph])).toEqual([['배', 2]]);
    const prefix = await createDictionaryService(test.database).search({
      q: 'scho',
      lang: 'en_US',
      page: 1,
      pageSize: 10,
    });
    expect(prefix.results.map((w) => w.written)).toEqual(
      expect.arrayContaining(['학교', '학교생활', 'school']),
    );
  });

  it('derives English words with Korean translations (reverse glosses)', async () => {
    const [school] = await createDictionaryService(test.database).lookupWords(['School'], 'en_US', 'ko_KR');
    expect(school).toMatchObject({ written: 'school', source: 'glossa-reverse-ko-en' });
    expect(school?.senses[0]).toMatchObject({ translation: '학교', definition: '학생을 가르치는 기관.' });
    const [ecole] = await createDictionaryService(test.database).lookupWords(['école'], 'fr_FR', 'ko_KR');
    expect(ecole?.senses[0]?.translation).toBe('학교');
  });

  it('shows derived senses only where they add a translation, and learner dictionaries first in search', async () => {
    const en = writeGlossaFile(dir, 'test-en', 'en_US', [
      { written: 'school', senses: [{ glosses: { ko_KR: ['학교', '배우는 곳.'] } }] },
      { written: 'schooner', senses: [{ glosses: { ko_KR: ['범선', ''] } }] },
    ]);
    await importDictionary(test.database, await openDictionaryFile(en));
    const school = await createDictionaryService(test.database).lookupWords(['school'], 'en_US', 'ko_KR');
    expect(school.map((w) => [w.source, w.senses.map((s) => s.translation)])).toEqual([
      ['test-en', ['학교']],
    ]);
    const search = await createDictionaryService(test.database).search({
      q: 'scho',
      language: 'en_US',
      lang: 'ko_KR',
      page: 1,
      pageSize: 10,
    });
    expect(search.results.map((w) => [w.written, w.source])).toEqual([
      ['school', 'test-en'],
      ['schooner', 'test-en'],
      ['school life', 'glossa-reverse-ko-en'],
    ]);
    await removeSource(test.database, 'test-en');
  });

  it('gives headwords and a version for the analysis lexicon', async () => {
    const headwords = await createDictionaryService(test.database).headwords('ko_KR');
    expect(headwords).toContainEqual({ written: '학교', category: 'noun' });
    expect(headwords.filter((h) => h.written === '배')).toHaveLength(1);
    expect(typeof (await createDictionaryService(test.database).version())).toBe('number');
  });

  it('replaces a source whole, and leaves it as it was when a line is bad', async () => {
    const fr = writeGlossaFile(dir, 'test-fr', 'fr_FR', [
      { written: 'chat', senses: [{ glosses: { en_US: ['cat', ''] } }] },
    ]);
    await importDictionary(test.database, await openDictionaryFile(fr));
    const before = await new LookupRepository(test.database.db).readRevision();
    const broken = writeGlossaFile(
      dir,
      'test-fr',
      'fr_FR',
      [{ written: 'chien', senses: [{ glosses: { en_US: ['dog', ''] } }] }],
      ['{oops'],
      'broken.jsonl',
    );
    await expect(importDictionary(test.database, await openDictionaryFile(broken))).rejects.toThrow(
      /broken.jsonl \(line 3\)/,
    );
    expect(await new LookupRepository(test.database.db).readRevision()).toBe(before);
    expect(
      (await createDictionaryService(test.database).lookupWords(['chat'], 'fr_FR', 'en_US')).map(
        (w) => w.written,
      ),
    ).toEqual(['chat']);
    expect(await createDictionaryService(test.database).lookupWords(['chien'], 'fr_FR', 'en_US')).toEqual([]);

    const next = writeGlossaFile(
      dir,
      'test-fr',
      'fr_FR',
      [{ written: 'chien', senses: [{ glosses: { en_US: ['dog', ''] } }] }],
      [],
      'next.jsonl',
    );
    await importDictionary(test.database, await openDictionaryFile(next));
    expect(await createDictionaryService(test.database).lookupWords(['chat'], 'fr_FR', 'en_US')).toEqual([]);
    expect(
      (await new LookupRepository(test.database.db).listSources()).find((s) => s.id === 'test-fr')
        ?.entry_count,
    ).toBe(1);
    expect(await new LookupRepository(test.database.db).readRevision()).toBeGreaterThan(before);

    expect(await removeSource(test.database, 'test-fr')).toBe(true);
    expect(await removeSource(test.database, 'test-fr')).toBe(false);
    expect(await createDictionaryService(test.database).lookupWords(['chien'], 'fr_FR', 'en_US')).toEqual([]);
  });
});
