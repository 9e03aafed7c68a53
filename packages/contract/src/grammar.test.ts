// An answer's `grammar` sends each construction once with its places, each place as its morpheme ranges;
// grammarSpans gives the readers one object per place again, in text order, and still reads answers kept in
// the earlier shapes (places as objects, or an item per place).
import { describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from './analyze.ts';
import { grammarSpans, placeOf, type GrammarFoundDto, type GrammarSpanDto } from './grammar.ts';

const head = {
  display: '-아서/어서',
  level: 'TOPIK1',
  category: 'connective',
  meaning: 'because',
  explanation: 'x'.repeat(500),
};
const found: GrammarFoundDto[] = [
  {
    ...head,
    id: 'ko.connective.aseo',
    spans: [
      [1, 1, 1],
      [5, 1, 1],
    ],
  },
  { ...head, id: 'ko.tense.past', spans: [[3, 1, 1]] },
  // A place kept from before the ranges were sent, as an object.
  { ...head, id: 'ko.ending.ayo', spans: [{ first: 3, last: 3, morphs: [{ unit: 3, first: 2, last: 2 }] }] },
];

describe('grammarSpans', () => {
  it('gives one object per place in text order, with the construction texts', () => {
    const spans = grammarSpans(found);
    expect(spans.map((s) => [s.id, s.first, s.morphs[0]?.first])).toEqual([
      ['ko.connective.aseo', 1, 1],
      ['ko.tense.past', 3, 1],
      ['ko.ending.ayo', 3, 2],
      ['ko.connective.aseo', 5, 1],
    ]);
    expect(spans[3]).toEqual({
      ...head,
      id: 'ko.connective.aseo',
      first: 5,
      last: 5,
      morphs: [{ unit: 5, first: 1, last: 1 }],
    });
    expect(spans[0]).not.toHaveProperty('spans');
  });

  it('reads a place over several units from its ranges', () => {
    expect(placeOf([2, 1, 1, 3, 0, 0])).toEqual({
      first: 2,
      last: 3,
      morphs: [
        { unit: 2, first: 1, last: 1 },
        { unit: 3, first: 0, last: 0 },
      ],
    });
    const [span] = grammarSpans([{ ...head, id: 'ko.aux.go-sipda', spans: [[2, 1, 1, 3, 0, 0]] }]);
    expect(span).toMatchObject({ first: 2, last: 3 });
  });

  it('makes them once per answer (the same array again) and none for none', () => {
    expect(grammarSpans(found)).toBe(grammarSpans(found));
    expect(grammarSpans([])).toEqual([]);
    expect(grammarSpans(undefined)).toEqual([]);
    expect(grammarSpans(null)).toEqual([]);
  });

  it('keeps an item already per place (an answer kept from before)', () => {
    const old: GrammarSpanDto[] = [
      { ...head, id: 'ko.tense.past', first: 3, last: 3, morphs: [] },
      { ...head, id: 'ko.connective.aseo', first: 1, last: 1, morphs: [] },
    ];
    expect(grammarSpans(old).map((s) => [s.id, s.first])).toEqual([
      ['ko.connective.aseo', 1],
      ['ko.tense.past', 3],
    ]);
  });

  it('is what the answer schema reads; a per-place item is not a valid answer item', () => {
    const answer = analyzeResponseSchema.parse({ units: [], vocab: [], phrases: [], grammar: found });
    expect(grammarSpans(answer.grammar)).toHaveLength(4);
    const old = {
      units: [],
      vocab: [],
      phrases: [],
      grammar: [{ ...head, id: 'a', first: 0, last: 0, morphs: [] }],
    };
    expect(analyzeResponseSchema.safeParse(old).success).toBe(false);
  });

  it('refuses a place that is not whole ranges of indices', () => {
    const answer = (spans: unknown[]) => ({
      units: [],
      vocab: [],
      phrases: [],
      grammar: [{ ...head, id: 'a', spans }],
    });
    expect(analyzeResponseSchema.safeParse(answer([[1, 1, 1, 2, 0, 0]])).success).toBe(true);
    for (const bad of [[], [1, 1], [1, 1, 1, 2], [1, -1, 1], [1, 1.5, 2], ['1', 1, 1]])
      expect(analyzeResponseSchema.safeParse(answer([bad])).success).toBe(false);
  });
});
