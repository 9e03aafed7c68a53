import { describe, expect, it } from 'vitest';
import { nextTick } from './sync-clock.ts';

const T0 = '2025-03-01T10:00:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(T0) + offsetMs).toISOString();

describe('nextTick', () => {
  it('is now when the clock has passed the previous value, else 1 ms after it', () => {
    expect(nextTick(new Date(at(5)), at(1))).toBe(at(5));
    expect(nextTick(new Date(at(5)), at(5))).toBe(at(6));
    expect(nextTick(new Date(at(5)), at(90))).toBe(at(91));
    expect(nextTick(new Date(at(5)), null)).toBe(at(5));
  });
});
