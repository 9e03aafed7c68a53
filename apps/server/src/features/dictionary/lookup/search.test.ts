// The Dictionary screen's search over HTTP, on the core dictionary: exact, prefix, inflected, translation.
import { dictionarySearchResultSchema, type DictionarySearchResult } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDialects } from '../../../testing/test-database.ts';
import { installCoreDictionary } from '../installs/core-install.test-helpers.ts';

describe.each(testDialects())('dictionary search on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(dialect);
    await installCoreDictionary(test.database);
  }, 180_000);
  afterAll(async () => test?.close());

  async function search(
    q: string,
    language: string,
    lang = 'en_US',
    extra = '',
  ): Promise<DictionarySearchResult> {
    const url = `/api/dictionary/search?q=${encodeURIComponent(q)}&language=${language}&lang=${lang}${extra}`;
    const response = await test.request({ url });
    expect(response.statusCode, response.body).toBe(200);
    return dictionarySearchResultSchema.parse(response.json());
  }

  /** Each result as `written:match`. */
  const hits = (result: DictionarySearchResult) => result.results.map((w) => `${w.written}:${w.match}`);

  it.each([
    ['먹었어요', 'ko_KR', '먹다'],
    ['갔어요', 'ko_KR', '가다'],
    ['went', 'en_US', 'go'],
    ['children', 'en_US', 'child'],
    ['allées', 'fr_FR', 'aller'],
    ['mangeait', 'fr_FR', 'manger'],
  ])('finds the headword of the inflected form %s (%s): %s', async (q, language, headword) => {
    const result = await search(q, language);
    expect(hits(result)).toContain(`${headword}:inflected`);
  });

  it('orders exact headwords, then prefixes, then inflected forms, then translations', async () => {
    // 학교: exact; 학교생활 and the like: prefix. No inflected form, 학교 is a noun.
    const korean = await search('학교', 'ko_KR');
    expect(hits(korean)[0]).toBe('학교:exact');
    expect(
      hits(korean)
        .slice(1)
        .every((hit) => hit.endsWith(':prefix')),
    ).toBe(true);
    // "left": exact (the adjective), then prefixes (leftover ...), then leave (inflected).
    const english = await search('left', 'en_US');
    const matches = english.results.map((w) => w.match);
    const order = ['exact', 'prefix', 'inflected', 'translation'];
    expect(matches.map((m) => order.indexOf(m))).toEqual(
      [...matches.map((m) => order.indexOf(m))].sort((a, b) => a - b),
    );
    expect(hits(english)).toContain('leave:inflected');
    expect(hits(english)[0]).toBe('left:exact');
  });

  it('finds words by their translation in the dictionary language, after the headword matches', async () => {
    const result = await search('school', 'ko_KR');
    expect(hits(result)).toContain('학교:translation');
    expect(result.results.every((w) => w.language === 'ko_KR')).toBe(true);
    const french = await search('école', 'ko_KR', 'fr_FR');
    expect(hits(french)).toContain('학교:translation');
    // In French text, "school" finds école through its English gloss.
    expect(hits(await search('school', 'fr_FR'))).toContain('école:translation');
  });

  it('answers the date the dictionaries last changed', async () => {
    const result = await search('학', 'ko_KR');
    expect(result.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(result.results.length).toBe(20);
    expect(result.hasMore).toBe(true);
  });

  it('trims the query; an empty one answers no results', async () => {
    expect((await search('  학교  ', 'ko_KR')).query).toBe('학교');
    const empty = await search('   ', 'ko_KR');
    expect([empty.query, empty.results, empty.hasMore]).toEqual(['', [], false]);
    const missing = await test.request({ url: '/api/dictionary/search?language=ko_KR' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ detail: expect.stringMatching(/^q:/) });
  });

  it.each([
    ['1,000 characters', 'a'.repeat(1000), /^q: must be at most 200 characters/],
    ['201 characters', '학'.repeat(201), /^q: must be at most 200 characters/],
    ['a control character', 'a\u0001b', /^q: must not contain control characters/],
    ['a tab inside', 'a\tb', /^q: must not contain control characters/],
  ])('refuses %s with a clear 400', async (_label, q, detail) => {
    const response = await test.request({
      url: `/api/dictionary/search?q=${encodeURIComponent(q)}&language=en_US`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: expect.stringMatching(detail) });
  });

  it('accepts 200 characters', async () => {
    expect((await search('가'.repeat(200), 'ko_KR')).results).toEqual([]);
  });
});
