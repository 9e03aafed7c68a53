// A learner's construction statuses through the real server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { CSRF_COOKIE, CSRF_HEADER, grammarStatusListSchema } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCsrfToken, signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import { startAuthServer, type TestServer } from '../auth/auth.test-setup.ts';
import { testDialects } from '../../testing/test-database.ts';

describe.each(testDialects())('/api/user/grammar on %s', (dialect) => {
  let server: TestServer;
  let ann: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    server = await startAuthServer(dialect);
    ann = await signUpUser(server.app);
    bob = await signUpUser(server.app);
  });
  afterAll(async () => {
    await server?.close();
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
    const body = response.body === '' ? undefined : response.json<unknown>();
    return { status: response.statusCode, body, headers: response.headers };
  };
  const list = async (who: SignedInUser) =>
    grammarStatusListSchema.parse((await call(who, 'GET', '/api/user/grammar')).body).items;

  it('refuses the signed-out with 401', async () => {
    expect((await call(null, 'GET', '/api/user/grammar')).status).toBe(401);
    // A browser that is signed out still sends a valid CSRF pair, so the writes fail on the session.
    const csrf = newCsrfToken();
    const guest = { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf };
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await server.app.inject({
        method,
        url: '/api/user/grammar/ko.connective.aseo',
        headers: guest,
        ...(method === 'PUT' ? { payload: { status: 'known' } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('sets, replaces, lists and clears a status, private and never cached', async () => {
    const empty = await call(ann, 'GET', '/api/user/grammar');
    expect(empty).toMatchObject({ status: 200, body: { items: [] } });
    expect(empty.headers['cache-control']).toBe('no-store');

    const learning = await call(ann, 'PUT', '/api/user/grammar/ko.connective.aseo', {
      status: 'learning',
    });
    expect(learning).toMatchObject({
      status: 200,
      body: { id: 'ko.connective.aseo', status: 'learning' },
    });
    await call(ann, 'PUT', '/api/user/grammar/en.voice.passive', { status: 'known' });
    await call(ann, 'PUT', '/api/user/grammar/ko.connective.aseo', { status: 'known' });
    expect((await list(ann)).map((i) => [i.id, i.status])).toEqual([
      ['en.voice.passive', 'known'],
      ['ko.connective.aseo', 'known'],
    ]);

    const cleared = await call(ann, 'DELETE', '/api/user/grammar/en.voice.passive');
    expect(cleared.status).toBe(204);
    // Clearing again, or one never set, is not an error.
    expect((await call(ann, 'DELETE', '/api/user/grammar/en.voice.passive')).status).toBe(204);
    expect((await list(ann)).map((i) => i.id)).toEqual(['ko.connective.aseo']);
  });

  it('answers an id the catalogue does not have with 404 GRAMMAR_NOT_FOUND, and stores nothing', async () => {
    const put = await call(bob, 'PUT', '/api/user/grammar/ko.nothing.here', { status: 'known' });
    expect(put).toMatchObject({ status: 404, body: { code: 'GRAMMAR_NOT_FOUND' } });
    const del = await call(bob, 'DELETE', '/api/user/grammar/ko.nothing.here');
    expect(del).toMatchObject({ status: 404, body: { code: 'GRAMMAR_NOT_FOUND' } });
    expect(await list(bob)).toEqual([]);
  });

  it('refuses a status other than learning or known with 400', async () => {
    for (const payload of [{ status: 'mastered' }, { status: '' }, {}, { status: 1 }]) {
      const response = await call(bob, 'PUT', '/api/user/grammar/ko.connective.aseo', payload);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    }
    expect(await list(bob)).toEqual([]);
  });

  it("never shows or changes another user's statuses", async () => {
    const carl = await signUpUser(server.app);
    const dora = await signUpUser(server.app);
    await call(carl, 'PUT', '/api/user/grammar/fr.tense.present', { status: 'learning' });
    expect(await list(dora)).toEqual([]);
    // Dora's write and delete of the same construction touch only her own row.
    await call(dora, 'PUT', '/api/user/grammar/fr.tense.present', { status: 'known' });
    expect((await list(carl)).map((i) => i.status)).toEqual(['learning']);
    await call(dora, 'DELETE', '/api/user/grammar/fr.tense.present');
    expect((await list(carl)).map((i) => [i.id, i.status])).toEqual([['fr.tense.present', 'learning']]);
    expect(await list(dora)).toEqual([]);
  });
});
