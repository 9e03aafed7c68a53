import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runNastyInputs } from '../test-helpers/analyzer-table.ts';
import type { AnalysedUnit } from '../types.ts';
import { analyzeKorean, koreanAnalyzer } from './analyzer.ts';
import { tokenizeKorean } from './tokenize.ts';

/** Every unit is found by forward search in the text, in order, with a word and morphemes. */
function expectValid(text: string, units: AnalysedUnit[]): void {
  let from = 0;
  for (const unit of units) {
    const at = text.indexOf(unit.surface, from);
    expect(at, `unit ${JSON.stringify(unit.surface)} not found in order`).toBeGreaterThanOrEqual(0);
    expect(unit.surface.length).toBeGreaterThan(0);
    expect(unit.word.length).toBeGreaterThan(0);
    expect(unit.morphs.length).toBeGreaterThan(0);
    from = at + unit.surface.length;
  }
}

describe('Korean analysis of bad input', () => {
  // The hostile inputs every analyser answers (shared with English and French), then Korean's own.
  runNastyInputs(koreanAnalyzer);

  const cases: Record<string, string> = {
    empty: '',
    'only spaces': '   \t\n  ',
    'only punctuation': '...!?,;:()[]「」“”—',
    'mixed scripts': '한국어English日本語Русский123漢字',
    emoji: '오늘 😀 기분이 👍🏽 좋아요 👨‍👩‍👧',
    'combining jamo': '\u1112\u1161\u11ab\u1100\u1173\u11af 한글',
    'compatibility jamo': 'ㅋㅋㅋ ㅠㅠ ㄱㄴㄷ ㅏㅑ',
    'lone surrogates': 'a\ud800b \udc00학교 \ud83d',
    'NUL and controls': '학교\u0000에\u0001\u0007 갔어요\u001b[0m\r\n\u007f',
    'BOM and odd spaces': '\ufeff학교\u00a0에\u2003갔어요\u200b',
    'private use and noncharacters': '\ue000\uffff\ufffe학교',
  };
  for (const [name, text] of Object.entries(cases)) {
    it(`gives a valid answer for ${name}`, () => {
      const units = analyzeKorean(text);
      expectValid(text, units);
      for (const m of tokenizeKorean(text)) expect(text.slice(m.start, m.end)).toBe(m.surface);
    });
  }

  it('handles 1000 characters without a space in every script', () => {
    for (const text of [
      '가'.repeat(1000),
      '학교에갔어요'.repeat(170),
      'a'.repeat(1000),
      '1'.repeat(1000),
      '!'.repeat(1000),
    ]) {
      const units = analyzeKorean(text);
      expectValid(text, units);
      expect(
        tokenizeKorean(text)
          .map((m) => m.surface)
          .join(''),
      ).toBe(text);
    }
  });

  it('never throws and always returns in-order exact slices on random text', () => {
    const korean = fc.constantFrom(...'가나다라학교에갔어요는을를이가 .,!?abc123漢😀ㅋ\u0000'.split(''));
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: korean, maxLength: 40 })),
        (text) => {
          expectValid(text, analyzeKorean(text));
        },
      ),
      { numRuns: 150 },
    );
  });
});
