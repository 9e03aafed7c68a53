import { Inflate } from 'fflate';

/**
 * A zip reader with limits, for books from anywhere. A small file can inflate to gigabytes (a zip bomb: 4 MB
 * that became 4 x 1 GiB froze the Reader for half a minute and took the tab to 4 GB), and the sizes a zip
 * declares can lie, so nothing here trusts them: each file is inflated in small steps, and the bytes that
 * actually come out are counted as they come. The whole book, each file and each file's compression ratio
 * have a ceiling; passing one stops the inflation at once (a few MB past the cap at most) with a reason for
 * the learner. Runs in a Web Worker in the Reader (unzip.worker.ts), in the thread that calls it elsewhere.
 */

/** Why a zip was refused, in words for the learner. */
export class ZipLimitError extends Error {
  override name = 'ZipLimitError';
}

export interface ZipLimits {
  /** Most bytes all files may inflate to together. */
  totalBytes: number;
  /** Most bytes one file may inflate to. */
  fileBytes: number;
  /** Most files. */
  files: number;
  /** Most bytes out per byte in, for a file past `ratioFloorBytes` (text and XML are 3 to 20; bombs 1000). */
  ratio: number;
  /** Below this many bytes out, a file's ratio is not judged (a page of spaces compresses 500 times). */
  ratioFloorBytes: number;
}

const MB = 1024 * 1024;

/** An illustrated book of several hundred pages fits; anything past these is not a book to read here. */
export const BOOK_LIMITS: ZipLimits = {
  totalBytes: 256 * MB,
  fileBytes: 64 * MB,
  files: 10_000,
  ratio: 100,
  ratioFloorBytes: 1 * MB,
};

/** Compressed bytes fed to the inflater at a time: one step inflates to at most about 1 MB (deflate's 1032:1). */
const STEP = 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The zip's file entries: name, method, where the data is and how long it is compressed. */
interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

function fail(reason: string): never {
  throw new ZipLimitError(reason);
}

/** Reads the central directory (the zip's table of contents, at its end). */
function entriesOf(bytes: Uint8Array, limits: ZipLimits): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  // The end record is in the last 22 bytes plus at most a 65,535-byte comment.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--)
    if (u32(at) === EOCD) {
      end = at;
      break;
    }
  if (end < 0) throw new Error('no end of central directory');
  const count = u16(end + 10);
  const directoryOffset = u32(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new Error('zip64 is not read');
  if (count > limits.files) fail('it holds too many files');
  const entries: Entry[] = [];
  const decoder = new TextDecoder();
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== CENTRAL) throw new Error('broken central directory');
    const nameLength = u16(at + 28);
    const entry: Entry = {
      flags: u16(at + 8),
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      localOffset: u32(at + 42),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    entries.push(entry);
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return entries;
}

/** The compressed data of an entry (after its local header). */
function dataOf(bytes: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw new Error('broken local header');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new Error('entry past the end of the zip');
  return bytes.subarray(start, start + entry.compressedSize);
}

function join(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Every file of a zip (folders left out), inflated within `limits`; throws ZipLimitError (with the reason)
 * as soon as a limit is passed, and an Error when the bytes are not a zip it can read.
 * @example const files = unzipWithLimits(bytes); files['META-INF/container.xml']
 */
export function unzipWithLimits(
  bytes: Uint8Array,
  limits: ZipLimits = BOOK_LIMITS,
): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  for (const entry of entriesOf(bytes, limits)) {
    if (entry.name.endsWith('/')) continue;
    if (entry.flags & 1) fail('it is encrypted');
    const data = dataOf(bytes, entry);
    const count = (length: number, consumed: number) => {
      total += length;
      if (total > limits.totalBytes)
        fail(`it unpacks to more than ${limits.totalBytes / MB} MB, more than a book should`);
      return consumed;
    };
    if (entry.method === 0) {
      if (data.length > limits.fileBytes)
        fail(
          `one of its files unpacks to more than ${limits.fileBytes / MB} MB, more than a book's file should`,
        );
      count(data.length, data.length);
      files[entry.name] = data.slice();
      continue;
    }
    if (entry.method !== 8) fail('it uses a kind of compression the Reader does not read');
    if (data.length === 0) {
      files[entry.name] = new Uint8Array(0);
      continue;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    let consumed = 0;
    let done = false;
    const inflater = new Inflate((chunk, final) => {
      size += chunk.length;
      if (size > limits.fileBytes)
        fail(
          `one of its files unpacks to more than ${limits.fileBytes / MB} MB, more than a book's file should`,
        );
      if (size > limits.ratioFloorBytes && size > limits.ratio * Math.max(consumed, 1))
        fail('it is compressed far more than any book (a zip bomb?)');
      count(chunk.length, consumed);
      chunks.push(chunk);
      if (final) done = true;
    });
    for (let at = 0; at < data.length && !done; at += STEP) {
      consumed = Math.min(at + STEP, data.length);
      inflater.push(data.subarray(at, consumed), consumed >= data.length);
    }
    if (!done) throw new Error(`${entry.name} is cut short`);
    files[entry.name] = join(chunks, size);
  }
  return files;
}
