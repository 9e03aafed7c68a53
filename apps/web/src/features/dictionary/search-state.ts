import type { SearchMatch } from '@glossa/contract';

/**
 * The Dictionary screen's search state without React: what a typed text searches for, where the query sits in
 * the URL (`/dictionary?q=학교`, so a search can be shared and Back restores it), the 300 ms debounce, and
 * how the arrow keys move through the results.
 */

/** The search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The URL parameter holding the query. */
export const QUERY_PARAM = 'q';

/**
 * What a search box's text searches for: trimmed and in NFC, as the server answers it;
 * '' means no search (results cleared).
 * @example searchQuery('  학교 ') // '학교'
 */
export function searchQuery(text: string): string {
  return text.trim().normalize('NFC');
}

/**
 * The query a URL holds ('' when none).
 * @example queryOfUrl(new URLSearchParams('q=%ED%95%99%EA%B5%90')) // '학교'
 */
export function queryOfUrl(params: URLSearchParams): string {
  return searchQuery(params.get(QUERY_PARAM) ?? '');
}

/**
 * The URL parameters for searching `query` (other parameters kept, `q` dropped when empty), or null when
 * the URL already says that: no history entry is added for a search that changes nothing.
 * @example paramsForQuery(new URLSearchParams(''), ' 학교') // URLSearchParams 'q=학교'
 */
export function paramsForQuery(params: URLSearchParams, query: string): URLSearchParams | null {
  const wanted = searchQuery(query);
  const current = params.get(QUERY_PARAM);
  if (wanted === '' ? current === null : current === wanted) return null;
  const next = new URLSearchParams(params);
  if (wanted === '') next.delete(QUERY_PARAM);
  else next.set(QUERY_PARAM, wanted);
  return next;
}

/** Timers a debouncer uses (the browser's by default; tests give fakes). */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Debouncer<T> {
  /** Schedules `value`, replacing whatever was waiting; it runs after the delay unless pushed again. */
  push(value: T): void;
  /** Runs the waiting value now (nothing when none waits). */
  flush(): void;
  /** Drops the waiting value. */
  cancel(): void;
}

/**
 * Runs `run` with the last value pushed, once `delayMs` have passed without another push.
 * @example const d = debounce(300, search); d.push('학'); d.push('학교'); // search('학교') 300 ms later
 */
export function debounce<T>(
  delayMs: number,
  run: (value: T) => void,
  timers: Timers = browserTimers,
): Debouncer<T> {
  let handle: unknown = null;
  let waiting: { value: T } | null = null;
  const fire = () => {
    handle = null;
    const due = waiting;
    waiting = null;
    if (due) run(due.value);
  };
  return {
    push(value) {
      if (handle !== null) timers.clear(handle);
      waiting = { value };
      handle = timers.set(fire, delayMs);
    },
    flush() {
      if (handle !== null) timers.clear(handle);
      fire();
    },
    cancel() {
      if (handle !== null) timers.clear(handle);
      handle = null;
      waiting = null;
    },
  };
}

/**
 * Where a key moves the focus among `count` results from `current` (null: the search box): the arrows go
 * down and up (up from the first result returns to the box), Home and End to the ends. Undefined when the
 * key is not one of these (the browser keeps it).
 * @example nextResult(null, 'ArrowDown', 5) // 0
 * @example nextResult(0, 'ArrowUp', 5) // null (back to the search box)
 */
export function nextResult(current: number | null, key: string, count: number): number | null | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current === null ? 0 : Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current === null || current === 0 ? null : current - 1;
    case 'Home':
      return current === null ? undefined : 0;
    case 'End':
      return current === null ? undefined : count - 1;
    default:
      return undefined;
  }
}

/**
 * How a result matched, said for the learner.
 * @example matchLabel('inflected', '먹었어요') // 'Base form of 먹었어요'
 */
export function matchLabel(match: SearchMatch, query: string): string {
  switch (match) {
    case 'exact':
      return 'Exact match';
    case 'prefix':
      return `Starts with ${query}`;
    case 'inflected':
      return `Base form of ${query}`;
    case 'translation':
      return `Translation: ${query}`;
  }
}

/**
 * The dictionaries' last-updated date as the screen shows it (UTC date), or null when none is installed.
 * @example updatedLabel('2026-11-27T07:30:00.000Z') // '27 Nov 2026'
 */
export function updatedLabel(updatedAt: string | null | undefined): string | null {
  if (!updatedAt) return null;
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
