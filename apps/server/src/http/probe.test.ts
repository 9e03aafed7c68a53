// The holes an outside probe found (issue: hardening), each as the request the probe sent.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ACCESS_COOKIE, CSRF_COOKIE, ERROR_CODES } from '@glossa/contract';
import SQLite from 'better-sqlite3';
import { sqliteFileOf } from '../features/dictionary/installs/staging.import.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_OUT_NAVIGATION,
  TEST_PASSWORD,
  multipartBody,
  newCsrfToken,
  signUpUser,
  type SignedInUser,
} from '../features/auth/auth.test-helpers.ts';
import { startAuthServer, type TestServer } from '../features/auth/auth.test-setup.ts';

const REGISTERED = new Set<string>(Object.values(ERROR_CODES));

describe('what the outside probe found', () => {
  let server: TestServer;
  let ann: SignedInUser;
  beforeAll(async () => {
    server = await startAuthServer('sqlite', {
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '5',
    });
    ann = await signUpUser(server.app);
  });
  afterAll(async () => server.close());

  const vocItem = (written: string, updated_at: string) => ({
    written,
    lang: 'ko_KR',
    status: 'seen',
    updated_at,
  });

  describe('CSRF cannot be skipped by spelling the path another way', () => {
    it('refuses a percent-encoded /api on sign-in and sign-up, without a token', async () => {
      for (const url of [
        '/%61pi/auth/login',
        '/%61pi/auth/signup',
        '/ap%69/auth/login',
        '/%2561pi/auth/login',
      ]) {
        const { body, contentType } = multipartBody({
          identifier: ann.user.username,
          password: TEST_PASSWORD,
        });
        const response = await server.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': contentType, origin: 'https://evil.example' },
          payload: body,
        });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.headers['set-cookie'] ?? '', url).not.toMatch(ACCESS_COOKIE);
      }
    });

    it('refuses changes through encoded or absolute-form paths without the header', async () => {
      const cookie = ann.headers.cookie;
      for (const [method, url] of [
        ['PUT', '/%61pi/user/voc'],
        ['PUT', '/api/user/%76oc'],
        ['PUT', 'http://localhost/api/user/voc'],
      ] as const) {
        const response = await server.app.inject({
          method,
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload: vocItem('학교', new Date().toISOString()),
        });
        expect([400, 403], `${method} ${url}`).toContain(response.statusCode);
      }
      const list = await server.app.inject({ method: 'GET', url: '/api/user/voc', headers: ann.headers });
      expect(list.json()).toEqual([]);
    });

    it('keeps private answers uncached and encoded API paths out of the web app fallback', async () => {
      const status = await server.app.inject({
        method: 'GET',
        url: '/api/user/voc/%73tatus',
        headers: ann.headers,
      });
      expect(status.headers['cache-control']).toBe('no-store');
      const encoded = await server.app.inject({ method: 'GET', url: '/%61pi/nothing-here' });
      expect(encoded.headers['content-type']).toMatch(/json/);
      expect(REGISTERED.has(encoded.json<{ code: string }>().code)).toBe(true);
    });

    it('refuses a state-changing request from another site even with a valid token pair', async () => {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/user/voc',
        headers: { ...ann.headers, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        payload: vocItem('학교', new Date().toISOString()),
      });
      expect(response.statusCode).toBe(403);
      const foreignOrigin = await server.app.inject({
        method: 'PUT',
        url: '/api/user/voc',
        headers: { ...ann.headers, 'content-type': 'application/json', origin: 'https://evil.example' },
        payload: vocItem('학교', new Date().toISOString()),
      });
      expect(foreignOrigin.statusCode).toBe(403);
    });

    it('refuses a malformed token pair', async () => {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/user/voc',
        headers: {
          cookie: `${CSRF_COOKIE}=a; ${ACCESS_COOKIE}=${ann.accessToken}`,
          'x-csrf-token': 'a',
          'content-type': 'application/json',
        },
        payload: vocItem('학교', new Date().toISOString()),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('text from outside is well-formed Unicode, normalised once', () => {
    it('refuses a lone surrogate with a 400 naming the field, and stores nothing', async () => {
      const put = (written: string, updated_at: string) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/user/voc',
          headers: { ...ann.headers, 'content-type': 'application/json' },
          // Written as JSON text: the escape \ud800 alone is a lone surrogate once parsed.
          payload: `{"written":"${written}","lang":"ko_KR","status":"seen","updated_at":"${updated_at}"}`,
        });
      const first = await put('\\ud800z', '2026-01-02T00:00:00.000Z');
      expect(first.statusCode).toBe(400);
      expect(first.json<{ detail: string; code: string }>().detail).toMatch(/written/);
      expect(REGISTERED.has(first.json<{ code: string }>().code)).toBe(true);
      const list = await server.app.inject({ method: 'GET', url: '/api/user/voc', headers: ann.headers });
      expect(list.json()).toEqual([]);
    });

    it('stores a decomposed word in NFC', async () => {
      const bob = await signUpUser(server.app);
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/user/voc',
        headers: { ...bob.headers, 'content-type': 'application/json' },
        payload: vocItem('e\u0301te\u0301', '2026-01-02T00:00:00.000Z'),
      });
      expect(response.statusCode).toBe(200);
      const list = await server.app.inject({ method: 'GET', url: '/api/user/voc', headers: bob.headers });
      expect(list.json<Array<{ written: string }>>().map((i) => i.written)).toEqual(['\u00e9t\u00e9']);
    });
  });

  it('answers 503 with Retry-After, not 500, while another connection holds the write lock', async () => {
    const file = await sqliteFileOf(server.database);
    expect(file).toBeTruthy();
    // What a dictionary install on its own connection does during a long swap.
    const other = new SQLite(file!);
    other.exec('begin immediate');
    try {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/user/voc',
        headers: { ...ann.headers, 'content-type': 'application/json' },
        payload: vocItem('바다', new Date().toISOString()),
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json<{ code: string }>().code).toBe(ERROR_CODES.unavailable);
    } finally {
      other.exec('rollback');
      other.close();
    }
  });

  it('answers a multipart body without a boundary with a 400, not a 500', async () => {
    const csrf = newCsrfToken();
    for (const url of ['/api/auth/login', '/api/auth/signup', '/api/auth/google', '/api/auth/apple']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'multipart/form-data',
          cookie: `${CSRF_COOKIE}=${csrf}`,
          'x-csrf-token': csrf,
        },
        payload: 'identifier=a&password=b',
      });
      expect(response.statusCode, url).toBe(400);
      expect(REGISTERED.has(response.json<{ code: string }>().code), url).toBe(true);
    }
  });

  it('signs nobody out through a cross-site GET of /api/auth/logout, but the app can still sign out', async () => {
    const carol = await signUpUser(server.app);
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie: carol.headers.cookie, ...SIGN_OUT_NAVIGATION, 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(303);
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: carol.headers });
    expect(me.statusCode).toBe(200);
    const real = await server.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie: carol.headers.cookie, ...SIGN_OUT_NAVIGATION },
    });
    expect(real.statusCode).toBe(303);
    const after = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: carol.headers });
    expect(after.statusCode).toBe(401);
  });

  it('does not let failures from one address lock the owner out from another, counting every identifier', async () => {
    const dave = await signUpUser(server.app);
    const login = (identifier: string, password: string, remoteAddress: string) => {
      const csrf = newCsrfToken();
      const { body, contentType } = multipartBody({ identifier, password });
      return server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'content-type': contentType, cookie: `${CSRF_COOKIE}=${csrf}`, 'x-csrf-token': csrf },
        payload: body,
      });
    };
    // The attacker alternates the e-mail and the username: one account, one counter.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const identifier = i % 2 ? dave.user.username : (dave.user.email ?? dave.user.username);
      statuses.push((await login(identifier, 'Wrong#Pass1', '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // The owner, from home, still gets in.
    expect((await login(dave.user.username, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });
});

describe('what the outside probe found: headers, caching and timeouts', () => {
  let server: TestServer;
  let port = 0;
  beforeAll(async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Glossa</title>');
    fs.writeFileSync(path.join(web, 'assets', 'index-3f2a9c1b.js'), 'console.log(1)');
    server = await startAuthServer('sqlite', {
      WEB_DIST_DIR: web,
      REQUEST_TIMEOUT_MS: '400',
      PUBLIC_ORIGIN: 'https://glossa.example',
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server.close());

  it('serves hashed assets as immutable and the page itself revalidated', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-3f2a9c1b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await server.app.inject({ method: 'GET', url: '/deck' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('forbids framing in both headers alike', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('sets Secure cookies when the public origin is HTTPS, even over plain HTTP from a proxy', async () => {
    const ann = await signUpUser(server.app);
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['set-cookie'])).toMatch(/glossa_csrf=.*; Secure/);
    const { body, contentType } = multipartBody({ identifier: ann.user.username, password: TEST_PASSWORD });
    const csrf = newCsrfToken();
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType, cookie: `${CSRF_COOKIE}=${csrf}`, 'x-csrf-token': csrf },
      payload: body,
    });
    expect(signedIn.statusCode).toBe(200);
    const cookies = [signedIn.headers['set-cookie']].flat().filter(Boolean) as string[];
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line).toMatch(/; Secure/);
  });

  it('closes a request whose body trickles in slower than the request timeout', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const csrf = newCsrfToken();
    socket.write(
      `POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${CSRF_COOKIE}=${csrf}\r\nX-CSRF-Token: ${csrf}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const started = Date.now();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    expect(socket.destroyed || socket.readableEnded).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    socket.destroy();
  });
});
