import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { DictionaryFormatError } from './errors.ts';

/** Limits that turn a zip bomb into a clear error instead of a full disk or memory. */
export const ZIP_LIMITS = {
  /** Largest uncompressed size of one member. */
  entryBytes: 2 * 1024 * 1024 * 1024,
  /** Highest compression ratio accepted for members larger than `ratioFloorBytes`. */
  maxRatio: 100,
  ratioFloorBytes: 16 * 1024 * 1024,
  maxEntries: 10_000,
};

export interface ZipMember {
  name: string;
  uncompressedSize: number;
  compressedSize: number;
}

/** An open zip: its member list and a way to stream one member. */
export interface ZipArchive {
  members: ZipMember[];
  open(name: string): Promise<Readable>;
  /** Reads a (small) member whole, refusing one larger than `maxBytes`. */
  readText(name: string, maxBytes: number): Promise<string>;
  close(): void;
}

/**
 * Opens a zip file and checks every member against ZIP_LIMITS (size, ratio, count) before anything is read;
 * yauzl also checks that members really inflate to their declared sizes.
 * @example const zip = await openZip('krdict.zip'); const xml = await zip.open('1.xml');
 */
export async function openZip(file: string, label: string): Promise<ZipArchive> {
  const zipfile = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip)
        reject(new DictionaryFormatError(label, '', `not a valid zip file (${error?.message ?? 'unknown'})`));
      else resolve(zip);
    });
  });
  const entries = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zipfile.on('entry', (entry: yauzl.Entry) => {
        if (entries.size >= ZIP_LIMITS.maxEntries)
          return reject(new DictionaryFormatError(label, '', 'too many zip members'));
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          entry.uncompressedSize > ZIP_LIMITS.entryBytes ||
          (entry.uncompressedSize > ZIP_LIMITS.ratioFloorBytes && ratio > ZIP_LIMITS.maxRatio)
        ) {
          return reject(
            new DictionaryFormatError(
              label,
              entry.fileName,
              `refused: ${entry.uncompressedSize} bytes from ${entry.compressedSize} (zip bomb?)`,
            ),
          );
        }
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zipfile.readEntry();
      });
      zipfile.on('end', () => resolve());
      zipfile.on('error', (error: Error) =>
        reject(new DictionaryFormatError(label, '', `broken zip: ${error.message}`)),
      );
      zipfile.readEntry();
    });
  } catch (error) {
    zipfile.close();
    throw error;
  }
  const open = (name: string): Promise<Readable> =>
    new Promise((resolve, reject) => {
      const entry = entries.get(name);
      if (!entry) return reject(new DictionaryFormatError(label, name, 'no such zip member'));
      zipfile.openReadStream(entry, (error, stream) => {
        if (error || !stream)
          reject(new DictionaryFormatError(label, name, `cannot read: ${error?.message ?? ''}`));
        else resolve(stream);
      });
    });
  return {
    members: [...entries.values()].map((e) => ({
      name: e.fileName,
      uncompressedSize: e.uncompressedSize,
      compressedSize: e.compressedSize,
    })),
    open,
    async readText(name, maxBytes) {
      const entry = entries.get(name);
      if (entry && entry.uncompressedSize > maxBytes) {
        throw new DictionaryFormatError(label, name, `member larger than ${maxBytes} bytes`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of await open(name)) {
        size += (chunk as Buffer).length;
        if (size > maxBytes)
          throw new DictionaryFormatError(label, name, `member larger than ${maxBytes} bytes`);
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks).toString('utf8');
    },
    close: () => zipfile.close(),
  };
}
