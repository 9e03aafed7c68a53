import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../../lib/client.ts';
import { accountApi } from './account.api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('accountApi.me', () => {
  it('shares one request between callers at the same moment, and asks again afterwards', async () => {
    const calls: string[] = [];
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('window', { location: { origin: 'http://glossa.test' } });
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const user = { id: 'u1', username: 'ann', name: 'Ann', email: 'ann@example.com', picture: null };
    const first = accountApi.me();
    const second = accountApi.me();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer(new Response(JSON.stringify(user), { headers: { 'content-type': 'application/json' } }));
    expect(await Promise.all([first, second])).toEqual([user, user]);
    expect(calls).toEqual([`${API_BASE}/user/me`]);

    const third = accountApi.me();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    answer(new Response(JSON.stringify(user), { headers: { 'content-type': 'application/json' } }));
    expect(await third).toEqual(user);
  });
});
