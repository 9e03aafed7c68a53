/**
 * User dictionary entries for the lattice, the way MeCab's user dictionaries work: extra words looked up at
 * every position beside the system dictionary's, each with context ids and a word cost. Glossa's entries are
 * the installed dictionaries' Korean nouns, so that a compound a learner can look up (해수욕장) is not split by
 * a cheaper path through its neighbours (해운대 해 + 수욕장). The plain analyser (MeCab parity) has none.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commonPrefixSearch, tokenFeature } from './binary-dictionary.ts';
import type { BinaryDictionary } from './binary-dictionary.ts';
import type { KoreanDictionary } from './load.ts';

/** Hangul syllables, the only characters of an entry (keys stay small integers: see `key`). */
export const SYLLABLE_FIRST = 0xac00;
export const SYLLABLES = 11172;
/** Trie nodes are capped so that every key stays a small integer (fast Map keys). */
const MAX_NODES = Math.floor(0x3fffffff / SYLLABLES);

/**
 * Word cost of a two-syllable entry (a system noun keeps its own cost when that is lower); mecab-ko-dic's
 * 341 386 common nouns have a median cost of 2 639. Measured over the core dictionary's nouns, the gold set
 * and 191 review sentences (2026-11): at 2 500 with 500 off per further syllable, 426 of the 531 core nouns
 * the plain analyser splits come out whole and no gold headword changes; at 0 for every length, six gold
 * sentences changed (산 책 read as 산책, 자세요 as 자세, 화가 났어요 as the painter 화가).
 */
export const DEFAULT_USER_WORD_COST = 2500;
/** Each syllable beyond the second lowers the cost: a long exact match is rarely an accident. */
export const DEFAULT_USER_SYLLABLE_BONUS = 500;

/** Options of `buildKoreanUserDictionary`. */
export interface UserDictionaryOptions {
  /** Cost of a two-syllable entry (see DEFAULT_USER_WORD_COST). */
  readonly cost?: number;
  /** Subtracted per syllable beyond the second. */
  readonly syllableBonus?: number;
}

/** Extra lattice words (a trie over Hangul syllables) with their context ids, costs and features. */
export interface KoreanUserDictionary {
  /** Token ids of the entries start here (past every system token), so a node says where its word came from. */
  readonly tokenBase: number;
  /** Child node of the root per syllable (0 where none): the first step, taken at nearly every position. */
  readonly rootChild: Int32Array;
  /**
   * Deeper child nodes in an open-addressing hash table (linear probing, `childMask + 1` slots): the key
   * `parent * SYLLABLES + syllable` in `childKey` (-1 for an empty slot), the child in `childNode`. Typed
   * arrays instead of a Map: the lookup runs at every position of every sentence.
   */
  readonly childKey: Int32Array;
  readonly childNode: Int32Array;
  readonly childMask: number;
  /** Entry index of each node, -1 where no word ends. */
  readonly entryAt: Int32Array;
  readonly leftId: Uint16Array;
  readonly rightId: Uint16Array;
  /** Part-of-speech id (pos-id.def), which mecab-ko's left-space penalty is keyed by. */
  readonly posId: Uint16Array;
  readonly cost: Int32Array;
  /** Feature CSV of each entry, in the system dictionary's format. */
  readonly features: readonly string[];
  /** The entries' surfaces, in entry order. */
  readonly words: readonly string[];
}

/** The trie key of a syllable under a node. */
export const userTrieKey = (node: number, syllable: number): number => node * SYLLABLES + syllable;

/** Spreads a trie key over the hash table (a multiplicative hash; keys are below 2^30). */
export const userTrieSlot = (key: number, mask: number): number => (Math.imul(key, 0x9e3779b1) >>> 12) & mask;

/**
 * The child of `node` (0 = root) along `syllable`, or 0 when there is none (the root is never a child).
 * @example userTrieChild(user, 0, '해'.charCodeAt(0) - SYLLABLE_FIRST) // node of 해, or 0
 */
export function userTrieChild(user: KoreanUserDictionary, node: number, syllable: number): number {
  if (node === 0) return user.rootChild[syllable]!;
  const key = userTrieKey(node, syllable);
  const keys = user.childKey;
  const mask = user.childMask;
  for (let slot = userTrieSlot(key, mask); ; slot = (slot + 1) & mask) {
    const k = keys[slot]!;
    if (k === key) return user.childNode[slot]!;
    if (k === -1) return 0;
  }
}

/** Turns the trie's edges into the root table and the hash table of `KoreanUserDictionary`. */
function packChildren(children: Map<number, number>) {
  const rootChild = new Int32Array(SYLLABLES);
  let deeper = 0;
  for (const key of children.keys()) if (key >= SYLLABLES) deeper++;
  // At most half full, so that a miss (the common case) ends after a probe or two.
  let size = 16;
  while (size < deeper * 2) size *= 2;
  const childKey = new Int32Array(size).fill(-1);
  const childNode = new Int32Array(size);
  const mask = size - 1;
  for (const [key, child] of children) {
    if (key < SYLLABLES) {
      rootChild[key] = child;
      continue;
    }
    let slot = userTrieSlot(key, mask);
    while (childKey[slot] !== -1) slot = (slot + 1) & mask;
    childKey[slot] = key;
    childNode[slot] = child;
  }
  return { rootChild, childKey, childNode, childMask: mask };
}

/**
 * Reads an id definition file into a map from feature to id: `1780 NNG,*,...` (left-id.def, right-id.def) or,
 * with `idLast`, `NNG,*,... 150` (pos-id.def).
 */
function readIds(dir: string, file: string, idLast = false): Map<string, number> {
  const ids = new Map<string, number>();
  const path = join(dir, file);
  if (!existsSync(path)) return ids;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const space = idLast ? line.trim().lastIndexOf(' ') : line.indexOf(' ');
    if (space <= 0) continue;
    const [feature, id] = idLast
      ? [line.slice(0, space), line.slice(space + 1)]
      : [line.slice(space + 1), line.slice(0, space)];
    ids.set(feature.trim(), Number(id));
  }
  return ids;
}

/** Whether the last syllable has a final consonant. */
const hasFinal = (word: string): boolean => (word.charCodeAt(word.length - 1) - SYLLABLE_FIRST) % 28 !== 0;

/**
 * What the system dictionary says of `word` as one token: its cheapest noun (NNG/NNP) token, or -1 when it
 * has none, and whether another reading (빨리 the adverb beside 빨리 the noun) is cheaper than that noun.
 */
function systemNoun(dic: KoreanDictionary, bytes: Uint8Array): { token: number; otherCheaper: boolean } {
  let token = -1;
  let nounCost = Infinity;
  let otherCost = Infinity;
  const found = commonPrefixSearch(dic.system.trie, bytes, 0, bytes.length, prefixValues, prefixLengths);
  const value = found > 0 && prefixLengths[found - 1] === bytes.length ? (prefixValues[found - 1] ?? -1) : -1;
  if (value < 0) return { token, otherCheaper: false };
  for (let t = value >> 8, last = t + (value & 0xff); t < last; t++) {
    const cost = dic.system.tokensSigned16[t * 8 + 3] ?? 0;
    if (isNoun(dic.system, t)) {
      if (cost < nounCost) [token, nounCost] = [t, cost];
    } else otherCost = Math.min(otherCost, cost);
  }
  return { token, otherCheaper: otherCost < nounCost };
}

const prefixValues = new Int32Array(256);
const prefixLengths = new Int32Array(256);

/** Whether token `t`'s feature starts with `NNG,` or `NNP,` (read from its bytes: decoding is slower). */
function isNoun(sys: BinaryDictionary, t: number): boolean {
  const f = sys.readFeature(sys.tokens32[t * 4 + 2] ?? 0);
  // 'N' 'N' then 'G' or 'P', then ','.
  return f[0] === 0x4e && f[1] === 0x4e && (f[2] === 0x47 || f[2] === 0x50) && f[3] === 0x2c;
}

/**
 * Builds user entries for the given nouns: Hangul-only words of two syllables or more (a single syllable
 * would match inside too many words). A noun the system dictionary has keeps its context ids and features
 * (only its cost changes); another becomes a common noun (NNG, final consonant from its spelling).
 * @example buildKoreanUserDictionary(getKoreanDictionary(), ['해수욕장']).words // ['해수욕장']
 */
export function buildKoreanUserDictionary(
  dic: KoreanDictionary,
  nouns: Iterable<string>,
  options: UserDictionaryOptions = {},
): KoreanUserDictionary {
  const baseCost = options.cost ?? DEFAULT_USER_WORD_COST;
  const bonus = options.syllableBonus ?? DEFAULT_USER_SYLLABLE_BONUS;
  const left = readIds(dic.dir, 'left-id.def').get('NNG,*,*,*,*,*,*,*');
  const rightIds = readIds(dic.dir, 'right-id.def');
  const right = { F: rightIds.get('NNG,*,F,*,*,*,*,*'), T: rightIds.get('NNG,*,T,*,*,*,*,*') };
  const nounPos = readIds(dic.dir, 'pos-id.def', true).get('NNG,*,*,*,*,*,*,*') ?? 0;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const children = new Map<number, number>();
  const entryAt: number[] = [-1];
  const words: string[] = [];
  const features: string[] = [];
  const leftIds: number[] = [];
  const rightIdsOut: number[] = [];
  const posIds: number[] = [];
  const costs: number[] = [];
  for (const word of new Set(nouns)) {
    if (word.length < 2 || !/^[가-힣]+$/.test(word)) continue;
    const { token: sys, otherCheaper } = systemNoun(dic, encoder.encode(word));
    // The system prefers another reading of this very spelling: a noun entry would overrule it everywhere.
    if (otherCheaper) continue;
    let cost = baseCost - bonus * (word.length - 2);
    let feature: string;
    let l: number | undefined;
    let r: number | undefined;
    let pos = nounPos;
    if (sys >= 0) {
      pos = dic.system.tokens16[sys * 8 + 2] ?? nounPos;
      feature = tokenFeature(dic.system, sys, decoder);
      l = dic.system.tokens16[sys * 8];
      r = dic.system.tokens16[sys * 8 + 1];
      cost = Math.min(cost, dic.system.tokensSigned16[sys * 8 + 3] ?? cost);
    } else {
      const final = hasFinal(word);
      feature = `NNG,*,${final ? 'T' : 'F'},${word},*,*,*,*`;
      l = left;
      r = final ? right.T : right.F;
    }
    // Without the id files a new noun has no context ids: it stays out rather than guess.
    if (l === undefined || r === undefined) continue;
    let node = 0;
    let fits = true;
    for (let i = 0; i < word.length && fits; i++) {
      const k = userTrieKey(node, word.charCodeAt(i) - SYLLABLE_FIRST);
      let child = children.get(k);
      if (child === undefined) {
        if (entryAt.length >= MAX_NODES) fits = false;
        else {
          child = entryAt.length;
          entryAt.push(-1);
          children.set(k, child);
        }
      }
      node = child ?? 0;
    }
    if (!fits) break;
    entryAt[node] = words.length;
    words.push(word);
    features.push(feature);
    leftIds.push(l);
    rightIdsOut.push(r);
    posIds.push(pos);
    costs.push(cost);
  }
  return {
    tokenBase: dic.system.tokens16.length / 8,
    ...packChildren(children),
    entryAt: Int32Array.from(entryAt),
    leftId: Uint16Array.from(leftIds),
    rightId: Uint16Array.from(rightIdsOut),
    posId: Uint16Array.from(posIds),
    cost: Int32Array.from(costs),
    features,
    words,
  };
}
