import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_OUT_NAVIGATION, signUpUser } from './auth.test-helpers.ts';
import { startAuthServer, type TestServer } from './auth.test-setup.ts';

describe('GET /api/auth/logout signs out only for a top-level navigation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAuthServer('sqlite');
  });
  afterAll(async () => server.close());

  async function signedInAfter(headers: Record<string, string>): Promise<boolean> {
    const ann = await signUpUser(server.app);
    const out = await server.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie: ann.headers.cookie, ...headers },
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: ann.headers });
    return me.statusCode === 200;
  }

  it('signs out the navigation a "Sign out" click makes, and one from an address bar', async () => {
    expect(await signedInAfter(SIGN_OUT_NAVIGATION)).toBe(false);
    expect(await signedInAfter({ ...SIGN_OUT_NAVIGATION, 'sec-fetch-site': 'none' })).toBe(false);
  });

  it.each([
    [
      'an image of a book chapter',
      {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'image',
        accept: 'image/avif,image/webp,*/*',
      },
    ],
    [
      'a style sheet',
      {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'style',
        accept: 'text/css,*/*;q=0.1',
      },
    ],
    ['a font', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'font' }],
    [
      'a frame navigated to it',
      {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'iframe',
        accept: 'text/html',
      },
    ],
    [
      'a script fetch',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: '*/*' },
    ],
    ['a navigation started by another site', { ...SIGN_OUT_NAVIGATION, 'sec-fetch-site': 'cross-site' }],
    [
      'an old browser loading an image (no Sec-Fetch headers)',
      { accept: 'image/webp,image/png,image/*;q=0.8,*/*;q=0.5' },
    ],
    ['an old browser loading a style sheet', { accept: 'text/css,*/*;q=0.1' }],
    ['a request naming nothing at all', {}],
  ])('never signs out %s', async (_what, headers) => {
    expect(await signedInAfter(headers)).toBe(true);
  });

  it('signs out an old browser (no Sec-Fetch headers) navigating to it, which asks for HTML', async () => {
    expect(
      await signedInAfter({ accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }),
    ).toBe(false);
  });
});
