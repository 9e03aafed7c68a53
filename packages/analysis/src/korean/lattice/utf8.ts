/**
 * UTF-8 encoding for the lattice (MeCab works on UTF-8 bytes) and the way back from byte offsets to UTF-16
 * offsets, since units must be exact slices of the JavaScript input string.
 */

const encoder = new TextEncoder();
let scratch = new Uint8Array(4096);

/**
 * Encodes text to UTF-8 into a reused buffer (valid until the next call); lone surrogates become U+FFFD.
 * @example encodeUtf8('가a') // Uint8Array [0xea, 0xb0, 0x80, 0x61]
 */
export function encodeUtf8(text: string): Uint8Array {
  if (scratch.length < text.length * 3) scratch = new Uint8Array(text.length * 3 + 1024);
  const { written } = encoder.encodeInto(text, scratch);
  return scratch.subarray(0, written);
}

/** UTF-8 byte length of the UTF-16 unit at `i` of `text`, counting a surrogate pair as 4 on its first unit. */
function unitBytes(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdbff) {
    const low = text.charCodeAt(i + 1);
    return low >= 0xdc00 && low <= 0xdfff ? 4 : 3;
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const high = text.charCodeAt(i - 1);
    // The low half of a pair was counted with its high half; a lone one is U+FFFD (3 bytes).
    return i > 0 && high >= 0xd800 && high <= 0xdbff ? 0 : 3;
  }
  return 3;
}

/**
 * Moves a cursor `[utf16 index, byte offset]` over `text` forward until its byte offset reaches `target` (or
 * the text ends), never stopping between the two halves of a surrogate pair; returns the UTF-16 index.
 * @example const cursor = new Int32Array(2); advanceUtf16('가a', cursor, 3) // 1
 */
export function advanceUtf16(text: string, cursor: Int32Array, target: number): number {
  let i = cursor[0]!;
  let b = cursor[1]!;
  while (b < target && i < text.length) {
    b += unitBytes(text, i);
    i++;
    if (i < text.length && unitBytes(text, i) === 0) i++;
  }
  cursor[0] = i;
  cursor[1] = b;
  return i;
}

/**
 * Maps ascending byte offsets of the UTF-8 encoding of `text` to UTF-16 offsets, in one forward walk.
 * @example utf16Offsets('가a', [0, 3, 4]) // [0, 1, 2]
 */
export function utf16Offsets(text: string, byteOffsets: readonly number[]): number[] {
  const cursor = new Int32Array(2);
  return byteOffsets.map((target) => advanceUtf16(text, cursor, target));
}
