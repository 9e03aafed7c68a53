import type { VocabularyItem } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, TRACKED_STATUSES, vocabularyView, type ViewControls } from './vocabulary.view.ts';

const item = (
  written: string,
  status: VocabularyItem['status'],
  minute: number,
  lang = 'en_US',
): VocabularyItem => ({
  written,
  lang: lang as VocabularyItem['lang'],
  status,
  updated_at: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
});
const controls = (change: Partial<ViewControls> = {}): ViewControls => ({
  lang: 'en_US',
  query: '',
  statuses: new Set(TRACKED_STATUSES),
  sort: 'date',
  page: 1,
  ...change,
});

describe('vocabularyView', () => {
  const items = [
    item('banana', 'seen', 1),
    item('Apple', 'learned', 3),
    item('cherry', 'ignore', 2),
    item('gone', 'unknown', 9),
    item('집', 'learned', 5, 'ko_KR'),
  ];

  it('shows one language, newest first, with counts per status', () => {
    const view = vocabularyView(items, controls());
    expect(view.rows.map((i) => i.written)).toEqual(['Apple', 'cherry', 'banana']);
    expect(view.counts).toEqual({ ignore: 1, seen: 1, learned: 1 });
  });

  it('sorts alphabetically, searches case-insensitively and filters by status', () => {
    expect(vocabularyView(items, controls({ sort: 'alpha' })).rows.map((i) => i.written)).toEqual([
      'Apple',
      'banana',
      'cherry',
    ]);
    expect(vocabularyView(items, controls({ query: 'AN' })).rows.map((i) => i.written)).toEqual(['banana']);
    const onlySeen = vocabularyView(items, controls({ statuses: new Set(['seen'] as const) }));
    expect(onlySeen.rows.map((i) => i.written)).toEqual(['banana']);
    expect(onlySeen.counts.learned).toBe(1);
  });

  it('pages by 15 and clamps the page', () => {
    const many = Array.from({ length: 40 }, (_, i) => item(`w${i}`, 'seen', i));
    const last = vocabularyView(many, controls({ page: 99 }));
    expect(PAGE_SIZE).toBe(15);
    expect([last.page, last.pages, last.total, last.rows.length]).toEqual([3, 3, 40, 10]);
    expect(vocabularyView(many, controls()).rows[0]?.written).toBe('w39');
    expect(vocabularyView([], controls({ page: 0 }))).toMatchObject({ page: 1, pages: 1, total: 0 });
  });
});
