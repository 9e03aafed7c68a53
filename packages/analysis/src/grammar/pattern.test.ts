// The pattern language: what does not parse (with the reason), and what the matcher finds on real analyses.
import { describe, expect, it } from 'vitest';
import { englishAnalyzer } from '../english/index.ts';
import { koreanAnalyzer } from '../korean/index.ts';
import { compilePattern, GrammarMatcher } from './matcher.ts';
import { parsePattern, PatternError } from './pattern-parse.ts';
import { PREDICATE_NAMES } from './predicates.ts';

describe('pattern parser', () => {
  const bad: [string, RegExp][] = [
    ['', /empty/],
    ['( 았|었/EP', /never closed/],
    ['았/EP )', /without "\("/],
    ['a | b', /only allowed inside/],
    ['아서/EC|서/EC', /bad tag "서\/EC"/],
    ['/ec', /bad tag "ec"/],
    ['x{2,1}', /bad repeat/],
    ['x{0,9}', /bad repeat/],
    ['/VERB[tense=past]', /unknown feature "tense"/],
    ['/VERB[@nope]', /unknown predicate "@nope"/],
    ['/VERB[form=pp', /never closed/],
    ['/EP? 어요', /must start with a morpheme it always needs/],
    ['~/ADV have', /must start with a morpheme it always needs/],
    ['# !x', /matches no morpheme/],
    ['!x?', /cannot repeat/],
    ['( a | )', /empty alternative/],
  ];
  for (const [source, message] of bad) {
    it(`refuses ${JSON.stringify(source)}`, () => {
      expect(() => parsePattern(source, PREDICATE_NAMES)).toThrow(PatternError);
      expect(() => parsePattern(source, PREDICATE_NAMES)).toThrow(message);
    });
  }

  it('reads elements, groups, repeats, gaps, look-aheads and boundaries', () => {
    expect(parsePattern('고/EC # 싶/VX')).toEqual([
      { kind: 'element', test: { lexes: ['고'], tags: ['EC'], conditions: [] }, gap: false },
      { kind: 'boundary' },
      { kind: 'element', test: { lexes: ['싶'], tags: ['VX'], conditions: [] }, gap: false },
    ]);
    expect(parsePattern('have ~/ADV{0,2} /VERB[form=pp,word!=be] !_')).toEqual([
      { kind: 'element', test: { lexes: ['have'], conditions: [] }, gap: false },
      {
        kind: 'repeat',
        min: 0,
        max: 2,
        node: { kind: 'element', test: { tags: ['ADV'], conditions: [] }, gap: true },
      },
      {
        kind: 'element',
        test: {
          tags: ['VERB'],
          conditions: [
            { kind: 'feature', key: 'form', values: ['pp'], negate: false },
            { kind: 'feature', key: 'word', values: ['be'], negate: true },
          ],
        },
        gap: false,
      },
      { kind: 'not', test: { conditions: [] } },
    ]);
  });
});

describe('matcher', () => {
  const ko = (pattern: string, text: string): unknown =>
    new GrammarMatcher('ko_KR', [compilePattern('t', pattern, 'ko_KR')]).match(koreanAnalyzer.analyze(text));
  const en = (pattern: string, text: string): unknown =>
    new GrammarMatcher('en_US', [compilePattern('t', pattern, 'en_US')]).match(englishAnalyzer.analyze(text));

  it('covers the morphemes of a construction across two units', () => {
    // 커피를 마시고 싶어요: 마시/VV 고/EC | 싶/VX 어요/EF
    expect(ko('고/EC # 싶/VX', '커피를 마시고 싶어요')).toEqual([
      {
        id: 't',
        first: 1,
        last: 2,
        morphs: [
          { unit: 1, first: 1, last: 1 },
          { unit: 2, first: 0, last: 0 },
        ],
      },
    ]);
  });

  it('needs a new unit where the pattern says # (오 and 아서 of 와서 are one unit)', () => {
    expect(ko('오/VV 아서/EC', '비가 와서')).toHaveLength(1);
    expect(ko('오/VV # 아서/EC', '비가 와서')).toEqual([]);
  });

  it('finds every place, and several constructions over the same unit', () => {
    const matcher = new GrammarMatcher('ko_KR', [
      compilePattern('past', '았|었/EP', 'ko_KR'),
      compilePattern('polite', '어요/EF', 'ko_KR'),
    ]);
    const spans = matcher.match(koreanAnalyzer.analyze('먹었어요. 갔어요.'));
    expect(spans.map((s) => [s.id, s.first, s.morphs])).toEqual([
      ['past', 0, [{ unit: 0, first: 1, last: 1 }]],
      ['polite', 0, [{ unit: 0, first: 2, last: 2 }]],
      ['past', 1, [{ unit: 1, first: 1, last: 1 }]],
      ['polite', 1, [{ unit: 1, first: 2, last: 2 }]],
    ]);
  });

  it('leaves gap morphemes out of the construction and honours a look-ahead', () => {
    const pattern = 'have/AUX ~/ADV{0,2} /VERB|AUX[form=pp] !/VERB[form=ing]';
    expect(en(pattern, 'She has never seen snow')).toEqual([
      {
        id: 't',
        first: 1,
        last: 3,
        morphs: [
          { unit: 1, first: 0, last: 0 },
          { unit: 3, first: 0, last: 0 },
        ],
      },
    ]);
    expect(en(pattern, 'She has been working')).toEqual([]);
  });

  it('tells apart constructions sharing a first morpheme by the next one', () => {
    const matcher = new GrammarMatcher('ko_KR', [
      compilePattern('want', '고/EC # 싶/VX', 'ko_KR'),
      compilePattern('and', '고/EC !싶/VX', 'ko_KR'),
      compilePattern('progressive', '고/EC # 있/VX|VV', 'ko_KR'),
    ]);
    const ids = (text: string): string[] => matcher.match(koreanAnalyzer.analyze(text)).map((s) => s.id);
    expect(ids('커피를 마시고 싶어요')).toEqual(['want']);
    expect(ids('밥을 먹고 학교에 갔어요')).toEqual(['and']);
  });

  it('compares English lexes and values without case', () => {
    expect(en('HAVE /VERB[form=PP]', 'Have seen')).toHaveLength(1);
  });
});
