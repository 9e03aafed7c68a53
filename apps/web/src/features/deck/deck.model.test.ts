import { describe, expect, it } from 'vitest';
import {
  addedText,
  assignSides,
  filterCards,
  fromCardSenses,
  mergeExamples,
  splitColumns,
  toCardSenses,
  withLoadedExamples,
  type Side,
} from './deck.model.ts';

const info = (id: number, written: string) => ({ id, written, updated_at: '2026-01-01T00:00:00.000Z' });

describe('mergeExamples', () => {
  it('adds only examples whose text and category are new, keeping order', () => {
    const merged = mergeExamples(
      [
        { example: '학교에 가요.', category: 'sentence' as const },
        { example: '학교', category: 'fragment' as const },
      ],
      [
        { example: '학교에 가요.', category: 'sentence' as const },
        // Same text, other category: a different example.
        { example: '학교에 가요.', category: 'fragment' as const },
        { example: '새 학교', category: 'fragment' as const },
        { example: '새 학교', category: 'fragment' as const },
      ],
    );
    expect(merged.map((e) => `${e.category}:${e.example}`)).toEqual([
      'sentence:학교에 가요.',
      'fragment:학교',
      'fragment:학교에 가요.',
      'fragment:새 학교',
    ]);
  });

  it('keeps an example already chosen when the same one is loaded again', () => {
    const sense = {
      key: 'd1',
      sense_id: 1,
      translation: 'school',
      definition: '',
      examples: [{ example: 'a', category: 'sentence' as const, selected: true, own: false }],
    };
    const next = withLoadedExamples(sense, [
      { example: 'a', category: 'sentence' },
      { example: 'b', category: 'sentence' },
    ]);
    expect(next.examples.map((e) => [e.example, e.selected])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});

describe('toCardSenses', () => {
  it("keeps a dictionary example's translation on the card", () => {
    const [sense] = toCardSenses([
      {
        key: 'd5',
        sense_id: 5,
        translation: 'école',
        definition: '',
        examples: [
          {
            example: '학교에 가요.',
            category: 'sentence',
            translation: ' Je vais à l’école. ',
            selected: true,
            own: false,
          },
          { example: '학교에 가다', category: 'fragment', translation: '', selected: true, own: false },
        ],
      },
    ]);
    expect(sense?.examples).toEqual([
      { example: '학교에 가요.', category: 'sentence', translation: 'Je vais à l’école.' },
      { example: '학교에 가다', category: 'fragment' },
    ]);
  });

  it('sends only selected, non-empty examples, trimmed, and the dictionary sense id when there is one', () => {
    const senses = toCardSenses([
      {
        key: 'd5',
        sense_id: 5,
        translation: ' school ',
        definition: 'place',
        examples: [
          { example: 'kept', category: 'sentence', selected: true, own: false },
          { example: 'dropped', category: 'sentence', selected: false, own: false },
          { example: '  ', category: 'fragment', selected: true, own: true },
          { example: ' mine ', category: 'conversation', selected: true, own: true },
        ],
      },
      { key: 'c1', translation: '', definition: '', examples: [] },
    ]);
    expect(senses).toEqual([
      {
        translation: 'school',
        definition: 'place',
        sense_id: 5,
        examples: [
          { example: 'kept', category: 'sentence' },
          { example: 'mine', category: 'conversation' },
        ],
      },
      { translation: '', definition: '', examples: [] },
    ]);
  });

  it('round-trips a saved card: its examples come back selected', () => {
    const saved = [
      {
        translation: 't',
        definition: 'd',
        sense_id: 3,
        examples: [{ example: 'x', category: 'fragment' as const }],
      },
      { translation: 'own', definition: '', examples: [] },
    ];
    const opened = fromCardSenses(saved);
    expect(opened.map((s) => s.key)).toEqual(['d3', 'c1']);
    expect(toCardSenses(opened)).toEqual(saved);
  });
});

describe('search and columns', () => {
  it('filters by case-insensitive substring of the written form', () => {
    const cards = [info(1, 'School'), info(2, 'schoolbag'), info(3, '학교'), info(4, 'house')];
    expect(filterCards(cards, 'SCHOOL').map((c) => c.id)).toEqual([1, 2]);
    expect(filterCards(cards, '학').map((c) => c.id)).toEqual([3]);
    expect(filterCards(cards, '  ')).toBe(cards);
    expect(filterCards(cards, 'xyz')).toEqual([]);
  });

  it('gives sides alternately on first appearance and keeps them after deletions, additions and filtering', () => {
    const sides = new Map<number, Side>();
    assignSides(sides, [info(1, 'a'), info(2, 'b'), info(3, 'c')]);
    expect([...sides]).toEqual([
      [1, 'left'],
      [2, 'right'],
      [3, 'left'],
    ]);
    // Card 2 deleted, card 4 added: 1 and 3 stay left, 4 goes right (the fourth first appearance).
    const now = [info(1, 'a'), info(3, 'c'), info(4, 'd')];
    assignSides(sides, now);
    expect(splitColumns(now, sides, true).map((col) => col.map((c) => c.id))).toEqual([[1, 3], [4]]);
    // Filtering shows card 3 alone: still on the left.
    expect(splitColumns([info(3, 'c')], sides, true).map((col) => col.map((c) => c.id))).toEqual([[3], []]);
    // One column keeps list order.
    expect(splitColumns(now, sides, false)).toEqual([now]);
  });

  it('writes the footer date', () => {
    expect(addedText('2026-11-27T12:00:00.000Z')).toBe('Added Nov 27, 2026');
  });
});
