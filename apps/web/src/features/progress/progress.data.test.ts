import type { GuestLogEntry, VocabularyItem } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import {
  guestFigures,
  hasData,
  knownSeries,
  newWordsSeries,
  newWordsTable,
  periodOf,
  rangeOf,
  reviewsTable,
  streak,
  toCsv,
} from './progress.data.ts';

const item = (written: string, status: VocabularyItem['status'], lang = 'ko_KR'): VocabularyItem => ({
  written,
  lang: lang as VocabularyItem['lang'],
  status,
  updated_at: '2026-11-01T00:00:00.000Z',
});
const change = (
  written: string,
  old: GuestLogEntry['old_status'],
  now: GuestLogEntry['new_status'],
  at: string,
  lang = 'ko_KR',
): GuestLogEntry => ({
  lang: lang as GuestLogEntry['lang'],
  written,
  old_status: old,
  new_status: now,
  kind: 'change',
  count: 1,
  device_id: null,
  changed_at: `${at}T12:00:00.000Z`,
});
const bulk = (kind: 'import' | 'mark_known', count: number, at: string): GuestLogEntry => ({
  lang: 'ko_KR',
  written: null,
  old_status: null,
  new_status: 'learned',
  kind,
  count,
  device_id: null,
  changed_at: `${at}T12:00:00.000Z`,
});

describe('guest figures', () => {
  it('draws the known line from the log, ending at today’s learned count, imports as bulk words', () => {
    // 옛 was learned before the log began; 집 seen then learned; 물 learned then ignored; an import of 3.
    const items = [
      item('옛', 'learned'),
      item('집', 'learned'),
      item('물', 'ignore'),
      item('가', 'learned'),
      item('나', 'learned'),
      item('다', 'learned'),
      item('house', 'learned', 'en_US'),
    ];
    const log = [
      change('집', null, 'seen', '2026-11-02'),
      change('물', null, 'learned', '2026-11-02'),
      change('집', 'seen', 'learned', '2026-11-03'),
      bulk('import', 3, '2026-11-05'),
      change('물', 'learned', 'ignore', '2026-11-06'),
      change('house', null, 'learned', '2026-11-04', 'en_US'),
    ];
    const figures = guestFigures(items, log, 'ko_KR', '2026-11-01', '2026-11-07');
    expect(figures.statuses).toEqual({ learned: 5, seen: 0, ignore: 1 });
    expect(figures.days.map((d) => [d.date.slice(8), d.known, d.new_words, d.bulk_words])).toEqual([
      ['01', 1, 0, 0],
      ['02', 2, 2, 0],
      ['03', 3, 0, 0],
      ['04', 3, 0, 0],
      ['05', 6, 0, 3],
      ['06', 5, 0, 0],
      ['07', 5, 0, 0],
    ]);
    expect(figures.reviews).toBeNull();
    // A later range starts from the total before it.
    const later = guestFigures(items, log, 'ko_KR', '2026-11-04', '2026-11-05');
    expect(later.days.map((d) => d.known)).toEqual([3, 6]);
  });

  it('has no data for a learner with nothing', () => {
    expect(hasData(guestFigures([], [], 'ko_KR', '2026-11-01', '2026-11-07'))).toBe(false);
    expect(hasData(guestFigures([item('집', 'seen')], [], 'ko_KR', '2026-11-01', '2026-11-07'))).toBe(true);
  });
});

describe('periods, streak, tables', () => {
  const days = [
    { date: '2026-11-22', known: 1, new_words: 12, bulk_words: 0 }, // Sunday
    { date: '2026-11-23', known: 2, new_words: 10, bulk_words: 100 }, // Monday
    { date: '2026-11-24', known: 3, new_words: 3, bulk_words: 0 },
    { date: '2026-11-25', known: 4, new_words: 10, bulk_words: 0 },
    { date: '2026-11-26', known: 5, new_words: 11, bulk_words: 0 },
    { date: '2026-11-27', known: 6, new_words: 0, bulk_words: 0 },
  ];

  it('groups days into weeks from Monday and months, the known line taking each period’s last day', () => {
    expect(periodOf('2026-11-22', 'week')).toBe('2026-11-16');
    expect(periodOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-23', 'month')).toBe('2026-11');
    expect(knownSeries(days, 'week')).toEqual([
      { period: '2026-11-16', known: 1 },
      { period: '2026-11-23', known: 6 },
    ]);
    expect(newWordsSeries(days, 'week')).toEqual([
      { period: '2026-11-16', new_words: 12, bulk_words: 0 },
      { period: '2026-11-23', new_words: 34, bulk_words: 100 },
    ]);
  });

  it('counts the streak of days meeting the goal, today only once met', () => {
    expect(streak(days, 10, '2026-11-27')).toEqual({ current: 2, best: 2, today: 0 });
    expect(streak(days, 10, '2026-11-26')).toEqual({ current: 2, best: 2, today: 11 });
    expect(streak(days, 3, '2026-11-26').current).toBe(5);
    expect(streak(days, 50, '2026-11-26')).toEqual({ current: 0, best: 0, today: 11 });
  });

  it('writes CSV with quoting and no formula injection', () => {
    expect(toCsv(newWordsTable(newWordsSeries(days.slice(0, 1), 'day'), 'day'))).toBe(
      'Day,New words,Imported or marked known\r\n2026-11-22,12,0\r\n',
    );
    expect(
      toCsv({
        columns: ['a,b', 'say "hi"'],
        rows: [
          ['=1+1', '-x'],
          [1, 2],
        ],
      }),
    ).toBe('"a,b","say ""hi"""\r\n\'=1+1,\'-x\r\n1,2\r\n');
    const reviews = reviewsTable([{ date: '2026-11-27', again: 1, hard: 2, good: 3, easy: 4 }]);
    expect(toCsv(reviews)).toBe('Day,Again,Hard,Good,Easy,Total\r\n2026-11-27,1,2,3,4,10\r\n');
  });

  it('offers ranges within the server’s limits, ending today', () => {
    expect(rangeOf('30d', '2026-11-28')).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    const five = rangeOf('5y', '2026-11-28');
    const days5 = (Date.parse(five.to) - Date.parse(five.from)) / 86_400_000 + 1;
    expect(days5).toBeLessThanOrEqual(5 * 366);
  });
});
