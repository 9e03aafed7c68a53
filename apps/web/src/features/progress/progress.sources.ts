import { api, statsSchema, type StatsQuery } from '@glossa/contract';
import { StatusLogFeed } from '@glossa/sync';
import { useEffect, useRef, useState } from 'react';
import { client } from '../../lib/client.ts';
import { fromServer, type Figures } from './progress.data.ts';

/**
 * Where the Progress screen's figures come from when signed in: `GET /user/stats`, asked again when the
 * account's status log (followed as a change feed) brings entries made here or on another device.
 */

/** The feed of the signed-in account, kept for the visit (one per account). */
const feeds = new Map<string, StatusLogFeed>();

function feedOf(userId: string): StatusLogFeed {
  let feed = feeds.get(userId);
  if (!feed) {
    // The figures come from the stats answer: only entries from about now on matter, so the feed starts a
    // day back (more than any clock difference the server accepts) instead of paging through all history.
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    feed = new StatusLogFeed(
      { page: (cursor) => client.call(api.progress.log, { query: cursor }) },
      { since, after_id: 0 },
    );
    feeds.set(userId, feed);
  }
  return feed;
}

/**
 * A number that grows whenever the account's status log received entries: pulled when the screen opens
 * and after every vocabulary change or sync (`revision`), so a change made on another device redraws the
 * known-words line once this device has synced.
 */
export function useStatusLogTick(userId: string | null, revision: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    feedOf(userId)
      .pull()
      .then(
        (added) => live && added > 0 && setTick((t) => t + 1),
        (error: unknown) => console.warn('Status log could not be read:', error),
      );
    return () => {
      live = false;
    };
  }, [userId, revision]);
  return tick;
}

/** What the server answered for a query: the figures, or the error's text (a 400 names the field). */
export type StatsState =
  { status: 'loading' } | { status: 'ready'; figures: Figures } | { status: 'failed'; message: string };

/**
 * The signed-in learner's figures for a language and range, asked again when `tick` grows; the previous
 * answer stays on screen while the next one loads (no flash of empty axes).
 */
export function useServerStats(enabled: boolean, query: StatsQuery, tick: number): StatsState {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const key = `${query.language}|${query.from}|${query.to}`;
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    if (shownKey.current !== key) setState({ status: 'loading' });
    client.call(api.progress.stats, { query }).then(
      (answer) => {
        if (!live) return;
        shownKey.current = key;
        setState({ status: 'ready', figures: fromServer(statsSchema.parse(answer)) });
      },
      (error: unknown) => {
        if (!live) return;
        const detail =
          typeof error === 'object' && error != null && 'detail' in error && typeof error.detail === 'string'
            ? error.detail
            : 'The figures could not be loaded. Check your connection and try again.';
        setState({ status: 'failed', message: detail });
      },
    );
    return () => {
      live = false;
    };
    // `key` names the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key, tick]);
  return state;
}
