import {
  REVIEW_RATINGS,
  STATS_MAX_DAYS,
  type GuestLogEntry,
  type Stats,
  type VocabularyItem,
} from '@glossa/contract';

/**
 * The Progress screen's figures and their shaping, free of React: the same model whether the figures come
 * from the server (`GET /user/stats`) or, for a guest, from the browser's status log; the periods of the
 * charts (days, weeks, months), the streak, and each chart's table (which is also its CSV).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type Granularity = 'day' | 'week' | 'month';

/** The date ranges the screen offers (each within the server's five-year limit). */
export const RANGES = [
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '1y', label: 'Last 12 months', days: 365 },
  { id: '5y', label: 'Last 5 years', days: STATS_MAX_DAYS - 5 },
] as const;
export type RangeId = (typeof RANGES)[number]['id'];

/** The first and last day (UTC, both included) of a range ending today. */
export function rangeOf(id: RangeId, today: string): { from: string; to: string } {
  const range = RANGES.find((r) => r.id === id) ?? RANGES[0];
  return { from: addDays(today, 1 - range.days), to: today };
}

/** The UTC date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** What the screen draws; the review parts are null when there is no review history to show (guests). */
export interface Figures {
  from: string;
  to: string;
  statuses: Stats['statuses'];
  days: Stats['days'];
  reviews: Stats['reviews'] | null;
  retention: Stats['retention'] | null;
  forecast: Stats['forecast'] | null;
  stability: Stats['stability'] | null;
}

export const fromServer = (stats: Stats): Figures => ({
  from: stats.from,
  to: stats.to,
  statuses: stats.statuses,
  days: stats.days,
  reviews: stats.reviews,
  retention: stats.retention,
  forecast: stats.forecast,
  stability: stats.stability,
});

const isTracked = (status: string | null): boolean => status != null && status !== 'unknown';
const isLearned = (status: string | null): number => Number(status === 'learned');

/**
 * A guest's figures from the words in this browser and their status log, counted as the server counts an
 * account's: the known line ends at today's learned count (words learned before the log began count from
 * the start), new words are per-word changes that start tracking a word, bulk words those an import or
 * "mark the rest as known" added. Guests' reviews are not kept, so the review parts are null.
 * @example guestFigures(items, log, 'ko_KR', '2026-11-01', '2026-11-28')
 */
export function guestFigures(
  items: readonly VocabularyItem[],
  log: readonly GuestLogEntry[],
  language: string,
  from: string,
  to: string,
): Figures {
  const statuses = { learned: 0, seen: 0, ignore: 0 };
  for (const item of items) {
    if (item.lang !== language || item.status === 'unknown') continue;
    statuses[item.status] += 1;
  }
  const perDay = new Map<string, { learned: number; new_words: number; bulk_words: number }>();
  let allDeltas = 0;
  let before = 0;
  for (const event of log) {
    if (event.lang !== language) continue;
    const day = event.changed_at.slice(0, 10);
    let learned = 0;
    let tracked = 0;
    if (event.kind === 'change') {
      learned = isLearned(event.new_status) - isLearned(event.old_status);
      tracked = Number(isTracked(event.new_status)) - Number(isTracked(event.old_status));
    } else if (event.kind !== 'clear') {
      learned = isLearned(event.new_status) * event.count;
      tracked = Number(isTracked(event.new_status)) * event.count;
    }
    allDeltas += learned;
    if (day < from) {
      before += learned;
      continue;
    }
    const sums = perDay.get(day) ?? { learned: 0, new_words: 0, bulk_words: 0 };
    sums.learned += learned;
    if (tracked > 0 && event.kind === 'change') sums.new_words += 1;
    if (tracked > 0 && event.kind !== 'change') sums.bulk_words += tracked;
    perDay.set(day, sums);
  }
  let known = statuses.learned - allDeltas + before;
  const days = datesOf(from, to).map((date) => {
    const sums = perDay.get(date);
    known += sums?.learned ?? 0;
    return { date, known, new_words: sums?.new_words ?? 0, bulk_words: sums?.bulk_words ?? 0 };
  });
  return { from, to, statuses, days, reviews: null, retention: null, forecast: null, stability: null };
}

/** Whether there is anything at all to draw (else the screen shows its empty state). */
export function hasData(figures: Figures): boolean {
  const { statuses } = figures;
  if (statuses.learned + statuses.seen + statuses.ignore > 0) return true;
  if (figures.days.some((d) => d.known > 0 || d.new_words > 0 || d.bulk_words > 0)) return true;
  const reviewed = figures.reviews?.some((d) => REVIEW_RATINGS.some((r) => d[r] > 0)) ?? false;
  const cards = figures.stability?.some((b) => b.cards > 0) ?? false;
  return reviewed || cards || (figures.forecast?.overdue ?? 0) > 0;
}

/** The period a date falls in: itself, the Monday of its week, or its month (`YYYY-MM`). */
export function periodOf(date: string, granularity: Granularity): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return date.slice(0, 7);
  const weekday = (new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/**
 * Known words at the end of each period (the last day of the range ends the last one).
 * @example knownSeries(days, 'week') // [{ period: '2026-11-23', known: 120 }, …]
 */
export function knownSeries(
  days: Figures['days'],
  granularity: Granularity,
): { period: string; known: number }[] {
  const out: { period: string; known: number }[] = [];
  for (const day of days) {
    const period = periodOf(day.date, granularity);
    const last = out.at(-1);
    if (last?.period === period) last.known = day.known;
    else out.push({ period, known: day.known });
  }
  return out;
}

/** New words (one by one) and bulk words (imports, "mark the rest as known") summed per period. */
export function newWordsSeries(
  days: Figures['days'],
  granularity: Granularity,
): { period: string; new_words: number; bulk_words: number }[] {
  const out: { period: string; new_words: number; bulk_words: number }[] = [];
  for (const day of days) {
    const period = periodOf(day.date, granularity);
    const last = out.at(-1);
    if (last?.period === period) {
      last.new_words += day.new_words;
      last.bulk_words += day.bulk_words;
    } else out.push({ period, new_words: day.new_words, bulk_words: day.bulk_words });
  }
  return out;
}

/**
 * Days in a row, up to today, on which the learner added at least `goal` new words one by one (bulk words
 * do not count: importing a list is not a day of learning). Today only adds to the streak once met; until
 * then the streak through yesterday still stands.
 * @example streak(days, 10, '2026-11-28') // { current: 3, best: 5, today: 4 }
 */
export function streak(
  days: Figures['days'],
  goal: number,
  today: string,
): { current: number; best: number; today: number } {
  const met = new Map(days.map((d) => [d.date, d.new_words >= goal]));
  let best = 0;
  let run = 0;
  for (const day of days) {
    run = day.new_words >= goal ? run + 1 : 0;
    best = Math.max(best, run);
  }
  let current = 0;
  let date = met.get(today) ? today : addDays(today, -1);
  while (met.get(date)) {
    current += 1;
    date = addDays(date, -1);
  }
  return { current, best, today: days.find((d) => d.date === today)?.new_words ?? 0 };
}

/** One chart's figures as a table: what the table alternative shows and the CSV holds. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

export const knownTable = (series: ReturnType<typeof knownSeries>, granularity: Granularity): ChartTable => ({
  columns: [periodHeading(granularity), 'Known words'],
  rows: series.map((p) => [p.period, p.known]),
});

export const newWordsTable = (
  series: ReturnType<typeof newWordsSeries>,
  granularity: Granularity,
): ChartTable => ({
  columns: [periodHeading(granularity), 'New words', 'Imported or marked known'],
  rows: series.map((p) => [p.period, p.new_words, p.bulk_words]),
});

export const statusTable = (statuses: Figures['statuses']): ChartTable => ({
  columns: ['Status', 'Words'],
  rows: [
    ['Learned', statuses.learned],
    ['Seen', statuses.seen],
    ['Ignored', statuses.ignore],
  ],
});

export const reviewsTable = (reviews: Stats['reviews']): ChartTable => ({
  columns: ['Day', 'Again', 'Hard', 'Good', 'Easy', 'Total'],
  rows: reviews.map((d) => [d.date, d.again, d.hard, d.good, d.easy, d.again + d.hard + d.good + d.easy]),
});

export const forecastTable = (forecast: Stats['forecast']): ChartTable => ({
  columns: ['Day', 'Cards due'],
  rows: [['Overdue', forecast.overdue], ...forecast.days.map((d) => [d.date, d.due])],
});

export const stabilityTable = (stability: Stats['stability']): ChartTable => ({
  columns: ['Stability', 'Cards'],
  rows: stability.map((b) => [b.label, b.cards]),
});

export const retentionTable = (retention: Stats['retention']): ChartTable => ({
  columns: ['Passed', 'Failed', 'True retention'],
  rows: [
    [
      retention.passed,
      retention.failed,
      retention.rate == null ? '' : `${(retention.rate * 100).toFixed(1)}%`,
    ],
  ],
});

function periodHeading(granularity: Granularity): string {
  return granularity === 'day' ? 'Day' : granularity === 'week' ? 'Week of' : 'Month';
}

/**
 * A table as CSV (RFC 4180: CRLF lines, fields with commas, quotes or line breaks quoted). A text field a
 * spreadsheet would run as a formula (=, +, -, @ first) is given a leading apostrophe.
 * @example toCsv({ columns: ['Day', 'Known words'], rows: [['2026-11-28', 12]] }) // 'Day,Known words\r\n2026-11-28,12\r\n'
 */
export function toCsv(table: ChartTable): string {
  const field = (value: string | number): string => {
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [table.columns, ...table.rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
