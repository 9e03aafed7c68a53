import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A valid mono 8 kHz 8-bit PCM WAV file: a 44-byte header and a short sine tone. */
function wavFile(samples: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24); // sample rate
  header.writeUInt32LE(8000, 28); // byte rate
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++)
    data[i] = 128 + Math.round(100 * Math.sin((2 * Math.PI * 440 * i) / 8000));
  return Buffer.concat([header, data]);
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json(): unknown;
}

describe('audio recordings API', () => {
  const wav = wavFile(800);
  let dataDir: string;
  let outside: string;
  let t: TestApp;
  let port: number;

  /** A request on the real socket, with the path sent exactly as given (no URL normalisation). */
  function send(rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path: rawPath, method, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              json: () => JSON.parse(body.toString('utf8')) as unknown,
            });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-audio-'));
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-audio-outside-'));
    // No AUDIO_DIR: recordings are looked up in the default <DATA_DIR>/audio.
    const audio = path.join(dataDir, 'audio');
    fs.mkdirSync(path.join(audio, 'ko'), { recursive: true });
    fs.mkdirSync(path.join(audio, 'en'), { recursive: true });
    fs.writeFileSync(path.join(audio, 'ko', 'krdict_12345.wav'), wav);
    fs.writeFileSync(path.join(audio, 'ko', 'both.mp3'), Buffer.from('ID3 not really an mp3'));
    fs.writeFileSync(path.join(audio, 'ko', 'both.wav'), wav);
    fs.writeFileSync(path.join(audio, 'ko', 'empty.ogg'), Buffer.alloc(0));
    fs.mkdirSync(path.join(audio, 'ko', 'folder.wav'));
    fs.writeFileSync(path.join(outside, 'secret.wav'), wav);
    fs.mkdirSync(path.join(outside, 'fr'));
    fs.writeFileSync(path.join(outside, 'fr', 'word.wav'), wav);
    fs.symlinkSync(path.join(outside, 'secret.wav'), path.join(audio, 'ko', 'escape.wav'));
    fs.symlinkSync(path.join(outside, 'fr'), path.join(audio, 'fr'));
    fs.symlinkSync(path.join(audio, 'ko', 'krdict_12345.wav'), path.join(audio, 'en', 'alias.wav'));
    t = await createTestApp('sqlite', { DATA_DIR: dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('streams a recording by language and audio id, with its type, length and cache headers', async () => {
    const response = await send(`/api/audio/ko/${encodeURIComponent('krdict:12345')}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['content-length']).toBe(String(wav.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['last-modified']).toMatch(/GMT$/);
    expect(response.body.equals(wav)).toBe(true);
    // The web app encodes ':'; a literal one reaches the same file.
    expect((await send('/api/audio/ko/krdict:12345')).body.equals(wav)).toBe(true);
  });

  it('takes the first extension that exists, and skips folders', async () => {
    const both = await send('/api/audio/ko/both');
    expect(both.headers['content-type']).toBe('audio/mpeg');
    expect(both.body.toString()).toBe('ID3 not really an mp3');
    const folder = await send('/api/audio/ko/folder');
    expect(folder.status).toBe(404);
  });

  it('serves an empty recording as an empty answer', async () => {
    const response = await send('/api/audio/ko/empty');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('audio/ogg');
    expect(response.headers['content-length']).toBe('0');
    expect(response.body.length).toBe(0);
  });

  it('answers 304 when the browser has the current copy', async () => {
    const first = await send('/api/audio/ko/krdict_12345');
    const etag = String(first.headers.etag);
    const again = await send('/api/audio/ko/krdict_12345', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const weak = await send('/api/audio/ko/krdict_12345', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.status).toBe(304);
    const stale = await send('/api/audio/ko/krdict_12345', { 'if-none-match': '"0-0"' });
    expect(stale.status).toBe(200);
  });

  it('answers one byte range with 206', async () => {
    const response = await send('/api/audio/ko/krdict_12345', { range: 'bytes=0-99' });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-99/${wav.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.body.equals(wav.subarray(0, 100))).toBe(true);

    const open = await send('/api/audio/ko/krdict_12345', { range: 'bytes=800-' });
    expect(open.status).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 800-${wav.length - 1}/${wav.length}`);
    expect(open.body.equals(wav.subarray(800))).toBe(true);

    const clamped = await send('/api/audio/ko/krdict_12345', { range: 'bytes=840-100000' });
    expect(clamped.headers['content-range']).toBe(`bytes 840-${wav.length - 1}/${wav.length}`);
    expect(clamped.body.equals(wav.subarray(840))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await send('/api/audio/ko/krdict_12345', { range: 'bytes=-44' });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(
      `bytes ${wav.length - 44}-${wav.length - 1}/${wav.length}`,
    );
    expect(response.headers['content-length']).toBe('44');
    expect(response.body.equals(wav.subarray(wav.length - 44))).toBe(true);
  });

  it('answers 416 for a range outside the file', async () => {
    const response = await send('/api/audio/ko/krdict_12345', { range: `bytes=${wav.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect(response.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
    expect((await send('/api/audio/ko/krdict_12345', { range: 'bytes=-0' })).status).toBe(416);
  });

  it('sends the whole file for several ranges, or when If-Range names an older copy', async () => {
    const several = await send('/api/audio/ko/krdict_12345', { range: 'bytes=0-1,5-6' });
    expect(several.status).toBe(200);
    expect(several.body.equals(wav)).toBe(true);
    const stale = await send('/api/audio/ko/krdict_12345', { range: 'bytes=0-9', 'if-range': '"0-0"' });
    expect(stale.status).toBe(200);
    const etag = String(stale.headers.etag);
    const current = await send('/api/audio/ko/krdict_12345', { range: 'bytes=0-9', 'if-range': etag });
    expect(current.status).toBe(206);
    expect(current.body.length).toBe(10);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await send('/api/audio/ko/krdict_12345', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('audio/wav');
    expect(head.headers['content-length']).toBe(String(wav.length));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.body.length).toBe(0);
    const ranged = await send('/api/audio/ko/krdict_12345', { range: 'bytes=-10' }, 'HEAD');
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-length']).toBe('10');
    expect((await send('/api/audio/ko/nothing', {}, 'HEAD')).status).toBe(404);
  });

  it('answers 404 in the API error shape when there is no recording', async () => {
    for (const url of ['/api/audio/ko/krdict:99999', '/api/audio/ja/krdict:12345', '/api/audio/es/x']) {
      const response = await send(url);
      expect(response.status, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'No recording for this word.', code: 'NOT_FOUND' });
    }
  });

  it('follows a symlink that stays inside the audio folder', async () => {
    const response = await send('/api/audio/en/alias');
    expect(response.status).toBe(200);
    expect(response.body.equals(wav)).toBe(true);
  });

  it('refuses symlinks that lead out of the audio folder with 404', async () => {
    // A file link, and a language folder link, both to files that exist outside AUDIO_DIR.
    for (const url of ['/api/audio/ko/escape', '/api/audio/fr/word']) {
      const response = await send(url);
      expect(response.status, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'No recording for this word.', code: 'NOT_FOUND' });
    }
  });

  it('refuses a language that is not en, ko, fr, es or ja, naming the field', async () => {
    for (const lang of ['de', 'KO', 'ko_KR', '..']) {
      const response = await send(`/api/audio/${lang}/krdict_12345`);
      expect(response.status, lang).toBe(400);
      if (lang !== '..') expect(response.json()).toMatchObject({ code: 'VALIDATION', detail: /^lang: / });
    }
  });

  it.each([
    ['a..b', 'VALIDATION'],
    ['..', 'BAD_PATH'],
    ['%2e%2e', 'BAD_PATH'],
    ['%2E%2E%2Fsecret', 'BAD_PATH'],
    ['.hidden', 'VALIDATION'],
    ['a%2Fb', 'VALIDATION'],
    ['a%5Cb', 'VALIDATION'],
    ['a%20b', 'VALIDATION'],
    ['a'.repeat(200), 'VALIDATION'],
    ['a%01b', 'VALIDATION'],
    ['a%0Ab', 'VALIDATION'],
    ['a%7Fb', 'VALIDATION'],
    ['a%00b', 'BAD_PATH'],
    ['%ED%95%99', 'VALIDATION'],
  ])('refuses the audio id %s with 400', async (audioId, code) => {
    const response = await send(`/api/audio/ko/${audioId}`);
    expect(response.status).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code });
    if (code === 'VALIDATION') expect(body).toMatchObject({ detail: expect.stringMatching(/^audioId: /) });
  });

  it('accepts the longest allowed id and refuses one character more', async () => {
    expect((await send(`/api/audio/ko/${'a'.repeat(128)}`)).status).toBe(404);
    expect((await send(`/api/audio/ko/${'a'.repeat(129)}`)).status).toBe(400);
  });

  it('lets the web app play media from its own origin (CSP)', async () => {
    const response = await send('/api/audio/ko/krdict_12345');
    expect(response.headers['content-security-policy']).toMatch(/media-src 'self'/);
  });
});
