import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, OfflineError } from './download.ts';
import { createProgressBar, formatDuration } from './progress-bar.ts';
import { tempDir } from './testing/collect.ts';

const BODY = crypto.randomBytes(200_000);
const SHA = crypto.createHash('sha256').update(BODY).digest('hex');

describe('download', () => {
  let server: http.Server;
  let base = '';
  let dropNext = true;
  const ranges: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const range = /bytes=(\d+)-/.exec(request.headers.range ?? '');
      ranges.push(request.headers.range ?? 'none');
      const start = range ? Number(range[1]) : 0;
      response.writeHead(range ? 206 : 200, { 'content-length': BODY.length - start });
      if (dropNext) {
        // The first answer stops halfway, as a dropped connection does.
        dropNext = false;
        // A graceful close (FIN) after the data, so what was sent does arrive.
        response.write(BODY.subarray(start, start + 50_000), () => response.socket?.end());
        return;
      }
      response.end(BODY.subarray(start));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('resumes a dropped download with a Range request and checks the checksum', async () => {
    const target = path.join(tempDir('download'), 'file.bin');
    expect(await download(`${base}/file.bin`, target, { sha256: SHA })).toBe(SHA);
    expect(fs.readFileSync(target).equals(BODY)).toBe(true);
    // The resume asks for what is missing (the exact offset depends on what reached us before the drop).
    expect(ranges).toEqual(['none', expect.stringMatching(/^bytes=[1-9]\d*-$/)]);
  });

  it('refuses a wrong checksum and removes the file', async () => {
    const target = path.join(tempDir('download'), 'file.bin');
    await expect(download(`${base}/file.bin`, target, { sha256: '0'.repeat(64) })).rejects.toThrow(
      /checksum mismatch/,
    );
    expect(fs.existsSync(target) || fs.existsSync(`${target}.part`)).toBe(false);
  });

  it('says when the host cannot be reached', async () => {
    const target = path.join(tempDir('download'), 'file.bin');
    await expect(download('http://127.0.0.1:1/x', target)).rejects.toBeInstanceOf(OfflineError);
  });
});

describe('progress bar', () => {
  it('draws entries, rate and ETA on a terminal only', () => {
    let clock = 0;
    const written: string[] = [];
    const bar = createProgressBar(
      'krdict',
      { isTTY: true, write: (text: string) => written.push(text) },
      () => clock,
    );
    clock = 1000;
    bar.update({ entries: 500, bytesRead: 25, bytesTotal: 100 });
    expect(written.at(-1)).toMatch(/\[######\.+\] 25% {2}krdict: 500 entries {2}500\/s {2}ETA 0:03/);
    const silent: string[] = [];
    createProgressBar('x', { isTTY: false, write: (text: string) => silent.push(text) }).update({
      entries: 1,
    });
    expect(silent).toEqual([]);
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
