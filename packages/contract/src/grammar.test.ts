// An answer's `grammar` sends each construction once with its places; grammarSpans gives the readers one
// object per place again, in text order, and still reads an answer kept in the per-place shape.
import { describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from './analyze.ts';
import { grammarSpans, type GrammarFoundDto, type GrammarSpanDto } from './grammar.ts';

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
      { first: 1, last: 1, morphs: [{ unit: 1, first: 1, last: 1 }] },
      { first: 5, last: 5, morphs: [{ unit: 5, first: 1, last: 1 }] },
    ],
  },
  { ...head, id: 'ko.tense.past', spans: [{ first: 3, last: 3, morphs: [{ unit: 3, first: 1, last: 1 }] }] },
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
      morphs: found[0]!.spans[1]!.morphs,
    });
    expect(spans[0]).not.toHaveProperty('spans');
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
});
