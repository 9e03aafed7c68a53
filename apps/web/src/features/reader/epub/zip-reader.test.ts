import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readerFixtures } from '../../../../e2e/reader-fixtures.ts';
import { zipBombEpub } from '../../../../e2e/zip-bomb.ts';
import { BOOK_LIMITS, ZipLimitError, unzipWithLimits, type ZipLimits } from './zip-reader.ts';

const MIB = 1024 * 1024;
const open: ZipLimits = {
  totalBytes: 1e12,
  fileBytes: 1e12,
  files: 1e6,
  ratio: Infinity,
  ratioFloorBytes: 0,
};

describe('unzipWithLimits', () => {
  it('reads the same files as a plain unzip for real books', () => {
    for (const [name, bytes] of Object.entries(readerFixtures())) {
      if (name === 'broken.epub') {
        expect(() => unzipWithLimits(bytes)).toThrow();
        continue;
      }
      const plain = unzipSync(bytes);
      const capped = unzipWithLimits(bytes);
      expect(Object.keys(capped).sort(), name).toEqual(Object.keys(plain).sort());
      for (const [path, file] of Object.entries(plain)) expect(capped[path], path).toEqual(file);
    }
  });

  it('refuses a 4 MB book that inflates to 4 x 1 GiB at its compression ratio, after about one MiB', () => {
    const bomb = zipBombEpub({ files: 4, fileMiB: 1024 });
    expect(bomb.length).toBeLessThan(5 * MIB);
    expect(() => unzipWithLimits(bomb)).toThrow(
      new ZipLimitError('it is compressed far more than any book (a zip bomb?)'),
    );
  });

  it('stops at the per-file and total caps while inflating, whatever sizes the zip declares', () => {
    const lying = zipBombEpub({ files: 2, fileMiB: 8, declaredBytes: 10 });
    expect(() => unzipWithLimits(lying, { ...open, fileBytes: 3 * MIB })).toThrow(
      new ZipLimitError("one of its files unpacks to more than 3 MB, more than a book's file should"),
    );
    const several = zipBombEpub({ files: 4, fileMiB: 4 });
    expect(() => unzipWithLimits(several, { ...open, totalBytes: 10 * MIB })).toThrow(
      new ZipLimitError('it unpacks to more than 10 MB, more than a book should'),
    );
    expect(() => unzipWithLimits(several, { ...open, files: 5 })).toThrow(
      new ZipLimitError('it holds too many files'),
    );
    // Within the caps the same bytes come out.
    const files = unzipWithLimits(several, open);
    expect(files['OEBPS/blob4.xhtml']?.length).toBe(4 * MIB);
  });

  it('has limits that fit books', () => {
    expect(BOOK_LIMITS.totalBytes).toBe(256 * MIB);
    expect(BOOK_LIMITS.fileBytes).toBe(64 * MIB);
    expect(BOOK_LIMITS.ratio).toBe(100);
  });
});
