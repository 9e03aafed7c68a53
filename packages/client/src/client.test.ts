import { CSRF_COOKIE, CSRF_HEADER, api } from '@glossa/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { cookieAuth } from './auth.ts';
import { createClient } from './client.ts';
import { errorAnswer, fakeFetch, json, neverAnswers } from './fake-fetch.testing.ts';
import { ResponseValidationError, validatesByDefault } from './validate.ts';

const HEALTH = {
  status: 'ok',
  version: '1.0.0',
  database: { dialect: 'sqlite', reachable: true, schemaVersion: '12' },
  uptimeSeconds: 3,
};
const STATUS = { last_update: '2026-01-01T00:00:00.000Z' };
const ITEM = {
  written: '학교',
  lang: 'ko_KR',
  status: 'learned',
  updated_at: '2026-01-01T00:00:00.000Z',
} as const;

/** A client with cookie auth whose CSRF cookie holds `token` (none: the cookie is missing). */
function cookieClient(fake: { fetch: typeof fetch }, token: string | undefined = 'csrf-1') {
  const auth = cookieAuth({ readCookie: (name) => (name === CSRF_COOKIE ? token : undefined) });
  return { auth, client: createClient({ baseUrl: '/api', auth, fetch: fake.fetch }) };
}

describe('cookie auth', () => {
  it('sends a GET with cookies and without a CSRF header', async () => {
    const fake = fakeFetch(() => json(HEALTH));
    const { client } = cookieClient(fake);
    await expect(client.call(api.health.get)).resolves.toEqual(HEALTH);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({ url: '/api/health', method: 'GET', credentials: 'include' });
    expect(fake.seen[0]!.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('sends the CSRF cookie value in the header of PUT, POST and DELETE', async () => {
    const fake = fakeFetch(
      () => json(STATUS),
      () => json({ expiresIn: 900 }),
      () => json(STATUS),
    );
    const { client } = cookieClient(fake, 'csrf-xyz');
    await client.call(api.vocabulary.put, { body: ITEM });
    await client.call(api.auth.refresh);
    await client.call(api.vocabulary.clear);
    expect(fake.seen.map((r) => [r.method, r.headers[CSRF_HEADER]])).toEqual([
      ['PUT', 'csrf-xyz'],
      ['POST', 'csrf-xyz'],
      ['DELETE', 'csrf-xyz'],
    ]);
  });

  it('asks /health for the CSRF cookie first when the browser has none yet', async () => {
    let cookie: string | undefined;
    const fake = fakeFetch(
      () => {
        cookie = 'fresh-token';
        return json(HEALTH);
      },
      () => json(STATUS),
    );
    const auth = cookieAuth({ readCookie: () => cookie });
    const client = createClient({ baseUrl: '/api', auth, fetch: fake.fetch });
    await client.call(api.vocabulary.clear);
    expect(fake.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/health', 'DELETE /api/user/voc']);
    expect(fake.seen[1]!.headers[CSRF_HEADER]).toBe('fresh-token');
  });

  it('refreshes once on a 401 through the installed handler and retries once', async () => {
    const fake = fakeFetch(
      () => errorAnswer(401, 'UNAUTHORIZED', 'Session expired'),
      () => json(STATUS),
    );
    const { auth, client } = cookieClient(fake);
    const handler = vi.fn(() => Promise.resolve(true));
    auth.setUnauthorizedHandler(handler);
    await expect(client.call(api.vocabulary.status)).resolves.toEqual(STATUS);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(api.vocabulary.status);
    expect(fake.seen).toHaveLength(2);
  });

  it('lets a second 401 stand without asking the handler again', async () => {
    const fake = fakeFetch(() => errorAnswer(401, 'UNAUTHORIZED', 'Not signed in'));
    const { auth, client } = cookieClient(fake);
    const handler = vi.fn(() => Promise.resolve(true));
    auth.setUnauthorizedHandler(handler);
    const error = await client.call(api.user.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', detail: 'Not signed in' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fake.seen).toHaveLength(2);
  });

  it('does not retry when the handler declines (or none is installed)', async () => {
    const fake = fakeFetch(() => errorAnswer(401, 'UNAUTHORIZED', 'Bad refresh token'));
    const { auth, client } = cookieClient(fake);
    await expect(client.call(api.auth.refresh)).rejects.toMatchObject({ status: 401 });
    auth.setUnauthorizedHandler(() => Promise.resolve(false));
    await expect(client.call(api.auth.refresh)).rejects.toMatchObject({ status: 401 });
    expect(fake.seen).toHaveLength(2);
  });
});

describe('bodies', () => {
  it('sends JSON with its content type', async () => {
    const fake = fakeFetch(() => json(STATUS));
    const { client } = cookieClient(fake);
    await client.call(api.vocabulary.putBatch, { body: [ITEM] });
    expect(fake.seen[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(fake.seen[0]!.body))).toEqual([ITEM]);
  });

  it("turns a multipart route's fields into a form, or sends the form given", async () => {
    const user = { id: 'u1', username: 'mina', name: 'mina', email: 'm@example.com', picture: null };
    const fake = fakeFetch(() => json({ user, redirectUri: '/' }));
    const { client } = cookieClient(fake);
    await client
      .call(api.auth.login, { body: { identifier: 'mina', password: 'secret', state: undefined } })
      .catch(() => undefined);
    const sent = fake.seen[0]!.body;
    expect(sent).toBeInstanceOf(FormData);
    expect([...(sent as FormData).entries()]).toEqual([
      ['identifier', 'mina'],
      ['password', 'secret'],
    ]);
    // fetch sets the multipart boundary itself: no content type of ours.
    expect(fake.seen[0]!.headers['Content-Type']).toBeUndefined();

    const form = new FormData();
    form.append('identifier', 'x');
    await client.call(api.auth.login, { form }).catch(() => undefined);
    expect(fake.seen[1]!.body).toBe(form);
  });
});

describe('errors', () => {
  it("maps a non-2xx answer to the spec's message with the server's detail and code", async () => {
    const fake = fakeFetch(() => errorAnswer(404, 'NOT_FOUND', 'No such session'));
    const { client } = cookieClient(fake);
    const error = await client
      .call(api.user.revokeSession, { params: { id: 's1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 404',
      status: 404,
      code: 'NOT_FOUND',
      detail: 'No such session',
    });
  });

  it('gives HTTP_ERROR and no detail when the error answer is not the server JSON', async () => {
    const fake = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { client } = cookieClient(fake);
    await expect(client.call(api.health.get)).rejects.toMatchObject({
      message: 'Request failed with status code 502',
      status: 502,
      code: 'HTTP_ERROR',
      detail: undefined,
    });
  });

  it("maps a failed fetch to 'Network Error'", async () => {
    const fake = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client } = cookieClient(fake);
    await expect(client.call(api.health.get)).rejects.toMatchObject({
      message: 'Network Error',
      status: 0,
      code: 'NETWORK',
    });
  });

  it("maps the caller's abort to 'Request aborted'", async () => {
    const fake = fakeFetch(neverAnswers);
    const { client } = cookieClient(fake);
    const controller = new AbortController();
    const pending = client.call(api.health.get, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: 'Request aborted', status: 0, code: 'ABORTED' });
  });

  it("maps an exceeded timeout to 'timeout exceeded'", async () => {
    const fake = fakeFetch(neverAnswers);
    const { client } = cookieClient(fake);
    await expect(client.call(api.health.get, { timeoutMs: 5 })).rejects.toMatchObject({
      message: 'timeout exceeded',
      status: 0,
      code: 'TIMEOUT',
    });
  });

  it('refuses to fetch a navigation route', async () => {
    const fake = fakeFetch(() => json({}));
    const { client } = cookieClient(fake);
    await expect(client.call(api.auth.logout)).rejects.toThrow('auth.logout is a navigation');
    expect(fake.seen).toHaveLength(0);
  });
});

describe('answers', () => {
  it('resolves an empty answer (204) to undefined', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const { client } = cookieClient(fake);
    await expect(
      client.call(api.user.delete, { body: { confirmation: 'Secret#123' } }),
    ).resolves.toBeUndefined();
  });

  it("returns the schema's output when validating (times made canonical)", async () => {
    const fake = fakeFetch(() => json([{ ...ITEM, updated_at: '2026-01-01T09:00:00+09:00' }]));
    const client = createClient({
      baseUrl: '/api',
      auth: cookieAuth({ readCookie: () => 't' }),
      fetch: fake.fetch,
      validateResponses: true,
    });
    await expect(client.call(api.vocabulary.list)).resolves.toEqual([ITEM]);
  });

  it('throws a clear error naming the route and the path of a mismatch', async () => {
    const fake = fakeFetch(() => json({ ...HEALTH, database: { ...HEALTH.database, reachable: 'yes' } }));
    const client = createClient({
      baseUrl: '/api',
      auth: cookieAuth(),
      fetch: fake.fetch,
      validateResponses: true,
    });
    const error = await client.call(api.health.get).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).routeId).toBe('health.get');
    expect((error as ResponseValidationError).issues.map((i) => i.path)).toEqual(['database.reachable']);
    expect((error as Error).message).toMatch(
      /^The answer of health\.get does not match its schema: database\.reachable: /,
    );
  });

  it('passes the answer through untouched when not validating', async () => {
    const odd = { status: 'ok', extra: [1, 2] };
    const fake = fakeFetch(() => json(odd));
    const client = createClient({
      baseUrl: '/api',
      auth: cookieAuth(),
      fetch: fake.fetch,
      validateResponses: false,
    });
    await expect(client.call(api.health.get)).resolves.toEqual(odd);
  });

  it('validates by default under the test runner', () => {
    expect(validatesByDefault()).toBe(true);
  });
});

describe('url', () => {
  it('builds the URLs the browser loads or navigates to itself', () => {
    const client = createClient({ baseUrl: '/api', auth: cookieAuth() });
    expect(client.url(api.auth.logout)).toBe('/api/auth/logout');
    expect(client.url(api.speech.speak, { params: { lang: 'fr' }, query: { text: 'école' } })).toBe(
      '/api/speech/fr?text=%C3%A9cole',
    );
    expect(client.url(api.auth.google.start, { query: { state: 'a=b&c' } })).toBe(
      '/api/auth/google?state=a%3Db%26c',
    );
  });
});
