import { describe, expect, it } from 'vitest';
import { getKoreanDictionary, resolveDictionaryDir } from '../dictionary/load.ts';
import { loadClassMatrix } from '../dictionary/matrix-cache.ts';
import { NodeStore } from './node-store.ts';
import { u32, s64, assemble, I32, w, wasm } from './wasm-assembler.ts';

describe('lattice node store in the kernel memory', () => {
  it('keeps every node when it grows far past its first capacity', () => {
    const store = new NodeStore(loadClassMatrix(resolveDictionaryDir()), 4);
    store.clearHeads(8);
    for (let i = 0; i < 5000; i++) store.add(i % 7, i % 11, i - 2500, i, i * 2, 3);
    expect(store.size).toBe(5000);
    for (const i of [0, 3, 4, 1023, 4999]) {
      expect([
        store.leftId[i],
        store.rightId[i],
        store.wordCost[i],
        store.token[i],
        store.start[i],
        store.end[i],
      ]).toEqual([i % 7, i % 11, i - 2500, i, i * 2, i * 2 + 3]);
      expect([store.prev[i], store.endNext[i]]).toEqual([-1, -1]);
    }
    store.clearHeads(100_000);
    expect(store.endHead.length).toBeGreaterThanOrEqual(100_000);
    expect(store.endHead[99_999]).toBe(-1);
    expect(store.token[4999]).toBe(4999);
  });

  it('gathers the cheapest node per right class and connects by total cost, ties to the first in list order', () => {
    const matrix = loadClassMatrix(resolveDictionaryDir());
    const { costs, width } = matrix;
    const store = new NodeStore(matrix);
    store.reset();
    store.clearHeads(4);
    // Three nodes end at position 1: two share right class 5 (the cheaper one, 20, must be kept).
    const a = store.add(0, 5, 0, 1, 0, 1);
    const b = store.add(0, 5, 0, 2, 0, 1);
    const c = store.add(0, 9, 0, 3, 0, 1);
    store.cost.set([30, 20, 25], a);
    store.endNext[c] = b;
    store.endNext[b] = a;
    store.endHead[1] = c;
    const count = store.gather(1, 1);
    expect(count).toBe(2);
    const r = store.add(7, 0, 100, 4, 1, 2);
    store.connect(r, r, count, 1);
    const viaB = 20 + costs[5 + width * 7]!;
    const viaC = 25 + costs[9 + width * 7]!;
    // The list order is c, b, a: on equal totals c comes first.
    expect(store.prev[r]).toBe(viaB < viaC ? b : c);
    expect(store.cost[r]).toBe(Math.min(viaB, viaC) + 100);
    expect(store.endHead[3]).toBe(r);
    expect(store.connectionCost(5, 7)).toBe(costs[5 + width * 7]);
    expect(getKoreanDictionary().lattice.connectionCost(9, 7)).toBe(costs[9 + width * 7]);
  });
});

describe('WebAssembly assembler', () => {
  it('encodes LEB128 numbers', () => {
    expect(u32(0)).toEqual([0]);
    expect(u32(624485)).toEqual([0xe5, 0x8e, 0x26]);
    expect(s64(-1n)).toEqual([0x7f]);
    expect(s64(-123456n)).toEqual([0xc0, 0xbb, 0x78]);
    expect(s64(63n)).toEqual([0x3f]);
    expect(s64(64n)).toEqual([0xc0, 0x00]);
  });

  it('assembles a module that runs', () => {
    const memory = new wasm.Memory({ initial: 1 });
    const base = new wasm.Global({ value: 'i32', mutable: true }, 16);
    const sum = {
      name: 'sum',
      params: [I32],
      results: [I32],
      locals: [I32],
      // Adds the first n int32 at `base`, then returns the total.
      body: [
        w.block(
          w.loop(
            w.brIf(1, w.eq(w.get(0), w.i32(0))),
            w.set(0, w.sub(w.get(0), w.i32(1))),
            w.set(1, w.add(w.get(1), w.load(w.add(w.global(0), w.shl(w.get(0), w.i32(2)))))),
            w.br(0),
          ),
        ),
        w.get(1),
      ].flat(),
    };
    const instance = new wasm.Instance(new wasm.Module(assemble(['base'], [sum])), { env: { memory, base } });
    new Int32Array(memory.buffer, 16, 4).set([1, -20, 300, 4000]);
    expect((instance.exports.sum as (n: number) => number)(4)).toBe(4281);
  });
});
