// Phrases are a layer over the words, not a replacement (issue: phrases that do not swallow words).
import { openDictionaryFile } from '@glossa/dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { importDictionary } from '../dictionary/installs/source.import.ts';
import { tempDir, writeGlossaFile } from '../dictionary/dictionary.test-helpers.ts';

interface Answer {
  units: Array<{ surface: string; vocabulary?: string }>;
  vocab: Array<{ written: string; senses: Array<{ translation: string }> }>;
  phrases: Array<{ first: number; last: number; vocabulary: string }>;
}

describe('the phrase layer through POST /api/analyze', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const dir = tempDir('phrases');
    const en = (written: string, category: string, fr: string) => ({
      written,
      category,
      senses: [{ glosses: { fr_FR: [fr, ''] as [string, string] } }],
    });
    const files = [
      writeGlossaFile(dir, 'test-en', 'en_US', [
        en('look for', 'phrase', 'chercher'),
        en('look', 'verb', 'regarder'),
        en('for', 'preposition', 'pour'),
        en('go', 'verb', 'aller'),
        en('store', 'noun', 'magasin'),
      ]),
      writeGlossaFile(dir, 'test-fr', 'fr_FR', [
        {
          written: 'avoir faim',
          category: 'expression',
          senses: [{ glosses: { en_US: ['be hungry', ''] } }],
        },
        { written: 'avoir', category: 'verb', senses: [{ glosses: { en_US: ['have', ''] } }] },
        { written: 'faim', category: 'noun', senses: [{ glosses: { en_US: ['hunger', ''] } }] },
      ]),
      // A Korean entry whose English gloss "go to" becomes a derived English headword: no phrase.
      writeGlossaFile(dir, 'test-ko', 'ko_KR', [
        { written: '가다', category: 'verb', senses: [{ glosses: { en_US: ['go to', ''] } }] },
      ]),
    ];
    for (const file of files) await importDictionary(t.database, await openDictionaryFile(file));
  });
  afterAll(async () => t.close());

  const analyze = async (text: string, textLanguage: string, dictionaryLanguage: string): Promise<Answer> => {
    const response = await t.request({
      method: 'POST',
      url: '/api/analyze',
      payload: { text, textLanguage, dictionaryLanguage },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };
  const spans = (answer: Answer) =>
    answer.phrases.map((p) => [
      answer.units
        .slice(p.first, p.last + 1)
        .map((u) => u.surface)
        .join(' '),
      p.vocabulary,
    ]);

  it('keeps "looking" and "for" as words under the phrase "look for", with the phrase senses in vocab', async () => {
    const answer = await analyze('I am looking for my keys.', 'en_US', 'fr_FR');
    expect(answer.units.map((u) => [u.surface, u.vocabulary ?? null])).toEqual(
      expect.arrayContaining([
        ['looking', 'look'],
        ['for', 'for'],
      ]),
    );
    expect(spans(answer)).toEqual([['looking for', 'look for']]);
    expect(answer.vocab.find((w) => w.written === 'look for')?.senses[0]?.translation).toBe('chercher');
  });

  it('does not make "went to" a phrase from a derived gloss: "go" stays the word', async () => {
    const answer = await analyze('She went to the store.', 'en_US', 'fr_FR');
    expect(answer.phrases).toEqual([]);
    expect(answer.units.find((u) => u.surface === 'went')?.vocabulary).toBe('go');
  });

  it('keeps "faim" a word of its own inside "avions faim"', async () => {
    const answer = await analyze('Nous avions faim.', 'fr_FR', 'en_US');
    expect(spans(answer)).toEqual([['avions faim', 'avoir faim']]);
    expect(answer.units.map((u) => [u.surface, u.vocabulary ?? null])).toEqual(
      expect.arrayContaining([
        ['avions', 'avoir'],
        ['faim', 'faim'],
      ]),
    );
  });
});
