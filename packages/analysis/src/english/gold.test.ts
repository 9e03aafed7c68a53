import { describe, expect, it } from 'vitest';
import { goldReport } from '../test-helpers/gold-accuracy.ts';
import { englishAnalyzer } from './index.ts';

describe('English gold set', () => {
  it('has at least 300 annotated sentences and keeps lemma accuracy at or above 97%', () => {
    const report = goldReport(englishAnalyzer, new URL('../../test-data/english/gold.txt', import.meta.url));
    expect(report.all.sentences).toBeGreaterThanOrEqual(300);
    expect(report.all.accuracy).toBeGreaterThanOrEqual(0.97);
    expect(report.heldOut.accuracy).toBeGreaterThanOrEqual(0.97);
  });
});
