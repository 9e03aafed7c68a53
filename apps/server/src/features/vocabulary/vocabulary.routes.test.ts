import type { VocabularyItem, VocabularySyncStatus } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import { startAuthServer, type TestServer } from '../auth/auth.test-setup.ts';
import { testDialects } from './vocabulary.test-helpers.ts';

const recent = (offsetMs = 0) => new Date(Date.now() - 60_000 + offsetMs).toISOString();

describe.each(testDialects())('/api/user/voc on %s', (dialect) => {
  let server: TestServer;
  let ann: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    server = await startAuthServer(dialect);
    ann = await signUpUser(server.app);
    bob = await signUpUser(server.app);
  });
  afterAll(async () => {
    await server.close();
  });

  const call = async (
    who: SignedInUser | null,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await server.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json<unknown>(), headers: response.headers };
  };

  it('refuses guests with 401', async () => {
    expect((await call(null, 'GET', '/api/user/voc')).status).toBe(401);
    expect((await call(null, 'GET', '/api/user/voc/status')).status).toBe(401);
  });

  it('stores single items and batches, answers the clock, lists and feeds changes', async () => {
    const empty = await call(ann, 'GET', '/api/user/voc/status');
    expect(empty).toMatchObject({ status: 200, body: { last_update: null } });
    expect(empty.headers['cache-control']).toBe('no-store');

    const one = await call(ann, 'PUT', '/api/user/voc', {
      written: '집',
      lang: 'ko_KR',
      status: 'seen',
      updated_at: recent(),
    });
    expect(one.status).toBe(200);
    const first = one.body as VocabularySyncStatus;
    expect(first.previous_update).toBeNull();
    expect(Date.parse(first.last_update ?? '')).not.toBeNaN();

    const batch = await call(ann, 'PUT', '/api/user/voc/batch', [
      { written: 'house', lang: 'en_US', status: 'learned', updated_at: recent(1) },
      { written: '집', lang: 'ko_KR', status: 'unknown', updated_at: recent(2) },
    ]);
    expect(batch.status).toBe(200);
    expect((batch.body as VocabularySyncStatus).previous_update).toBe(first.last_update);

    const list = (await call(ann, 'GET', '/api/user/voc')).body as VocabularyItem[];
    expect(list.map((i) => i.written)).toEqual(['house']);
    const feed = await call(
      ann,
      'GET',
      `/api/user/voc/change/${encodeURIComponent(first.last_update ?? '')}`,
    );
    expect((feed.body as VocabularyItem[]).map((i) => `${i.written}:${i.status}`).sort()).toEqual([
      'house:learned',
      '집:unknown',
    ]);
    // Another user sees none of it.
    expect((await call(bob, 'GET', '/api/user/voc')).body).toEqual([]);
  });

  it('refuses a bad batch as a whole with a detail naming the item', async () => {
    const before = (await call(bob, 'GET', '/api/user/voc/status')).body;
    const refused = await call(bob, 'PUT', '/api/user/voc/batch', [
      { written: 'ok', lang: 'en_US', status: 'seen', updated_at: recent() },
      { written: 'bad', lang: 'en_US', status: 'known', updated_at: recent() },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION',
      detail: expect.stringMatching(/^Item 2 \("bad", en_US\)/),
    });
    expect((await call(bob, 'GET', '/api/user/voc')).body).toEqual([]);
    expect((await call(bob, 'GET', '/api/user/voc/status')).body).toEqual(before);

    const future = await call(bob, 'PUT', '/api/user/voc', {
      written: 'later',
      lang: 'fr_FR',
      status: 'seen',
      updated_at: '2999-01-01T00:00:00.000Z',
    });
    expect(future).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/future/) } });
    const tooMany = Array.from({ length: 10_001 }, (_, i) => ({
      written: `w${i}`,
      lang: 'en_US',
      status: 'seen',
      updated_at: recent(),
    }));
    expect((await call(bob, 'PUT', '/api/user/voc/batch', tooMany)).status).toBe(400);
    expect((await call(bob, 'PUT', '/api/user/voc/batch', { not: 'a list' })).status).toBe(400);
    expect((await call(bob, 'GET', '/api/user/voc/change/not-a-time')).body).toMatchObject({
      detail: expect.stringMatching(/^since: /),
    });
  });

  it('accepts a full 10,000-item batch and clears everything with DELETE', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      written: `mot${i}`,
      lang: 'fr_FR',
      status: 'learned',
      updated_at: recent(i % 1000),
    }));
    const stored = await call(bob, 'PUT', '/api/user/voc/batch', items);
    expect(stored.status).toBe(200);
    expect(((await call(bob, 'GET', '/api/user/voc')).body as unknown[]).length).toBe(10_000);
    const cleared = await call(bob, 'DELETE', '/api/user/voc');
    expect(cleared.status).toBe(200);
    expect((await call(bob, 'GET', '/api/user/voc')).body).toEqual([]);
    const since = (stored.body as VocabularySyncStatus).last_update ?? '';
    const feed = (await call(bob, 'GET', `/api/user/voc/change/${since}`)).body as VocabularyItem[];
    expect(feed.length).toBe(10_000);
    expect(feed.every((i) => i.status === 'unknown')).toBe(true);
  });

  it('needs the CSRF header on writes', async () => {
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/user/voc',
      headers: { cookie: ann.headers.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
