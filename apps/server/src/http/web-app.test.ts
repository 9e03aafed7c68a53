import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type TestServer } from '../features/auth/auth.test-setup.ts';

describe('the web app fallback', () => {
  let server: TestServer;
  let web = '';
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Glossa</title><div id=root>');
    server = await startAuthServer('sqlite', { WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('answers 200 with the app for every screen of the route table, in any letter case', async () => {
    for (const url of ['/', '/analyze', '/Analyze', '/deck/review', '/daily/', '/oauth/callback?code=x']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.body).toContain('<div id=root>');
    }
  });

  it('answers 404 with the app (which shows its not-found page) for paths outside the route table', async () => {
    for (const url of ['/nowhere', '/deck/nothing', '/analyzer', '/assets/missing.js']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id=root>');
    }
  });
});
