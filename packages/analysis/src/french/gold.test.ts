import { describe, expect, it } from 'vitest';
import { goldReport } from '../test-helpers/gold-accuracy.ts';
import { frenchAnalyzer } from './index.ts';

describe('French gold set', () => {
  it('has at least 300 annotated sentences and keeps lemma accuracy at or above 95%', () => {
    const report = goldReport(frenchAnalyzer, new URL('../../test-data/french/gold.txt', import.meta.url));
    expect(report.all.sentences).toBeGreaterThanOrEqual(300);
    expect(report.all.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(report.heldOut.accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
