import type { GuestLogEntry, VocabularySyncStatus } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { GUEST_LOG_KEY, GUEST_LOG_MAX, parseGuestEvent, readGuestLog, writeGuestLog } from './guest-log.ts';
import { memoryStorage } from './storage.ts';
import { VocabularySession } from './vocabulary.session.ts';
import type { VocabularyRemote } from './vocabulary.sync.ts';

const T0 = Date.parse('2026-11-20T10:00:00.000Z');

/** A server that only knows who is signed in and records guest uploads. */
function remoteFor(uploads: { items: unknown[]; log: GuestLogEntry[] }[]): VocabularyRemote {
  let tick = T0;
  const status = (): VocabularySyncStatus => ({ last_update: new Date((tick += 1000)).toISOString() });
  return {
    put: async () => status(),
    putBatch: async () => status(),
    changesSince: async () => [],
    status: async () => ({ last_update: null }),
    list: async () => [],
    clear: async () => status(),
    uploadGuest: async (upload) => {
      uploads.push(upload);
      return { ...status(), previous_update: null, stale: [] };
    },
  };
}

async function guestSession(storage = memoryStorage(), user: { id: string | null } = { id: null }) {
  let now = T0;
  const uploads: { items: unknown[]; log: GuestLogEntry[] }[] = [];
  const session = new VocabularySession({
    storage,
    remote: remoteFor(uploads),
    signedInUser: async () => user.id,
    now: () => (now += 60_000),
  });
  await session.start();
  return { session, storage, uploads, user };
}

describe('guest status log', () => {
  it('logs each status change with the old and new status, time and device, saved with the words', async () => {
    const { session, storage } = await guestSession();
    session.setStatus('집', 'ko_KR', 'seen');
    session.setStatus('집', 'ko_KR', 'learned');
    session.setStatus('집', 'ko_KR', 'learned'); // no change: not logged
    session.saveNow();
    const log = await readGuestLog(storage);
    expect(log.map((e) => [e.written, e.old_status, e.new_status, e.kind, e.count])).toEqual([
      ['집', null, 'seen', 'change', 1],
      ['집', 'seen', 'learned', 'change', 1],
    ]);
    expect(log[0]!.device_id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(log[1]!.device_id).toBe(log[0]!.device_id);
    expect(log[1]!.changed_at > log[0]!.changed_at).toBe(true);
    // The same save wrote the words.
    expect(storage.data.get('glossa.vocabulary')).toContain('"learned"');
  });

  it('logs an import and "mark the rest as known" as one event each with their counts', async () => {
    const { session, storage } = await guestSession();
    session.setStatus('tree', 'en_US', 'seen');
    expect(await session.importWords(['house', 'tree', 'car', 'sky'], 'en_US')).toBe(3);
    expect(session.markKnown(['the', 'and', 'tree', 'a'], 'en_US')).toBe(3);
    session.saveNow();
    const log = await readGuestLog(storage);
    expect(log.map((e) => [e.kind, e.written, e.new_status, e.count])).toEqual([
      ['change', 'tree', 'seen', 1],
      ['import', null, 'learned', 3],
      ['mark_known', null, 'learned', 3],
    ]);
  });

  it('logs clearing as one event per language with the words it removed', async () => {
    const { session, storage } = await guestSession();
    session.setStatus('집', 'ko_KR', 'seen');
    session.setStatus('house', 'en_US', 'learned');
    session.setStatus('tree', 'en_US', 'ignore');
    await session.clearAll();
    session.saveNow();
    const clears = (await readGuestLog(storage)).filter((e) => e.kind === 'clear');
    expect(clears.map((e) => [e.lang, e.count, e.new_status]).sort()).toEqual([
      ['en_US', 2, 'unknown'],
      ['ko_KR', 1, 'unknown'],
    ]);
  });

  it('survives a reload and drops damaged entries', async () => {
    const storage = memoryStorage();
    const first = await guestSession(storage);
    first.session.setStatus('집', 'ko_KR', 'seen');
    first.session.saveNow();
    const stored = JSON.parse(storage.data.get(GUEST_LOG_KEY)!) as { events: unknown[] };
    stored.events.push(
      { lang: 'xx', written: 'bad' },
      { ...(stored.events[0] as object), changed_at: '1999-12-31T00:00:00.000Z' },
    );
    storage.data.set(GUEST_LOG_KEY, JSON.stringify(stored));
    const second = await guestSession(storage);
    expect(second.session.guestLog().map((e) => e.written)).toEqual(['집']);
    second.session.setStatus('집', 'ko_KR', 'learned');
    expect(second.session.guestLog().map((e) => e.new_status)).toEqual(['seen', 'learned']);
  });

  it('keeps the newest events when the log outgrows its bound', async () => {
    const storage = memoryStorage();
    const event = (i: number): GuestLogEntry => ({
      lang: 'en_US',
      written: `w${i}`,
      old_status: null,
      new_status: 'seen',
      kind: 'change',
      count: 1,
      device_id: null,
      changed_at: new Date(T0 + i).toISOString(),
    });
    await writeGuestLog(
      storage,
      Array.from({ length: GUEST_LOG_MAX + 5 }, (_, i) => event(i)),
    );
    const log = await readGuestLog(storage);
    expect(log).toHaveLength(GUEST_LOG_MAX);
    expect(log[0]!.written).toBe('w5');
  });

  it('refuses events that are not valid', () => {
    const good = {
      lang: 'en_US',
      written: null,
      old_status: null,
      new_status: 'learned',
      kind: 'import',
      count: 3,
      device_id: null,
      changed_at: '2026-01-01T00:00:00.000Z',
    };
    expect(parseGuestEvent(good)).toBeDefined();
    expect(parseGuestEvent({ ...good, written: 'x' })).toBeUndefined(); // a bulk event names no word
    expect(parseGuestEvent({ ...good, count: 0 })).toBeUndefined();
    expect(parseGuestEvent({ ...good, new_status: 'known' })).toBeUndefined();
    expect(parseGuestEvent({ ...good, device_id: 'a b' })).toBeUndefined();
  });

  it('uploads the log with the words when the guest signs in and says yes, then forgets both', async () => {
    const storage = memoryStorage();
    const { session, uploads, user } = await guestSession(storage);
    session.setStatus('집', 'ko_KR', 'seen');
    session.setStatus('집', 'ko_KR', 'learned');
    await session.importWords(['나무', '하늘'], 'ko_KR');
    session.saveNow();
    user.id = 'u1';
    await session.userChanged();
    expect(session.guestWordsWaiting).toBe(3);
    await session.mergeGuestWords();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.items).toHaveLength(3);
    expect(uploads[0]!.log.map((e) => [e.kind, e.old_status, e.new_status, e.count])).toEqual([
      ['change', null, 'seen', 1],
      ['change', 'seen', 'learned', 1],
      ['import', null, 'learned', 2],
    ]);
    expect(storage.data.has(GUEST_LOG_KEY)).toBe(false);
    expect(storage.data.has('glossa.vocabulary')).toBe(false);
    expect(session.guestLog()).toEqual([]);
  });
});
