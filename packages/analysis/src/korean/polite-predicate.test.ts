import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { analyzeKorean } from './analyzer.ts';
import { repairPolitePredicates } from './polite-predicate.ts';
import { tokenizeKorean } from './tokenize.ts';

const last = (text: string, lexicon?: Parameters<typeof analyzeKorean>[1]) => {
  const unit = analyzeKorean(text, lexicon).at(-1);
  return [unit?.surface, unit?.vocabulary, unit?.morphs.map((m) => `${m.lex}/${m.tag}`).join('+')];
};

describe('sentence-final polite verbs that MeCab reads as nouns or particles', () => {
  it('reads them as the verb at the end of a sentence, from rules alone', () => {
    expect(last('학교에 가요.')).toEqual(['가요', '가다', '가/VV+요/EF']);
    expect(last('어디 가요?')).toEqual(['가요', '가다', '가/VV+요/EF']);
    expect(last('잘 자요')).toEqual(['자요', '자다', '자/VV+요/EF']);
    expect(last('공을 차요!')).toEqual(['차요', '차다', '차/VV+요/EF']);
    expect(last('수업이 끝나요.')).toEqual(['끝나요', '끝나다', '끝나/VV+요/EF']);
  });

  it('keeps MeCab’s reading inside a sentence, with particles, or when MeCab already found a verb', () => {
    expect(last('가요를 들어요.').slice(0, 2)).toEqual(['들어요', '들다']);
    expect(analyzeKorean('가요를 좋아해요.')[0]?.vocabulary).toBe('가요');
    expect(analyzeKorean('학교에 가요 그리고 와요.')[1]?.vocabulary).toBe('가요');
    expect(last('친구를 만나요.')).toEqual(['만나요', '만나다', '만나/VV+요/EF']);
    expect(last('학생이에요.').slice(0, 2)).toEqual(['학생이에요', '학생']);
  });

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
