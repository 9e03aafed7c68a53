import { describe, expect, it } from 'vitest';
import { formatInterval } from './interval.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('formatInterval', () => {
  it('writes a wait short, never under one minute', () => {
    expect(formatInterval(20_000)).toBe('1m');
    expect(formatInterval(59_400)).toBe('1m');
    expect(formatInterval(0)).toBe('1m');
    expect(formatInterval(MINUTE)).toBe('1m');
    expect(formatInterval(10 * MINUTE)).toBe('10m');
    expect(formatInterval(59 * MINUTE + 40_000)).toBe('1h');
    expect(formatInterval(5 * 60 * MINUTE)).toBe('5h');
    expect(formatInterval(23 * 60 * MINUTE + 50 * MINUTE)).toBe('1d');
    expect(formatInterval(3 * DAY)).toBe('3d');
    expect(formatInterval(45 * DAY)).toBe('1.5mo');
    expect(formatInterval(800 * DAY)).toBe('2.2y');
  });
});
