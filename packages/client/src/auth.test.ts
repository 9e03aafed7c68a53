import { api } from '@glossa/contract';
import { describe, expect, it, vi } from 'vitest';
import { bearerAuth } from './auth.ts';
import { createClient } from './client.ts';
import { errorAnswer, fakeFetch, json } from './fake-fetch.testing.ts';

const STATUS = { last_update: null };

describe('bearer auth', () => {
  it('sends the access token as Authorization: Bearer, without cookies or CSRF header', async () => {
    const fake = fakeFetch(() => json(STATUS));
    const auth = bearerAuth({ getAccessToken: () => 'tok-1', refresh: () => Promise.resolve() });
    const client = createClient({ baseUrl: 'https://glossa.test/api', auth, fetch: fake.fetch });
    await client.call(api.vocabulary.clear);
    expect(fake.seen[0]).toMatchObject({
      url: 'https://glossa.test/api/user/voc',
      method: 'DELETE',
      credentials: 'omit',
    });
    expect(fake.seen[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    expect(fake.seen[0]!.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const fake = fakeFetch(() => json(STATUS));
    const client = createClient({
      baseUrl: '/api',
      auth: bearerAuth({ getAccessToken: () => undefined, refresh: () => Promise.resolve() }),
      fetch: fake.fetch,
    });
    await client.call(api.vocabulary.status);
    expect(fake.seen[0]!.headers.Authorization).toBeUndefined();
  });

  it('calls refresh once on a 401 and retries once with the new token', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
    });
    const fake = fakeFetch(
      () => errorAnswer(401, 'UNAUTHORIZED', 'Token expired'),
      () => json(STATUS),
    );
    const client = createClient({
      baseUrl: '/api',
      auth: bearerAuth({ getAccessToken: () => token, refresh }),
      fetch: fake.fetch,
    });
    await expect(client.call(api.vocabulary.status)).resolves.toEqual(STATUS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fake.seen.map((r) => r.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('lets the 401 stand when the retry fails too, or the refresh fails or declines', async () => {
    const fake = fakeFetch(() => errorAnswer(401, 'UNAUTHORIZED', 'Revoked'));
    const refresh = vi.fn(() => Promise.resolve());
    const client = createClient({
      baseUrl: '/api',
      auth: bearerAuth({ getAccessToken: () => 't', refresh }),
      fetch: fake.fetch,
    });
    await expect(client.call(api.vocabulary.status)).rejects.toMatchObject({
      status: 401,
      detail: 'Revoked',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fake.seen).toHaveLength(2);

    for (const failing of [
      () => Promise.reject(new Error('refresh token revoked')),
      () => Promise.resolve(false),
    ]) {
      const again = fakeFetch(() => errorAnswer(401, 'UNAUTHORIZED', 'Revoked'));
      const other = createClient({
        baseUrl: '/api',
        auth: bearerAuth({ getAccessToken: () => 't', refresh: failing }),
        fetch: again.fetch,
      });
      await expect(other.call(api.vocabulary.status)).rejects.toMatchObject({ status: 401 });
      expect(again.seen).toHaveLength(1);
    }
  });

  it('shares one refresh between calls that fail at the same moment', async () => {
    let token = 'old';
    let release: () => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            token = 'new';
            resolve();
          };
        }),
    );
    const fake = fakeFetch((request) =>
      request.headers.Authorization !== 'Bearer new'
        ? errorAnswer(401, 'UNAUTHORIZED', 'Expired')
        : json(request.url.endsWith('/status') ? STATUS : []),
    );
    const client = createClient({
      baseUrl: '/api',
      auth: bearerAuth({ getAccessToken: () => token, refresh }),
      fetch: fake.fetch,
    });
    const both = Promise.all([client.call(api.vocabulary.status), client.call(api.vocabulary.list)]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await expect(both).resolves.toEqual([STATUS, []]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
