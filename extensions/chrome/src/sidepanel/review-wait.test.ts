import { describe, expect, it } from 'vitest';
import { formatWait, ratingOfKey } from './review-wait.ts';

describe('the review waits', () => {
  it('says minutes, hours, days, months and years', () => {
    expect(formatWait(20_000)).toBe('1m');
    expect(formatWait(59_500)).toBe('1m');
    expect(formatWait(10 * 60_000)).toBe('10m');
    expect(formatWait(5 * 3_600_000)).toBe('5h');
    expect(formatWait(3 * 86_400_000)).toBe('3d');
    expect(formatWait(45 * 86_400_000)).toBe('1.5mo');
    expect(formatWait(800 * 86_400_000)).toBe('2.2y');
  });

  it('maps the keys 1-4 to the ratings and nothing else', () => {
    expect(['1', '2', '3', '4'].map(ratingOfKey)).toEqual(['again', 'hard', 'good', 'easy']);
    expect(ratingOfKey('5')).toBeNull();
    expect(ratingOfKey(' ')).toBeNull();
    expect(ratingOfKey('constructor')).toBeNull();
  });
});
