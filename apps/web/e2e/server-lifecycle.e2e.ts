import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, browserTestsUnavailable, dictionariesReady, startApp } from './harness.ts';

const unavailable = browserTestsUnavailable();

describe.skipIf(unavailable)('the built server process', () => {
  it('finishes in-flight requests on SIGTERM, then exits with code 0', async () => {
    const app = await startApp();
    await dictionariesReady(app.baseUrl);
    const csrf = 'lifecycle-csrf-token-0123456789';
    const inFlight = fetch(`${app.baseUrl}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `glossa_csrf=${csrf}` },
      body: JSON.stringify({ text: '오늘은 학교에 갔어요. '.repeat(40).slice(0, 1000), text_lang: 'ko_KR' }),
    });
    // Long enough for the request to reach the server, shorter than a cold analysis (the worker loads its dictionary).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exitCode = app.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { units: unknown[] }).units.length).toBeGreaterThan(10);
    expect(await exitCode).toBe(0);
  });

  it('refuses to start with a bad configuration value, naming it', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Invalid configuration: PORT="not-a-port"');
  });
});
