import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';

/** A download that could not start because the machine is offline (or the host unreachable). */
export class OfflineError extends Error {
  constructor(
    readonly url: string,
    cause: string,
  ) {
    super(`cannot reach ${new URL(url).host} (${cause})`);
    this.name = 'OfflineError';
  }
}

export interface DownloadOptions {
  /** Expected SHA-256 (hex); the file is refused and removed when it differs. */
  sha256?: string;
  onProgress?: (bytesRead: number, bytesTotal: number) => void;
  /** Give up after this many interruptions, resuming each time (default 5). */
  retries?: number;
  /**
   * No answer (headers) within this many milliseconds counts as offline (default 30,000): a network that
   * drops packets silently must not keep a background install waiting for minutes.
   */
  connectTimeoutMs?: number;
  /** Stops the download (server shutdown); the `.part` file stays for the next run to resume. */
  signal?: AbortSignal;
}

/**
 * Downloads `url` to `target`, resuming a partial `target.part` with an HTTP Range request (also after a
 * dropped connection), hashing as it goes, and checking the SHA-256 when one is given. Answers the hash.
 * @example const sha = await download('https://kaikki.org/...jsonl', 'data/downloads/fr.jsonl');
 */
export async function download(url: string, target: string, options: DownloadOptions = {}): Promise<string> {
  const part = `${target}.part`;
  let attempts = 0;
  for (;;) {
    try {
      await fetchInto(url, part, options);
      break;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      attempts += 1;
      if (error instanceof OfflineError && attempts === 1 && !fs.existsSync(part)) throw error;
      if (attempts > (options.retries ?? 5) || (error instanceof Error && error.message.startsWith('HTTP ')))
        throw error;
    }
  }
  const sha256 = await hashFile(part);
  if (options.sha256 && sha256 !== options.sha256.toLowerCase()) {
    fs.rmSync(part, { force: true });
    throw new Error(
      `checksum mismatch for ${url}: expected ${options.sha256}, got ${sha256}; the download was removed`,
    );
  }
  fs.renameSync(part, target);
  return sha256;
}

function fetchInto(url: string, part: string, options: DownloadOptions, redirects = 0): Promise<void> {
  const have = fs.existsSync(part) ? fs.statSync(part).size : 0;
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: have > 0 ? { Range: `bytes=${have}-` } : {},
        timeout: 30_000,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location && redirects < 5) {
          response.resume();
          fetchInto(new URL(response.headers.location, url).toString(), part, options, redirects + 1).then(
            resolve,
            reject,
          );
          return;
        }
        if (status === 416 && have > 0) {
          // Already complete: the server has nothing after what we hold.
          response.resume();
          resolve();
          return;
        }
        if (status !== 200 && status !== 206) {
          response.resume();
          reject(new Error(`HTTP ${status} from ${url}`));
          return;
        }
        // A server that ignores Range answers 200 with the whole file: start over.
        const append = status === 206;
        const start = append ? have : 0;
        const length = Number(response.headers['content-length'] ?? 0);
        const total = length > 0 ? start + length : 0;
        let read = start;
        const out = fs.createWriteStream(part, { flags: append ? 'a' : 'w' });
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          options.onProgress?.(read, total);
        });
        // On a drop, keep (flush) what arrived so the next attempt resumes after it.
        let dropped: Error | null = null;
        const stop = (error: Error): void => {
          if (dropped) return;
          dropped = error;
          response.unpipe(out);
          out.end();
        };
        response.on('aborted', () => stop(new Error('connection dropped')));
        response.on('error', stop);
        response.pipe(out);
        out.on('error', reject);
        out.on('finish', () => {
          if (dropped) reject(dropped);
          else if (total > 0 && read < total)
            reject(new Error(`connection dropped at ${read} of ${total} bytes`));
          else resolve();
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    // Until the headers arrive, silence means the host is out of reach; after them, `timeout` above applies.
    const noAnswer = setTimeout(
      () => request.destroy(new OfflineError(url, 'no answer')),
      options.connectTimeoutMs ?? 30_000,
    );
    request.on('response', () => clearTimeout(noAnswer));
    request.on('close', () => clearTimeout(noAnswer));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof OfflineError) {
        reject(error);
        return;
      }
      const offline = ['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH'].includes(
        error.code ?? '',
      );
      reject(offline ? new OfflineError(url, error.code ?? error.message) : error);
    });
  });
}

/**
 * SHA-256 of a file, streamed.
 * @example await hashFile('krdict.zip') // '3f2a...'
 */
export async function hashFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
