/**
 * The matcher's spans as numbers in typed arrays it reuses from text to text: each span's pattern slot, its
 * first and last unit, and its morpheme ranges (unit, first, last). The analysis worker packs the answer
 * straight from them; `GrammarMatcher.matchIn` makes the span objects from them. A 1,000-character Korean
 * text has a couple of hundred spans: made as objects (span, ranges array, ranges) they were ~700
 * allocations per text, read once by the packer and dropped.
 */
export class SpanRecords {
  /** How many spans are recorded. */
  count = 0;
  /** Each span's pattern slot in its matcher. */
  slot = new Int32Array(256);
  firstUnit = new Int32Array(256);
  lastUnit = new Int32Array(256);
  /** Where each span's ranges start in `ranges` (a multiple of 3) and where they end. */
  rangeStart = new Int32Array(256);
  rangeEnd = new Int32Array(256);
  /** 1 when a more specific construction hides the span (see the entries' `hides`): not reported. */
  hidden = new Uint8Array(256);
  /** Morpheme ranges, three numbers each: unit, first morpheme, last morpheme (both included). */
  ranges = new Int32Array(768);
  private used = 0;

  /** Forgets every span (the arrays are kept for the next text). */
  clear(): void {
    this.count = 0;
    this.used = 0;
  }

  /** Opens a span of pattern `slot`; its morphemes follow with `take`, then `close`. */
  open(slot: number): void {
    const i = this.count;
    if (i === this.slot.length) this.growSpans();
    this.slot[i] = slot;
    this.rangeStart[i] = this.used;
    this.hidden[i] = 0;
  }

  /** Adds morpheme `index` of unit `unit` to the open span (morphemes come in text order). */
  take(unit: number, index: number): void {
    const at = this.used;
    const i = this.count;
    // Joined to the previous range when it continues it inside the same unit.
    if (at > this.rangeStart[i]! && this.ranges[at - 3] === unit && this.ranges[at - 1] === index - 1) {
      this.ranges[at - 1] = index;
      return;
    }
    if (at + 3 > this.ranges.length) this.ranges = grown(this.ranges, at + 3);
    this.ranges[at] = unit;
    this.ranges[at + 1] = index;
    this.ranges[at + 2] = index;
    this.used = at + 3;
  }

  /** Adds a whole range (unit, first to last morpheme) to the open span as it is, joined to none. */
  range(unit: number, first: number, last: number): void {
    const at = this.used;
    if (at + 3 > this.ranges.length) this.ranges = grown(this.ranges, at + 3);
    this.ranges[at] = unit;
    this.ranges[at + 1] = first;
    this.ranges[at + 2] = last;
    this.used = at + 3;
  }

  /** Closes the open span: its index, or -1 when it took no morpheme (it is then not recorded). */
  close(): number {
    const i = this.count;
    const start = this.rangeStart[i]!;
    if (this.used === start) return -1;
    this.rangeEnd[i] = this.used;
    this.firstUnit[i] = this.ranges[start]!;
    this.lastUnit[i] = this.ranges[this.used - 3]!;
    this.count = i + 1;
    return i;
  }

  private growSpans(): void {
    const size = this.slot.length * 2;
    this.slot = grown(this.slot, size);
    this.firstUnit = grown(this.firstUnit, size);
    this.lastUnit = grown(this.lastUnit, size);
    this.rangeStart = grown(this.rangeStart, size);
    this.rangeEnd = grown(this.rangeEnd, size);
    const hidden = new Uint8Array(size);
    hidden.set(this.hidden);
    this.hidden = hidden;
  }
}

/** A copy of `array` with room for at least `size` numbers (doubling). */
export function grown(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  let length = array.length * 2;
  while (length < size) length *= 2;
  const bigger = new Int32Array(length);
  bigger.set(array);
  return bigger;
}
