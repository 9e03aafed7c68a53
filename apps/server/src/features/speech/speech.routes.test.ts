import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Where espeak-ng is, when it is installed (`npm test` installs the Debian package when it runs as root). */
const espeakNg = (() => {
  const found = spawnSync('sh', ['-c', 'command -v espeak-ng'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : '';
})();
const SKIP_REASON = 'skipped: espeak-ng is not installed (Debian package espeak-ng)';
if (!espeakNg) console.warn(`[speech] real speech tests ${SKIP_REASON}`);

/** The real server on a loopback port, with this environment. */
async function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-speech-'));
  const t: TestApp = await createTestApp('sqlite', { DATA_DIR: dataDir, ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  return {
    /** `GET /api/speech/<lang>?text=<text>` (the text URL-encoded), or with another method and headers. */
    speech: (lang: string, text: string | null, init: RequestInit = {}) =>
      fetch(
        `${base}/speech/${lang}${text === null ? '' : `?${new URLSearchParams({ text }).toString()}`}`,
        init,
      ),
    get: (url: string) => fetch(`${base}${url}`),
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;

describe.skipIf(!espeakNg)(`speech API with espeak-ng (${espeakNg ? 'installed' : SKIP_REASON})`, () => {
  let server: Server;
  let tools: string;
  let calls: string;

  /** espeak-ng runs the server made to speak (not counting `--version`). */
  const syntheses = () =>
    fs
      .readFileSync(calls, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && line !== '--version').length;

  beforeAll(async () => {
    // The real espeak-ng behind a wrapper that notes each run, so a cache hit is seen without timing.
    tools = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-espeak-'));
    calls = path.join(tools, 'calls.log');
    fs.writeFileSync(calls, '');
    const wrapper = path.join(tools, 'espeak-ng');
    fs.writeFileSync(wrapper, `#!/bin/sh\necho "$1" >> '${calls}'\nexec '${espeakNg}' "$@"\n`, {
      mode: 0o755,
    });
    server = await startServer({ ESPEAK_NG_PATH: wrapper });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(tools, { recursive: true, force: true });
  });

  it('says speech is available in the five languages', async () => {
    const response = await server.get('/speech');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ available: true, languages: ['en', 'fr', 'ko', 'es', 'ja'] });
  });

  it.each([
    ['ko', '학교'],
    ['en', 'school'],
    ['fr', 'école'],
  ])('speaks %s text "%s" as a WAV with its length, cache headers and ETag', async (lang, text) => {
    const response = await server.speech(lang, text);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    const wav = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(wav.length));
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.toString('latin1', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.length).toBeGreaterThan(1000); // a sound, not just a header
  });

  it('answers the same text again from its cache without running espeak-ng', async () => {
    const first = Buffer.from(await (await server.speech('ko', '  사과 ')).arrayBuffer());
    const runs = syntheses();
    const again = await server.speech('ko', '사과'); // trimmed: the same text
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    expect(syntheses()).toBe(runs);
    await server.speech('en', '사과');
    expect(syntheses()).toBe(runs + 1);
  });

  it('answers 304 when the browser has the current copy', async () => {
    const first = await server.speech('fr', 'bonjour');
    const etag = first.headers.get('etag') ?? '';
    const again = await server.speech('fr', 'bonjour', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const other = await server.speech('fr', 'bonsoir', { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await server.speech('es', 'hola');
    const head = await server.speech('es', 'hola', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('audio/wav');
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('speaks Japanese kana and a 100-character text', async () => {
    expect((await server.speech('ja', 'がっこう')).status).toBe(200);
    expect((await server.speech('en', 'a'.repeat(100))).status).toBe(200);
  });
});

describe('speech API without espeak-ng', () => {
  let server: Server;
  let off: Server;
  beforeAll(async () => {
    server = await startServer({ ESPEAK_NG_PATH: '/nonexistent/espeak-ng' });
    off = await startServer({ SPEECH_ENABLED: 'false' });
  });
  afterAll(async () => {
    await server?.close();
    await off?.close();
  });

  it('says speech is unavailable, so the web app uses the browser voices', async () => {
    for (const s of [server, off]) {
      expect(await (await s.get('/speech')).json()).toEqual({ available: false, languages: [] });
    }
  });

  it('answers 503 SPEECH_UNAVAILABLE when the program is not installed or speech is off', async () => {
    const missing = await server.speech('ko', '학교');
    expect(missing.status).toBe(503);
    expect(await missing.json()).toEqual({
      detail: 'Speech synthesis is not installed on this server.',
      code: 'SPEECH_UNAVAILABLE',
    });
    const disabled = await off.speech('ko', '학교');
    expect(disabled.status).toBe(503);
    expect(await disabled.json()).toMatchObject({ code: 'SPEECH_UNAVAILABLE' });
  });

  it.each([
    ['de', '학교', /^lang: must be one of en, fr, ko, es, ja$/],
    ['KO', '학교', /^lang: /],
    ['ko', '', /^text: must not be empty$/],
    ['ko', '   ', /^text: must not be empty$/],
    ['ko', null, /^text: is required/],
    ['en', 'a'.repeat(101), /^text: must be at most 100 characters$/],
    ['ko', '학\u0001교', /^text: must not contain control characters$/],
    ['ko', 'a\nb', /^text: must not contain control characters$/],
    ['ko', 'a\u007fb', /^text: must not contain control characters$/],
    ['ko', '\u0000', /^text: must not contain control characters$/],
    ['en', '-v', /^text: must not start with '-'$/],
    ['en', '--help', /^text: must not start with '-'$/],
    ['en', ' -w /tmp/x', /^text: must not start with '-'$/],
  ])('refuses lang %s with text %j as 400 naming the field', async (lang, text, detail) => {
    const response = await server.speech(lang, text);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string; code: string };
    expect(body.code).toBe('VALIDATION');
    expect(body.detail).toMatch(detail);
  });

  it('refuses a text given twice', async () => {
    const response = await server.get('/speech/ko?text=a&text=b');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION', detail: /^text: / });
  });
});
