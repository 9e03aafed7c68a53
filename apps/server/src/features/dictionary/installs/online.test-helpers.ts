import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A few Korean words in the kaikki.org JSONL shape, written for the tests (glosses are ours). */
export const KAIKKI_FIXTURE = `${[
  { word: '사과', lang_code: 'ko', pos: 'noun', senses: [{ glosses: ['apple'] }, { glosses: ['apology'] }] },
  { word: '바다', lang_code: 'ko', pos: 'noun', senses: [{ glosses: ['sea', 'ocean'] }] },
  { word: '달리다', lang_code: 'ko', pos: 'verb', senses: [{ glosses: ['to run'] }] },
  { word: 'thing', lang_code: 'en', pos: 'noun', senses: [{ glosses: ['not Korean: skipped'] }] },
]
  .map((entry) => JSON.stringify(entry))
  .join('\n')}\n`;

export const KAIKKI_FIXTURE_SHA256 = crypto.createHash('sha256').update(KAIKKI_FIXTURE).digest('hex');

/** A local stand-in for the dictionary mirror: serves `files` by name, honouring Range requests. */
export interface FixtureServer {
  base: string;
  /** Range headers received, in order ('none' for a whole-file request). */
  ranges: string[];
  /** Makes the next answer stop after this many bytes, as a dropped connection does. */
  dropNextAfter(bytes: number): void;
  close(): Promise<void>;
}

/**
 * Starts the fixture server on a free local port.
 * @example const mirror = await startFixtureServer({ 'kaikki.org-dictionary-Korean.jsonl': KAIKKI_FIXTURE });
 */
export async function startFixtureServer(files: Record<string, string>): Promise<FixtureServer> {
  const ranges: string[] = [];
  let dropAfter: number | null = null;
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').slice(1));
    const body = files[name] === undefined ? null : Buffer.from(files[name]);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const range = /bytes=(\d+)-/.exec(request.headers.range ?? '');
    ranges.push(request.headers.range ?? 'none');
    const start = range ? Number(range[1]) : 0;
    response.writeHead(range ? 206 : 200, { 'content-length': body.length - start });
    if (dropAfter !== null) {
      const part = body.subarray(start, start + dropAfter);
      dropAfter = null;
      // A graceful close after the data, so what was sent does arrive before the drop.
      response.write(part, () => response.socket?.end());
      return;
    }
    response.end(body.subarray(start));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ranges,
    dropNextAfter: (bytes) => {
      dropAfter = bytes;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A local port nothing listens on (bound, then released), for "connection refused".
 * @example const url = `http://127.0.0.1:${await closedPort()}`;
 */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
