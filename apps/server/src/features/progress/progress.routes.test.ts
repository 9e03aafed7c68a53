import type { Stats } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import { startAuthServer, type TestServer } from '../auth/auth.test-setup.ts';
import { testDialects } from '../vocabulary/vocabulary.test-helpers.ts';

describe.each(testDialects())('GET /api/user/stats on %s', (dialect) => {
  let server: TestServer;
  let ann: SignedInUser;

  beforeAll(async () => {
    server = await startAuthServer(dialect);
    ann = await signUpUser(server.app);
  });
  afterAll(async () => {
    await server.close();
  });

  const get = async (who: SignedInUser | null, query: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/user/stats${query}`,
      headers: who ? who.headers : {},
    });
    return { status: response.statusCode, body: response.json<unknown>(), headers: response.headers };
  };

  it('refuses a guest with 401', async () => {
    expect((await get(null, '?language=ko_KR')).status).toBe(401);
  });

  it.each([
    ['a reversed range', '?language=ko_KR&from=2025-03-10&to=2025-03-01', /^to: must not be before from/],
    [
      'a range over 5 years',
      '?language=ko_KR&from=2019-01-01&to=2025-01-01',
      /^to: the range must be at most 5 years/,
    ],
    ['a date that is not ISO', '?language=ko_KR&from=03/01/2025', /^from: must be an ISO 8601 date/],
    ['a date that does not exist', '?language=ko_KR&to=2025-02-30', /^to: must be an ISO 8601 date/],
    [
      'a time instead of a date',
      '?language=ko_KR&from=2025-03-01T00:00:00Z',
      /^from: must be an ISO 8601 date/,
    ],
    ['no language', '?from=2025-03-01', /^language: /],
    ['an unknown language', '?language=xx_XX', /^language: /],
  ])('answers 400 naming the field for %s', async (_, query, detail) => {
    const answer = await get(ann, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', detail: expect.stringMatching(detail) });
  });

  it('answers a learner with no data with zeros over the whole range, never cached', async () => {
    const answer = await get(ann, '?language=ko_KR&from=2025-01-01&to=2025-01-31');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const stats = answer.body as Stats;
    expect(stats.statuses).toEqual({ learned: 0, seen: 0, ignore: 0 });
    expect(stats.days.length).toBe(31);
    expect(stats.days.every((d) => d.known === 0 && d.new_words === 0)).toBe(true);
    expect(stats.retention).toEqual({ passed: 0, failed: 0, rate: null });
    expect(stats.forecast.overdue).toBe(0);
    expect(stats.forecast.days.length).toBe(30);
  });

  it("counts a status change made over HTTP, an import as one event, on the learner's day", async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    // The learner's day is the day of the edit (not of the upload).
    const today = recent.slice(0, 10);
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/user/voc/batch?source=import&device=web-1',
      headers: ann.headers,
      payload: ['가', '나', '다'].map((written) => ({
        written,
        lang: 'ko_KR',
        status: 'learned',
        updated_at: recent,
      })),
    });
    expect(put.statusCode).toBe(200);
    const one = await server.app.inject({
      method: 'PUT',
      url: '/api/user/voc',
      headers: ann.headers,
      payload: { written: '라', lang: 'ko_KR', status: 'seen', updated_at: recent },
    });
    expect(one.statusCode).toBe(200);
    const stats = (await get(ann, `?language=ko_KR&from=${today}&to=${today}`)).body as Stats;
    expect(stats.statuses).toEqual({ learned: 3, seen: 1, ignore: 0 });
    expect(stats.days).toEqual([{ date: today, known: 3, new_words: 1, bulk_words: 3 }]);
    const feed = await server.app.inject({
      method: 'GET',
      url: '/api/user/stats/log?since=1970-01-01T00:00:00Z',
      headers: ann.headers,
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.json()).toMatchObject({
      entries: [
        { kind: 'import', written: null, count: 3, new_status: 'learned', device_id: 'web-1' },
        { kind: 'change', written: '라', count: 1, old_status: null, new_status: 'seen', device_id: null },
      ],
      next: null,
    });
    const bad = await server.app.inject({
      method: 'PUT',
      url: '/api/user/voc/batch?source=everything',
      headers: ann.headers,
      payload: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: expect.stringMatching(/^source: /) });
  });
});
