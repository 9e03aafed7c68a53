import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from './analysis-pool.ts';

describe('analysis pool', () => {
  const pool = createAnalysisPool(1);
  afterAll(async () => {
    await pool.close();
  });

  it('answers queued analyses first come, first served', async () => {
    await pool.warmUp();
    const finished: number[] = [];
    const texts = [
      '학교에 갔어요',
      '책을 읽어요',
      '밥을 먹어요',
      '차를 마셔요',
      '집에 와요',
      '음악을 들어요',
    ];
    await Promise.all(
      texts.map((text, i) => pool.analyze(text, 'ko_KR', undefined).then(() => finished.push(i))),
    );
    expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('sends back the units as JSON and each headword once', async () => {
    const { unitsJson, headwords } = await pool.analyze('학교에 학교에 갔어요', 'ko_KR', undefined);
    const units = JSON.parse(new TextDecoder().decode(unitsJson)) as {
      surface: string;
      vocabulary?: string;
    }[];
    expect(units.map((u) => u.surface)).toEqual(['학교에', '학교에', '갔어요']);
    expect(headwords).toEqual(['학교', '가다']);
  });

  it("finds the grammar in a new thread's very first task (the patterns are compiled before the units are read)", async () => {
    const fresh = createAnalysisPool(1);
    try {
      const { grammar } = await fresh.analyze('비가 와서 집에 있었어요.', 'ko_KR', undefined, {
        grammar: true,
      });
      expect(grammar?.ids).toContain('ko.connective.aseo');
      expect(grammar?.tails.length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
