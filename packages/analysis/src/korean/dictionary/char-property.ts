/**
 * Reader for MeCab's `char.bin`: the character category names and one packed 32-bit `CharInfo` per UCS-2
 * code unit (bit field, low bits first: type 18 bits, default type 8, length 4, group 1, invoke 1).
 */
import { alignedBytes } from './binary-dictionary.ts';

/** Number of map entries MeCab writes: code points 0..0xfffe (0xffff itself has no entry). */
const MAP_ENTRIES = 0xffff;
const NAME_BYTES = 32;

/** Character categories and the per-character info table. */
export interface CharProperty {
  /** Category names in id order (`DEFAULT`, `SPACE`, `HANGUL` ...). */
  readonly names: readonly string[];
  /** Packed CharInfo per UCS-2 code. */
  readonly map: Uint32Array;
}

/**
 * Opens `char.bin` over its bytes.
 * @example openCharProperty(readFileSync('char.bin')).names[0] // 'DEFAULT'
 */
export function openCharProperty(raw: Uint8Array): CharProperty {
  const bytes = alignedBytes(raw);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(0, true);
  const mapStart = 4 + count * NAME_BYTES;
  if (mapStart + MAP_ENTRIES * 4 > bytes.byteLength) throw new Error('char.bin is truncated');
  const decoder = new TextDecoder();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const field = bytes.subarray(4 + i * NAME_BYTES, 4 + (i + 1) * NAME_BYTES);
    const nul = field.indexOf(0);
    names.push(decoder.decode(field.subarray(0, nul < 0 ? NAME_BYTES : nul)));
  }
  return { names, map: new Uint32Array(bytes.buffer, bytes.byteOffset + mapStart, MAP_ENTRIES) };
}

/** Category bit set of a packed CharInfo. @example charType(info) & otherInfo */
export const charType = (info: number): number => info & 0x3ffff;
/** Default category id (selects the unknown-word rules). @example charDefaultType(info) // 7 */
export const charDefaultType = (info: number): number => (info >>> 18) & 0xff;
/** Maximum unknown-word length in characters. @example charLength(info) // 2 */
export const charLength = (info: number): number => (info >>> 26) & 0xf;
/** Whether same-category runs are grouped into one unknown word. @example charGroup(info) // true */
export const charGroup = (info: number): boolean => ((info >>> 30) & 1) === 1;
/** Whether unknown-word processing runs even when the dictionary has a word here. @example charInvoke(info) */
export const charInvoke = (info: number): boolean => info >>> 31 === 1;

/**
 * Decodes one character of UTF-8 as MeCab does (`utf8_to_ucs2`): code points beyond the BMP and malformed
 * bytes map to code 0; writes the byte length into `out[0]` and returns the UCS-2 code.
 * @example utf8ToUcs2(bytes, 0, bytes.length, out) // 0xd55c for '한'
 */
export function utf8ToUcs2(bytes: Uint8Array, at: number, end: number, out: Int32Array): number {
  const len = end - at;
  const b0 = bytes[at] ?? 0;
  if (b0 < 0x80) {
    out[0] = 1;
    return b0;
  }
  const b1 = bytes[at + 1] ?? 0;
  if (len >= 2 && (b0 & 0xe0) === 0xc0) {
    out[0] = 2;
    return ((b0 & 0x1f) << 6) | (b1 & 0x3f);
  }
  if (len >= 3 && (b0 & 0xf0) === 0xe0) {
    out[0] = 3;
    return ((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | ((bytes[at + 2] ?? 0) & 0x3f);
  }
  if (len >= 4 && (b0 & 0xf8) === 0xf0) out[0] = 4;
  else if (len >= 5 && (b0 & 0xfc) === 0xf8) out[0] = 5;
  else if (len >= 6 && (b0 & 0xfe) === 0xfc) out[0] = 6;
  else out[0] = 1;
  return 0;
}
