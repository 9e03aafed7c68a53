import { unzipWithLimits, ZipLimitError } from './zip-reader.ts';

/**
 * Unzips a book off the Reader's main thread (unzip-off-thread.ts starts it): the page keeps answering while
 * a large or hostile file is read, and a book refused for its size never blocks it.
 */
export type UnzipAnswer =
  | { files: Record<string, Uint8Array> }
  /** `limit`: the reason a limit was passed, for the learner; null: not a zip this reader can read. */
  | { limit: string | null };

self.onmessage = (event: MessageEvent<unknown>) => {
  const bytes = event.data;
  let answer: UnzipAnswer;
  try {
    if (!(bytes instanceof Uint8Array)) throw new Error('not bytes');
    answer = { files: unzipWithLimits(bytes) };
  } catch (error) {
    answer = { limit: error instanceof ZipLimitError ? error.message : null };
  }
  // The files' buffers move to the page rather than being copied.
  const buffers = 'files' in answer ? Object.values(answer.files).map((file) => file.buffer) : [];
  (self as unknown as Worker).postMessage(answer, buffers);
};
