import { CSRF_COOKIE, CSRF_HEADER, encodeAuthState } from '@glossa/contract';
import { expect } from 'vitest';

/**
 * Signs up an account straight over HTTP on a running app (the double-submit CSRF pair made up here), for
 * browser tests that need an account but are not about signing up; returns its e-mail address.
 * @example const email = await signUpOverHttp(app.baseUrl, `ext${Date.now().toString(36)}`, 'Glossa#Extension7');
 */
export async function signUpOverHttp(baseUrl: string, name: string, password: string): Promise<string> {
  const email = `${name}@example.com`;
  const csrf = `csrf-${name}-0123456789abcdef`;
  const form = new FormData();
  form.set('username', name);
  form.set('email', email);
  form.set('password', password);
  form.set('state', encodeAuthState('/'));
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return email;
}
