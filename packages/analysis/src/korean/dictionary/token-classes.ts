/**
 * What the lattice reads of each system token, packed two 32-bit words a token: the connection classes
 * (left in the low 16 bits, right in the high 16) and the word cost. sys.dic's own 16-byte tokens would cost
 * two lookups through the class tables and twice the cache lines for every candidate word.
 */
import type { BinaryDictionary } from './binary-dictionary.ts';
import type { ConnectionClasses } from './matrix.ts';

/**
 * Packs each token's classes and cost (`[leftClass | rightClass << 16, cost]` at `2 * t`), into `into` when
 * given (the lattice kernel's memory).
 * @example const packed = packTokenClasses(dic.system, dic.connection); packed[2 * t + 1] // word cost of t
 */
export function packTokenClasses(
  sys: BinaryDictionary,
  connection: ConnectionClasses,
  into?: Int32Array,
): Int32Array {
  const t16 = sys.tokens16;
  const cost16 = sys.tokensSigned16;
  const { leftClass, rightClass } = connection;
  const tokens = t16.length >> 3;
  const packed = into ?? new Int32Array(tokens * 2);
  if (packed.length !== tokens * 2)
    throw new Error('packTokenClasses: the target holds another number of tokens');
  for (let t = 0, at = 0; t < tokens; t++, at += 8) {
    packed[2 * t] = leftClass[t16[at]!]! | (rightClass[t16[at + 1]!]! << 16);
    packed[2 * t + 1] = cost16[at + 3]!;
  }
  return packed;
}
