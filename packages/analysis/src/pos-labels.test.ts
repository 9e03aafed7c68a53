import { describe, expect, it } from 'vitest';
import { posLabel } from './pos-labels.ts';

describe('posLabel', () => {
  it.each([
    ['NNG', 'Common noun'],
    ['JKB', 'Adverbial particle'],
    ['EF', 'Final ending'],
    ['NOUN', 'Noun'],
    ['ADP', 'Adposition'],
  ])('names %s %s', (tag, label) => {
    expect(posLabel(tag)).toBe(label);
  });

  it('names each part of a joined Korean tag', () => {
    expect(posLabel('VV+EP')).toBe('Verb + Pre-final ending');
  });

  it('returns an unknown tag unchanged', () => {
    expect(posLabel('ZZZ')).toBe('ZZZ');
  });
});
