/**
 * Reader for MeCab's compiled dictionary files (`sys.dic`, `unk.dic`): a 72-byte header, a Darts double-array
 * trie over UTF-8 bytes, a table of 16-byte tokens and NUL-terminated CSV feature strings. Everything stays in
 * typed-array views over the file buffer so that loading never allocates one object per entry. The feature
 * strings (37 MB of sys.dic's 80) are only needed for best-path words, so `openBinaryDictionaryFile` leaves
 * them on disk and reads each one when asked.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** MeCab writes `magic XOR file size` in the first word so that truncated files are detected. */
const DICTIONARY_MAGIC = 0xef718f77;
const HEADER_BYTES = 72;

/** A compiled MeCab dictionary opened over its bytes. */
export interface BinaryDictionary {
  readonly version: number;
  /** 0 system, 1 user, 2 unknown-word dictionary. */
  readonly type: number;
  readonly lexiconSize: number;
  readonly leftSize: number;
  readonly rightSize: number;
  readonly charset: string;
  /** The trie: even slots hold `base`, odd slots `check` (signed view; compare as int32). */
  readonly trie: Int32Array;
  /** Token table as 16-bit words: [lcAttr, rcAttr, posid, wcost] then a 32-bit feature offset and compound. */
  readonly tokens16: Uint16Array;
  readonly tokensSigned16: Int16Array;
  readonly tokens32: Uint32Array;
  /** The feature bytes (without the NUL) at a token's feature offset. */
  readonly readFeature: (offset: number) => Uint8Array;
}

/** Feature strings held in memory. */
function featuresInMemory(features: Uint8Array): (offset: number) => Uint8Array {
  return (offset) => {
    let end = offset;
    while (end < features.length && features[end] !== 0) end++;
    return features.subarray(offset, end);
  };
}

/** Feature strings read from the file at `start`, a chunk at a time (a feature is rarely over 100 bytes). */
function featuresOnDisk(fd: number, start: number, size: number): (offset: number) => Uint8Array {
  let chunk = new Uint8Array(256);
  return (offset) => {
    let length = 0;
    for (;;) {
      const want = Math.min(chunk.length - length, size - offset - length);
      const read = want > 0 ? readSync(fd, chunk, length, want, start + offset + length) : 0;
      const nul = chunk.subarray(length, length + read).indexOf(0);
      if (nul >= 0) return chunk.slice(0, length + nul);
      length += read;
      if (read === 0) return chunk.slice(0, length);
      const bigger = new Uint8Array(chunk.length * 2);
      bigger.set(chunk);
      chunk = bigger;
    }
  };
}

/** Copies a buffer when its view is not 4-byte aligned, because typed arrays need aligned offsets. */
export function alignedBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset % 4 === 0) return bytes;
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

/**
 * Opens a compiled MeCab dictionary (`sys.dic` or `unk.dic`) over its raw bytes.
 * @example const dic = openBinaryDictionary(readFileSync('sys.dic')); dic.lexiconSize // 816283
 */
export function openBinaryDictionary(raw: Uint8Array): BinaryDictionary {
  return openSections(raw, raw.byteLength, (start, size) =>
    featuresInMemory(raw.subarray(start, start + size)),
  );
}

/**
 * Opens a compiled MeCab dictionary file, reading its trie and tokens into memory and leaving its feature
 * strings on disk (the file stays open for the process's lifetime, as a memory map would).
 * @example const sys = openBinaryDictionaryFile('/…/sys.dic'); tokenFeature(sys, 12)
 */
export function openBinaryDictionaryFile(path: string): BinaryDictionary {
  const fd = openSync(path, 'r');
  try {
    const fileSize = fstatSync(fd).size;
    const header = new Uint8Array(HEADER_BYTES);
    readSync(fd, header, 0, HEADER_BYTES, 0);
    const view = new DataView(header.buffer);
    const inMemory = Math.min(fileSize, HEADER_BYTES + view.getUint32(24, true) + view.getUint32(28, true));
    const bytes = new Uint8Array(inMemory);
    for (let at = 0; at < inMemory;) {
      const read = readSync(fd, bytes, at, inMemory - at, at);
      if (read === 0) break;
      at += read;
    }
    return openSections(bytes, fileSize, (start, size) => featuresOnDisk(fd, start, size));
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

function openSections(
  raw: Uint8Array,
  fileSize: number,
  features: (start: number, size: number) => (offset: number) => Uint8Array,
): BinaryDictionary {
  const bytes = alignedBytes(raw);
  if (bytes.byteLength < HEADER_BYTES) throw new Error('dictionary file too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const word = (i: number): number => view.getUint32(i * 4, true);
  if ((word(0) ^ DICTIONARY_MAGIC) >>> 0 !== fileSize) {
    throw new Error('dictionary magic number does not match its size (corrupt or not a MeCab dictionary)');
  }
  const trieBytes = word(6);
  const tokenBytes = word(7);
  const featureBytes = word(8);
  if (HEADER_BYTES + trieBytes + tokenBytes + featureBytes > fileSize) {
    throw new Error('dictionary sections exceed the file size');
  }
  const charsetBytes = bytes.subarray(40, 72);
  const nul = charsetBytes.indexOf(0);
  const tokenStart = bytes.byteOffset + HEADER_BYTES + trieBytes;
  return {
    version: word(1),
    type: word(2),
    lexiconSize: word(3),
    leftSize: word(4),
    rightSize: word(5),
    charset: new TextDecoder().decode(charsetBytes.subarray(0, nul < 0 ? 32 : nul)),
    trie: new Int32Array(bytes.buffer, bytes.byteOffset + HEADER_BYTES, trieBytes / 4),
    tokens16: new Uint16Array(bytes.buffer, tokenStart, tokenBytes / 2),
    tokensSigned16: new Int16Array(bytes.buffer, tokenStart, tokenBytes / 2),
    tokens32: new Uint32Array(bytes.buffer, tokenStart, tokenBytes / 4),
    readFeature: features(HEADER_BYTES + trieBytes + tokenBytes, featureBytes),
  };
}

/**
 * Walks the trie along `key[from..to)` and writes every dictionary key that is a prefix, shortest first, into
 * `values`/`lengths` (Darts' common prefix search; a value packs `firstToken << 8 | tokenCount`). Returns the
 * number of matches written (at most `values.length`); preallocated outputs keep the hot loop allocation-free.
 * `startNode`/`startAt` resume a walk already taken along `key[from..startAt)` (see `firstCharNodes`), after
 * `written` matches already in the outputs (the count returned includes them).
 * @example const n = commonPrefixSearch(dic.trie, utf8, 0, utf8.length, values, lengths)
 */
export function commonPrefixSearch(
  trie: Int32Array,
  key: Uint8Array,
  from: number,
  to: number,
  values: Int32Array,
  lengths: Int32Array,
  startNode = trie[0] ?? 0,
  startAt = from,
  written = 0,
): number {
  const units = trie.length >> 1;
  let count = written;
  let b = startNode;
  for (let i = startAt; i <= to; i++) {
    if (b < 0 || b >= units) return count;
    // A leaf hangs under the current node at offset 0 (code 0 is the key terminator).
    // Indexes are checked against `units` and `to` above, so `!` is safe here (and faster than `?? 0`).
    // Keys are whole UTF-8 characters, so none ends before a continuation byte (10xxxxxx): skipping the
    // leaf check there saves two of the three random reads per Hangul syllable.
    if (i === to || (key[i]! & 0xc0) !== 0x80) {
      const leafBase = trie[b * 2]!;
      if (trie[b * 2 + 1] === b && leafBase < 0 && count < values.length) {
        values[count] = -leafBase - 1;
        lengths[count] = i - from;
        count++;
      }
      if (i === to) return count;
    }
    const p = b + key[i]! + 1;
    if (p >= units || trie[p * 2 + 1] !== b) return count;
    b = trie[p * 2]!;
  }
  return count;
}

/**
 * Exact-match search of a whole key; returns the packed value or -1.
 * @example exactMatchSearch(unk.trie, new TextEncoder().encode('HANGUL')) // packed value
 */
export function exactMatchSearch(trie: Int32Array, key: Uint8Array): number {
  const values = new Int32Array(64);
  const lengths = new Int32Array(64);
  const n = commonPrefixSearch(trie, key, 0, key.length, values, lengths);
  for (let i = 0; i < n; i++) if (lengths[i] === key.length) return values[i] ?? -1;
  return -1;
}

/**
 * The feature CSV of token `t`, decoded on demand (only best-path nodes ever need it).
 * @example tokenFeature(dic, 12) // 'NNG,장소,F,학교,*,*,*,*'
 */
export function tokenFeature(dic: BinaryDictionary, t: number, decoder = new TextDecoder()): string {
  return decoder.decode(dic.readFeature(dic.tokens32[t * 4 + 2] ?? 0));
}

/** The node value that marks "no key starts with this character" in `firstCharNodes`. */
export const NO_NODE = -1;

/**
 * The trie node reached from the root along the UTF-8 bytes of each UCS-2 character (`NO_NODE` where no key
 * starts with it), so that a lookup takes its first character in one read instead of one per byte: every
 * lookup starts with that step, and the first levels are the trie's most scattered. Undefined when the root
 * itself holds a key (an empty key), which the resumed search would miss.
 * @example const first = firstCharNodes(dic.trie); commonPrefixSearch(dic.trie, k, 0, k.length, v, l, first[code], 3)
 */
export function firstCharNodes(trie: Int32Array): Int32Array | undefined {
  const units = trie.length >> 1;
  const root = trie[0] ?? 0;
  if (root < 0 || root >= units) return undefined;
  if (trie[root * 2 + 1] === root && (trie[root * 2] ?? 0) < 0) return undefined;
  const nodes = new Int32Array(0x10000).fill(NO_NODE);
  const step = (b: number, byte: number): number => {
    if (b < 0 || b >= units) return NO_NODE;
    const p = b + byte + 1;
    return p < units && trie[p * 2 + 1] === b ? (trie[p * 2] ?? NO_NODE) : NO_NODE;
  };
  // Walked byte by byte along the canonical encodings, so that a missing lead or middle byte skips every
  // character under it (a few thousand steps instead of 65 536 characters' worth).
  for (let code = 1; code < 0x80; code++) nodes[code] = step(root, code);
  for (let lead = 0x02; lead < 0x20; lead++) {
    const b = step(root, 0xc0 | lead);
    if (b === NO_NODE) continue;
    for (let low = 0; low < 0x40; low++) nodes[(lead << 6) | low] = step(b, 0x80 | low);
  }
  for (let high = 0; high < 0x10; high++) {
    const b1 = step(root, 0xe0 | high);
    if (b1 === NO_NODE) continue;
    for (let middle = 0; middle < 0x40; middle++) {
      const code = (high << 12) | (middle << 6);
      // Overlong forms and surrogate halves never reach the trie (the encoder writes neither).
      if (code < 0x800 || (code >= 0xd800 && code <= 0xdfff)) continue;
      const b2 = step(b1, 0x80 | middle);
      if (b2 === NO_NODE) continue;
      for (let low = 0; low < 0x40; low++) nodes[code | low] = step(b2, 0x80 | low);
    }
  }
  return nodes;
}

/**
 * The node reached from `node` along the three UTF-8 bytes of the BMP character `code` (0x800 and up), or
 * `NO_NODE`. Keys are whole characters, so no key ends between those bytes.
 * @example stepCharacter(dic.trie, first[0xd55c], 0xad6d) // node after '한국'
 */
export function stepCharacter(trie: Int32Array, node: number, code: number): number {
  const units = trie.length >> 1;
  let b = node;
  for (let shift = 12; shift >= 0; shift -= 6) {
    if (b < 0 || b >= units) return NO_NODE;
    const byte = shift === 12 ? 0xe0 | (code >> 12) : 0x80 | ((code >> shift) & 0x3f);
    const p = b + byte + 1;
    if (p >= units || trie[p * 2 + 1] !== b) return NO_NODE;
    b = trie[p * 2]!;
  }
  return b;
}

/**
 * The value of the key that ends at `node` (`firstToken << 8 | tokenCount`), or -1 when none does.
 * @example leafValue(dic.trie, first[0xd55c]) // the tokens of '한'
 */
export function leafValue(trie: Int32Array, node: number): number {
  if (node < 0 || node >= trie.length >> 1) return -1;
  const base = trie[node * 2]!;
  return trie[node * 2 + 1] === node && base < 0 ? -base - 1 : -1;
}
