import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDictionaryDir } from './dictionary/load.ts';
import { KOREAN_TAG_LABELS, koreanTagLabel, tagClass } from './tags.ts';

describe('Korean tag labels', () => {
  it('names every tag the dictionary defines (pos-id.def)', () => {
    const posIds = readFileSync(join(resolveDictionaryDir(), 'pos-id.def'), 'utf8');
    const tags = new Set(
      posIds
        .split('\n')
        .map((line) => line.split(',')[0] ?? '')
        .filter((tag) => /^[A-Z]+$/.test(tag)),
    );
    expect(tags.size).toBeGreaterThan(30);
    expect([...tags].filter((tag) => !(tag in KOREAN_TAG_LABELS))).toEqual([]);
  });

  it('names joined tags part by part and passes unknown tags through', () => {
    expect(koreanTagLabel('NNG')).toBe('Common noun');
    expect(koreanTagLabel('JKB')).toBe('Adverbial particle');
    expect(koreanTagLabel('EF')).toBe('Final ending');
    expect(koreanTagLabel('VV+EP')).toBe('Verb + Pre-final ending');
    expect(koreanTagLabel('XYZ')).toBe('XYZ');
  });

  it('classifies tags by their first part', () => {
    expect(tagClass('NP+JKG')).toBe('noun');
    expect(tagClass('EP+EF')).toBe('ending');
    expect(tagClass('JKS')).toBe('particle');
    expect(tagClass('SF')).toBe('punctuation');
    expect(tagClass('??')).toBe('other');
  });
});
