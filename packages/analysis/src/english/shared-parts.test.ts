import { describe, expect, it } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { findPhrases } from '../multiword.ts';
import type { PositionedUnit } from '../multiword.ts';
import { universalPosLabel, UNIVERSAL_POS_LABELS } from '../pos-labels-universal.ts';
import { parseGold } from '../test-helpers/gold-set.ts';

function unit(text: string, start: number, lemma = text.slice(start).split(' ')[0] ?? ''): PositionedUnit {
  const surface = text.slice(start).split(/[ ,]/)[0] ?? '';
  return {
    unit: { surface, word: lemma, morphs: [{ lex: lemma, tag: 'X' }] },
    start,
    end: start + surface.length,
    form: surface.toLowerCase(),
    lemma,
  };
}

describe('universal POS labels', () => {
  it('names all 17 tags and passes unknown tags through', () => {
    expect(Object.keys(UNIVERSAL_POS_LABELS)).toHaveLength(17);
    expect(universalPosLabel('ADP')).toBe('Adposition');
    expect(universalPosLabel('AUX')).toBe('Auxiliary verb');
    expect(universalPosLabel('NNG')).toBe('NNG');
  });
});

describe('phrases over words', () => {
  const text = 'a b c d e f g';
  const units = [0, 2, 4, 6, 8, 10, 12].map((i) => unit(text, i));

  it('keeps every word a unit and spans the longest known run, at most five tokens', () => {
    const lexicon = createLexicon(
      ['a b', 'a b c', 'a b c d e f', 'c d e f g'].map((written) => ({ written, category: 'x' })),
    );
    const out = findPhrases(text, units, lexicon);
    expect(out.units.map((u) => u.surface)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(out.phrases).toEqual([{ first: 0, last: 2, vocabulary: 'a b c' }]);
  });

  it('joins a run glued by an elision into one word', () => {
    const glued = "jusqu'à";
    const parts: PositionedUnit[] = [
      { ...unit(glued, 0, 'jusque'), end: 6, form: "jusqu'" },
      { ...unit(glued, 6, 'à'), form: 'à' },
    ];
    const out = findPhrases(glued, parts, createLexicon([{ written: "jusqu'à", category: 'x' }]));
    expect(out.units.map((u) => [u.surface, u.vocabulary])).toEqual([["jusqu'à", "jusqu'à"]]);
    expect(out.phrases).toEqual([]);
  });

  it('never spans punctuation and passes units through without a lexicon', () => {
    const comma = 'a, b';
    const parts = [unit(comma, 0), unit(comma, 3)];
    const lexicon = createLexicon([{ written: 'a b', category: 'x' }]);
    expect(findPhrases(comma, parts, lexicon).phrases).toEqual([]);
    expect(findPhrases(text, units, undefined)).toEqual({ units: units.map((p) => p.unit), phrases: [] });
  });
});

describe('gold file format', () => {
  it('reads bare and annotated words, skipping comments', () => {
    const gold = parseGold('# comment\nMaria went home. | Maria went=go home');
    expect(gold).toEqual([
      {
        line: 2,
        text: 'Maria went home.',
        words: [
          { surface: 'Maria', headword: 'Maria' },
          { surface: 'went', headword: 'go' },
          { surface: 'home', headword: 'home' },
        ],
      },
    ]);
  });
});
