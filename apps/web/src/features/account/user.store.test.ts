import { api, type User } from '@glossa/contract';
import { describe, expect, it, vi } from 'vitest';
import { createRefreshHandler } from './session-refresh.ts';
import { UserStore } from './user.store.ts';

const ann: User = { id: 'u1', username: 'ann', name: 'ann', email: 'ann@example.com', picture: null };

describe('UserStore', () => {
  it('goes from not fetched to fetched, and concurrent fetches share one request', async () => {
    const load = vi.fn(async () => ann);
    const store = new UserStore(load);
    expect(store.getState()).toEqual({ fetched: false, user: null });
    const [a, b] = await Promise.all([store.fetch(), store.fetch()]);
    expect(a).toBe(ann);
    expect(b).toBe(ann);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ fetched: true, user: ann });
    await store.fetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves no user after a failed fetch and logs it quietly', async () => {
    const log = vi.fn();
    const store = new UserStore(() => Promise.reject(new Error('401')), log);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(await store.fetch()).toBeNull();
    expect(store.getState()).toEqual({ fetched: true, user: null });
    expect(log).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('updates a profile only for a signed-in user', async () => {
    const store = new UserStore(
      () => Promise.reject(new Error('guest')),
      () => undefined,
    );
    await store.fetch();
    expect(() => store.setUser(ann)).toThrow('Updating a profile requires a logged-in user.');
    const signedIn = new UserStore(async () => ann);
    await signedIn.fetch();
    signedIn.setUser({ ...ann, username: 'anna' });
    expect(signedIn.getState().user?.username).toBe('anna');
  });
});

describe('refresh on 401', () => {
  it('refreshes once for concurrent 401s and says retry', async () => {
    let finish: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const handler = createRefreshHandler(refresh);
    const first = handler(api.user.me);
    const second = handler(api.vocabulary.list);
    finish();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the refresh call itself or for signing in', async () => {
    const refresh = vi.fn(async () => undefined);
    const handler = createRefreshHandler(refresh);
    expect(await handler(api.auth.refresh)).toBe(false);
    expect(await handler(api.auth.login)).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('makes no refresh call when there is no session to refresh (a guest)', async () => {
    const refresh = vi.fn(async () => undefined);
    let signedIn = false;
    const handler = createRefreshHandler(refresh, () => signedIn);
    expect(await handler(api.user.me)).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
    signedIn = true;
    expect(await handler(api.user.me)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('logs the detail of a failed refresh and does not retry', async () => {
    const log = vi.fn();
    const handler = createRefreshHandler(
      () => Promise.reject({ detail: 'Session expired.' }),
      () => true,
      log,
    );
    expect(await handler(api.user.me)).toBe(false);
    expect(log).toHaveBeenCalledWith('Session refresh failed', 'Session expired.');
  });
});
