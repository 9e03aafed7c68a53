/**
 * The most recently used buffers, bounded by count and by total bytes; the least recently used go first.
 * A Map keeps insertion order, so reading an entry moves it to the end and the first key is the oldest.
 */
export class BufferLru {
  private readonly entries = new Map<string, Buffer>();
  private totalBytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** @example cache.get('ko\u0000학교') // the WAV, now the most recently used */
  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` (not when it alone is over the byte limit), dropping the oldest entries to make room. */
  set(key: string, value: Buffer): void {
    this.delete(key);
    if (value.length > this.maxBytes || this.maxEntries <= 0) return;
    this.entries.set(key, value);
    this.totalBytes += value.length;
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.totalBytes -= value.length;
  }
}
