import {
  REVIEW_RATINGS,
  STATUS_LOG_PAGE_MAX,
  type StatusLogPage,
  type StatusLogQuery,
  STABILITY_BANDS,
  STATS_FORECAST_DAYS,
  STATS_RETENTION_DAYS,
  type Stats,
  type StatsQuery,
} from '@glossa/contract';
import type { StatsRepository } from './stats.repository.ts';
import type { StatusLogRepository } from './status-log.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The range taken when the query gives none: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/** The UTC date `days` after `date` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * A learner's progress figures for one language: statuses now, the known-words line and new words per day
 * from the status log, reviews per day, true retention and the due forecast from the review log and states.
 * Known words before the log began (words learned before it was kept) are counted from the vocabulary, so
 * the line ends at today's learned count.
 */
export class StatsService {
  constructor(
    private readonly repository: StatsRepository,
    private readonly log: StatusLogRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * One page of the status log's change feed, for another device (or a future Progress screen) to sync.
   * @example await stats.logPage(userId, { since: '1970-01-01T00:00:00.000Z' })
   */
  async logPage(userId: string, query: StatusLogQuery, limit = STATUS_LOG_PAGE_MAX): Promise<StatusLogPage> {
    const rows = await this.log.after(userId, query.since, query.after_id ?? 0, limit + 1);
    const entries = rows.slice(0, limit) as StatusLogPage['entries'];
    const last = entries.at(-1);
    return {
      entries,
      next: rows.length > limit && last ? { since: last.synced_at, after_id: last.id } : null,
    };
  }

  /** @example await stats.get(userId, { language: 'ko_KR', from: '2026-11-01', to: '2026-11-28' }) */
  async get(userId: string, query: StatsQuery): Promise<Stats> {
    const now = this.now();
    const today = now.toISOString().slice(0, 10);
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS);
    const lang = query.language;

    const [statuses, learnedSince, logDays, reviewDays, retention, dueDays, bands] = await Promise.all([
      this.repository.statusCounts(userId, lang),
      this.repository.learnedSince(userId, lang, from),
      this.repository.logDays(userId, lang, from, to),
      this.repository.reviewDays(userId, lang, from, to),
      this.repository.retention(
        userId,
        lang,
        new Date(now.getTime() - STATS_RETENTION_DAYS * DAY_MS).toISOString(),
      ),
      this.repository.dueDays(userId, lang, `${addDays(today, STATS_FORECAST_DAYS)}T00:00:00.000Z`),
      this.repository.stabilityBands(userId, lang),
    ]);

    const learnedNow = statuses.get('learned') ?? 0;
    // Known at the start of the range: today's count less what the log added since; words learned before
    // the log began are in today's count and not in the log, so they count from the start.
    let known = learnedNow - learnedSince;
    const byDay = new Map(logDays.map((row) => [row.day, row]));
    const days = datesOf(from, to).map((date) => {
      const row = byDay.get(date);
      known += row?.learned ?? 0;
      return { date, known, new_words: row?.new_words ?? 0, bulk_words: row?.bulk_words ?? 0 };
    });

    const reviewsByDay = new Map<string, Record<string, number>>();
    for (const row of reviewDays) {
      const counts = reviewsByDay.get(row.day) ?? {};
      counts[row.rating] = (counts[row.rating] ?? 0) + row.reviews;
      reviewsByDay.set(row.day, counts);
    }
    const reviews = datesOf(from, to).map((date) => {
      const counts = reviewsByDay.get(date) ?? {};
      const ratings = Object.fromEntries(REVIEW_RATINGS.map((rating) => [rating, counts[rating] ?? 0]));
      return { date, ...ratings } as Stats['reviews'][number];
    });

    const dueByDay = new Map(dueDays.map((row) => [row.day, row.due]));
    let overdue = 0;
    for (const row of dueDays) if (row.day < today) overdue += row.due;
    const forecast = datesOf(today, addDays(today, STATS_FORECAST_DAYS - 1)).map((date) => ({
      date,
      due: dueByDay.get(date) ?? 0,
    }));

    const judged = retention.passed + retention.failed;
    return {
      language: lang,
      from,
      to,
      statuses: { learned: learnedNow, seen: statuses.get('seen') ?? 0, ignore: statuses.get('ignore') ?? 0 },
      days,
      reviews,
      retention: { ...retention, rate: judged > 0 ? retention.passed / judged : null },
      forecast: { overdue, days: forecast },
      stability: STABILITY_BANDS.map((b, i) => ({
        label: b.label,
        min_days: b.min,
        max_days: b.max,
        cards: bands.find((row) => row.band === i)?.cards ?? 0,
      })),
    };
  }
}
