// POST /api/analyze gives a word no dictionary has a gloss composed from its parts (derived words).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeResponseSchema, type DictionaryWord } from '@glossa/contract';
import { openDictionaryFile } from '@glossa/dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { importDictionary } from '../dictionary/installs/source.import.ts';
import { writeGlossaFile } from '../dictionary/dictionary.test-helpers.ts';

describe('POST /api/analyze: composed glosses on a real SQLite database', () => {
  let t: TestApp;

  const analyze = async (text: string, textLanguage: string, dictionaryLanguage: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/analyze',
      payload: { text, text_lang: textLanguage, dico_lang: dictionaryLanguage },
    });
    expect(response.statusCode).toBe(200);
    return analyzeResponseSchema.parse(response.json());
  };
  const wordOf = (vocab: DictionaryWord[], written: string) => vocab.filter((w) => w.written === written);

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-composed-'));
    await importDictionary(
      t.database,
      await openDictionaryFile(
        writeGlossaFile(dir, 'test-ko', 'ko_KR', [
          {
            written: '구매',
            senses: [{ glosses: { en_US: ['purchase, buying', ''], fr_FR: ['achat', ''] } }],
          },
          { written: '학습', senses: [{ glosses: { en_US: ['learning', ''] } }] },
          { written: '공부', senses: [{ glosses: { en_US: ['study', ''] } }] },
          {
            written: '공부하다',
            category: 'verb',
            senses: [{ glosses: { en_US: ['to study', 'To learn.'] } }],
          },
        ]),
      ),
    );
    await importDictionary(
      t.database,
      await openDictionaryFile(
        writeGlossaFile(dir, 'test-en', 'en_US', [
          { written: 'unhappy', category: 'adjective', senses: [{ glosses: { fr_FR: ['malheureux', ''] } }] },
        ]),
      ),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows 구매하다 by its parts 구매 + 하다 with their own glosses, not a made-up "to purchase"', async () => {
    const { units, vocab } = await analyze('어제 구매했어요.', 'ko_KR', 'en_US');
    expect(units.find((u) => u.surface === '구매했어요')?.vocabulary).toBe('구매하다');
    const [composed, ...others] = wordOf(vocab, '구매하다');
    expect(others).toEqual([]);
    expect(composed?.senses).toEqual([]);
    expect(composed?.composedOf).toEqual([
      { written: '구매', gloss: 'purchase' },
      { written: '하다', gloss: 'do; makes a verb' },
    ]);
    expect(composed?.source).toBe('glossa-composed');
    expect(composed?.id).toBeLessThan(0);
  });

  it('composes in the dictionary language asked for, and not at all when the part has no gloss in it', async () => {
    const french = await analyze('재구매 학습시키다', 'ko_KR', 'fr_FR');
    expect(wordOf(french.vocab, '재구매')[0]?.senses[0]?.translation).toBe('achat (à nouveau)');
    // 학습 has an English gloss only: nothing composed for 학습시키다 in French.
    expect(wordOf(french.vocab, '학습시키다')).toEqual([]);
    const english = await analyze('학습시키다', 'ko_KR', 'en_US');
    expect(wordOf(english.vocab, '학습시키다')[0]?.composedOf?.map((p) => p.written)).toEqual([
      '학습',
      '시키다',
    ]);
    expect(wordOf(english.vocab, '학습시키다')[0]?.senses).toEqual([]);
  });

  it('leaves a word with its own entry alone, and composes nothing from unknown parts', async () => {
    const { units, vocab } = await analyze('공부했어요. 운동했어요.', 'ko_KR', 'en_US');
    expect(wordOf(vocab, '공부하다').map((w) => [w.source, w.composedOf])).toEqual([['test-ko', undefined]]);
    // Neither 운동하다 nor 운동 is known: the unit stays without a headword.
    expect(units.find((u) => u.surface === '운동했어요')?.vocabulary).toBeUndefined();
    expect(vocab.filter((w) => w.written.startsWith('운동'))).toEqual([]);
  });

  it('composes English derivations for a French reader', async () => {
    const { vocab } = await analyze('Unhappiness is real.', 'en_US', 'fr_FR');
    const composed = vocab.find((w) => w.composedOf);
    expect(composed?.written.toLowerCase()).toBe('unhappiness');
    // -ness is no safe rule: its parts, not "le fait d'être malheureux".
    expect(composed?.senses).toEqual([]);
    expect(composed?.composedOf?.map((p) => p.written)).toEqual(['unhappy', '-ness']);
  });
});
