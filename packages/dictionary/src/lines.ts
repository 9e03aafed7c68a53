import fs from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';

/** Longest line a JSONL importer accepts: one entry, however rich, stays far below it. */
export const MAX_LINE_LENGTH = 4 * 1024 * 1024;

/**
 * Streams the lines of a file (or stream) with their 1-based numbers; memory holds one line at a time.
 * @example for await (const { line, number } of readLines('a.jsonl')) { ... }
 */
export async function* readLines(input: string | Readable): AsyncGenerator<{ line: string; number: number }> {
  const stream = typeof input === 'string' ? fs.createReadStream(input, { encoding: 'utf8' }) : input;
  const reader = readline.createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of reader) {
      number += 1;
      yield { line: number === 1 ? line.replace(/^\uFEFF/, '') : line, number };
    }
  } finally {
    reader.close();
    if (typeof input === 'string') stream.destroy();
  }
}
