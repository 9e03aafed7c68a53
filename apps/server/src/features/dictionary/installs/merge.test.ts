import fs from 'node:fs';
import path from 'node:path';
import { openDictionaryFile } from '@glossa/dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KAIKKI_FIXTURE } from './online.test-helpers.ts';
import { createDictionaryService } from '../dictionary.service.ts';
import { importStaged } from './staging.import.ts';
import {
  openDictTestDatabase,
  tempDir,
  writeGlossaFile,
  type TestDatabase,
} from '../dictionary.test-helpers.ts';

describe('lookups merge the sources: core first, then the others, no sense twice', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openDictTestDatabase('sqlite');
    const dir = tempDir('merge');
    // Imported second-best first, so the order of the answer comes from the sources' priority, not import order.
    const kaikki = path.join(dir, 'kaikki.org-dictionary-Korean.jsonl');
    fs.writeFileSync(
      kaikki,
      `${KAIKKI_FIXTURE}${JSON.stringify({ word: '눈', lang_code: 'ko', pos: 'noun', senses: [{ glosses: ['eye'] }, { glosses: ['snow'] }, { glosses: ['bud (of a plant)'] }] })}\n`,
    );
    await importStaged(test.database, await openDictionaryFile(kaikki, { format: 'kaikki' }));
    const core = writeGlossaFile(dir, 'glossa-core-ko', 'ko_KR', [
      { written: '사과', senses: [{ glosses: { en_US: ['apple', 'A round fruit.'] } }] },
      { written: '사과', homograph: 2, senses: [{ glosses: { en_US: ['apology', 'Saying sorry.'] } }] },
      { written: '바다', senses: [{ glosses: { en_US: ['sea', 'The salt water.'] } }] },
      {
        written: '눈',
        senses: [
          { glosses: { en_US: ['eye', 'What one sees with.'] } },
          { glosses: { en_US: ['Snow', 'Frozen rain.'] } },
        ],
      },
    ]);
    await importStaged(test.database, await openDictionaryFile(core));
  });
  afterAll(() => test.cleanup());

  const senses = async (written: string) =>
    (await createDictionaryService(test.database).lookupWords([written], 'ko_KR', 'en_US')).map((word) => [
      word.source,
      word.senses.map((sense) => sense.translation),
    ]);

  it('drops a later source whose every sense the core already gives', async () => {
    // kaikki's 사과 says apple and apology, both in the core (as two homographs): nothing of it is left.
    expect(await senses('사과')).toEqual([
      ['glossa-core-ko', ['apple']],
      ['glossa-core-ko', ['apology']],
    ]);
  });

  it('keeps what a later source adds, after the core, without the senses it repeats', async () => {
    // "sea; ocean" translates as ocean: something the core does not say, so it stays.
    expect(await senses('바다')).toEqual([
      ['glossa-core-ko', ['sea']],
      ['kaikki-ko-en', ['ocean']],
    ]);
    // eye and snow (any case) are the core's; the bud is new.
    expect(await senses('눈')).toEqual([
      ['glossa-core-ko', ['eye', 'Snow']],
      ['kaikki-ko-en', ['bud (of a plant)']],
    ]);
  });

  it('leaves a word only one source has as it is', async () => {
    expect(await senses('달리다')).toEqual([['kaikki-ko-en', ['to run']]]);
  });
});
