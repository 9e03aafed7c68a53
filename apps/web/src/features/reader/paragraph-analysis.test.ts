import type { AnalysedUnitDto } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { dictionaryWordsOf } from './dictionary-words.ts';
import { byParagraph, ParagraphCache } from './paragraph-analysis.ts';
import { splitChunks } from '@glossa/ui';

const unit = (surface: string): AnalysedUnitDto => ({
  surface,
  word: surface,
  vocabulary: surface,
  morphs: [],
});

describe('byParagraph', () => {
  it('gives each paragraph its own units at offsets in its own text, and the words of its request', () => {
    const texts = ['a cat', 'the dog'];
    const chunks = splitChunks(texts);
    const vocab = [{ written: 'cat' }];
    const [first, second] = byParagraph(texts, chunks, [
      { units: ['a', 'cat', 'the', 'dog'].map(unit), vocab },
    ]);
    expect(first?.units.map((u) => [u.unit.surface, u.start, u.end])).toEqual([
      ['a', 0, 1],
      ['cat', 2, 5],
    ]);
    expect(second?.units.map((u) => texts[1]?.slice(u.start, u.end))).toEqual(['the', 'dog']);
    expect(second?.vocab).toBe(vocab);
  });

  it("gives each unit the grammar constructions covering it, with that unit's morphemes, as unit 0", () => {
    const texts = ['가고 싶어요', '비가 와서'];
    const chunks = splitChunks(texts);
    const span = {
      display: '-고 싶다',
      level: 'TOPIK1',
      category: 'auxiliary',
      meaning: 'to want to',
      explanation: '...',
    };
    const [first, second] = byParagraph(texts, chunks, [
      {
        units: ['가고', '싶어요', '비가', '와서'].map(unit),
        vocab: [],
        grammar: [
          {
            ...span,
            id: 'want',
            spans: [
              {
                first: 0,
                last: 1,
                morphs: [
                  { unit: 0, first: 1, last: 1 },
                  { unit: 1, first: 0, last: 0 },
                ],
              },
            ],
          },
          {
            ...span,
            id: 'because',
            spans: [{ first: 3, last: 3, morphs: [{ unit: 3, first: 1, last: 1 }] }],
          },
        ],
      },
    ]);
    expect(first?.units.map((u) => u.grammar?.map((g) => [g.id, g.first, g.last, g.morphs]))).toEqual([
      [['want', 0, 0, [{ unit: 0, first: 1, last: 1 }]]],
      [['want', 0, 0, [{ unit: 0, first: 0, last: 0 }]]],
    ]);
    expect(second?.units.map((u) => u.grammar?.map((g) => g.id))).toEqual([undefined, ['because']]);
  });

  it('shares out several requests, and a paragraph split over two requests keeps the words of both', () => {
    const long = 'one two. '.repeat(80).trim();
    const texts = ['first', long, 'last'];
    const chunks = splitChunks(texts, 300);
    expect(chunks.length).toBeGreaterThan(2);
    const answers = chunks.map((chunk, i) => ({
      units: chunk.text
        .split(/[\s.]+/)
        .filter(Boolean)
        .map(unit),
      vocab: [{ written: `request ${i}` }],
    }));
    const out = byParagraph(texts, chunks, answers);
    expect(out[0]?.units.map((u) => u.unit.surface)).toEqual(['first']);
    expect(out[1]?.units.length).toBe(160);
    for (const u of out[1]?.units ?? []) expect(long.slice(u.start, u.end)).toBe(u.unit.surface);
    expect(out[1]?.vocab.length).toBeGreaterThan(1);
    expect(out[2]?.units.map((u) => [u.start, u.end])).toEqual([[0, 4]]);
  });

  it('marks the paragraphs of a failed request as not analysed (null), not as empty', () => {
    const texts = ['a'.repeat(600), 'b'.repeat(600)];
    const chunks = splitChunks(texts, 1000);
    const out = byParagraph(texts, chunks, [{ units: [unit('a'.repeat(600))], vocab: [] }, null]);
    expect(out[0]?.units).toHaveLength(1);
    expect(out[1]).toBeNull();
  });
});

describe('ParagraphCache', () => {
  it('answers by text and languages, and forgets the least recently used past its size', () => {
    const cache = new ParagraphCache<{ units: never[]; vocab: never[] }>();
    const analysis = { units: [], vocab: [] };
    cache.set('en_US', 'en_US', 'Hello.', analysis);
    expect(cache.get('en_US', 'en_US', 'Hello.')).toBe(analysis);
    expect(cache.get('en_US', 'fr_FR', 'Hello.')).toBeUndefined();
    for (let i = 0; i < 399; i++) cache.set('en_US', 'en_US', `p${i}`, analysis);
    cache.get('en_US', 'en_US', 'Hello.');
    cache.set('en_US', 'en_US', 'one more', analysis);
    expect(cache.get('en_US', 'en_US', 'Hello.')).toBe(analysis);
    expect(cache.get('en_US', 'en_US', 'p0')).toBeUndefined();
    cache.delete('en_US', 'en_US', 'Hello.', { units: [], vocab: [] });
    expect(cache.get('en_US', 'en_US', 'Hello.'), 'only the very value is forgotten').toBe(analysis);
    cache.delete('en_US', 'en_US', 'Hello.', analysis);
    expect(cache.get('en_US', 'en_US', 'Hello.')).toBeUndefined();
  });
});

describe('dictionaryWordsOf', () => {
  const word = {
    id: 1,
    written: 'Gehen',
    category: 'verb',
    senses: [],
    audio_id: null,
    homograph: 0,
    level: null,
    pronunciation: null,
    language: 'ko_KR',
    source: 'test',
  };
  it('checks only the headword’s entries, case-insensitively, and leaves out invalid ones', () => {
    const vocab = [word, { ...word, id: 'bad' }, { written: 'other' }, null, 42];
    expect(dictionaryWordsOf(vocab, 'gehen').map((w) => w.id)).toEqual([1]);
    expect(dictionaryWordsOf(vocab, undefined)).toEqual([]);
  });
});
