import type { StatusLogEntryAnswer, StatusLogPage } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { StatusLogFeed, type StatusLogCursor } from './status-log.feed.ts';

const entry = (id: number, synced: string): StatusLogEntryAnswer => ({
  id,
  lang: 'en_US',
  written: `w${id}`,
  old_status: null,
  new_status: 'learned',
  kind: 'change',
  count: 1,
  device_id: null,
  changed_at: synced,
  synced_at: synced,
});

/** A feed over a list, in pages of `size`, answered as the server does ((synced_at, id) order). */
function server(size: number) {
  const rows: StatusLogEntryAnswer[] = [];
  const asked: StatusLogCursor[] = [];
  return {
    rows,
    asked,
    page: async (cursor: StatusLogCursor): Promise<StatusLogPage> => {
      asked.push(cursor);
      const after = rows.filter(
        (r) => r.synced_at > cursor.since || (r.synced_at === cursor.since && r.id > cursor.after_id),
      );
      const entries = after.slice(0, size);
      const last = entries.at(-1);
      return {
        entries,
        next: after.length > size && last ? { since: last.synced_at, after_id: last.id } : null,
      };
    },
  };
}

describe('StatusLogFeed', () => {
  it('reads every page once, then only what was stored since', async () => {
    const remote = server(2);
    const feed = new StatusLogFeed(remote);
    remote.rows.push(entry(1, 'A'), entry(2, 'A'), entry(3, 'A'), entry(4, 'B'));
    expect(await feed.pull()).toBe(4);
    expect(feed.entries.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(await feed.pull()).toBe(0);
    remote.rows.push(entry(5, 'C'));
    expect(await feed.pull()).toBe(1);
    expect(feed.entries.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(feed.position).toEqual({ since: 'C', after_id: 5 });
  });

  it('starts where it is told, leaving older entries out', async () => {
    const remote = server(10);
    remote.rows.push(entry(1, 'A'), entry(2, 'B'), entry(3, 'C'));
    const feed = new StatusLogFeed(remote, { since: 'B', after_id: 0 });
    expect(await feed.pull()).toBe(2);
    expect(feed.entries.map((e) => e.id)).toEqual([2, 3]);
  });

  it('shares a pull in flight and keeps its place after a failure', async () => {
    const remote = server(10);
    remote.rows.push(entry(1, 'A'));
    let fail = true;
    const feed = new StatusLogFeed({
      page: (cursor) => (fail ? Promise.reject(new Error('offline')) : remote.page(cursor)),
    });
    await expect(feed.pull()).rejects.toThrow('offline');
    fail = false;
    const [a, b] = await Promise.all([feed.pull(), feed.pull()]);
    expect([a, b]).toEqual([1, 1]);
    expect(feed.entries).toHaveLength(1);
  });
});
