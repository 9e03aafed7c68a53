// The Daily word over HTTP on the core dictionary: 30 days, stable, per language, pictures that exist.
import fs from 'node:fs';
import path from 'node:path';
import { dailyHistorySchema, type DailyHistory } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-database.ts';
import { installCoreDictionary } from '../dictionary/installs/core-install.test-helpers.ts';
import { createDictionaryService } from '../dictionary/dictionary.service.ts';
import { DEFAULT_PICTURES_DIR, loadPictures } from './daily.pictures.ts';
import { wordOfDay, utcDay } from './daily.rule.ts';
import { DailyService } from './daily.service.ts';

describe.each(testDialects())('Daily word on %s', (dialect) => {
  let test: TestApp;
  let service: DailyService;
  beforeAll(async () => {
    test = await createTestApp(dialect);
    await installCoreDictionary(test.database);
    service = new DailyService({
      database: test.database,
      dictionary: createDictionaryService(test.database),
      pictures: () => loadPictures(),
    });
  }, 180_000);
  afterAll(async () => test?.close());

  async function history(query: string): Promise<DailyHistory> {
    const response = await test.request({ url: `/api/dayword/history${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return dailyHistorySchema.parse(response.json());
  }

  it('answers the last 30 days, today (UTC) first, each a different word with senses', async () => {
    const days = await history('?language=ko_KR&lang=en_US');
    expect(days).toHaveLength(30);
    const today = new Date();
    expect(days[0]!.date).toBe(today.toISOString().slice(0, 10));
    for (let i = 1; i < days.length; i++) {
      expect(Date.parse(days[i - 1]!.date) - Date.parse(days[i]!.date)).toBe(86_400_000);
    }
    expect(new Set(days.map((d) => d.written)).size).toBe(30);
    for (const day of days) {
      expect(day.words.length).toBeGreaterThan(0);
      expect(day.words.every((w) => w.written === day.written && w.language === 'ko_KR')).toBe(true);
      expect(day.words.some((w) => w.senses.length > 0 && w.senses[0]!.translation !== '')).toBe(true);
    }
  });

  it('is the same twice, and the same words whatever the dictionary language', async () => {
    const first = await history('?language=ko_KR&lang=en_US');
    expect(await history('?language=ko_KR&lang=en_US')).toEqual(first);
    const inFrench = await history('?language=ko&lang=fr');
    expect(inFrench.map((d) => [d.date, d.written, d.image])).toEqual(
      first.map((d) => [d.date, d.written, d.image]),
    );
    // The senses follow the dictionary language asked for.
    expect(inFrench[0]!.words[0]!.senses[0]!.translation).toBe(
      first[0]!.words[0]!.senses[0]!.variants?.fr_FR?.translation,
    );
  });

  it('is different per text language, and Korean by default', async () => {
    const korean = (await history('')).map((d) => d.written);
    const english = (await history('?language=en_US')).map((d) => d.written);
    const french = (await history('?language=fr_FR')).map((d) => d.written);
    expect(korean.every((w) => /^[\uAC00-\uD7A3]+$/.test(w))).toBe(true);
    expect(english).not.toEqual(french);
    expect(new Set(english).size).toBe(30);
    expect(new Set(french).size).toBe(30);
  });

  it('is stable for a fixed clock: a day keeps its word as the days pass', async () => {
    const morning = await service.history('fr_FR', 'en_US', new Date('2026-03-10T00:00:01Z'));
    const evening = await service.history('fr_FR', 'en_US', new Date('2026-03-10T23:59:59Z'));
    expect(evening).toEqual(morning);
    expect(morning[0]!.date).toBe('2026-03-10');
    const nextDay = await service.history('fr_FR', 'en_US', new Date('2026-03-11T12:00:00Z'));
    expect(nextDay[0]!.date).toBe('2026-03-11');
    expect(nextDay.slice(1)).toEqual(morning.slice(0, 29));
  });

  it.each(['ko_KR', 'en_US', 'fr_FR'] as const)(
    'has enough %s words with pictures never to repeat one within a year',
    async (language) => {
      const order = await service.candidates(language);
      expect(order.length).toBeGreaterThanOrEqual(365);
      const start = utcDay(new Date('2027-01-01T00:00:00Z'));
      const year = Array.from({ length: 365 }, (_, i) => wordOfDay(start + i, order));
      expect(new Set(year).size).toBe(365);
    },
  );

  it('draws a picture only when it shows the first sense (장 is no maple leaf, 장미 no rosette)', async () => {
    const candidates = await service.candidates('ko_KR');
    const { byWord } = loadPictures();
    // The learner's examples: when these words are candidates, their keyword pictures are not drawn.
    const contradicted: Record<string, string> = { 장: '1F341', 장미: '1F3F5', 패키지: '1F4E6' };
    let checked = 0;
    for (const [word, file] of Object.entries(contradicted)) {
      if (!candidates.includes(word)) continue;
      expect(
        byWord
          .get('ko_KR')
          ?.get(word)
          ?.some((p) => p.file.startsWith(file)),
      ).toBe(true);
      const day = candidates.indexOf(word);
      const history = await service.history('ko_KR', 'en_US', new Date(day * 86_400_000));
      expect(history[0]!.written).toBe(word);
      expect(history[0]!.image ?? '').not.toContain(file);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('serves every picture of the history, and only pictures of the index', async () => {
    const days = [
      ...(await history('?language=ko_KR')),
      ...(await history('?language=en_US')),
      ...(await history('?language=fr_FR')),
    ];
    const pictured = days.flatMap((day) => (day.image ? [day.image] : []));
    // Most days have a picture; those whose pictures all contradict the first sense have none.
    expect(pictured.length).toBeGreaterThan(days.length / 3);
    for (const image of pictured) {
      expect(image).toMatch(/^\/api\/dayword\/picture\/[0-9A-F-]+\.svg$/);
      const file = path.join(DEFAULT_PICTURES_DIR, path.basename(image));
      expect(fs.existsSync(file)).toBe(true);
    }
    const picture = await test.request({ url: pictured[0]! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(picture.body).toContain('<svg');
    const head = await test.request({ method: 'HEAD', url: pictured[0]! });
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });

  it.each([
    ['a path', '/api/dayword/picture/..%2Findex.json', 400],
    ['a lower-case name', '/api/dayword/picture/1f3eb.svg', 400],
    ['the index', '/api/dayword/picture/index.json', 400],
    ['a picture not in the index', '/api/dayword/picture/E000.svg', 404],
    ['an unknown language', '/api/dayword/history?language=es_ES', 400],
  ])('refuses %s', async (_label, url, status) => {
    const response = await test.request({ url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
  });
});
