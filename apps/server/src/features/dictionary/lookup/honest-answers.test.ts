// A word's detail never passes one language's senses off as another's (issue: honest answers).
import { openDictionaryFile } from '@glossa/dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDictionary } from '../installs/source.import.ts';
import { createDictionaryService } from '../dictionary.service.ts';
import {
  openDictTestDatabase,
  tempDir,
  writeGlossaFile,
  type TestDatabase,
} from '../dictionary.test-helpers.ts';

describe('honest answers', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openDictTestDatabase('sqlite');
    const dir = tempDir('honest');
    await importDictionary(
      test.database,
      await openDictionaryFile(
        writeGlossaFile(dir, 'test-ko', 'ko_KR', [
          {
            written: '내리다',
            category: 'verb',
            senses: [{ glosses: { fr_FR: ['descendre', ''], ko_KR: ['', '높은 곳에서 낮은 곳으로 가다.'] } }],
          },
        ]),
      ),
    );
    await importDictionary(
      test.database,
      await openDictionaryFile(
        writeGlossaFile(dir, 'test-en', 'en_US', [
          {
            written: 'take',
            category: 'verb',
            senses: [
              { glosses: { en_US: ['grab', 'get into your hands'] } },
              { glosses: { en_US: ['grab', 'get into your hands'] } },
              { glosses: { en_US: ['carry', 'bring somewhere'] } },
            ],
          },
          { written: 'be', category: 'verb', senses: [{ glosses: { en_US: ['exist', 'have a quality'] } }] },
          { written: 'Be', category: 'noun', senses: [{ glosses: { en_US: ['beryllium', 'a metal'] } }] },
          { written: 'Reading', category: 'noun', senses: [{ glosses: { en_US: ['Reading', 'a town'] } }] },
        ]),
      ),
    );
  });
  afterAll(async () => test.cleanup());

  it('shows a reverse gloss (descendre -> 내리다) only to a learner whose dictionary language is Korean', async () => {
    const korean = await createDictionaryService(test.database).lookupWords(['descendre'], 'fr_FR', 'ko_KR');
    expect(korean.map((w) => w.senses[0]?.translation)).toEqual(['내리다']);
    for (const lang of ['en_US', 'es_ES', 'ja_JP'] as const) {
      expect(
        await createDictionaryService(test.database).lookupWords(['descendre'], 'fr_FR', lang),
        lang,
      ).toEqual([]);
    }
  });

  it('shows identical senses once', async () => {
    const [take] = await createDictionaryService(test.database).lookupWords(['take'], 'en_US', 'en_US');
    expect(take?.senses.map((s) => s.translation)).toEqual(['grab', 'carry']);
  });

  it('offers a capitalised headword for a lower-case form only when nothing else matches', async () => {
    expect(
      (await createDictionaryService(test.database).lookupWords(['be'], 'en_US', 'en_US')).map(
        (w) => w.written,
      ),
    ).toEqual(['be']);
    expect(
      (await createDictionaryService(test.database).lookupWords(['Be'], 'en_US', 'en_US'))
        .map((w) => w.written)
        .sort(),
    ).toEqual(['Be', 'be']);
    expect(
      (await createDictionaryService(test.database).lookupWords(['reading'], 'en_US', 'en_US')).map(
        (w) => w.written,
      ),
    ).toEqual(['Reading']);
  });

  it('keeps a sense in another language marked by its variants (the detail says so)', async () => {
    const [take] = await createDictionaryService(test.database).lookupWords(['take'], 'en_US', 'fr_FR');
    expect(take?.senses[0]?.variants?.fr_FR).toBeUndefined();
    expect(take?.senses[0]?.variants?.en_US?.definition).toBe('get into your hands');
  });
});
