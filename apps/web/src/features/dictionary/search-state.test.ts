import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_DEBOUNCE_MS,
  debounce,
  matchLabel,
  nextResult,
  paramsForQuery,
  queryOfUrl,
  searchQuery,
  updatedLabel,
} from './search-state.ts';

describe('searchQuery and the URL', () => {
  it('trims the typed text and puts it in NFC (a decomposed 학교 searches the composed one)', () => {
    expect(searchQuery('  학교 \n')).toBe('학교');
    expect(searchQuery('   ')).toBe('');
    const decomposed = '학교'.normalize('NFD');
    expect(decomposed).not.toBe('학교');
    expect(searchQuery(decomposed)).toBe('학교');
  });

  it('reads the query from q, trimmed, and empty when there is none', () => {
    expect(queryOfUrl(new URLSearchParams('q=%ED%95%99%EA%B5%90'))).toBe('학교');
    expect(queryOfUrl(new URLSearchParams('q=+went+'))).toBe('went');
    expect(queryOfUrl(new URLSearchParams('other=1'))).toBe('');
  });

  it('writes a new query into q and keeps the other parameters', () => {
    const next = paramsForQuery(new URLSearchParams('tab=x&q=%ED%95%99'), ' 학교 ');
    expect(next?.get('q')).toBe('학교');
    expect(next?.get('tab')).toBe('x');
    expect(next?.toString()).toBe('tab=x&q=%ED%95%99%EA%B5%90');
  });

  it('drops q for an empty query, and answers null when the URL already holds the query', () => {
    expect(paramsForQuery(new URLSearchParams('q=went&tab=x'), '  ')?.toString()).toBe('tab=x');
    expect(paramsForQuery(new URLSearchParams('q=went'), 'went ')).toBeNull();
    expect(paramsForQuery(new URLSearchParams(''), '')).toBeNull();
    // An empty q in the URL is still cleaned away.
    expect(paramsForQuery(new URLSearchParams('q='), '')?.toString()).toBe('');
  });
});

describe('debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs only the last value, 300 ms after the last push', () => {
    vi.useFakeTimers();
    const run = vi.fn<(value: string) => void>();
    const search = debounce(SEARCH_DEBOUNCE_MS, run);
    search.push('학');
    vi.advanceTimersByTime(200);
    search.push('학교');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['학교']]);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('flush runs the waiting value at once (Enter), and not again later', () => {
    vi.useFakeTimers();
    const run = vi.fn<(value: string) => void>();
    const search = debounce(SEARCH_DEBOUNCE_MS, run);
    search.flush();
    expect(run).not.toHaveBeenCalled();
    search.push('went');
    search.flush();
    expect(run.mock.calls).toEqual([['went']]);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the waiting value (the box was cleared)', () => {
    vi.useFakeTimers();
    const run = vi.fn<(value: string) => void>();
    const search = debounce(SEARCH_DEBOUNCE_MS, run);
    search.push('allées');
    search.cancel();
    vi.advanceTimersByTime(1000);
    search.flush();
    expect(run).not.toHaveBeenCalled();
  });

  it('uses the timers it is given', () => {
    const pending: Array<{ run: () => void; ms: number }> = [];
    const timers = {
      set: (run: () => void, ms: number) => pending.push({ run, ms }) - 1,
      clear: (handle: unknown) => {
        pending[handle as number] = { run: () => undefined, ms: -1 };
      },
    };
    const seen: string[] = [];
    const search = debounce(300, (value: string) => seen.push(value), timers);
    search.push('a');
    search.push('ab');
    expect(pending.map((p) => p.ms)).toEqual([-1, 300]);
    pending[1]!.run();
    expect(seen).toEqual(['ab']);
  });
});

describe('nextResult (arrow keys through the results)', () => {
  it('goes from the box to the first result and down to the last, not beyond', () => {
    expect(nextResult(null, 'ArrowDown', 3)).toBe(0);
    expect(nextResult(0, 'ArrowDown', 3)).toBe(1);
    expect(nextResult(2, 'ArrowDown', 3)).toBe(2);
  });

  it('goes up, and from the first result back to the box', () => {
    expect(nextResult(2, 'ArrowUp', 3)).toBe(1);
    expect(nextResult(0, 'ArrowUp', 3)).toBeNull();
  });

  it('Home and End jump to the ends; other keys and no results are left to the browser', () => {
    expect(nextResult(1, 'Home', 3)).toBe(0);
    expect(nextResult(0, 'End', 3)).toBe(2);
    expect(nextResult(null, 'Home', 3)).toBeUndefined();
    expect(nextResult(1, 'Enter', 3)).toBeUndefined();
    expect(nextResult(null, 'ArrowDown', 0)).toBeUndefined();
  });
});

describe('labels', () => {
  it('says how each result matched', () => {
    expect(matchLabel('exact', '학교')).toBe('Exact match');
    expect(matchLabel('prefix', '학')).toBe('Starts with 학');
    expect(matchLabel('inflected', '먹었어요')).toBe('Base form of 먹었어요');
    expect(matchLabel('translation', 'school')).toBe('Translation: school');
  });

  it('shows the dictionaries’ last update as a UTC date, nothing without one', () => {
    expect(updatedLabel('2026-11-27T23:30:00.000Z')).toBe('27 Nov 2026');
    expect(updatedLabel(null)).toBeNull();
    expect(updatedLabel('not a date')).toBeNull();
  });
});
