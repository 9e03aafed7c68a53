import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, browserTestsUnavailable, dictionariesReady, startApp } from '@glossa/testing';

const unavailable = browserTestsUnavailable();

/** Sends a POST whose body is held back until `finish` is called; answers status and body once it arrives. */
function heldBackPost(url: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const request = http.request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(bytes.length) },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.once('error', reject);
    });
  });
  // Headers and the first byte go now: the server sees the request begin, and waits for the rest.
  request.flushHeaders();
  request.write(bytes.subarray(0, 1));
  return {
    answered,
    finish() {
      request.end(bytes.subarray(1));
    },
  };
}

describe.skipIf(unavailable)('the built server process', () => {
  it('finishes in-flight requests on SIGTERM, then exits with code 0', async () => {
    // Info level: the server logs each incoming request and the start of its shutdown, which this test awaits.
    const app = await startApp({ LOG_LEVEL: 'info' }, { captureLog: true });
    await dictionariesReady(app.baseUrl);
    const csrf = 'lifecycle-csrf-token-0123456789';
    const inFlight = heldBackPost(
      `${app.baseUrl}/api/analyze`,
      { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `glossa_csrf=${csrf}` },
      JSON.stringify({ text: '오늘은 학교에 갔어요. '.repeat(40).slice(0, 1000), text_lang: 'ko_KR' }),
    );
    // The request has reached the server (Fastify logs it on arrival, before its body is read)...
    await app.waitForLog(
      (entry) =>
        entry.msg === 'incoming request' &&
        (entry.req as { url?: string } | undefined)?.url === '/api/analyze',
    );
    // ...then SIGTERM, and the server has begun to close before the rest of the body is sent: the request is
    // in flight for certain when the shutdown starts.
    const exitCode = app.stop();
    await app.waitForLog((entry) => String(entry.msg).startsWith('shutting down'));
    inFlight.finish();
    const response = await inFlight.answered;
    expect(response.status).toBe(200);
    expect((JSON.parse(response.text) as { units: unknown[] }).units.length).toBeGreaterThan(10);
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
