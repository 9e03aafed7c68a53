import { describe, expect, it } from 'vitest';
import { inCardOrder } from './card-order.ts';

describe('the one card order', () => {
  it('puts stored cards by id, then cards made offline in the order they were made', () => {
    const ids = inCardOrder([{ id: 9 }, { id: -2 }, { id: 3 }, { id: -1 }, { id: 12 }]).map((c) => c.id);
    expect(ids).toEqual([3, 9, 12, -1, -2]);
  });

  it('does not depend on the order it is given or on any clock', () => {
    const a = [
      { id: 5, created_at: '2026-01-02' },
      { id: 2, created_at: '2026-01-03' },
    ];
    expect(inCardOrder(a).map((c) => c.id)).toEqual([2, 5]);
    expect(inCardOrder([...a].reverse()).map((c) => c.id)).toEqual([2, 5]);
  });
});
