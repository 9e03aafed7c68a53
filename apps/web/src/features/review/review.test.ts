import type { Card, ReviewItem } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import {
  afterRating,
  queueCounts,
  shownItem,
  startQueue,
  suggestsLearned,
  type ReviewQueue,
} from './review.queue.ts';
import { blankedExample, formatInterval, newScheduling, previewCard } from './review.scheduler.ts';
import { guestReviewSource } from './review.source.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

function card(id: number, written: string): Card {
  return {
    id,
    deck_id: 1,
    written,
    lang: 'ko_KR',
    senses: [{ translation: written, definition: '', examples: [] }],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('review scheduling on the client', () => {
  it('writes waits as the buttons show them', () => {
    expect([
      formatInterval(20_000),
      formatInterval(10 * MINUTE),
      formatInterval(5 * 60 * MINUTE),
      formatInterval(3 * DAY),
      formatInterval(45 * DAY),
      formatInterval(800 * DAY),
    ]).toEqual(['1m', '10m', '5h', '3d', '1.5mo', '2.2y']);
  });

  it('blanks the word in an example, a Korean verb by its stem, and answers null when absent', () => {
    expect(blankedExample('집', ['밥을 먹어요.', '집에 가요.'])).toBe('＿＿에 가요.');
    expect(blankedExample('먹다', ['밥을 먹었어요.'])).toBe('밥을 ＿＿었어요.');
    expect(blankedExample('House', ['My house is big.'])).toBe('My ＿＿ is big.');
    expect(blankedExample('학교', ['집에 가요.'])).toBeNull();
  });

  it('previews waits that grow from Again to Easy for a new card', () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    const preview = previewCard(newScheduling(now), now);
    const waits = [preview.again, preview.hard, preview.good, preview.easy].map(
      (d) => Date.parse(d) - now.getTime(),
    );
    expect(waits[0]!).toBeLessThanOrEqual(waits[1]!);
    expect(waits[1]!).toBeLessThanOrEqual(waits[2]!);
    expect(waits[2]!).toBeLessThan(waits[3]!);
    expect(waits[3]!).toBeGreaterThanOrEqual(DAY);
  });

  it('suggests Learned from 21 days on', () => {
    expect(suggestsLearned('2026-01-01T00:00:00Z', '2026-01-22T00:00:00Z')).toBe(true);
    expect(suggestsLearned('2026-01-01T00:00:00Z', '2026-01-21T23:00:00Z')).toBe(false);
  });
});

describe('the session queue', () => {
  const now = new Date('2026-05-01T10:00:00.000Z');
  const item = (id: number): ReviewItem => {
    const scheduling = newScheduling(now);
    return { card: card(id, `w${id}`), scheduling, preview: previewCard(scheduling, now) };
  };
  const result = (dueInMs: number) => ({
    scheduling: { ...newScheduling(now), due: new Date(now.getTime() + dueInMs).toISOString() },
    preview: previewCard(newScheduling(now), now),
  });

  const ids = (queue: ReviewQueue) => queue.items.map((i) => i.card.id);

  it('brings a card due within minutes back at the end, and lets one due in days go', () => {
    const queue = startQueue([item(1), item(2)], 2, now, false);
    expect(ids(afterRating(queue, queue.items[0]!, 'again', result(MINUTE), now, false))).toEqual([2, 1]);
    expect(ids(afterRating(queue, queue.items[0]!, 'easy', result(3 * DAY), now, false))).toEqual([2]);
  });

  it('in practice, brings back only after Again and keeps the real schedule', () => {
    const queue = startQueue([item(1), item(2)], 0, now, true);
    expect(ids(afterRating(queue, queue.items[0]!, 'good', result(MINUTE), now, true))).toEqual([2]);
    const again = afterRating(queue, queue.items[0]!, 'again', result(MINUTE), now, true);
    expect(ids(again)).toEqual([2, 1]);
    expect(again.items[1]!.scheduling).toBe(queue.items[0]!.scheduling);
  });

  it('counts due and left from one queue: a card rated Good (10 minutes) is not due and not shown', () => {
    let queue = startQueue([item(1), item(2), item(3), item(4), item(5)], 5, now, false);
    expect(queueCounts(queue, now, false)).toEqual({ due: 5, later: 0, nextDue: null });
    queue = afterRating(queue, queue.items[0]!, 'good', result(10 * MINUTE), now, false);
    expect(queueCounts(queue, now, false)).toEqual({
      due: 4,
      later: 1,
      nextDue: now.getTime() + 10 * MINUTE,
    });
    for (let n = 0; n < 4; n += 1) {
      const shown = shownItem(queue, now, false, false)!;
      expect(shown.card.id).not.toBe(1);
      queue = afterRating(queue, shown, 'easy', result(3 * DAY), now, false);
    }
    expect(queueCounts(queue, now, false)).toMatchObject({ due: 0, later: 1 });
    // Nothing due: no card shown, unless the learner learns ahead; once its time has come, it is due.
    expect(shownItem(queue, now, false, false)).toBeNull();
    expect(shownItem(queue, now, false, true)?.card.id).toBe(1);
    const later = new Date(now.getTime() + 10 * MINUTE);
    expect(shownItem(queue, later, false, false)?.card.id).toBe(1);
    expect(queueCounts(queue, later, false)).toMatchObject({ due: 1, later: 0 });
  });

  it('counts the due cards a capped batch left out', () => {
    const queue = startQueue([item(1), item(2)], 7, now, false);
    expect(queueCounts(queue, now, false).due).toBe(7);
    expect(queueCounts(startQueue([item(1)], 9, now, true), now, true).due).toBe(1);
  });
});

describe('the guest review source', () => {
  it('keeps states and a log in memory; practice changes nothing', async () => {
    let clock = new Date('2026-05-01T10:00:00.000Z');
    const cards = [card(1, '집'), card(2, '물')];
    const source = guestReviewSource(
      { cardsOf: async () => cards, knownCards: () => new Map([[1, [1, 2]]]) },
      () => clock,
    );
    const first = await source.load(1, false);
    expect([first.dueCount, first.items.map((i) => i.card.written)]).toEqual([2, ['집', '물']]);

    await source.rate(first.items[1]!, 'easy', true, clock);
    expect(source.log).toEqual([]);
    expect((await source.dueCounts()).get(1)).toBe(2);

    const rated = await source.rate(first.items[0]!, 'easy', false, clock);
    expect(Date.parse(rated.scheduling.due)).toBeGreaterThan(clock.getTime() + DAY);
    expect(source.log.map((entry) => [entry.cardId, entry.rating])).toEqual([[1, 'easy']]);
    const later = await source.load(1, false);
    expect([later.dueCount, later.items.map((i) => i.card.written)]).toEqual([1, ['물']]);
    expect((await source.load(1, true)).items.map((i) => i.card.written)).toEqual(['집', '물']);

    clock = new Date(Date.parse(rated.scheduling.due));
    expect((await source.dueCounts()).get(1)).toBe(2);
  });
});
