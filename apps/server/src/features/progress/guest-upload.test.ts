import { CSRF_COOKIE, CSRF_HEADER, type Stats, type StatusLogPage } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import { startAuthServer, type TestServer } from '../auth/auth.test-setup.ts';
import { testDialects } from '../vocabulary/vocabulary.test-helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())('POST /api/user/voc/guest on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startAuthServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  const upload = (who: SignedInUser | null, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/user/voc/guest',
      headers: who ? who.headers : {},
      payload: payload as Record<string, unknown>,
    });
  const json = async <T>(who: SignedInUser, url: string): Promise<T> =>
    (await server.app.inject({ method: 'GET', url, headers: who.headers })).json<T>();

  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS - 60_000).toISOString();
  const change = (written: string, old: string | null, now: string, time: string) => ({
    lang: 'ko_KR',
    written,
    old_status: old,
    new_status: now,
    kind: 'change',
    count: 1,
    device_id: 'guest-browser',
    changed_at: time,
  });

  it('refuses a guest (a CSRF pair but no session) with 401', async () => {
    const csrf = 'csrf-guest-0123456789abcdef';
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/user/voc/guest',
      headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
      payload: { items: [], log: [] },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('stores the words and keeps the log as given, counted once, in the stats and the change feed', async () => {
    const ann = await signUpUser(server.app);
    const items = [
      { written: '집', lang: 'ko_KR', status: 'learned', updated_at: at(1) },
      { written: '물', lang: 'ko_KR', status: 'seen', updated_at: at(0) },
      { written: '가', lang: 'ko_KR', status: 'learned', updated_at: at(3) },
      { written: '나', lang: 'ko_KR', status: 'learned', updated_at: at(3) },
    ];
    const log = [
      { ...change('집', null, 'seen', at(2)) },
      { ...change('집', 'seen', 'learned', at(1)) },
      {
        lang: 'ko_KR',
        written: null,
        old_status: null,
        new_status: 'learned',
        kind: 'import',
        count: 3,
        device_id: 'guest-browser',
        changed_at: at(3),
      },
      { ...change('물', 'learned', 'seen', at(0)) },
      { ...change('다', 'learned', 'unknown', at(0)) },
    ];
    const answer = await upload(ann, { items, log });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');

    const words = await json<unknown[]>(ann, '/api/user/voc');
    expect(words).toHaveLength(4);
    const feed = await json<StatusLogPage>(ann, '/api/user/stats/log?since=1970-01-01T00:00:00.000Z');
    // Exactly the guest's history: not one more event derived from storing the words.
    expect(feed.entries.map((e) => [e.kind, e.written, e.old_status, e.new_status, e.count])).toEqual([
      ['change', '집', null, 'seen', 1],
      ['change', '집', 'seen', 'learned', 1],
      ['import', null, null, 'learned', 3],
      ['change', '물', 'learned', 'seen', 1],
      ['change', '다', 'learned', 'unknown', 1],
    ]);
    expect(feed.entries[0]!.changed_at).toBe(log[0]!.changed_at);
    expect(feed.entries.every((e) => e.device_id === 'guest-browser')).toBe(true);

    const day = (n: number) => at(n).slice(0, 10);
    const stats = await json<Stats>(ann, `/api/user/stats?language=ko_KR&from=${day(4)}&to=${day(0)}`);
    expect(stats.statuses).toEqual({ learned: 3, seen: 1, ignore: 0 });
    // The line ends at today's 3 learned words; the log explains 2 of them (+3 import, +1 집, -1 물, -1 다),
    // so one word counts from before the log.
    expect(stats.days.map((d) => [d.known, d.new_words, d.bulk_words])).toEqual([
      [1, 0, 0],
      [4, 0, 3],
      [4, 1, 0],
      [5, 0, 0],
      [3, 0, 0],
    ]);
  });

  it.each([
    ['a status outside the enum', { new_status: 'known' }, 'new_status'],
    ['a time in the future', { changed_at: new Date(Date.now() + 3 * DAY_MS).toISOString() }, 'changed_at'],
    ['a time before 2000', { changed_at: '1999-12-31T23:59:59.000Z' }, 'changed_at'],
    ['a change without a word', { written: null }, 'written'],
    ['a bulk event with a word', { kind: 'import', count: 3 }, 'written'],
    ['a count of zero', { count: 0 }, 'count'],
    ['a device id with spaces', { device_id: 'my phone' }, 'device_id'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, bad, field) => {
    const bob = await signUpUser(server.app);
    const entry = { ...change('집', null, 'seen', at(1)), ...bad };
    const answer = await upload(bob, {
      items: [{ written: '집', lang: 'ko_KR', status: 'seen', updated_at: at(1) }],
      log: [entry],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ detail: string }>().detail).toContain(field);
    expect(await json<unknown[]>(bob, '/api/user/voc')).toEqual([]);
  });

  it('keeps the log even when every word lost to a newer one in the account', async () => {
    const cy = await signUpUser(server.app);
    const newer = { written: '집', lang: 'ko_KR', status: 'ignore', updated_at: at(0) };
    await server.app.inject({ method: 'PUT', url: '/api/user/voc', headers: cy.headers, payload: newer });
    const answer = await upload(cy, {
      items: [{ written: '집', lang: 'ko_KR', status: 'learned', updated_at: at(2) }],
      log: [change('집', null, 'learned', at(2))],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ stale: unknown[] }>().stale).toEqual([newer]);
    const feed = await json<StatusLogPage>(cy, '/api/user/stats/log?since=1970-01-01T00:00:00.000Z');
    expect(feed.entries.map((e) => [e.written, e.new_status])).toEqual([
      ['집', 'ignore'],
      ['집', 'learned'],
    ]);
  });
});
