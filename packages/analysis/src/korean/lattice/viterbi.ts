/**
 * The lattice and its lowest-cost path, following MeCab 0.996 step by step so that results match the
 * reference binary exactly: at every byte position reached by some word, skip spaces, look up every
 * dictionary word starting there, add unknown-word candidates by character category (invoke / group /
 * length), then connect each new node to the cheapest node ending at that position (ties keep the node
 * MeCab visits first, hence the reverse iteration orders below).
 */
import { commonPrefixSearch } from '../dictionary/binary-dictionary.ts';
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
import { NodeStore } from './node-store.ts';

/** MeCab never looks further than 65535 bytes ahead of a position. */
const LOOKUP_WINDOW = 65535;
/** Token value marking BOS/EOS, which use context id 0 on both sides. */
const BOS_EOS_TOKEN = 0x7fffffff;
/** Same initial "infinite" cost as MeCab, which compares with a strict `<`. */
const NO_COST = 2147483647;
/**
 * Path costs are kept in Int32Arrays (integer arithmetic, half the memory of doubles). Above, MeCab's own
 * start value already makes a path unreachable; below, a path would need some 175 000 morphemes at the
 * dictionary's most negative word and connection costs (-3 988 and -8 239): such a path is dropped rather
 * than let its cost wrap around.
 */
const MIN_COST = -2147483648;

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
  /** Token index in sys.dic, `tokenBase + e` for user entry `e`, or `-1 - t` for token `t` of unk.dic. */
  readonly tokens: number[];
  /** Byte offset and byte length of each surface (leading spaces excluded). */
  readonly starts: number[];
  readonly lengths: number[];
}

// Scratch space reused by every call: the analyser is synchronous and each worker has its own module copy.
const store = new NodeStore(4096);
let endHead = new Int32Array(1024);
const prefixValues = new Int32Array(512);
const prefixLengths = new Int32Array(512);
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
  // The first character's node from the table when its bytes are its own canonical encoding (always, for
  // text from the encoder; code 0 also stands for undecodable bytes).
  const first = dic.systemFirst;
  const canonical = code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  const found =
    first !== undefined && code !== 0 && canonical === mblen && (code < 0xd800 || code > 0xdfff)
      ? commonPrefixSearch(
          sys.trie,
          bytes,
          begin2,
          end,
          prefixValues,
          prefixLengths,
          first[code],
          begin2 + mblen,
        )
      : commonPrefixSearch(sys.trie, bytes, begin2, end, prefixValues, prefixLengths);
  if (found > 0) {
    let count = 0;
    for (let i = 0; i < found; i++) count += prefixValues[i]! & 0xff;
    store.reserve(count);
    // Filled in place: this loop adds most of the lattice's nodes.
    const { leftId, rightId, wordCost, token, start, end: nodeEnd } = store;
    const packed = dic.systemTokens;
    const t16 = sys.tokens16;
    const spacePenalty = dic.leftSpacePenalty;
    let n = store.size;
    for (let i = 0; i < found; i++) {
      const value = prefixValues[i]!;
      const wordEnd = begin2 + prefixLengths[i]!;
      for (let t = value >> 8, last = t + (value & 0xff); t < last; t++) {
        const classes = packed[2 * t]!;
        leftId[n] = classes & 0xffff;
        rightId[n] = classes >>> 16;
        wordCost[n] = penalty ? packed[2 * t + 1]! + spacePenalty[t16[t * 8 + 2]!]! : packed[2 * t + 1]!;
        token[n] = t;
        start[n] = begin2;
        nodeEnd[n] = wordEnd;
        n++;
      }
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

// The best predecessor depends only on the right node's left context id (its own word cost is a constant
// added to every candidate), so nodes starting at one position share the search per left id. The tie order
// is the same for all of them, hence results identical to searching node by node.
let bestStamp = new Int32Array(0);
let bestNode = new Int32Array(0);
let bestCostOf = new Float64Array(0);
let stamp = 0;

// Nodes carry connection classes, not context ids: ids whose matrix rows (or columns) are equal share a class
// (see `classMatrix`), so everything below holds for classes as it would for ids, with fewer of them.
//
// The nodes ending at the position being connected, copied out of the linked list once per position. Of
// nodes sharing a right class only the cheapest can ever win (the connection cost is the same for them),
// so each right class keeps one node: the cheapest, the first in list order among equals.
//
// The kept nodes are then sorted by path cost. A row of the connection matrix has a smallest cost, so once a
// node's path cost plus that smallest cost exceeds the best total found, no later node can beat it: the scan
// stops there. On our corpus this reads a third of the matrix cells a full scan reads. The scan breaks ties
// by list order itself, so the winner is the one the full list walk would pick (the first strict minimum), as
// MeCab picks it, whatever the order among nodes of equal path cost.
//
// Every array below holds one entry per right class at most: sized once per dictionary (`prepareScratch`).
let endCount = 0;
let endNode = new Int32Array(0);
let endRight = new Int32Array(0);
let endCost = new Int32Array(0);
/** List position of each kept node: the tie-break. */
let endOrder = new Int32Array(0);
/** The kept nodes in list order before sorting, and the sorting permutation. */
let rawNode = new Int32Array(0);
let rawRight = new Int32Array(0);
let rawCost = new Int32Array(0);
let rawOrder = new Int32Array(0);
let sortIndex = new Int32Array(0);
/** Per right class: the stamp of the position that saw it, and where its node sits in the raw arrays. */
let rightStamp = new Int32Array(0);
let rightSlot = new Int32Array(0);

/** Sizes the per-class scratch arrays for `classes` connection classes. */
function prepareScratch(classes: number): void {
  if (bestStamp.length >= classes) return;
  bestStamp = new Int32Array(classes);
  bestNode = new Int32Array(classes);
  bestCostOf = new Float64Array(classes);
  rightStamp = new Int32Array(classes);
  rightSlot = new Int32Array(classes);
  endNode = new Int32Array(classes);
  endRight = new Int32Array(classes);
  endCost = new Int32Array(classes);
  endOrder = new Int32Array(classes);
  rawNode = new Int32Array(classes);
  rawRight = new Int32Array(classes);
  rawCost = new Int32Array(classes);
  rawOrder = new Int32Array(classes);
  sortIndex = new Int32Array(classes);
  stamp = 0;
}

/** Copies the nodes ending at `pos` into the scratch arrays above, one per right class, by path cost. */
function gatherEnding(pos: number): void {
  const { cost, rightId, endNext } = store;
  const seen = rightStamp;
  const slots = rightSlot;
  const current = stamp;
  const node = rawNode;
  const right = rawRight;
  const costs = rawCost;
  const order = rawOrder;
  let n = 0;
  for (let l = endHead[pos]!, k = 0; l >= 0; l = endNext[l]!, k++) {
    const rid = rightId[l]!;
    const c = cost[l]!;
    if (seen[rid] === current) {
      const slot = slots[rid]!;
      if (c < costs[slot]!) {
        node[slot] = l;
        costs[slot] = c;
        order[slot] = k;
      }
      continue;
    }
    seen[rid] = current;
    slots[rid] = n;
    node[n] = l;
    right[n] = rid;
    costs[n] = c;
    order[n] = k;
    n++;
  }
  // Insertion sort of a permutation by path cost (a handful of entries per position), then one copy out.
  // The sorted costs go straight to `endCost`, so that comparisons read them without indirection.
  const index = sortIndex;
  const outCost = endCost;
  for (let i = 0; i < n; i++) {
    const c = costs[i]!;
    let j = i - 1;
    for (; j >= 0 && outCost[j]! > c; j--) {
      outCost[j + 1] = outCost[j]!;
      index[j + 1] = index[j]!;
    }
    outCost[j + 1] = c;
    index[j + 1] = i;
  }
  const outNode = endNode;
  const outRight = endRight;
  const outOrder = endOrder;
  for (let i = 0; i < n; i++) {
    const from = index[i]!;
    outNode[i] = node[from]!;
    outRight[i] = right[from]!;
    outOrder[i] = order[from]!;
  }
  endCount = n;
}

/**
 * Links the nodes `last` down to `first` (newest first, as MeCab connects them) to their cheapest
 * predecessors among the gathered nodes, and files each connected node under its end position. A node with
 * no predecessor stays unlinked. Everything the loop touches is read into locals first: module variables and
 * the store's fields would otherwise be loaded again at every step.
 */
function connectNodes(dic: KoreanDictionary, first: number, last: number): void {
  const { leftId: lefts, wordCost, prev, cost, end, endNext } = store;
  const { costs, width, rowMin } = dic.connection;
  const node = endNode;
  const right = endRight;
  const pathCost = endCost;
  const order = endOrder;
  const count = endCount;
  const seen = bestStamp;
  const bestNodes = bestNode;
  const bestCosts = bestCostOf;
  const current = stamp;
  const heads = endHead;
  for (let r = last; r >= first; r--) {
    const leftId = lefts[r]!;
    let best: number;
    let bestCost: number;
    if (seen[leftId] === current) {
      best = bestNodes[leftId]!;
      bestCost = bestCosts[leftId]!;
    } else {
      const row = width * leftId;
      const floor = rowMin[leftId]!;
      best = -1;
      bestCost = NO_COST;
      let bestOrder = 0;
      // The hottest loop: every index is in range by construction (k < count, classes < matrix sizes).
      for (let k = 0; k < count; k++) {
        const p = pathCost[k]!;
        if (p + floor > bestCost) break;
        const c = p + costs[right[k]! + row]!;
        if (c < bestCost || (c === bestCost && order[k]! < bestOrder)) {
          best = node[k]!;
          bestOrder = order[k]!;
          bestCost = c;
        }
      }
      seen[leftId] = current;
      bestNodes[leftId] = best;
      bestCosts[leftId] = bestCost;
    }
    const total = bestCost + wordCost[r]!;
    // MeCab compares path + connection + word cost against its "infinite" start value.
    if (best < 0 || total >= NO_COST || total <= MIN_COST) continue;
    prev[r] = best;
    cost[r] = total;
    const x = end[r]!;
    endNext[r] = heads[x]!;
    heads[x] = r;
  }
}

/**
 * Runs MeCab's Viterbi search over UTF-8 bytes and returns the lowest-cost path.
 * @example findBestPath(getKoreanDictionary(), new TextEncoder().encode('학교에 갔어요')).tokens.length // 4
 */
export function findBestPath(
  dic: KoreanDictionary,
  bytes: Uint8Array,
  options: ViterbiOptions = {},
): BestPath {
  const len = bytes.length;
  const penalty = options.leftSpacePenalty === true;
  store.reset();
  if (endHead.length < len + 1) endHead = new Int32Array(Math.max(len + 1, endHead.length * 2));
  endHead.fill(-1, 0, len + 1);
  const { leftClass, rightClass } = dic.connection;
  // BOS and EOS have context id 0 on both sides.
  endHead[0] = store.add(leftClass[0]!, rightClass[0]!, 0, BOS_EOS_TOKEN, 0, 0);

  prepareScratch(Math.max(dic.connection.rows, dic.connection.width) + 1);
  for (let pos = 0; pos < len; pos++) {
    if ((endHead[pos] ?? -1) < 0) continue;
    stamp++;
    const firstNode = store.size;
    lookup(dic, bytes, pos, len, penalty, options.userDictionary);
    gatherEnding(pos);
    connectNodes(dic, firstNode, store.size - 1);
  }

  const eos = store.add(leftClass[0]!, rightClass[0]!, 0, BOS_EOS_TOKEN, len, 0);
  for (let pos = len; pos >= 0; pos--) {
    if ((endHead[pos] ?? -1) >= 0) {
      stamp++;
      gatherEnding(pos);
      connectNodes(dic, eos, eos);
      break;
    }
  }

  const tokens: number[] = [];
  const starts: number[] = [];
  const lengths: number[] = [];
  for (let n = store.prev[eos] ?? -1; n > 0; n = store.prev[n] ?? -1) {
    tokens.push(store.token[n] ?? 0);
    starts.push(store.start[n] ?? 0);
    lengths.push((store.end[n] ?? 0) - (store.start[n] ?? 0));
  }
  tokens.reverse();
  starts.reverse();
  lengths.reverse();
  return { tokens, starts, lengths };
}
