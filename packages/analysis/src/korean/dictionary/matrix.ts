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
