import { describe, expect, it } from 'vitest';
import { createScheduler, fromFsrsCard, newScheduling, preview, schedule, toFsrsCard } from './index.ts';

const now = new Date('2026-11-27T09:00:00.000Z');
const scheduler = createScheduler();

describe('the FSRS bridge', () => {
  it('makes a new card due at once, with nothing learned yet', () => {
    expect(newScheduling(now)).toMatchObject({
      state: 'new',
      due: now.toISOString(),
      reps: 0,
      lapses: 0,
      last_review: null,
    });
  });

  it('keeps every wire field through ts-fsrs and back, for a card reviewed a few times', () => {
    let state = newScheduling(now);
    for (const [rating, minutes] of [
      ['good', 0],
      ['again', 15],
      ['easy', 60],
    ] as const) {
      state = schedule(scheduler, state, rating, new Date(now.getTime() + minutes * 60_000));
    }
    expect(state.reps).toBe(3);
    expect(state.lapses).toBeGreaterThanOrEqual(0);
    expect(state.last_review).not.toBeNull();
    expect(fromFsrsCard(toFsrsCard(state))).toEqual(state);
  });

  it('schedules a rating later than the review, and a harder rating never later than an easier one', () => {
    const learned = schedule(scheduler, newScheduling(now), 'good', now);
    expect(learned.state).toBe('learning');
    expect(Date.parse(learned.due)).toBeGreaterThan(now.getTime());
    const at = new Date(learned.due);
    const dues = preview(scheduler, learned, at);
    const times = [dues.again, dues.hard, dues.good, dues.easy].map((due) => Date.parse(due));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(at.getTime());
    // The preview of a rating is the due date the same rating then gives.
    expect(schedule(scheduler, learned, 'easy', at).due).toBe(dues.easy);
  });
});
