import { dictionarySearchResultSchema, dictionaryWordSchema, exampleSchema } from '@glossa/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { installStarterDictionaries } from './installs/starter.install.ts';
import {
  openDictTestDatabase,
  tempDir,
  testDialects,
  writeGlossaFile,
  type TestDatabase,
} from './dictionary.test-helpers.ts';

describe.each(testDialects())('dictionary API on %s', (dialect) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openDictTestDatabase(dialect);
    const starter = tempDir('api-starter');
    writeGlossaFile(
      starter,
      'glossa-starter-ko',
      'ko_KR',
      [
        {
          written: '학교',
          senses: [
            {
              glosses: {
                en_US: ['school', 'A place of learning.'],
                ko_KR: ['학교', '학생을 가르치는 기관.'],
              },
              examples: [
                ['fragment', '학교에 가다'],
                [
                  'conversation',
                  '가: 어디 가요?\n나: 학교에 가요.',
                  {
                    en_US: 'A: Where are you going?\nB: To school.',
                    fr_FR: 'A : Tu vas où ?\nB : À l’école.',
                  },
                ],
              ],
            },
          ],
        },
        { written: '가다', category: 'verb', senses: [{ glosses: { en_US: ['go', 'To move.'] } }] },
      ],
      [],
      'ko.glossa.jsonl',
    );
    writeGlossaFile(
      starter,
      'glossa-starter-en',
      'en_US',
      [{ written: 'the', category: 'article', senses: [{ glosses: { fr_FR: ['le', ''] } }] }],
      [],
      'en.glossa.jsonl',
    );
    const steps = await installStarterDictionaries(
      { database: test.database },
      { settings: { enabled: true, starterDir: starter, sourcesDir: '', wordnet: false, freedictDir: '' } },
    );
    expect(steps.filter((s) => s.status === 'failed')).toEqual([]);
    const config = loadConfig({ DATA_DIR: tempDir('api-data'), LOG_LEVEL: 'silent' });
    app = await buildApp(config, { database: test.database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await test.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers dictionary words for one and several written forms', async () => {
    const one = await get('/api/written/%ED%95%99%EA%B5%90/words?language=ko&lang=en');
    expect(one.statusCode).toBe(200);
    const words = z.array(dictionaryWordSchema).parse(one.json());
    expect(words[0]).toMatchObject({ written: '학교', category: 'noun', audio_id: null });
    expect(words[0]?.senses[0]).toMatchObject({ translation: 'school', definition: 'A place of learning.' });
    expect(one.headers['cache-control']).toMatch(/max-age/);

    const several = await get(
      `/api/writtens/${encodeURIComponent('학교,가다,없다')}/words?language=ko_KR&lang=ko_KR&senses=false`,
    );
    const list = z.array(dictionaryWordSchema).parse(several.json());
    expect(list.map((w) => [w.written, w.senses.length])).toEqual([
      ['가다', 0],
      ['학교', 0],
    ]);
    expect((await get('/api/written/nothing/words')).json()).toEqual([]);
  });

  it('answers examples, fragments and search', async () => {
    const [word] = z
      .array(dictionaryWordSchema)
      .parse((await get('/api/written/%ED%95%99%EA%B5%90/words')).json());
    const examples = await get(`/api/senses/${word?.senses[0]?.id}/examples?lang=en`);
    expect(
      z
        .array(exampleSchema)
        .parse(examples.json())
        .map((e) => e.category),
    ).toEqual(['fragment', 'conversation']);
    // The conversation's translation in the dictionary language asked for, and only in it.
    expect(z.array(exampleSchema).parse(examples.json())[1]?.translation).toBe(
      'A: Where are you going?\nB: To school.',
    );
    const french = z
      .array(exampleSchema)
      .parse((await get(`/api/senses/${word?.senses[0]?.id}/examples?lang=fr`)).json());
    expect(french.map((e) => e.translation)).toEqual([undefined, 'A : Tu vas où ?\nB : À l’école.']);
    const fragments = await get('/api/written/%ED%95%99%EA%B5%90/fragments?language=ko');
    expect(fragments.json()).toEqual([{ example: '학교에 가다', category: 'fragment' }]);
    const search = await get('/api/dictionary/search?q=%20scho%20&lang=en_US');
    const result = dictionarySearchResultSchema.parse(search.json());
    expect(result.query).toBe('scho');
    expect(result.results.map((w) => w.written)).toContain('학교');
    expect(result.updatedAt).not.toBeNull();
    const sources = (await get('/api/dictionary/sources')).json<Array<{ id: string; licence: string }>>();
    expect(sources.map((s) => s.id)).toEqual(
      expect.arrayContaining(['glossa-starter-ko', 'glossa-starter-en', 'glossa-reverse-ko-en']),
    );
  });

  it('lets the browser revalidate with the dictionary revision', async () => {
    const first = await get('/api/written/the/words?language=en');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"dict-\d+"$/);
    const again = await get('/api/written/the/words?language=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['a slash', '/api/written/%2F/words', 400, /'\/'/],
    ['a .. segment', '/api/written/a%2F..%2Fb/words', 400, /\.\./],
    ['a bare %', '/api/written/%/words', 400, /Malformed/i],
    ['a control character', '/api/written/a%01b/words', 400, /control/],
    ['300 characters', `/api/written/${'가'.repeat(300)}/words`, 400, /at most 200/],
    ['10,000 characters', `/api/written/${'a'.repeat(10_000)}/words`, 400, /max param length/],
    ['a blank form', '/api/written/%20/words', 400, /empty/],
    ['an unknown lang', '/api/written/go/words?lang=xx', 400, /^lang: must be one of/],
    ['an unknown language', '/api/written/go/words?language=es', 400, /^language:/],
    ['a bad senses flag', '/api/written/go/words?senses=maybe', 400, /^senses:/],
    ['a bad sense id', '/api/senses/abc/examples', 400, /^id:/],
    ['an unknown sense', '/api/senses/999999/examples', 404, /No sense/],
    ['a missing search', '/api/dictionary/search', 400, /^q:/],
    ['page 0', '/api/dictionary/search?q=a&page=0', 400, /^page:/],
    ['201 forms', `/api/writtens/${'a,'.repeat(201)}/words`, 400, /at most 200/],
  ])('refuses %s with a clear error', async (_label, url, status, detail) => {
    const response = await get(url);
    const body = response.json<{ detail: string; code: string }>();
    expect([response.statusCode, body.detail]).toEqual([status, expect.stringMatching(detail)]);
    expect(typeof body.code).toBe('string');
  });

  it('keeps answering after bad requests; a % in a word is just a word', async () => {
    expect((await get('/api/written/%25/words')).json()).toEqual([]);
    expect((await get('/api/written/go/words?language=ko')).statusCode).toBe(200);
  });
});
