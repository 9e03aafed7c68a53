import { EpubError } from './epub-book.ts';
import type { UnzipAnswer } from './unzip.worker.ts';
import { unzipWithLimits, ZipLimitError } from './zip-reader.ts';

/** A worker that has not answered by then is stopped: the limits keep honest books far below it. */
const DEADLINE_MS = 60_000;

function refusal(limit: string | null): EpubError {
  return new EpubError(limit ?? 'it is not a valid zip archive');
}

/**
 * A book's files, unzipped within the Reader's limits (zip-reader.ts) in a Web Worker, so that the page
 * stays responsive whatever the file holds; where there are no workers (unit tests), in this thread. Throws
 * EpubError with the reason for the learner.
 * @example const files = await unzipOffThread(bytes);
 */
export function unzipOffThread(bytes: Uint8Array): Promise<Record<string, Uint8Array>> {
  if (typeof Worker === 'undefined') {
    return Promise.resolve().then(() => {
      try {
        return unzipWithLimits(bytes);
      } catch (error) {
        throw refusal(error instanceof ZipLimitError ? error.message : null);
      }
    });
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./unzip.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new EpubError('it took too long to unpack'));
    }, DEADLINE_MS);
    worker.onmessage = (event: MessageEvent<UnzipAnswer>) => {
      finish();
      if ('files' in event.data) resolve(event.data.files);
      else reject(refusal(event.data.limit));
    };
    worker.onerror = (event) => {
      finish();
      console.warn('Reader: the unzip worker failed', event.message);
      reject(new EpubError('it could not be unpacked'));
    };
    // A copy moves to the worker: the page keeps the book's bytes to store them.
    const copy = bytes.slice();
    worker.postMessage(copy, [copy.buffer]);
  });
}
