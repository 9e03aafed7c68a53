import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { runAnalyzerTable, type ExpectedUnit } from '../test-helpers/analyzer-table.ts';
import { koreanAnalyzer } from './analyzer.ts';
import { repairPolitePredicates } from './polite-predicate.ts';
import { tokenizeKorean } from './tokenize.ts';

/** The polite present of a verb read as the verb: stem/VV + 요/EF. */
const polite = (surface: string, headword: string, stem: string): ExpectedUnit => ({
  surface,
  vocabulary: headword,
  lexes: [stem, '요'],
  tags: ['VV', 'EF'],
});

describe('sentence-final polite verbs that MeCab reads as nouns or particles: read as the verb from rules alone', () => {
  runAnalyzerTable(koreanAnalyzer, [
    { text: '학교에 가요.', exact: true, units: [{ surface: '학교에' }, polite('가요', '가다', '가')] },
    { text: '어디 가요?', exact: true, units: [{ surface: '어디' }, polite('가요', '가다', '가')] },
    { text: '잘 자요', exact: true, units: [{ surface: '잘' }, polite('자요', '자다', '자')] },
    { text: '공을 차요!', exact: true, units: [{ surface: '공을' }, polite('차요', '차다', '차')] },
    {
      text: '수업이 끝나요.',
      exact: true,
      units: [{ surface: '수업이' }, polite('끝나요', '끝나다', '끝나')],
    },
  ]);
});

describe('sentence-final polite verbs: MeCab’s reading is kept inside a sentence, with particles, or when it found a verb', () => {
  runAnalyzerTable(koreanAnalyzer, [
    {
      text: '가요를 들어요.',
      exact: true,
      units: [{ surface: '가요를' }, { surface: '들어요', vocabulary: '들다' }],
    },
    {
      text: '가요를 좋아해요.',
      exact: true,
      units: [{ surface: '가요를', vocabulary: '가요' }, { surface: '좋아해요' }],
    },
    {
      text: '학교에 가요 그리고 와요.',
      exact: true,
      units: [
        { surface: '학교에' },
        { surface: '가요', vocabulary: '가요' },
        { surface: '그리고' },
        { surface: '와요' },
      ],
    },
    {
      text: '친구를 만나요.',
      exact: true,
      units: [{ surface: '친구를' }, polite('만나요', '만나다', '만나')],
    },
    { text: '학생이에요.', exact: true, units: [{ surface: '학생이에요', vocabulary: '학생' }] },
  ]);
});

describe('sentence-final polite verbs and the dictionary', () => {
  it('asks the dictionary for verbs beyond the built-in list, and needs a verb or adjective entry', () => {
    const noun = createLexicon([{ written: '배다', category: 'noun' }]);
    const verb = createLexicon([{ written: '배다', category: 'verb' }]);
    const before = tokenizeKorean('냄새가 배요.');
    const text = '냄새가 배요.';
    const asVerb = repairPolitePredicates(before, text, verb).map((m) => `${m.surface}/${m.tag}`);
    const asNoun = repairPolitePredicates(before, text, noun).map((m) => `${m.surface}/${m.tag}`);
    // MeCab reads 배/NNG + 요/JX here; 배다 is not in the built-in list.
    expect(before.map((m) => `${m.surface}/${m.tag}`)).toContain('배/NNG');
    expect(asVerb).toContain('배/VV');
    expect(asNoun).not.toContain('배/VV');
    expect(repairPolitePredicates(before, text)).toBe(before);
  });

  it('keeps exact surfaces and offsets, and returns the same array when nothing changes', () => {
    const text = '  지금 가요! ';
    const repaired = repairPolitePredicates(tokenizeKorean(text), text);
    for (const m of repaired) expect(text.slice(m.start, m.end)).toBe(m.surface);
    expect(repaired.map((m) => m.surface)).toEqual(['지금', '가', '요', '!']);
    const plain = tokenizeKorean('밥을 먹어요.');
    expect(repairPolitePredicates(plain, '밥을 먹어요.')).toBe(plain);
  });
});
