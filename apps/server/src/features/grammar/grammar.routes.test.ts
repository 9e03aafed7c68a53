// The grammar layer through the real server: /api/analyze's `grammar`, the catalogue routes, their errors.
import {
  analyzeResponseSchema,
  analyzeUnitsResponseSchema,
  grammarEntrySchema,
  grammarListSchema,
  grammarSpans,
} from '@glossa/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

async function schemaSerialized(answer: unknown, schema: z.ZodType): Promise<string> {
  const app = Fastify();
  app.get(
    '/',
    { schema: { response: { 200: z.toJSONSchema(schema, { target: 'draft-7' }) } } },
    async () => answer,
  );
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.body;
}

describe('grammar API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /api/analyze names the constructions over the units, explained in the dictionary language', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/analyze',
      payload: { text: '비가 와서 집에 있었어요.', text_lang: 'ko_KR', dico_lang: 'fr_FR' },
    });
    expect(response.statusCode).toBe(200);
    const answer = analyzeResponseSchema.parse(response.json());
    const found = grammarSpans(answer.grammar).map((g) => [g.id, g.first, g.last, g.morphs]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['ko.connective.aseo', 1, 1, [{ unit: 1, first: 1, last: 1 }]],
        ['ko.tense.past', 3, 3, [{ unit: 3, first: 1, last: 1 }]],
      ]),
    );
    const aseo = answer.grammar.find((g) => g.id === 'ko.connective.aseo');
    expect(aseo).toMatchObject({ display: '-아서/어서', level: 'TOPIK1', category: 'connective' });
    expect(aseo?.meaning).toMatch(/^comme, parce que/);
    expect(aseo?.explanation).toMatch(/S'ajoute au radical/);
    // The route writes its own bytes: they must be what the schema's serializer writes.
    expect(response.body).toBe(await schemaSerialized(response.json(), analyzeResponseSchema));
  });

  it('sends each construction once, with all its places in text order', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/analyze',
      payload: {
        text: '비가 와서 집에 있었어요. 늦어서 미안해요. 배가 고파서 먹었어요.',
        text_lang: 'ko_KR',
        dico_lang: 'en_US',
      },
    });
    const answer = analyzeResponseSchema.parse(response.json());
    const ids = answer.grammar.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    const aseo = answer.grammar.find((g) => g.id === 'ko.connective.aseo');
    // Each place as its morpheme ranges (unit, first, last): -어서 is morpheme 1 of units 1, 4 and 7.
    expect(aseo?.spans).toEqual([
      [1, 1, 1],
      [4, 1, 1],
      [7, 1, 1],
    ]);
    expect(Object.keys(aseo ?? {})).toEqual([
      ...['id', 'display', 'level', 'category', 'meaning', 'explanation', 'spans'],
    ]);
    // Per place again for the readers: the construction's strings shared, in text order.
    const spans = grammarSpans(answer.grammar);
    expect(spans.filter((s) => s.id === 'ko.connective.aseo').map((s) => s.first)).toEqual([1, 4, 7]);
    expect(spans.map((s) => s.first)).toEqual([...spans.map((s) => s.first)].sort((a, b) => a - b));
    expect(response.body).toBe(await schemaSerialized(response.json(), analyzeResponseSchema));
  });

  it('finds English and French constructions too', async () => {
    const en = await t.request({
      method: 'POST',
      url: '/api/analyze',
      payload: { text: 'She has never seen snow.', text_lang: 'en_US', dico_lang: 'ko_KR' },
    });
    expect(en.json().grammar.map((g: { id: string }) => g.id)).toEqual(['en.tense.present-perfect']);
    const fr = await t.request({
      method: 'POST',
      url: '/api/analyze',
      payload: { text: 'Il faut que tu viennes.', text_lang: 'fr_FR', dico_lang: 'en_US' },
    });
    // il faut is a présent too (so is viennes, which the trigger makes a subjunctive; the présent says the form).
    expect(new Set(fr.json().grammar.map((g: { id: string }) => g.id))).toEqual(
      new Set(['fr.mood.subjonctif-il-faut-que', 'fr.tense.present']),
    );
  });

  it('shows -(으)세요 alone over its word, not also -아요/어요 (one explanation, no contradiction)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/analyze',
      payload: { text: '천천히 말씀하세요. 맛있어요.', text_lang: 'ko_KR', dico_lang: 'en_US' },
    });
    const spans = grammarSpans(analyzeResponseSchema.parse(response.json()).grammar);
    const over = (unit: number) => spans.filter((g) => g.first <= unit && unit <= g.last).map((g) => g.id);
    expect(over(1)).toContain('ko.ending.euseyo');
    expect(over(1)).not.toContain('ko.ending.ayo');
    // Elsewhere -아요/어요 is found as usual.
    expect(over(2)).toContain('ko.ending.ayo');
  });

  it('adds nothing to POST /api/analyze/units', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/analyze/units',
      payload: { texts: ['비가 와서 집에 있었어요.'], text_lang: 'ko_KR' },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().results[0])).toEqual(['units', 'phrases']);
    expect(response.body).toBe(await schemaSerialized(response.json(), analyzeUnitsResponseSchema));
  });

  it('GET /api/grammar/:lang lists the catalogue by level with every meaning', async () => {
    const response = await t.request({ method: 'GET', url: '/api/grammar/ko?dico_lang=ja' });
    expect(response.statusCode).toBe(200);
    const list = grammarListSchema.parse(response.json());
    expect(list.textLanguage).toBe('ko_KR');
    const aseo = list.items.find((i) => i.id === 'ko.connective.aseo');
    expect(aseo?.meaning).toMatch(/ので/);
    expect(Object.keys(aseo?.meanings ?? {}).sort()).toEqual(['en', 'es', 'fr', 'ja', 'ko']);
    const ranks = list.items.map((i) => i.level);
    expect([...ranks].sort()).toEqual(ranks);
  });

  it('GET /api/grammar/:lang/:id gives one construction with its examples and look-alikes', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/grammar/en_US/en.voice.passive?dico_lang=fr',
    });
    expect(response.statusCode).toBe(200);
    const entry = grammarEntrySchema.parse(response.json());
    expect(entry.examples[0]).toEqual({
      sentence: 'The letter was written by my grandmother.',
      translation: 'La lettre a été écrite par ma grand-mère.',
    });
    expect(entry.confusedWith).toEqual([
      { id: 'en.tense.present-perfect', display: 'present perfect (have + past participle)' },
    ]);
    expect(entry.explanation).toMatch(/^Forme : une forme de be/);
  });

  it('answers an unknown id with 404 GRAMMAR_NOT_FOUND and an unknown language with 400', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/grammar/ko/ko.nothing.here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'GRAMMAR_NOT_FOUND' });
    // An id of another language's catalogue is unknown in this one.
    const elsewhere = await t.request({ method: 'GET', url: '/api/grammar/fr/en.voice.passive' });
    expect(elsewhere.statusCode).toBe(404);
    const language = await t.request({ method: 'GET', url: '/api/grammar/de' });
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ code: 'VALIDATION' });
    const dico = await t.request({ method: 'GET', url: '/api/grammar/ko?dico_lang=xx' });
    expect(dico.statusCode).toBe(400);
  });
});
