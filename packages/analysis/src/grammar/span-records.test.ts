// The matcher's span records: morphemes joined into ranges per unit, a span without morphemes not kept,
// and room made past the first sizes.
import { describe, expect, it } from 'vitest';
import { SpanRecords } from './span-records.ts';

const rangesOf = (records: SpanRecords, i: number): number[] => [
  ...records.ranges.subarray(records.rangeStart[i], records.rangeEnd[i]),
];

describe('SpanRecords', () => {
  it('joins morphemes that follow each other in a unit, and starts a range on a gap or a new unit', () => {
    const records = new SpanRecords();
    records.open(7);
    for (const [unit, index] of [
      [2, 1],
      [2, 2],
      [2, 4],
      [3, 0],
      [3, 1],
    ] as const)
      records.take(unit, index);
    expect(records.close()).toBe(0);
    expect(rangesOf(records, 0)).toEqual([2, 1, 2, 2, 4, 4, 3, 0, 1]);
    expect([records.slot[0], records.firstUnit[0], records.lastUnit[0], records.hidden[0]]).toEqual([
      7, 2, 3, 0,
    ]);
  });

  it('keeps no span that took no morpheme, and forgets everything on clear', () => {
    const records = new SpanRecords();
    records.open(1);
    expect(records.close()).toBe(-1);
    expect(records.count).toBe(0);
    records.open(1);
    records.range(4, 0, 2);
    expect(records.close()).toBe(0);
    expect(rangesOf(records, 0)).toEqual([4, 0, 2]);
    records.clear();
    expect(records.count).toBe(0);
    records.open(2);
    records.take(9, 1);
    expect(records.close()).toBe(0);
    expect(rangesOf(records, 0)).toEqual([9, 1, 1]);
  });

  it('grows past its first sizes without losing what it holds', () => {
    const records = new SpanRecords();
    for (let i = 0; i < 1000; i++) {
      records.open(i % 5);
      records.take(i, 0);
      records.take(i + 1, 3);
      records.close();
    }
    expect(records.count).toBe(1000);
    expect(rangesOf(records, 0)).toEqual([0, 0, 0, 1, 3, 3]);
    expect(rangesOf(records, 999)).toEqual([999, 0, 0, 1000, 3, 3]);
    expect([records.slot[999], records.firstUnit[999], records.lastUnit[999]]).toEqual([4, 999, 1000]);
  });
});
