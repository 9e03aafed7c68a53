import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeResponseSchema, analyzeUnitsResponseSchema } from '@glossa/contract';
import { openDictionaryFile } from '@glossa/dictionary';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-database.ts';
import { importDictionary } from '../dictionary/installs/source.import.ts';
import { writeGlossaFile } from '../dictionary/dictionary.test-helpers.ts';

interface Unit {
  surface: string;
  word: string;
  vocabulary?: string;
  morphs: { lex: string; tag: string }[];
}

/** Every unit's surface is found in the text in order, searching forward (what the web app relies on). */
function expectSurfacesInOrder(text: string, units: Unit[]): void {
  let from = 0;
  for (const unit of units) {
    const at = text.indexOf(unit.surface, from);
    expect(at, `unit ${unit.surface} after offset ${from}`).toBeGreaterThanOrEqual(0);
    from = at + unit.surface.length;
  }
}

/**
 * What fastify's serializer compiled from the response schema writes for the same answer: the route writes
 * its JSON itself, and must stay byte for byte identical to it.
 */
async function schemaSerialized(
  answer: unknown,
  responseSchema: z.ZodType = analyzeResponseSchema,
): Promise<string> {
  const app = Fastify();
  const schema = z.toJSONSchema(responseSchema, { target: 'draft-7' });
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.body;
}

describe.each(testDialects())('POST /api/analyze on %s', (dialect) => {
  let t: TestApp;
  const analyze = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/analyze', payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-analyze-'));
    const file = writeGlossaFile(dir, 'test-ko', 'ko_KR', [
      {
        written: '학교',
        senses: [{ glosses: { en_US: ['school', 'A place of learning.'], fr_FR: ['école', ''] } }],
      },
      { written: '가다', category: 'verb', senses: [{ glosses: { en_US: ['go', 'To move somewhere.'] } }] },
      { written: '해수욕장', senses: [{ glosses: { en_US: ['beach', 'A beach for swimming.'] } }] },
    ]);
    await importDictionary(t.database, await openDictionaryFile(file));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('analyses Korean into learner units with headwords and their dictionary words', async () => {
    const text = '학교에 갔어요.';
    const response = await analyze({ text, text_lang: 'ko_KR', dico_lang: 'en_US' });
    expect(response.statusCode).toBe(200);
    const { units, vocab } = response.json<{
      units: Unit[];
      vocab: { written: string; senses: unknown[] }[];
    }>();
    expect(units.map((u) => [u.surface, u.vocabulary])).toEqual([
      ['학교에', '학교'],
      ['갔어요', '가다'],
    ]);
    expect(units[1]!.morphs.map((m) => `${m.lex}/${m.tag}`)).toEqual(
      expect.arrayContaining(['가/VV', '았/EP']),
    );
    expect(vocab.map((w) => w.written).sort()).toEqual(['가다', '학교']);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(await schemaSerialized(response.json()));
    // The compiled serializer writes the whole contract shape, senses in every language included.
    expect(analyzeResponseSchema.safeParse(response.json()).success).toBe(true);
    const school = response.json().vocab.find((w: { written: string }) => w.written === '학교');
    expect(school.senses[0]).toMatchObject({ translation: 'school', definition: 'A place of learning.' });
    expect(school.senses[0].variants.fr_FR.translation).toBe('école');
    expectSurfacesInOrder(text, units);
  });

  it('gives no headword to a word the answer has no dictionary word for (shown unrecognized, not "to learn")', async () => {
    // école is known only from the Korean entry's French gloss (a derived French -> Korean word): read with
    // an English dictionary it has no entry to show, read with a Korean one it has.
    const text = "Je vais à l'école.";
    const english = await analyze({ text, text_lang: 'fr_FR', dico_lang: 'en_US' });
    expect(english.statusCode).toBe(200);
    const school = (english.json().units as Unit[]).find((u) => u.surface === 'école');
    expect(school?.vocabulary).toBeUndefined();
    expect(english.json().vocab.map((w: { written: string }) => w.written)).not.toContain('école');
    expect(english.body).toBe(await schemaSerialized(english.json()));
    const korean = await analyze({ text, text_lang: 'fr_FR', dico_lang: 'ko_KR' });
    expect((korean.json().units as Unit[]).find((u) => u.surface === 'école')?.vocabulary).toBe('école');
    expect(korean.json().vocab.map((w: { written: string }) => w.written)).toContain('école');
  });

  it("segments Korean with the installed dictionaries' nouns as lattice words (a known compound stays whole)", async () => {
    // The plain analyser (MeCab) reads 해운대 해 + 수욕장을: 해 (하다) is cheap right after a noun.
    const text = '해운대 해수욕장을';
    const response = await analyze({ text, text_lang: 'ko_KR', dico_lang: 'en_US' });
    expect(response.statusCode).toBe(200);
    const units = response.json().units as Unit[];
    expect(units.map((u) => [u.surface, u.vocabulary ?? null])).toEqual([
      ['해운대', null],
      ['해수욕장을', '해수욕장'],
    ]);
    expect(units[1]!.morphs.map((m) => `${m.lex}/${m.tag}`)).toEqual(['해수욕장/NNG', '을/JKO']);
    expect(response.json().vocab.map((w: { written: string }) => w.written)).toEqual(['해수욕장']);
  });

  it('accepts the alternative field names and short language codes', async () => {
    const response = await analyze({ text: 'I went home.', textLanguage: 'en', dictionaryLanguage: 'fr' });
    expect(response.statusCode).toBe(200);
    const units = response.json().units as Unit[];
    expect(units.find((u) => u.surface === 'went')?.word).toBe('go');
  });

  it('analyses French', async () => {
    const text = "Nous allions à l'école.";
    const response = await analyze({ text, text_lang: 'fr_FR', dico_lang: 'en_US' });
    expect(response.statusCode).toBe(200);
    const units = response.json().units as Unit[];
    expect(units.find((u) => u.surface === 'allions')?.word).toBe('aller');
    expectSurfacesInOrder(text, units);
  });

  it.each([
    [{}, 'text'],
    [{ text: 42 }, 'text'],
    [{ text: '   ' }, 'text: must not be empty'],
    [{ text: 'a'.repeat(1001) }, 'text: must be at most 1000 characters'],
    [{ text: 'hello', text_lang: 'de_DE' }, 'text_lang'],
    [{ text: 'hello', dico_lang: 'xx' }, 'dico_lang'],
    [
      { text: 'hello', text_lang: 'en_US', dico_lang: 'ja_JP' },
      'dico_lang: must be one of en_US, fr_FR, ko_KR, es_ES for en_US text',
    ],
  ])('refuses %j with a 400 naming the field', async (payload, detail) => {
    const response = await analyze(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.json().detail).toContain(detail);
  });

  it.each([
    ['mixed scripts and emoji', '서울 Seoul 東京 🙂 café 123'],
    ['combining jamo', '\u1100\u1161\u11a8 한글'],
    ['a lone surrogate', 'ab\ud800cd 학교'],
    ['NUL and control characters', 'a\u0000b\u0007 학교\u001b'],
    ['1000 characters without a space', '가'.repeat(1000)],
    ['only punctuation', '?!...,;:()[]'],
  ])('answers %s with a valid result in every language', async (_name, text) => {
    for (const text_lang of ['ko_KR', 'en_US', 'fr_FR']) {
      const response = await analyze({ text, text_lang, dico_lang: 'en_US' });
      expect(response.statusCode, text_lang).toBe(200);
      expectSurfacesInOrder(text.trim(), response.json().units as Unit[]);
      expect(response.body, text_lang).toBe(await schemaSerialized(response.json()));
    }
  });

  describe('POST /api/analyze/units', () => {
    const analyzeUnits = (payload: unknown) =>
      t.request({ method: 'POST', url: '/api/analyze/units', payload: payload as object });

    it.each([
      ['Korean', ['학교에 갔어요.', '해운대 해수욕장을', 'ab\ud800cd 학교'], 'ko_KR'],
      ['English', ['She gave up and went home.', 'I went home.'], 'en_US'],
      ['French', ["Nous allions à l'école."], 'fr_FR'],
    ])(
      'answers %s texts with the units and phrases /api/analyze gives each, in order',
      async (_n, texts, lang) => {
        const light = await analyzeUnits({ texts, text_lang: lang, dico_lang: 'en_US' });
        expect(light.statusCode).toBe(200);
        expect(light.headers['content-type']).toBe('application/json; charset=utf-8');
        const answer = light.json<{ results: Record<string, unknown>[] }>();
        expect(analyzeUnitsResponseSchema.safeParse(answer).success).toBe(true);
        expect(light.body).toBe(await schemaSerialized(answer, analyzeUnitsResponseSchema));
        expect(answer.results).toHaveLength(texts.length);
        // Without a dictionary language the units keep every headword the analysers found.
        const bare = (await analyzeUnits({ texts, text_lang: lang })).json<{
          results: { units: Unit[] }[];
        }>();
        for (const [i, text] of texts.entries()) {
          const full = (await analyze({ text, text_lang: lang, dico_lang: 'en_US' })).json();
          expect(Object.keys(answer.results[i]!)).toEqual(['units', 'phrases']);
          // With it, a headword that language has no word for is left out, as /api/analyze leaves it out (école
          // here is known only from a Korean entry's French gloss): the colours agree with the word's detail.
          expect(answer.results[i]!.units, text).toEqual(full.units);
          expect(answer.results[i]!.phrases, text).toEqual(full.phrases);
          const explained = new Set(
            (full.vocab as { written: string }[]).map((w) => w.written.toLowerCase()),
          );
          const bareExplained = bare.results[i]!.units.map((unit) => {
            if (unit.vocabulary === undefined || explained.has(unit.vocabulary.toLowerCase())) return unit;
            const { vocabulary: _unexplained, ...rest } = unit;
            return rest;
          });
          expect(bareExplained, text).toEqual(full.units);
        }
      },
    );

    it('leaves out the headwords the asked dictionary language cannot explain, per language', async () => {
      const texts = ["Je vais à l'école."];
      const school = async (dico_lang?: string) => {
        const response = await analyzeUnits({
          texts,
          text_lang: 'fr_FR',
          ...(dico_lang ? { dico_lang } : {}),
        });
        expect(response.statusCode).toBe(200);
        return response
          .json<{ results: { units: Unit[] }[] }>()
          .results[0]!.units.find((u) => u.surface === 'école');
      };
      expect((await school('en_US'))?.vocabulary).toBeUndefined();
      expect((await school('ko_KR'))?.vocabulary).toBe('école');
      expect((await school())?.vocabulary).toBe('école');
    });

    it.each([
      [{}, 'texts'],
      [{ texts: [] }, 'texts'],
      [{ texts: 'hello' }, 'texts'],
      [{ texts: ['hello', 42] }, 'texts.1'],
      [{ texts: ['hello', '   '] }, 'texts.1: must not be empty'],
      [{ texts: ['a'.repeat(1001)] }, 'texts.0: must be at most 1000 characters'],
      [{ texts: Array.from({ length: 17 }, () => 'hi') }, 'texts'],
      [{ texts: ['hello'], text_lang: 'de_DE' }, 'text_lang'],
      [{ texts: ['hello'], dico_lang: 'xx' }, 'dico_lang'],
      [
        { texts: ['hello'], text_lang: 'en_US', dico_lang: 'ja_JP' },
        'dico_lang: must be one of en_US, fr_FR, ko_KR, es_ES for en_US text',
      ],
    ])('refuses %j with a 400 naming the field', async (payload, detail) => {
      const response = await analyzeUnits(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(response.json().detail).toContain(detail);
    });
  });
});
