import { vocabularyKey, wins, type VocabularyItem, type VocabularySyncStatus } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { VocabularySync, type VocabularyRemote } from './vocabulary.sync.ts';

const T0 = Date.parse('2025-05-01T00:00:00.000Z');

/** A minimal in-memory stand-in for the server (the real one is exercised by the property test). */
function fakeServer() {
  const rows = new Map<string, VocabularyItem & { synced: string }>();
  let last: string | null = null;
  let tick = T0;
  const calls: string[] = [];
  const state = { failWith: 0, failReads: 0 };
  const read = <T>(answer: () => T): T => {
    if (state.failReads) throw Object.assign(new Error('fail'), { status: state.failReads });
    return answer();
  };
  const write = (items: VocabularyItem[]): VocabularySyncStatus => {
    if (state.failWith) throw Object.assign(new Error('fail'), { status: state.failWith });
    const previous = last;
    const winners = items.filter((i) => wins(i, rows.get(vocabularyKey(i.written, i.lang))));
    if (winners.length === 0) return { last_update: last, previous_update: previous };
    tick += 1000;
    last = new Date(tick).toISOString();
    for (const i of winners) rows.set(vocabularyKey(i.written, i.lang), { ...i, synced: last });
    return { last_update: last, previous_update: previous };
  };
  const transport: VocabularyRemote = {
    put: async (item) => (calls.push('put'), write([item])),
    putBatch: async (items) => (calls.push(`batch:${items.length}`), write(items)),
    changesSince: async (since) => (
      calls.push('changes'),
      read(() => [...rows.values()].filter((r) => r.synced > since))
    ),
    status: async () => (calls.push('status'), read(() => ({ last_update: last }))),
    list: async () => (
      calls.push('list'),
      read(() => [...rows.values()].filter((r) => r.status !== 'unknown'))
    ),
    clear: async () =>
      write(
        [...rows.values()].map((r) => ({
          ...r,
          status: 'unknown',
          updated_at: new Date(tick + 5000).toISOString(),
        })),
      ),
  };
  return { transport, calls, rows, state };
}

describe('VocabularySync (guest, no server)', () => {
  it('applies the status rules', () => {
    let now = T0;
    const sync = new VocabularySync(null, { now: () => now });
    expect(sync.setStatus('집', 'ko_KR', 'unknown')).toBe(false);
    expect(sync.setStatus('', 'ko_KR', 'seen')).toBe(false);
    expect(sync.setStatus('집', 'ko_KR', 'seen')).toBe(true);
    expect(sync.snapshot().items[0]?.updated_at).toBe(new Date(T0).toISOString());
    expect(sync.setStatus('집', 'ko_KR', 'seen')).toBe(false);
    now -= 60_000; // a clock set back still dates the change after the one it replaces
    expect(sync.setStatus('집', 'ko_KR', 'learned')).toBe(true);
    expect(sync.snapshot().items[0]?.updated_at).toBe(new Date(T0 + 1).toISOString());
    expect(sync.statusOf('집', 'ko_KR')).toBe('learned');
    expect(sync.setStatus('집', 'ko_KR', 'unknown')).toBe(true);
    expect(sync.snapshot().items).toEqual([]);
    expect(sync.addLearned(['a', 'b', 'a'], 'en_US')).toBe(2);
    expect(sync.addLearned(['a', 'c'], 'en_US')).toBe(1);
  });
});

describe('VocabularySync (signed in)', () => {
  it('sends single changes with PUT and fetches changes only when others wrote', async () => {
    const server = fakeServer();
    const a = new VocabularySync(server.transport, { now: () => T0 });
    const b = new VocabularySync(server.transport, { now: () => T0 + 10 });
    await a.load();
    await b.load();
    a.setStatus('x', 'en_US', 'seen');
    await a.flush();
    expect(server.calls.slice(-1)).toEqual(['put']);
    b.setStatus('y', 'en_US', 'learned');
    await b.flush();
    // b's previous update was not a's write: it fetched the changes and now knows x.
    expect(server.calls.slice(-2)).toEqual(['put', 'changes']);
    expect(b.statusOf('x', 'en_US')).toBe('seen');
    a.setStatus('x', 'en_US', 'learned');
    server.calls.length = 0;
    await a.flush();
    expect(server.calls).toEqual(['put', 'changes']);
    a.setStatus('z', 'en_US', 'seen');
    server.calls.length = 0;
    await a.flush();
    expect(server.calls).toEqual(['put']);
  });

  it('keeps the queue while offline or while the server fails, and drops refused batches', async () => {
    const server = fakeServer();
    const errors: unknown[] = [];
    const sync = new VocabularySync(server.transport, { now: () => T0, log: (e) => errors.push(e) });
    await sync.load();
    server.state.failWith = 0;
    server.state.failWith = 503;
    sync.addLearned(['a', 'b', 'c'], 'fr_FR');
    await sync.flush();
    expect([sync.state, sync.pendingCount]).toEqual(['offline', 3]);
    server.state.failWith = 0;
    await sync.flush();
    expect([sync.state, sync.pendingCount, server.rows.size]).toEqual(['idle', 0, 3]);
    server.state.failWith = 400;
    sync.setStatus('a', 'fr_FR', 'seen');
    await sync.flush();
    expect(sync.pendingCount).toBe(0);
    expect(errors.length).toBe(2);
  });

  it('stays offline after a failed first load with nothing queued, and a later sync loads the list', async () => {
    const server = fakeServer();
    const writer = new VocabularySync(server.transport, { now: () => T0 });
    writer.addLearned(['sea', 'sky'], 'en_US');
    await writer.flush();
    server.state.failReads = 503;
    const device = new VocabularySync(server.transport, { now: () => T0 + 10, log: () => undefined });
    await device.load();
    // An empty queue's flush after the failed read must not claim the device is in sync.
    await device.flush();
    expect([device.state, device.tracked()]).toEqual(['offline', []]);
    server.state.failReads = 0;
    await device.sync();
    expect(device.state).toBe('idle');
    expect(
      device
        .tracked()
        .map((i) => i.written)
        .sort(),
    ).toEqual(['sea', 'sky']);
  });

  it('keeps queued changes on top of a fresh load and merges removals', async () => {
    const server = fakeServer();
    const a = new VocabularySync(server.transport, { now: () => T0 });
    await a.load();
    a.addLearned(['a', 'b'], 'en_US');
    await a.flush();
    const b = new VocabularySync(server.transport, { now: () => T0 + 100 });
    await b.load();
    expect(b.tracked().length).toBe(2);
    b.setStatus('a', 'en_US', 'unknown');
    await b.flush();
    await a.sync();
    expect(a.tracked().map((i) => i.written)).toEqual(['b']);
    await a.clearAll();
    await b.sync();
    expect([a.tracked(), b.tracked()]).toEqual([[], []]);
  });
});
