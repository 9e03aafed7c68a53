/**
 * Scores a gold file's tuned and held-out parts separately: the part after the `# held-out` line was
 * written after the rules were tuned, so its figure is the honest one.
 */
import { readFileSync } from 'node:fs';
import type { Analyzer } from '../types.ts';
import { parseGold, scoreGold } from './gold-set.ts';
import type { GoldResult } from './gold-set.ts';

/** Accuracy over the whole file and over its held-out part. */
export interface GoldReport {
  all: GoldResult;
  heldOut: GoldResult;
}

/**
 * Reads a gold file and scores the analyser on all of it and on the held-out tail.
 * @example goldReport(englishAnalyzer, 'test-data/english/gold.txt').all.accuracy // 0.99
 */
export function goldReport(analyzer: Analyzer, path: URL | string): GoldReport {
  const text = readFileSync(path, 'utf8');
  const marker = text.indexOf('\n# held-out');
  const all = parseGold(text);
  const heldOutStart = marker < 0 ? Number.POSITIVE_INFINITY : text.slice(0, marker).split('\n').length;
  return {
    all: scoreGold(analyzer, all),
    heldOut: scoreGold(
      analyzer,
      all.filter((s) => s.line > heldOutStart),
    ),
  };
}
