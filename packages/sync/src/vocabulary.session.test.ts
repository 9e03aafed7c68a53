import { vocabularyKey, wins, type VocabularyItem, type VocabularySyncStatus } from '@glossa/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JsonValue, StorageAdapter } from './storage.ts';
import { GUEST_KEY, writeGuestItems } from './vocabulary.local.ts';
import { RETRY_MAX_MS, RETRY_MIN_MS, VocabularySession } from './vocabulary.session.ts';
import type { VocabularyRemote } from './vocabulary.sync.ts';

const T0 = Date.parse('2025-05-01T00:00:00.000Z');

/**
 * A storage shaped like chrome.storage.local: values (not text) kept as copies, every answer arriving on a
 * later turn of the event loop, never in the same tick.
 */
function chromeLikeStorage(delayMs = 1): StorageAdapter & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  const later = <T>(work: () => T): Promise<T> =>
    delayMs === 0
      ? Promise.resolve().then(work)
      : new Promise<T>((resolve) => setTimeout(() => resolve(work()), delayMs));
  return {
    values,
    get: (key) => later(() => (values.has(key) ? structuredClone(values.get(key)) : undefined)),
    set: (key, value: JsonValue) => later(() => void values.set(key, structuredClone(value))),
    remove: (key) => later(() => void values.delete(key)),
  };
}

/** An in-memory server; `online = false` makes every call fail as with no network (status 0). */
function fakeServer() {
  const rows = new Map<string, VocabularyItem & { synced: string }>();
  let last: string | null = null;
  let tick = T0;
  const state = { online: true, calls: [] as { name: string; at: number }[] };
  const call = async <T>(name: string, work: () => T): Promise<T> => {
    state.calls.push({ name, at: Date.now() });
    await Promise.resolve();
    if (!state.online) throw Object.assign(new Error('Network Error'), { status: 0 });
    return work();
  };
  const write = (items: VocabularyItem[]): VocabularySyncStatus => {
    const previous = last;
    const winners = items.filter((i) => wins(i, rows.get(vocabularyKey(i.written, i.lang))));
    if (winners.length === 0) return { last_update: last, previous_update: previous };
    tick += 1000;
    last = new Date(tick).toISOString();
    for (const i of winners) rows.set(vocabularyKey(i.written, i.lang), { ...i, synced: last });
    return { last_update: last, previous_update: previous };
  };
  const remote: VocabularyRemote = {
    put: (item) => call('put', () => write([item])),
    putBatch: (items) => call('putBatch', () => write(items)),
    changesSince: (since) => call('changes', () => [...rows.values()].filter((r) => r.synced > since)),
    status: () => call('status', () => ({ last_update: last })),
    list: () => call('list', () => [...rows.values()].filter((r) => r.status !== 'unknown')),
    clear: () => call('clear', () => write([])),
  };
  const words = () =>
    [...rows.values()]
      .filter((r) => r.status !== 'unknown')
      .map((r) => `${r.written}:${r.status}`)
      .sort();
  return { remote, state, words };
}

/** Lets every pending timer and storage answer run (real timers). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 2));
}

const seen = (written: string): VocabularyItem => ({
  written,
  lang: 'en_US',
  status: 'seen',
  updated_at: '2025-01-01T00:00:00.000Z',
});

afterEach(() => {
  vi.useRealTimers();
});

describe('VocabularySession over an asynchronous (chrome.storage-like) adapter', () => {
  it('keeps a guest words in storage across visits, and repairs a damaged guest list', async () => {
    const storage = chromeLikeStorage();
    const server = fakeServer();
    storage.values.set(GUEST_KEY, { version: 1, items: [seen('sea'), { written: 7 }] });
    const first = new VocabularySession({ storage, remote: server.remote, signedInUser: async () => null });
    await first.start();
    expect([first.mode, first.tracked().map((i) => i.written)]).toEqual(['guest', ['sea']]);
    first.setStatus('house', 'en_US', 'learned');
    await settle();

    const second = new VocabularySession({ storage, remote: server.remote, signedInUser: async () => null });
    await second.start();
    expect(second.statusOf('house', 'en_US')).toBe('learned');
    expect(second.statusOf('sea', 'en_US')).toBe('seen');
    // A guest never talks to the vocabulary API.
    expect(server.state.calls).toEqual([]);
  });

  it('offers a guest words to an account once, and merges them only when told to', async () => {
    const storage = chromeLikeStorage();
    const server = fakeServer();
    await writeGuestItems(storage, [seen('sea'), seen('sky')]);
    const session = new VocabularySession({ storage, remote: server.remote, signedInUser: async () => 'u1' });
    const changes = vi.fn();
    session.subscribe(changes);
    await session.start();
    expect([session.mode, session.guestWordsWaiting, session.tracked()]).toEqual(['account', 2, []]);
    expect(changes).toHaveBeenCalled();

    await session.mergeGuestWords();
    await settle();
    expect(session.guestWordsWaiting).toBe(0);
    expect(server.words()).toEqual(['sea:seen', 'sky:seen']);
    expect(storage.values.has(GUEST_KEY)).toBe(false);

    // Signed out and in again (or another visit): the question is not asked again.
    await writeGuestItems(storage, [seen('tree')]);
    const again = new VocabularySession({ storage, remote: server.remote, signedInUser: async () => 'u1' });
    await again.start();
    expect(again.guestWordsWaiting).toBe(0);
    expect(
      again
        .tracked()
        .map((i) => i.written)
        .sort(),
    ).toEqual(['sea', 'sky']);
  });

  it('remembers a declined offer and leaves the guest words where they are', async () => {
    const storage = chromeLikeStorage();
    const server = fakeServer();
    await writeGuestItems(storage, [seen('sea')]);
    const session = new VocabularySession({ storage, remote: server.remote, signedInUser: async () => 'u2' });
    await session.start();
    expect(session.guestWordsWaiting).toBe(1);
    await session.declineGuestWords();
    expect(session.guestWordsWaiting).toBe(0);
    expect(server.words()).toEqual([]);

    const again = new VocabularySession({ storage, remote: server.remote, signedInUser: async () => 'u2' });
    await again.start();
    expect(again.guestWordsWaiting).toBe(0);
    const guest = new VocabularySession({ storage, remote: server.remote, signedInUser: async () => null });
    await guest.start();
    expect(guest.tracked().map((i) => i.written)).toEqual(['sea']);
  });

  it('keeps changes made offline in storage, and sends them on the next visit', async () => {
    const storage = chromeLikeStorage();
    const server = fakeServer();
    const options = { storage, remote: server.remote, log: () => undefined };
    const first = new VocabularySession({ ...options, signedInUser: async () => 'u3' });
    await first.start();
    server.state.online = false;
    first.setStatus('house', 'en_US', 'learned');
    await settle();
    expect([first.syncState, first.pending]).toEqual(['offline', 1]);
    first.saveNow();
    await settle();

    // The next visit cannot ask who is signed in either: it opens the last account with its queue.
    const second = new VocabularySession({ ...options, signedInUser: async () => undefined });
    await second.start();
    expect([second.mode, second.pending, second.statusOf('house', 'en_US')]).toEqual([
      'account',
      1,
      'learned',
    ]);
    server.state.online = true;
    await second.reconnected();
    await settle();
    expect([second.syncState, second.pending]).toEqual(['idle', 0]);
    expect(server.words()).toEqual(['house:learned']);
  });
});

describe('VocabularySession retries an unreachable server', () => {
  it('waits 2 s, then twice as long each time up to 60 s, and starts over once it answers', async () => {
    vi.useFakeTimers({ now: T0 });
    // Answers later (not in the calling tick) but without taking simulated time: the waits measured are the
    // retry's alone (fake timers count a 0 ms timeout as 1 ms).
    const storage = chromeLikeStorage(0);
    const server = fakeServer();
    server.state.online = false;
    const session = new VocabularySession({
      storage,
      remote: server.remote,
      signedInUser: async () => 'u4',
      log: () => undefined,
    });
    void session.start();
    await vi.advanceTimersByTimeAsync(200_000);
    const statusCalls = server.state.calls.filter((c) => c.name === 'status').map((c) => c.at - T0);
    const waits = statusCalls.slice(1).map((at, i) => at - statusCalls[i]!);
    expect(waits.slice(0, 7)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    expect([RETRY_MIN_MS, RETRY_MAX_MS]).toEqual([2_000, 60_000]);
    expect(session.syncState).toBe('offline');

    server.state.online = true;
    session.setStatus('house', 'en_US', 'seen');
    await vi.advanceTimersByTimeAsync(60_000);
    expect([session.syncState, session.pending, session.retryDelayMs]).toEqual(['idle', 0, 2_000]);
    expect(server.words()).toEqual(['house:seen']);
  });
});
