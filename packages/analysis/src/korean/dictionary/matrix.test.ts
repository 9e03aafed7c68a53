import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDictionaryDir } from './load.ts';
import { classMatrix, openMatrix } from './matrix.ts';
import { decodeClassMatrix, loadClassMatrix, matrixCachePath } from './matrix-cache.ts';

const dir = resolveDictionaryDir();
const full = openMatrix(readFileSync(join(dir, 'matrix.bin')));
const cacheDir = mkdtempSync(join(tmpdir(), 'glossa-matrix-'));
const env = { GLOSSA_CACHE_DIR: cacheDir };
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('merged connection matrix', () => {
  const merged = classMatrix(full);

  it('gives every cell of matrix.bin through the classes, in a third of the size', () => {
    let mismatches = 0;
    for (let l = 0; l < full.rightSize; l++) {
      const row = merged.width * merged.leftClass[l]!;
      for (let r = 0; r < full.leftSize; r++) {
        if (full.costs[r + full.leftSize * l] !== merged.costs[row + merged.rightClass[r]!]) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
    expect(merged.costs.length).toBeLessThan(full.costs.length / 2);
  });

  it('keeps each row minimum', () => {
    for (let lc = 0; lc < merged.rows; lc += 97) {
      const row = merged.costs.subarray(lc * merged.width, (lc + 1) * merged.width);
      expect(merged.rowMin[lc]).toBe(Math.min(...row));
    }
  });

  it('merges nothing when two different rows would share a class', () => {
    const tiny = { leftSize: 2, rightSize: 2, costs: Int16Array.from([1, 2, 1, 2]) };
    expect(classMatrix(tiny).rows).toBe(1);
    expect(classMatrix(tiny).width).toBe(2);
  });

  it('is cached on disk, and a corrupt cache is ignored and written again', () => {
    const first = loadClassMatrix(dir, env);
    const file = matrixCachePath(join(dir, 'matrix.bin'), env);
    expect(decodeClassMatrix(readFileSync(file))?.width).toBe(first.width);
    writeFileSync(file, new Uint8Array(64));
    expect(decodeClassMatrix(readFileSync(file))).toBeUndefined();
    const again = loadClassMatrix(dir, env).costs;
    // Compared as bytes: a deep equality over millions of cells takes minutes.
    expect(
      Buffer.compare(
        Buffer.from(again.buffer, again.byteOffset, again.byteLength),
        Buffer.from(first.costs.buffer, first.costs.byteOffset, first.costs.byteLength),
      ),
    ).toBe(0);
    expect(decodeClassMatrix(readFileSync(file))?.rows).toBe(first.rows);
  });
});
