import { describe, expect, it } from 'vitest';
import { dailyOrder, dayDate, utcDay, wordOfDay } from './daily.rule.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String(i).padStart(4, '0')}`);

describe('the Daily word rule', () => {
  it('numbers UTC days and writes their dates', () => {
    expect(utcDay(new Date('1970-01-01T00:00:00Z'))).toBe(0);
    expect(utcDay(new Date('2026-11-27T00:00:00Z'))).toBe(20784);
    expect(utcDay(new Date('2026-11-27T23:59:59.999Z'))).toBe(20784);
    expect(utcDay(new Date('2026-11-28T00:00:00Z'))).toBe(20785);
    expect(dayDate(20784)).toBe('2026-11-27');
    expect(dayDate(0)).toBe('1970-01-01');
  });

  it('puts the candidates in one order, whatever order they come in', () => {
    const order = dailyOrder(words(50), 'ko_KR');
    expect([...order].sort()).toEqual(words(50));
    expect(dailyOrder([...words(50)].reverse(), 'ko_KR')).toEqual(order);
    expect(dailyOrder([...words(50), 'word0001'], 'ko_KR')).toEqual(order);
    // Shuffled, and differently for another language.
    expect(order).not.toEqual(words(50));
    expect(dailyOrder(words(50), 'en_US')).not.toEqual(order);
  });

  it('never repeats a word within a year when there are 365 candidates or more', () => {
    for (const count of [365, 400, 1000]) {
      const order = dailyOrder(words(count), 'fr_FR');
      // Every window of 365 consecutive days over two years, including one across the order's wrap-around.
      const start = utcDay(new Date('2026-01-01T00:00:00Z'));
      const shown = Array.from({ length: 730 }, (_, i) => wordOfDay(start + i, order));
      for (let first = 0; first + 365 <= shown.length; first += 1) {
        expect(new Set(shown.slice(first, first + 365)).size).toBe(365);
      }
    }
  });

  it('with fewer candidates, shows each once before any comes back', () => {
    const order = dailyOrder(words(40), 'ko_KR');
    const shown = Array.from({ length: 80 }, (_, i) => wordOfDay(1000 + i, order));
    expect(new Set(shown.slice(0, 40)).size).toBe(40);
    expect(shown.slice(40)).toEqual(shown.slice(0, 40));
  });

  it('answers nothing without candidates, and days before 1970 too', () => {
    expect(wordOfDay(20419, [])).toBeUndefined();
    expect(wordOfDay(-1, ['a', 'b', 'c'])).toBe('c');
  });
});
