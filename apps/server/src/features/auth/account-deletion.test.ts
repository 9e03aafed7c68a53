import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signUpUser } from './auth.test-helpers.ts';
import { authTestDialects, startAuthServer, type TestServer } from './auth.test-setup.ts';

describe.each(authTestDialects())('account deletion asks for the password again (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAuthServer(dialect);
  });
  afterAll(async () => server.close());

  const remove = (headers: Record<string, string>, payload?: unknown) =>
    server.app.inject({ method: 'DELETE', url: '/api/user/me', headers, ...(payload ? { payload } : {}) });
  const exists = async (id: string) =>
    (await server.database.db.selectFrom('users').select('id').where('id', '=', id).execute()).length === 1;

  it('refuses without a confirmation or with a wrong password, and keeps the account and session', async () => {
    const ann = await signUpUser(server.app);
    const none = await remove(ann.headers);
    expect(none.statusCode).toBe(400);
    const wrong = await remove(ann.headers, { confirmation: 'Wrong#Password1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'The password is not right.', code: 'INVALID_CREDENTIALS' });
    // The username is no password: an account with a password needs the password.
    expect((await remove(ann.headers, { confirmation: ann.user.username })).statusCode).toBe(403);
    expect(await exists(ann.user.id)).toBe(true);
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: ann.headers });
    expect(me.statusCode).toBe(200);
    expect((await remove(ann.headers, { confirmation: TEST_PASSWORD })).statusCode).toBe(204);
    expect(await exists(ann.user.id)).toBe(false);
  });

  it('takes the username for an account without a password (Google, Apple)', async () => {
    const bob = await signUpUser(server.app);
    await server.database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', bob.user.id)
      .execute();
    const wrong = await remove(bob.headers, { confirmation: 'someone-else' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('The username does not match this account.');
    expect(await exists(bob.user.id)).toBe(true);
    const right = await remove(bob.headers, { confirmation: ` ${bob.user.username.toUpperCase()} ` });
    expect(right.statusCode).toBe(204);
    expect(await exists(bob.user.id)).toBe(false);
  });
});
