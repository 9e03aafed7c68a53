import { describe, expect, it } from 'vitest';
import { GoldFormatError, parseGold, precisionRecall, scoreGold } from './gold-score.ts';

describe('parseGold', () => {
  it('reads sentence<TAB>ids, skipping comments and blank lines, keeping line numbers', () => {
    const gold = parseGold('x.tsv', '# comment\n\n비가 와요.\tko.ending.ayo, ko.particle.i-ga\nHi.\t\n');
    expect(gold).toEqual([
      { sentence: '비가 와요.', ids: ['ko.ending.ayo', 'ko.particle.i-ga'], line: 3 },
      { sentence: 'Hi.', ids: [], line: 4 },
    ]);
  });

  it('refuses a line without a tab and an id that is not an id, naming file and line', () => {
    expect(() => parseGold('x.tsv', 'no tab here')).toThrow(GoldFormatError);
    expect(() => parseGold('x.tsv', 'ok\tko.ending.ayo\nbad\tayo')).toThrow(
      'x.tsv:2: not a construction id: ayo',
    );
  });
});

describe('scoreGold', () => {
  const known = new Set(['ko.a.x', 'ko.a.y', 'ko.a.z']);

  it('counts per sentence true positives, false positives and negatives', () => {
    const gold = [
      { sentence: 's1', ids: ['ko.a.x', 'ko.a.y'], line: 1 },
      { sentence: 's2', ids: ['ko.a.z'], line: 2 },
    ];
    const score = scoreGold(
      gold,
      [
        ['ko.a.x', 'ko.a.z'],
        ['ko.a.z', 'ko.a.z'],
      ],
      known,
    );
    expect([score.truePositives, score.falsePositives, score.falseNegatives]).toEqual([2, 1, 1]);
    expect(score.fpById.get('ko.a.z')).toBe(1);
    expect(score.fnById.get('ko.a.y')).toBe(1);
    expect(score.errors).toEqual([{ sentence: 's1', line: 1, fp: ['ko.a.z'], fn: ['ko.a.y'] }]);
    const { precision, recall } = precisionRecall(score);
    expect(precision).toBeCloseTo(2 / 3);
    expect(recall).toBeCloseTo(2 / 3);
  });

  it('skips gold ids missing from the catalogue instead of counting them as misses', () => {
    const gold = [{ sentence: 's', ids: ['ko.a.x', 'ko.later.added'], line: 1 }];
    const score = scoreGold(gold, [['ko.a.x']], known);
    expect(score.falseNegatives).toBe(0);
    expect(score.skippedUnknown).toBe(1);
    expect(score.unknownIds.get('ko.later.added')).toBe(1);
    expect(precisionRecall(score)).toEqual({ precision: 1, recall: 1 });
  });

  it('gives NaN, not a fake 100%, when nothing was predicted or expected', () => {
    const score = scoreGold([{ sentence: 's', ids: [], line: 1 }], [[]], known);
    expect(Number.isNaN(precisionRecall(score).precision)).toBe(true);
    expect(() => scoreGold([], [[]], known)).toThrow();
  });
});
