/**
 * The lattice's innermost work in WebAssembly, assembled at load from the instructions below: gathering the
 * nodes that end at a position and connecting new nodes to their cheapest predecessors. In JavaScript every
 * typed-array access there pays for checks V8 cannot drop, and the profile was two thirds such accesses; a
 * WebAssembly memory access is one machine instruction. The node store, the end lists, the scratch tables
 * and the connection matrix all live in the kernel's memory, so JavaScript fills nodes in place.
 *
 * Both functions follow MeCab exactly. `gather` keeps, per right class, the cheapest node ending at the
 * position (the first in list order among equals), and gives each kept node a 64-bit key: path cost in the
 * high half, list position in the low half. `connect` takes, per left class, the smallest key plus the
 * connection cost (shifted into the high half): the cheapest total, ties going to the first node in list
 * order, as MeCab's strict `<` over the list picks it. The minimum is taken with `select`, without branches.
 */
import { assemble, I32, I64, w, wasm } from './wasm-assembler.ts';

/** The kernel's base addresses, as imported globals (in this order). */
export const KERNEL_GLOBALS = [
  'endHead',
  'rightId',
  'cost',
  'endNext',
  'leftId',
  'wordCost',
  'prev',
  'end',
  'orderNode',
  'rightStamp',
  'rightSlot',
  'endNode',
  'endRight',
  'endCost',
  'endOrder',
  'endKey',
  'bestStamp',
  'bestKey',
  'matrix',
  'width',
  'token',
  'start',
  'packed',
  'prefixValues',
  'prefixLengths',
] as const;
type GlobalName = (typeof KERNEL_GLOBALS)[number];
const g = (n: GlobalName) => w.global(KERNEL_GLOBALS.indexOf(n));

/** Address of element `index` of the 4-byte (or, with `shift` 3, 8-byte) array at global `base`. */
const at = (base: GlobalName, index: number[], shift = 2) => w.add(g(base), w.shl(index, w.i32(shift)));
const load = (base: GlobalName, index: number[]) => w.load(at(base, index));
const store = (base: GlobalName, index: number[], value: number[]) => w.store(at(base, index), value);

/** Same initial "infinite" cost as MeCab, which compares with a strict `<`. */
const NO_COST = 2147483647;
/**
 * Path costs are kept in int32 (the node store's `cost`). Above, MeCab's own start value already makes a
 * path unreachable; below, a path would need some 175 000 morphemes at the dictionary's most negative word
 * and connection costs (-3 988 and -8 239): such a path is dropped rather than let its cost wrap around.
 */
const MIN_COST = -2147483648;

// gather(pos, stamp) -> count
const P_POS = 0;
const P_STAMP = 1;
const L_NODE = 2;
const L_RID = 3;
const L_COST = 4;
const L_SLOT = 5;
const L_COUNT = 6;
const L_ORDER = 7;
const L_I = 8;
const gather = {
  name: 'gather',
  params: [I32, I32],
  results: [I32],
  locals: [I32, I32, I32, I32, I32, I32, I32],
  body: [
    w.set(L_NODE, load('endHead', w.get(P_POS))),
    w.block(
      w.loop(
        w.brIf(1, w.ltS(w.get(L_NODE), w.i32(0))),
        w.set(L_RID, load('rightId', w.get(L_NODE))),
        w.set(L_COST, load('cost', w.get(L_NODE))),
        w.if(
          w.eq(load('rightStamp', w.get(L_RID)), w.get(P_STAMP)),
          [
            w.set(L_SLOT, load('rightSlot', w.get(L_RID))),
            w.if(w.ltS(w.get(L_COST), load('endCost', w.get(L_SLOT))), [
              store('endCost', w.get(L_SLOT), w.get(L_COST)),
              store('endNode', w.get(L_SLOT), w.get(L_NODE)),
              store('endOrder', w.get(L_SLOT), w.get(L_ORDER)),
            ]),
          ],
          [
            store('rightStamp', w.get(L_RID), w.get(P_STAMP)),
            store('rightSlot', w.get(L_RID), w.get(L_COUNT)),
            store('endNode', w.get(L_COUNT), w.get(L_NODE)),
            // The column's address in the matrix, so that `connect` adds only the row's offset.
            store('endRight', w.get(L_COUNT), w.add(g('matrix'), w.shl(w.get(L_RID), w.i32(1)))),
            store('endCost', w.get(L_COUNT), w.get(L_COST)),
            store('endOrder', w.get(L_COUNT), w.get(L_ORDER)),
            w.set(L_COUNT, w.add(w.get(L_COUNT), w.i32(1))),
          ],
        ),
        w.set(L_NODE, load('endNext', w.get(L_NODE))),
        w.set(L_ORDER, w.add(w.get(L_ORDER), w.i32(1))),
        w.br(0),
      ),
    ),
    w.block(
      w.loop(
        w.brIf(1, w.geS(w.get(L_I), w.get(L_COUNT))),
        w.store64(
          at('endKey', w.get(L_I), 3),
          w.or64(
            w.shl64(w.extendS(load('endCost', w.get(L_I))), w.i64(32n)),
            w.extendU(load('endOrder', w.get(L_I))),
          ),
        ),
        store('orderNode', load('endOrder', w.get(L_I)), load('endNode', w.get(L_I))),
        w.set(L_I, w.add(w.get(L_I), w.i32(1))),
        w.br(0),
      ),
    ),
    w.get(L_COUNT),
  ].flat(),
};

// connect(first, last, count, stamp)
const P_FIRST = 0;
const P_LAST = 1;
const P_COUNT = 2;
const P_CSTAMP = 3;
const L_R = 4;
const L_LEFT = 5;
const L_K = 6;
const L_ROW = 7;
const L_X = 8;
const L_BEST = 9;
const L_KEY = 10;
const L_TOTAL = 11;
const L_KP = 12;
const L_KEND = 13;
const connect = {
  name: 'connect',
  params: [I32, I32, I32, I32],
  results: [],
  locals: [I32, I32, I32, I32, I32, I64, I64, I64, I32, I32],
  body: [
    w.set(L_R, w.get(P_LAST)),
    w.block(
      w.loop(
        w.brIf(1, w.ltS(w.get(L_R), w.get(P_FIRST))),
        w.set(L_LEFT, load('leftId', w.get(L_R))),
        w.if(
          w.eq(load('bestStamp', w.get(L_LEFT)), w.get(P_CSTAMP)),
          [w.set(L_BEST, w.load64(at('bestKey', w.get(L_LEFT), 3)))],
          [
            // The row's offset in bytes; the scan walks the keys and column addresses with two pointers.
            w.set(L_ROW, w.shl(w.mul(w.get(L_LEFT), g('width')), w.i32(1))),
            w.set(L_BEST, w.i64(0x7fffffffffffffffn)),
            w.set(L_KP, g('endKey')),
            w.set(L_K, g('endRight')),
            w.set(L_KEND, w.add(g('endRight'), w.shl(w.get(P_COUNT), w.i32(2)))),
            w.block(
              w.loop(
                w.brIf(1, w.geS(w.get(L_K), w.get(L_KEND))),
                w.set(
                  L_KEY,
                  w.add64(
                    w.load64(w.get(L_KP)),
                    w.shl64(w.extendS(w.load16s(w.add(w.load(w.get(L_K)), w.get(L_ROW)))), w.i64(32n)),
                  ),
                ),
                w.set(L_BEST, w.select(w.get(L_KEY), w.get(L_BEST), w.ltS64(w.get(L_KEY), w.get(L_BEST)))),
                w.set(L_KP, w.add(w.get(L_KP), w.i32(8))),
                w.set(L_K, w.add(w.get(L_K), w.i32(4))),
                w.br(0),
              ),
            ),
            store('bestStamp', w.get(L_LEFT), w.get(P_CSTAMP)),
            w.store64(at('bestKey', w.get(L_LEFT), 3), w.get(L_BEST)),
          ],
        ),
        w.block(
          // No predecessor (the key's cost half is MeCab's "infinite" cost or more): the node stays unlinked.
          w.brIf(0, w.geS64(w.shrS64(w.get(L_BEST), w.i64(32n)), w.i64(BigInt(NO_COST)))),
          w.set(
            L_TOTAL,
            w.add64(w.shrS64(w.get(L_BEST), w.i64(32n)), w.extendS(load('wordCost', w.get(L_R)))),
          ),
          w.brIf(0, w.geS64(w.get(L_TOTAL), w.i64(BigInt(NO_COST)))),
          w.brIf(0, w.leS64(w.get(L_TOTAL), w.i64(BigInt(MIN_COST)))),
          store('prev', w.get(L_R), load('orderNode', w.wrap(w.get(L_BEST)))),
          store('cost', w.get(L_R), w.wrap(w.get(L_TOTAL))),
          w.set(L_X, load('end', w.get(L_R))),
          store('endNext', w.get(L_R), load('endHead', w.get(L_X))),
          store('endHead', w.get(L_X), w.get(L_R)),
        ),
        w.set(L_R, w.sub(w.get(L_R), w.i32(1))),
        w.br(0),
      ),
    ),
  ].flat(),
};

// addWords(found, begin, first) -> size: appends the system tokens of the `found` prefix matches (values
// and byte lengths in `prefixValues`/`prefixLengths`, a value packing `firstToken << 8 | count`) starting
// at byte `begin` as nodes from index `first` on, reading each token's classes and cost from `packed`
// (`[leftClass | rightClass << 16, cost]`); returns the new node count. The caller reserved the room.
const P_FOUND = 0;
const P_BEGIN = 1;
const P_AT = 2;
const L_W = 3;
const L_VALUE = 4;
const L_WORDEND = 5;
const L_T = 6;
const L_LASTT = 7;
const L_CLASSES = 8;
const addWords = {
  name: 'addWords',
  params: [I32, I32, I32],
  results: [I32],
  locals: [I32, I32, I32, I32, I32, I32],
  body: [
    w.block(
      w.loop(
        w.brIf(1, w.geS(w.get(L_W), w.get(P_FOUND))),
        w.set(L_VALUE, load('prefixValues', w.get(L_W))),
        w.set(L_WORDEND, w.add(w.get(P_BEGIN), load('prefixLengths', w.get(L_W)))),
        w.set(L_T, w.shrU(w.get(L_VALUE), w.i32(8))),
        w.set(L_LASTT, w.add(w.get(L_T), w.and(w.get(L_VALUE), w.i32(0xff)))),
        w.block(
          w.loop(
            w.brIf(1, w.geS(w.get(L_T), w.get(L_LASTT))),
            w.set(L_CLASSES, w.load(at('packed', w.get(L_T), 3))),
            store('leftId', w.get(P_AT), w.and(w.get(L_CLASSES), w.i32(0xffff))),
            store('rightId', w.get(P_AT), w.shrU(w.get(L_CLASSES), w.i32(16))),
            store('wordCost', w.get(P_AT), w.load(w.add(at('packed', w.get(L_T), 3), w.i32(4)))),
            store('token', w.get(P_AT), w.get(L_T)),
            store('start', w.get(P_AT), w.get(P_BEGIN)),
            store('end', w.get(P_AT), w.get(L_WORDEND)),
            w.set(P_AT, w.add(w.get(P_AT), w.i32(1))),
            w.set(L_T, w.add(w.get(L_T), w.i32(1))),
            w.br(0),
          ),
        ),
        w.set(L_W, w.add(w.get(L_W), w.i32(1))),
        w.br(0),
      ),
    ),
    w.get(P_AT),
  ].flat(),
};

/** The compiled kernel module (assembled once per process). */
let compiled: object | undefined;
/** The kernel's module, assembled and compiled on first use. @example new wasm.Instance(kernelModule(), imports) */
export function kernelModule(): object {
  compiled ??= new wasm.Module(assemble(KERNEL_GLOBALS, [gather, connect, addWords]));
  return compiled;
}

/** The kernel's functions over one memory. */
export interface KernelFunctions {
  /** Gathers the nodes ending at byte `pos` (one per right class); returns how many were kept. */
  readonly gather: (pos: number, stamp: number) => number;
  /** Connects nodes `last` down to `first` to the `count` gathered nodes. */
  readonly connect: (first: number, last: number, count: number, stamp: number) => void;
  /** Appends the system tokens of `found` prefix matches starting at byte `begin` as nodes from `first` on. */
  readonly addWords: (found: number, begin: number, first: number) => number;
}
