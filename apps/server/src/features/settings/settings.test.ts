import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../auth/auth.test-helpers.ts';
import { authTestDialects, startAuthServer, type TestServer } from '../auth/auth.test-setup.ts';

describe.each(authTestDialects())('settings that follow the account (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAuthServer(dialect);
  });
  afterAll(async () => server.close());

  const get = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/api/user/settings', headers });
  const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PUT', url: '/api/user/settings', headers, payload });

  it('stores a device change and answers it to another device of the same account only', async () => {
    const ann = await signUpUser(server.app);
    const bob = await signUpUser(server.app);
    expect((await get(ann.headers)).json()).toEqual({ settings: {}, updated_at: null });
    const saved = await put(ann.headers, {
      settings: { textLanguage: 'fr_FR', dictionaryLanguage: 'ko_KR', annotationStyle: 'zen' },
      updated_at: '2026-11-28T10:00:00+01:00',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const expected = {
      settings: { textLanguage: 'fr_FR', dictionaryLanguage: 'ko_KR', annotationStyle: 'zen' },
      updated_at: '2026-11-28T09:00:00.000Z',
    };
    expect(saved.json()).toEqual(expected);
    expect((await get(ann.headers)).json()).toEqual(expected);
    expect((await get(bob.headers)).json()).toEqual({ settings: {}, updated_at: null });
  });

  it('keeps the newer change when an older one arrives later (a device that was offline)', async () => {
    const ann = await signUpUser(server.app);
    await put(ann.headers, { settings: { textLanguage: 'en_US' }, updated_at: '2026-11-28T12:00:00Z' });
    const late = await put(ann.headers, {
      settings: { textLanguage: 'ko_KR' },
      updated_at: '2026-11-28T11:00:00Z',
    });
    expect(late.json()).toEqual({
      settings: { textLanguage: 'en_US' },
      updated_at: '2026-11-28T12:00:00.000Z',
    });
    const newer = await put(ann.headers, {
      settings: { textLanguage: 'ko_KR', coloringEnabled: false },
      updated_at: '2026-11-28T13:00:00Z',
    });
    expect(newer.json().settings).toEqual({ textLanguage: 'ko_KR', coloringEnabled: false });
  });

  it('refuses guests, unknown values and unknown fields with the field named', async () => {
    const guest = await server.app.inject({ method: 'GET', url: '/api/user/settings' });
    expect(guest.statusCode).toBe(401);
    const ann = await signUpUser(server.app);
    const when = '2026-11-28T12:00:00Z';
    for (const settings of [{ textLanguage: 'es_ES' }, { theme: 'dark' }, { coloringEnabled: 'yes' }]) {
      const refused = await put(ann.headers, { settings, updated_at: when });
      expect(refused.statusCode, JSON.stringify(settings)).toBe(400);
      expect(refused.json().detail).toMatch(/settings/);
    }
    expect((await put(ann.headers, { settings: {}, updated_at: 'yesterday' })).statusCode).toBe(400);
  });

  it('goes with the account', async () => {
    const ann = await signUpUser(server.app);
    await put(ann.headers, { settings: { textLanguage: 'fr_FR' }, updated_at: '2026-11-28T12:00:00Z' });
    await server.database.db.deleteFrom('users').where('id', '=', ann.user.id).execute();
    const rows = await server.database.db
      .selectFrom('user_settings')
      .select('user_id')
      .where('user_id', '=', ann.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
