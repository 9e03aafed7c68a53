/**
 * The one table-test helper every analyser test uses: a case is a text and the units expected from it, with
 * only the fields the case cares about; every answer is also checked for the unit invariants.
 */
import { expect, it } from 'vitest';
import type { AnalysedUnit, Analyzer, HeadwordLexicon } from '../types.ts';

/** What a case expects of one unit; omitted fields are not checked. */
export interface ExpectedUnit {
  surface: string;
  word?: string;
  /** `null` asserts that the unit has no vocabulary (numbers, URLs, unknown words). */
  vocabulary?: string | null;
  /** Expected morph tags in order (`['AUX', 'PART']` for `don't`). */
  tags?: string[];
  /** Expected morph lexical forms in order. */
  lexes?: string[];
}

/** One row of an analyser table. */
export interface AnalyzerCase {
  name?: string;
  text: string;
  lexicon?: HeadwordLexicon;
  /** All units in order when `exact`, otherwise a subsequence that must appear in order. */
  units: ExpectedUnit[];
  exact?: boolean;
  /** Every phrase expected over the units, as the surfaces it spans and its headword (`['gave up', 'give up']`). */
  phrases?: Array<[string, string]>;
}

/**
 * Checks what must hold for any answer: surfaces are non-empty and found in order by forward search.
 * @example expectValidUnits('a b', analyzer.analyze('a b'))
 */
export function expectValidUnits(text: string, units: readonly AnalysedUnit[]): void {
  expect(Array.isArray(units)).toBe(true);
  let cursor = 0;
  for (const unit of units) {
    expect(unit.surface.length).toBeGreaterThan(0);
    expect(typeof unit.word).toBe('string');
    expect(Array.isArray(unit.morphs)).toBe(true);
    const at = text.indexOf(unit.surface, cursor);
    expect(at, `surface ${JSON.stringify(unit.surface)} not found after ${cursor}`).toBeGreaterThanOrEqual(0);
    cursor = at + unit.surface.length;
  }
}

function pick(unit: AnalysedUnit, expected: ExpectedUnit): ExpectedUnit {
  const got: ExpectedUnit = { surface: unit.surface };
  if (expected.word !== undefined) got.word = unit.word;
  if (expected.vocabulary !== undefined) got.vocabulary = unit.vocabulary ?? null;
  if (expected.tags) got.tags = unit.morphs.map((m) => m.tag);
  if (expected.lexes) got.lexes = unit.morphs.map((m) => m.lex);
  return got;
}

/** Finds the expected units in order (by surface) and compares the fields each one names. */
function matchInOrder(units: readonly AnalysedUnit[], expected: readonly ExpectedUnit[]): void {
  let from = 0;
  for (const want of expected) {
    const index = units.findIndex((u, i) => i >= from && u.surface === want.surface);
    expect(index, `no unit ${JSON.stringify(want.surface)} in ${units.map((u) => u.surface).join('|')}`).toBe(
      index < 0 ? 0 : index,
    );
    const unit = units[index] as AnalysedUnit;
    expect(pick(unit, want)).toEqual(want);
    from = index + 1;
  }
}

/**
 * Registers one Vitest case per row: runs the analyser, checks invariants then the expected units.
 * @example runAnalyzerTable(englishAnalyzer, [{ text: 'went', units: [{ surface: 'went', word: 'go' }] }])
 */
export function runAnalyzerTable(analyzer: Analyzer, cases: readonly AnalyzerCase[]): void {
  for (const row of cases) {
    it(row.name ?? JSON.stringify(row.text.slice(0, 60)), () => {
      const { units, phrases } = analyzer.analyzeWithPhrases(row.text, row.lexicon);
      expectValidUnits(row.text, units);
      expect(analyzer.analyze(row.text, row.lexicon)).toEqual(units);
      if (row.phrases) {
        const spans = phrases.map((p) => [
          units
            .slice(p.first, p.last + 1)
            .map((u) => u.surface)
            .join(' '),
          p.vocabulary,
        ]);
        expect(spans).toEqual(row.phrases);
      }
      if (row.exact) {
        expect(units.map((u) => u.surface)).toEqual(row.units.map((u) => u.surface));
      }
      matchInOrder(units, row.units);
    });
  }
}

/** Hostile inputs every analyser must answer validly (no crash, no hang, surfaces still exact slices). */
export const NASTY_INPUTS: readonly { name: string; text: string }[] = [
  { name: 'empty', text: '' },
  { name: 'only spaces', text: '   \n\t ' },
  { name: 'only punctuation', text: '!?.,;:—…«»()[]"\'' },
  { name: '1000 characters of one word', text: 'a'.repeat(1000) },
  { name: 'mixed scripts', text: 'Hello 안녕 мир 世界 café مرحبا' },
  { name: 'control characters', text: 'a\u0001b\u0007c\u001bd\u007f e\u200bf' },
  { name: 'NUL', text: 'x\u0000y \u0000 z' },
  // Names of Object's own members: a lookup table with a prototype once turned "constructor" into a function.
  { name: 'object member names', text: 'constructor __proto__ toString hasOwnProperty valueOf prototype' },
  { name: 'lone surrogates', text: 'a\ud800b \udc00 c\ud83d' },
  { name: 'emoji sequence', text: '👩‍👩‍👧‍👦 🇫🇷 👍🏽 ok' },
  { name: 'combining marks', text: 'cafe\u0301 nai\u0308ve' },
  { name: 'long apostrophes and hyphens', text: "''''----'''' -'- l'' d'-" },
];

/**
 * Registers the hostile-input cases for one analyser.
 * @example runNastyInputs(frenchAnalyzer)
 */
export function runNastyInputs(analyzer: Analyzer): void {
  for (const row of NASTY_INPUTS) {
    it(`survives ${row.name}`, () => {
      const units = analyzer.analyze(row.text);
      expectValidUnits(row.text, units);
    });
  }
}
