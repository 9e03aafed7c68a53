/**
 * Reader for MeCab's `matrix.bin`: two uint16 sizes then `int16 cost[left * right]`; the connection cost of a
 * left node's right id `r` to a right node's left id `l` is `cost[r + leftSize * l]`.
 */
import { alignedBytes } from './binary-dictionary.ts';

/** The connection cost matrix. */
export interface ConnectionMatrix {
  readonly leftSize: number;
  readonly rightSize: number;
  readonly costs: Int16Array;
}

/**
 * Opens `matrix.bin` over its bytes.
 * @example const m = openMatrix(readFileSync('matrix.bin')); m.costs[rcAttr + m.leftSize * lcAttr]
 */
export function openMatrix(raw: Uint8Array): ConnectionMatrix {
  const bytes = alignedBytes(raw);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const leftSize = view.getUint16(0, true);
  const rightSize = view.getUint16(2, true);
  if (4 + leftSize * rightSize * 2 > bytes.byteLength) throw new Error('matrix.bin is truncated');
  return {
    leftSize,
    rightSize,
    costs: new Int16Array(bytes.buffer, bytes.byteOffset + 4, leftSize * rightSize),
  };
}

/**
 * The connection costs with duplicate rows and columns merged. mecab-ko-dic's matrix has 2 693 left ids and
 * 3 822 right ids but only about 1 900 distinct rows and 1 900 distinct columns, so the merged table is a
 * third of the size (fewer cache misses), and nodes whose ids fall in one class share the decoder's work.
 * Costs are identical to the full matrix: `costs[rightClass[r] + width * leftClass[l]] === cost(r, l)`.
 */
export interface ClassMatrix {
  /** Class of each left context id (the row of the right-hand node). */
  readonly leftClass: Uint16Array;
  /** Class of each right context id (the column of the left-hand node). */
  readonly rightClass: Uint16Array;
  /** Number of right classes: the length of a row. */
  readonly width: number;
  readonly rows: number;
  readonly costs: Int16Array;
  /** Smallest cost of each row: a lower bound the decoder prunes with. */
  readonly rowMin: Int32Array;
}

/** What the decoder keeps of a merged matrix in JavaScript: the class tables (the costs live in its kernel). */
export type ConnectionClasses = Pick<ClassMatrix, 'leftClass' | 'rightClass' | 'rows' | 'width'>;

/** Numbers the distinct hashes in order of first appearance: the class of each index and the class count. */
function classify(
  hash: Uint32Array,
  hash2: Uint32Array,
): { classOf: Uint16Array; representative: Int32Array; classes: number } {
  const classOf = new Uint16Array(hash.length);
  const representative = new Int32Array(hash.length);
  const byHash = new Map<string, number>();
  let classes = 0;
  for (let i = 0; i < hash.length; i++) {
    const key = `${hash[i]!}:${hash2[i]!}`;
    let c = byHash.get(key);
    if (c === undefined) {
      c = classes++;
      byHash.set(key, c);
      representative[c] = i;
    }
    classOf[i] = c;
  }
  return { classOf, representative, classes };
}

const identity = (n: number) => {
  const classOf = new Uint16Array(n);
  const representative = new Int32Array(n);
  for (let i = 0; i < n; i++) classOf[i] = representative[i] = i;
  return { classOf, representative, classes: n };
};

/**
 * Merges equal rows and columns of a connection matrix (tens of milliseconds for mecab-ko-dic's). Rows and
 * columns are grouped by two 32-bit hashes, then every cell is checked against its class's representative in
 * one pass; should two different rows or columns ever share both hashes, no merging is done at all.
 * @example const c = classMatrix(m); c.costs[c.rightClass[rc] + c.width * c.leftClass[lc]]
 */
export function classMatrix(matrix: ConnectionMatrix): ClassMatrix {
  const { leftSize: columns, rightSize: rows, costs } = matrix;
  if (rows > 0xffff || columns > 0xffff) throw new Error('matrix.bin has more context ids than 65535');
  // Row hashes read each row in order; column hashes are accumulated along the same walk.
  const rowHash = new Uint32Array(rows);
  const rowHash2 = new Uint32Array(rows);
  const columnHash = new Uint32Array(columns).fill(0x811c9dc5);
  const columnHash2 = new Uint32Array(columns);
  for (let l = 0; l < rows; l++) {
    let h = 0x811c9dc5;
    let h2 = 0;
    const base = l * columns;
    for (let r = 0; r < columns; r++) {
      const c = costs[base + r]! & 0xffff;
      h = Math.imul(h ^ c, 0x01000193);
      h2 = (Math.imul(h2, 31) + c) | 0;
      columnHash[r] = Math.imul(columnHash[r]! ^ c, 0x01000193);
      columnHash2[r] = (Math.imul(columnHash2[r]!, 31) + c) | 0;
    }
    rowHash[l] = h;
    rowHash2[l] = h2;
  }
  let left = classify(rowHash, rowHash2);
  let right = classify(columnHash, columnHash2);
  verify: for (let l = 0; l < rows; l++) {
    const base = l * columns;
    const representative = left.representative[left.classOf[l]!]! * columns;
    for (let r = 0; r < columns; r++) {
      const c = costs[base + r]!;
      if (c !== costs[base + right.representative[right.classOf[r]!]!] || c !== costs[representative + r]) {
        left = identity(rows);
        right = identity(columns);
        break verify;
      }
    }
  }
  const width = right.classes;
  const merged = new Int16Array(width * left.classes);
  const rowMin = new Int32Array(left.classes);
  for (let lc = 0; lc < left.classes; lc++) {
    const base = left.representative[lc]! * columns;
    let min = Infinity;
    for (let rc = 0; rc < width; rc++) {
      const c = costs[base + right.representative[rc]!]!;
      merged[lc * width + rc] = c;
      if (c < min) min = c;
    }
    rowMin[lc] = min;
  }
  return {
    leftClass: left.classOf,
    rightClass: right.classOf,
    width,
    rows: left.classes,
    costs: merged,
    rowMin,
  };
}
