import type { StatusLogEntryAnswer, StatusLogPage } from '@glossa/contract';

/**
 * The account's status log as a change feed (`GET /user/stats/log`), for a client that needs history made
 * on other devices: it follows the feed page by page from where it stopped, so each entry arrives once. The
 * Progress screen pulls it after a vocabulary sync and redraws when something new came in.
 *
 *   const feed = new StatusLogFeed(remote);
 *   await feed.pull();           // every entry so far
 *   await vocabulary.refresh();
 *   if ((await feed.pull()) > 0) redraw();
 */

/** Where the feed stopped: the `since` and `after_id` of the next query. */
export interface StatusLogCursor {
  since: string;
  after_id: number;
}

/** The feed's one server call. */
export interface StatusLogRemote {
  page(cursor: StatusLogCursor): Promise<StatusLogPage>;
}

const START: StatusLogCursor = { since: '1970-01-01T00:00:00.000Z', after_id: 0 };
/** Most pages one pull reads (a million entries); the rest waits for the next pull. */
const MAX_PAGES = 1000;

export class StatusLogFeed {
  private cursor: StatusLogCursor;
  private readonly received: StatusLogEntryAnswer[] = [];
  private running: Promise<number> | null = null;

  /**
   * @param start Where to begin: the whole log by default; a client that only needs what is new (its
   *   figures come from elsewhere) starts near now and so never pages through years of history.
   */
  constructor(
    private readonly remote: StatusLogRemote,
    start: StatusLogCursor = START,
  ) {
    this.cursor = start;
  }

  /** Every entry received so far, oldest first (in the server's stored order). */
  get entries(): readonly StatusLogEntryAnswer[] {
    return this.received;
  }

  /** Where the next pull starts. */
  get position(): StatusLogCursor {
    return this.cursor;
  }

  /**
   * Reads every page stored since the last pull; answers how many entries came in. Calls made while one
   * runs share it. A failure rejects and keeps the position (the next pull asks again).
   */
  pull(): Promise<number> {
    this.running ??= this.read().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async read(): Promise<number> {
    let added = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = await this.remote.page(this.cursor);
      this.received.push(...answer.entries);
      added += answer.entries.length;
      const last = answer.entries.at(-1);
      if (answer.next) this.cursor = answer.next;
      else if (last) this.cursor = { since: last.synced_at, after_id: last.id };
      if (!answer.next) break;
    }
    return added;
  }
}
