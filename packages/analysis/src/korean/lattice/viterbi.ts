/**
 * The lattice and its lowest-cost path, following MeCab 0.996 step by step so that results match the
 * reference binary exactly: at every byte position reached by some word, skip spaces, look up every
 * dictionary word starting there, add unknown-word candidates by character category (invoke / group /
 * length), then connect each new node to the cheapest node ending at that position (ties keep the node
 * MeCab visits first, hence the reverse iteration orders below).
 */
import { commonPrefixSearch, leafValue, NO_NODE, stepCharacter } from '../dictionary/binary-dictionary.ts';
import {
  charDefaultType,
  charGroup,
  charInvoke,
  charLength,
  charType,
  utf8ToUcs2,
} from '../dictionary/char-property.ts';
import type { KoreanDictionary } from '../dictionary/load.ts';
import { SYLLABLE_FIRST, SYLLABLES, userTrieChild } from '../dictionary/user-dictionary.ts';
import type { KoreanUserDictionary } from '../dictionary/user-dictionary.ts';
import type { NodeStore } from './node-store.ts';

/** MeCab never looks further than 65535 bytes ahead of a position. */
const LOOKUP_WINDOW = 65535;
/** Token value marking BOS/EOS, which use context id 0 on both sides. */
const BOS_EOS_TOKEN = 0x7fffffff;
/** Options of the decoder. */
export interface ViterbiOptions {
  /**
   * Apply mecab-ko's `left-space-penalty-factor` (a fork-only extension). Off by default: the reference is
   * Debian's upstream MeCab 0.996, which ignores that setting.
   */
  readonly leftSpacePenalty?: boolean;
  /**
   * Extra words looked up beside the system dictionary's, as MeCab's user dictionaries are (their tokens are
   * numbered from `tokenBase` on). Absent for MeCab parity.
   */
  readonly userDictionary?: KoreanUserDictionary;
}

/** The best path as parallel arrays, BOS and EOS excluded. */
export interface BestPath {
  /** The number of morphemes: the arrays below hold more entries than that (they are reused). */
  readonly length: number;
  /** Token index in sys.dic, `tokenBase + e` for user entry `e`, or `-1 - t` for token `t` of unk.dic. */
  readonly tokens: Int32Array;
  /** Byte offsets where each surface starts (leading spaces excluded) and ends. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

// Scratch space reused by every call: the analyser is synchronous and each worker has its own module copy.
// The node store (with the kernel and its copy of the connection matrix) is the dictionary's.
let store: NodeStore;
const charBytes = new Int32Array(1);

/** Adds the unknown-word nodes of one category spanning `[begin2, begin3)`. */
function addUnknown(
  dic: KoreanDictionary,
  category: number,
  begin2: number,
  begin3: number,
  penalty: boolean,
) {
  const first = dic.unknownFirst[category] ?? 0;
  const count = dic.unknownCount[category] ?? 0;
  const t16 = dic.unknown.tokens16;
  const cost16 = dic.unknown.tokensSigned16;
  for (let k = 0; k < count; k++) {
    const t = first + k;
    const extra = penalty ? (dic.leftSpacePenalty[t16[t * 8 + 2] ?? 0] ?? 0) : 0;
    store.add(
      dic.connection.leftClass[t16[t * 8]!]!,
      dic.connection.rightClass[t16[t * 8 + 1]!]!,
      (cost16[t * 8 + 3] ?? 0) + extra,
      -1 - t,
      begin2,
      begin3 - begin2,
    );
  }
}

/**
 * Adds the user entries starting at `begin2` (a common prefix search over Hangul syllables, shortest first),
 * after the system words as MeCab adds a user dictionary's after the system dictionary's. `code` is the
 * character at `begin2`, already decoded by the caller.
 */
function addUserWords(
  dic: KoreanDictionary,
  user: KoreanUserDictionary,
  bytes: Uint8Array,
  begin2: number,
  end: number,
  code: number,
  penalty: boolean,
) {
  // Every syllable is three UTF-8 bytes: 1110xxxx 10xxxxxx 10xxxxxx.
  const first = code - SYLLABLE_FIRST;
  if (first < 0 || first >= SYLLABLES || begin2 + 3 > end) return;
  let node = user.rootChild[first]!;
  if (node === 0) return;
  const entryAt = user.entryAt;
  for (let p = begin2 + 3; ;) {
    const e = entryAt[node]!;
    if (e >= 0) {
      const extra = penalty ? (dic.leftSpacePenalty[user.posId[e]!] ?? 0) : 0;
      store.add(
        dic.connection.leftClass[user.leftId[e]!]!,
        dic.connection.rightClass[user.rightId[e]!]!,
        user.cost[e]! + extra,
        user.tokenBase + e,
        begin2,
        p - begin2,
      );
    }
    if (p + 3 > end) return;
    const b0 = bytes[p]!;
    if ((b0 & 0xf0) !== 0xe0) return;
    const syllable =
      (((b0 & 0x0f) << 12) | ((bytes[p + 1]! & 0x3f) << 6) | (bytes[p + 2]! & 0x3f)) - SYLLABLE_FIRST;
    if (syllable < 0 || syllable >= SYLLABLES) return;
    node = userTrieChild(user, node, syllable);
    if (node === 0) return;
    p += 3;
  }
}

// Trie nodes after two three-byte characters, in a direct-mapped cache keyed by both codes: a hit is one
// read instead of three dependent reads in the trie. Reset when another trie is searched.
const PAIR_SLOTS = 1 << 14;
// A key is never 0: the first code is 0x800 or more.
const pairKeys = new Int32Array(PAIR_SLOTS);
const pairNodes = new Int32Array(PAIR_SLOTS);
let pairTrie: Int32Array | undefined;

/** The trie node after `code1 code2` (`node1` is the node after `code1`), through the cache. */
function pairNode(trie: Int32Array, node1: number, code1: number, code2: number): number {
  if (pairTrie !== trie) {
    pairKeys.fill(0);
    pairTrie = trie;
  }
  const key = (code1 << 16) | code2;
  const slot = (Math.imul(key, 0x9e3779b1) >>> 18) & (PAIR_SLOTS - 1);
  if (pairKeys[slot] === key) return pairNodes[slot]!;
  const node = stepCharacter(trie, node1, code2);
  pairKeys[slot] = key;
  pairNodes[slot] = node;
  return node;
}

/** Appends every candidate node starting at `pos` (MeCab's `Tokenizer::lookup`). */
function lookup(
  dic: KoreanDictionary,
  bytes: Uint8Array,
  pos: number,
  textEnd: number,
  penaltyOn: boolean,
  user: KoreanUserDictionary | undefined,
) {
  const end = Math.min(textEnd, pos + LOOKUP_WINDOW);
  const map = dic.chars.map;
  let p = pos;
  let previous = dic.spaceInfo;
  let info = 0;
  let mblen = 0;
  let code = 0;
  while (p !== end) {
    code = utf8ToUcs2(bytes, p, end, charBytes);
    info = map[code] ?? 0;
    mblen = charBytes[0] ?? 1;
    if ((charType(previous) & charType(info)) === 0) break;
    p += mblen;
    previous = info;
  }
  const begin2 = p;
  // Only spaces remain: MeCab's node here would end past the text and could never reach EOS.
  if (begin2 === end) return;
  const penalty = penaltyOn && begin2 > pos;
  const firstNode = store.size;

  const sys = dic.system;
  // Trie matches go to the kernel's memory, where `addWords` reads them.
  const { prefixValues, prefixLengths } = store;
  // The first character's node from the table when its bytes are its own canonical encoding (always, for
  // text from the encoder; code 0 also stands for undecodable bytes).
  const first = dic.systemFirst;
  const canonical = code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  let found: number;
  if (first === undefined || code === 0 || canonical !== mblen || (code >= 0xd800 && code <= 0xdfff)) {
    found = commonPrefixSearch(sys.trie, bytes, begin2, end, prefixValues, prefixLengths);
  } else {
    const node1 = first[code]!;
    const next = begin2 + 3;
    const b0 = next + 2 < end ? bytes[next]! : 0;
    const b1 = next + 2 < end ? bytes[next + 1]! : 0;
    const b2 = next + 2 < end ? bytes[next + 2]! : 0;
    if (
      mblen === 3 &&
      node1 !== NO_NODE &&
      (b0 & 0xf0) === 0xe0 &&
      (b1 & 0xc0) === 0x80 &&
      (b2 & 0xc0) === 0x80
    ) {
      // Two three-byte characters (Hangul syllables, mostly): the node after both comes from a small cache,
      // since the trie's deeper levels are scattered over 30 MB and each byte is one dependent read there.
      found = 0;
      const leaf = leafValue(sys.trie, node1);
      if (leaf >= 0) {
        prefixValues[0] = leaf;
        prefixLengths[0] = 3;
        found = 1;
      }
      const code2 = ((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
      const node2 = pairNode(sys.trie, node1, code, code2);
      if (node2 !== NO_NODE) {
        found = commonPrefixSearch(
          sys.trie,
          bytes,
          begin2,
          end,
          prefixValues,
          prefixLengths,
          node2,
          begin2 + 6,
          found,
        );
      }
    } else {
      found = commonPrefixSearch(
        sys.trie,
        bytes,
        begin2,
        end,
        prefixValues,
        prefixLengths,
        node1,
        begin2 + mblen,
      );
    }
  }
  if (found > 0) {
    let count = 0;
    for (let i = 0; i < found; i++) count += prefixValues[i]! & 0xff;
    store.reserve(count);
    // Filled by the kernel: this adds most of the lattice's nodes.
    const n = store.addWords(found, begin2, store.size);
    if (penalty) {
      const { wordCost, token } = store;
      const t16 = sys.tokens16;
      const spacePenalty = dic.leftSpacePenalty;
      for (let i = store.size; i < n; i++)
        wordCost[i] = wordCost[i]! + spacePenalty[t16[token[i]! * 8 + 2]!]!;
    }
    store.size = n;
  }
  if (user && mblen === 3) addUserWords(dic, user, bytes, begin2, end, code, penalty);
  if (store.size > firstNode && !charInvoke(info)) return;

  const category = charDefaultType(info);
  let begin3 = begin2 + mblen;
  let groupEnd = -1;
  if (charGroup(info)) {
    // Unlike the length loop below, the run follows the category of the latest character read.
    let q = begin3;
    let runInfo = info;
    let run = 0;
    // Past max-grouping-size MeCab adds no group node, and the length loop below never reaches that far, so
    // stopping early changes nothing but keeps long runs (10 000 letters) linear instead of quadratic.
    while (q !== end && run <= dic.maxGroupingSize) {
      const next = map[utf8ToUcs2(bytes, q, end, charBytes)] ?? 0;
      if ((charType(runInfo) & charType(next)) === 0) break;
      q += charBytes[0] ?? 1;
      run++;
      runInfo = next;
    }
    if (run <= dic.maxGroupingSize) addUnknown(dic, category, begin2, q, penalty);
    groupEnd = q;
  }
  for (let i = 1, max = charLength(info); i <= max; i++) {
    // MeCab `continue`s at the group end without advancing, which adds nothing more: same as stopping.
    if (begin3 > end || begin3 === groupEnd) break;
    addUnknown(dic, category, begin2, begin3, penalty);
    const next = map[utf8ToUcs2(bytes, begin3, end, charBytes)] ?? 0;
    if ((charType(info) & charType(next)) === 0) break;
    begin3 += charBytes[0] ?? 1;
  }
  if (store.size === firstNode) addUnknown(dic, category, begin2, begin3, penalty);
}

// The best path of the latest call (see `BestPath`).
let pathTokens = new Int32Array(256);
let pathStarts = new Int32Array(256);
let pathEnds = new Int32Array(256);

// Positions are numbered across calls (the kernel's tables remember which position saw a class).
let stamp = 0;

/**
 * Runs MeCab's Viterbi search over UTF-8 bytes and returns the lowest-cost path (valid until the next call).
 * @example findBestPath(getKoreanDictionary(), new TextEncoder().encode('학교에 갔어요')).tokens.length // 4
 */
export function findBestPath(
  dic: KoreanDictionary,
  bytes: Uint8Array,
  options: ViterbiOptions = {},
): BestPath {
  const len = bytes.length;
  const penalty = options.leftSpacePenalty === true;
  store = dic.lattice;
  store.reset();
  store.clearHeads(len + 1);
  const { leftClass, rightClass } = dic.connection;
  // BOS and EOS have context id 0 on both sides.
  store.endHead[0] = store.add(leftClass[0]!, rightClass[0]!, 0, BOS_EOS_TOKEN, 0, 0);

  for (let pos = 0; pos < len; pos++) {
    if (store.endHead[pos]! < 0) continue;
    stamp++;
    const firstNode = store.size;
    lookup(dic, bytes, pos, len, penalty, options.userDictionary);
    // The kernel reads the store's memory directly: nodes added above are already there.
    store.connect(firstNode, store.size - 1, store.gather(pos, stamp), stamp);
  }

  const eos = store.add(leftClass[0]!, rightClass[0]!, 0, BOS_EOS_TOKEN, len, 0);
  for (let pos = len; pos >= 0; pos--) {
    if (store.endHead[pos]! >= 0) {
      stamp++;
      store.connect(eos, eos, store.gather(pos, stamp), stamp);
      break;
    }
  }

  // The path is read backwards from EOS into reused arrays, filled from their end (no reversing).
  const { prev, token, start, end } = store;
  let count = 0;
  for (let n = prev[eos]!; n > 0; n = prev[n]!) count++;
  if (pathTokens.length < count) {
    const size = Math.max(count, pathTokens.length * 2);
    pathTokens = new Int32Array(size);
    pathStarts = new Int32Array(size);
    pathEnds = new Int32Array(size);
  }
  for (let n = prev[eos]!, i = count - 1; n > 0; n = prev[n]!, i--) {
    pathTokens[i] = token[n]!;
    pathStarts[i] = start[n]!;
    pathEnds[i] = end[n]!;
  }
  return { length: count, tokens: pathTokens, starts: pathStarts, ends: pathEnds };
}
