/** Work on the page's main thread is cut into slices of this many milliseconds, so input is never kept waiting. */
export const SLICE_MS = 8;

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the page's own work (input, rendering) run before the next slice: `scheduler.yield()` where Chrome has
 * it (it keeps this task's priority), else a new task.
 * @example if (performance.now() - sliceStart > SLICE_MS) await yieldToMain();
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
