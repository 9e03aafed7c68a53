/**
 * Lattice nodes as parallel typed arrays (structure of arrays), grown by doubling and reused across calls so
 * that building a lattice allocates no object per candidate word.
 */

/** Storage for lattice nodes; index 0 is always BOS. */
export class NodeStore {
  size = 0;
  /** Connection classes of the node's left and right context ids (`ClassMatrix`). */
  leftId = new Uint16Array(0);
  rightId = new Uint16Array(0);
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

  constructor(capacity = 1024) {
    this.grow(capacity);
  }

  /** Empties the store without freeing its arrays. @example store.reset() */
  reset(): void {
    this.size = 0;
  }

  /**
   * Makes room for `count` more nodes, so that a caller can fill the arrays directly (`size` then advanced by
   * the caller). Such nodes leave `cost`, `prev` and `endNext` unset: the decoder sets them when it connects
   * a node, and never reads them of a node it could not connect.
   * @example store.reserve(12)
   */
  reserve(count: number): void {
    if (this.size + count > this.leftId.length) this.grow(Math.max(this.size * 2, this.size + count));
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
    if (this.size === this.leftId.length) this.grow(this.size * 2);
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

  private grow(capacity: number): void {
    const copy = <T extends Uint16Array | Int32Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.leftId = copy(this.leftId, (n) => new Uint16Array(n));
    this.rightId = copy(this.rightId, (n) => new Uint16Array(n));
    this.wordCost = copy(this.wordCost, (n) => new Int32Array(n));
    this.token = copy(this.token, (n) => new Int32Array(n));
    this.start = copy(this.start, (n) => new Int32Array(n));
    this.end = copy(this.end, (n) => new Int32Array(n));
    this.cost = copy(this.cost, (n) => new Int32Array(n));
    this.prev = copy(this.prev, (n) => new Int32Array(n));
    this.endNext = copy(this.endNext, (n) => new Int32Array(n));
  }
}
