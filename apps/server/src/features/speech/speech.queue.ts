/**
 * At most `maxRunning` tasks at a time; later ones wait their turn in order (FIFO), and past `maxWaiting`
 * waiting tasks a new one is refused at once (the caller answers 503) instead of piling up.
 */
export class QueueFullError extends Error {
  constructor() {
    super('too many tasks waiting');
    this.name = 'QueueFullError';
  }
}

export class TaskQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running now, and tasks waiting for a turn. */
  get counts(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `task` when a turn is free; rejects with QueueFullError when the waiting line is full.
   * @example await queue.run(() => runProcess('espeak-ng', args, limits))
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.maxRunning) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
    // The finishing task hands its turn straight to the next in line, so `running` stays the same.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
