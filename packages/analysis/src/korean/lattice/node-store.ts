/**
 * Lattice nodes as parallel arrays (structure of arrays) in the lattice kernel's WebAssembly memory, grown by
 * doubling and reused across calls so that building a lattice allocates no object per candidate word. The
 * same memory holds the end lists, the kernel's scratch tables and the connection matrix (see `kernel.ts`).
 */
import type { ClassMatrix, ConnectionClasses } from '../dictionary/matrix.ts';
import { KERNEL_GLOBALS, kernelModule } from './kernel.ts';
import type { KernelFunctions } from './kernel.ts';
import { wasm } from './wasm-assembler.ts';
import type { WasmGlobal, WasmMemory } from './wasm-assembler.ts';

const PAGE = 65536;
/** End-list entries made at first: one per byte of a sentence. */
const HEADS = 4096;
/** Prefix matches a trie search may report at one position. */
export const PREFIXES = 512;
/** Node arrays, in their order in memory: all 4 bytes an element. */
const NODE_ARRAYS = [
  'leftId',
  'rightId',
  'wordCost',
  'token',
  'start',
  'end',
  'cost',
  'prev',
  'endNext',
  'orderNode',
] as const;
type NodeArray = (typeof NODE_ARRAYS)[number];
/** Per-class scratch arrays of the kernel and their element sizes. */
const CLASS_ARRAYS = [
  ['endKey', 8],
  ['bestKey', 8],
  ['rightStamp', 4],
  ['rightSlot', 4],
  ['endNode', 4],
  ['endRight', 4],
  ['endCost', 4],
  ['endOrder', 4],
  ['bestStamp', 4],
] as const;

/** Storage for lattice nodes (index 0 is always BOS) and the kernel working on them. */
export class NodeStore implements KernelFunctions {
  size = 0;
  /** Connection classes of the node's left and right context ids (`ClassMatrix`). */
  leftId = new Int32Array(0);
  rightId = new Int32Array(0);
  wordCost = new Int32Array(0);
  /** Token index in its dictionary; negative `-1 - t` for unknown-word tokens. */
  token = new Int32Array(0);
  /** Byte offset where the surface starts (after skipped spaces). */
  start = new Int32Array(0);
  /** Byte offset where the node ends (the surface's byte length is `end - start`). */
  end = new Int32Array(0);
  /** Path cost from BOS (always within int32: see the decoder's `MIN_COST`). */
  cost = new Int32Array(0);
  prev = new Int32Array(0);
  /** Next node in the list of nodes ending at the same position. */
  endNext = new Int32Array(0);
  /** Per byte position: the last node connected that ends there, -1 for none. */
  endHead = new Int32Array(0);
  /** The matrix's class tables (its costs are in the kernel's memory only). */
  readonly classes: ConnectionClasses;
  /** Prefix matches of the trie search (`commonPrefixSearch`'s outputs), read by `addWords`. */
  prefixValues = new Int32Array(0);
  prefixLengths = new Int32Array(0);
  /** The system tokens' classes and costs (`packTokenClasses`), once `allocateTokens` made room for them. */
  systemTokens = new Int32Array(0);
  readonly gather: KernelFunctions['gather'];
  readonly connect: KernelFunctions['connect'];
  readonly addWords: KernelFunctions['addWords'];

  private readonly memory: WasmMemory;
  private readonly globals = new Map<string, WasmGlobal>();
  private readonly bases = new Map<string, number>();
  private top = 0;
  private capacity = 0;
  private headCapacity = 0;
  private tokenCount = 0;

  /**
   * A store over a merged connection matrix: `source` is the matrix (copied into the kernel's memory) or a
   * loader given the memory to read it into (see `loadClassMatrix`), so that the costs are held once.
   */
  constructor(source: ClassMatrix | ((into: (bytes: number) => Uint8Array) => ClassMatrix), capacity = 4096) {
    this.memory = new wasm.Memory({ initial: 1 });
    const env: Record<string, WasmMemory | WasmGlobal> = { memory: this.memory };
    for (const name of KERNEL_GLOBALS) {
      const global = new wasm.Global({ value: 'i32', mutable: true }, 0);
      this.globals.set(name, global);
      env[name] = global;
    }
    const instance = new wasm.Instance(kernelModule(), { env });
    const exports = instance.exports as unknown as KernelFunctions;
    this.gather = exports.gather;
    this.connect = exports.connect;
    this.addWords = exports.addWords;

    const matrix =
      typeof source === 'function'
        ? source((bytes) => {
            const at = this.allocate(bytes);
            return new Uint8Array(this.memory.buffer, at, bytes);
          })
        : source;
    // Copied out now: growing the memory below detaches every view into it.
    this.classes = {
      leftClass: matrix.leftClass.slice(),
      rightClass: matrix.rightClass.slice(),
      rows: matrix.rows,
      width: matrix.width,
    };
    const inMemory = matrix.costs.buffer === this.memory.buffer;
    // Read before the memory grows: a detached view's offset reads as 0.
    const costsAt = matrix.costs.byteOffset;
    const classes = Math.max(matrix.rows, matrix.width) + 1;
    // Everything the first sentences need in one growth: each growth costs a millisecond or more.
    this.reserveMemory(
      classes * CLASS_ARRAYS.reduce((sum, [, size]) => sum + size, 0) +
        (inMemory ? 0 : matrix.costs.byteLength) +
        HEADS * 4 +
        capacity * 4 * NODE_ARRAYS.length +
        PREFIXES * 8 +
        // Alignment slack: every region starts on 8 bytes.
        8 * (CLASS_ARRAYS.length + 5),
    );
    if (inMemory) {
      this.setBase('matrix', costsAt);
    } else {
      const matrixAt = this.allocate(matrix.costs.byteLength);
      new Int16Array(this.memory.buffer, matrixAt, matrix.costs.length).set(matrix.costs);
      this.setBase('matrix', matrixAt);
    }
    for (const [name, bytes] of CLASS_ARRAYS) this.setBase(name, this.allocate(classes * bytes));
    this.setBase('width', matrix.width);
    this.setBase('prefixValues', this.allocate(PREFIXES * 4));
    this.setBase('prefixLengths', this.allocate(PREFIXES * 4));
    this.growHeads(HEADS);
    this.grow(capacity);
    // One empty call each compiles the kernel's functions now (the runtime compiles them on first call).
    this.clearHeads(1);
    this.connect(0, -1, this.gather(0, 0), 0);
    this.addWords(0, 0, 0);
  }

  /**
   * The connection cost from a node of right class `right` to a node of left class `left`, read from the
   * kernel's copy of the matrix.
   * @example store.connectionCost(dic.connection.rightClass[rcAttr], dic.connection.leftClass[lcAttr])
   */
  connectionCost(right: number, left: number): number {
    const at = this.base('matrix') + 2 * (right + left * this.base('width'));
    return new DataView(this.memory.buffer).getInt16(at, true);
  }

  /**
   * Makes room for `length` int32 of packed system tokens in the kernel's memory and returns the view to fill
   * (valid until the memory grows; `systemTokens` is always current).
   * @example packTokenClasses(dic.system, dic.connection, store.allocateTokens(2 * tokens))
   */
  allocateTokens(length: number): Int32Array {
    this.setBase('packed', this.allocate(length * 4));
    this.tokenCount = length;
    this.refreshViews();
    return this.systemTokens;
  }

  /** Empties the store without freeing its arrays. @example store.reset() */
  reset(): void {
    this.size = 0;
  }

  /** Makes `endHead` hold at least `positions` entries, all -1. @example store.clearHeads(len + 1) */
  clearHeads(positions: number): void {
    if (this.headCapacity < positions) this.growHeads(Math.max(positions, this.headCapacity * 2));
    this.endHead.fill(-1, 0, positions);
  }

  /**
   * Makes room for `count` more nodes, so that a caller can fill the arrays directly (`size` then advanced by
   * the caller). Such nodes leave `cost`, `prev` and `endNext` unset: the decoder sets them when it connects
   * a node, and never reads them of a node it could not connect.
   * @example store.reserve(12)
   */
  reserve(count: number): void {
    if (this.size + count > this.capacity) this.grow(Math.max(this.size * 2, this.size + count));
  }

  /** Appends a node and returns its index. @example const i = store.add(lc, rc, cost, token, start, len) */
  add(
    leftId: number,
    rightId: number,
    wordCost: number,
    token: number,
    start: number,
    length: number,
  ): number {
    if (this.size === this.capacity) this.grow(this.size * 2);
    const i = this.size++;
    this.leftId[i] = leftId;
    this.rightId[i] = rightId;
    this.wordCost[i] = wordCost;
    this.token[i] = token;
    this.start[i] = start;
    this.end[i] = start + length;
    this.cost[i] = 0;
    this.prev[i] = -1;
    this.endNext[i] = -1;
    return i;
  }

  /** Sets a base address (and the kernel's global of that name, when the kernel reads that array). */
  private setBase(name: string, value: number): void {
    this.bases.set(name, value);
    const global = this.globals.get(name);
    if (global) global.value = value;
  }

  private base(name: string): number {
    return this.bases.get(name) ?? 0;
  }

  /** Grows the memory once so that `bytes` more fit above the top. */
  private reserveMemory(bytes: number): void {
    const have = this.memory.buffer.byteLength;
    const need = this.top + bytes;
    if (need > have) this.memory.grow(Math.ceil((need - have) / PAGE));
  }

  /** Reserves `bytes` at the top of memory (8-byte aligned), growing the memory when needed. */
  private allocate(bytes: number): number {
    const at = (this.top + 7) & ~7;
    const need = at + bytes;
    const have = this.memory.buffer.byteLength;
    if (need > have) this.memory.grow(Math.ceil((need - have) / PAGE));
    this.top = need;
    return at;
  }

  private growHeads(capacity: number): void {
    this.setBase('endHead', this.allocate(capacity * 4));
    this.headCapacity = capacity;
    this.refreshViews();
  }

  /** Moves the node arrays to a larger region at the top of memory, keeping the first `size` nodes. */
  private grow(capacity: number): void {
    const old = NODE_ARRAYS.map((name) => this.base(name));
    const region = this.allocate(capacity * 4 * NODE_ARRAYS.length);
    const bytes = new Uint8Array(this.memory.buffer);
    NODE_ARRAYS.forEach((name, i) => {
      const at = region + i * capacity * 4;
      if (this.capacity > 0) bytes.copyWithin(at, old[i]!, old[i]! + this.size * 4);
      this.setBase(name, at);
    });
    this.capacity = capacity;
    this.refreshViews();
  }

  /** Views over the memory, made again whenever it grows (growing detaches the old ones). */
  private refreshViews(): void {
    const buffer = this.memory.buffer;
    const view = (name: NodeArray) => new Int32Array(buffer, this.base(name), this.capacity);
    this.leftId = view('leftId');
    this.rightId = view('rightId');
    this.wordCost = view('wordCost');
    this.token = view('token');
    this.start = view('start');
    this.end = view('end');
    this.cost = view('cost');
    this.prev = view('prev');
    this.endNext = view('endNext');
    this.endHead = new Int32Array(buffer, this.base('endHead'), this.headCapacity);
    this.prefixValues = new Int32Array(buffer, this.base('prefixValues'), PREFIXES);
    this.prefixLengths = new Int32Array(buffer, this.base('prefixLengths'), PREFIXES);
    this.systemTokens = new Int32Array(buffer, this.base('packed'), this.tokenCount);
  }
}
