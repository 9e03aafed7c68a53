import { describe, expect, it } from 'vitest';
import { DEMO_TEXT_LANGUAGES, demoDictionaryAfter, demoDictionaryLanguages } from './demo-languages.ts';

describe('demo language pickers', () => {
  it('offers English, French, Korean as text languages', () => {
    expect(DEMO_TEXT_LANGUAGES).toEqual(['en_US', 'fr_FR', 'ko_KR']);
  });

  it('offers all five dictionary languages for Korean, four for English and French', () => {
    expect(demoDictionaryLanguages('ko_KR')).toEqual(['en_US', 'fr_FR', 'ko_KR', 'es_ES', 'ja_JP']);
    expect(demoDictionaryLanguages('en_US')).toEqual(['en_US', 'fr_FR', 'ko_KR', 'es_ES']);
    expect(demoDictionaryLanguages('fr_FR')).toEqual(['en_US', 'fr_FR', 'ko_KR', 'es_ES']);
  });

  it('falls back to the first allowed dictionary language only when the current one is not allowed', () => {
    expect(demoDictionaryAfter('en_US', 'ja_JP')).toBe('en_US');
    expect(demoDictionaryAfter('fr_FR', 'es_ES')).toBe('es_ES');
    expect(demoDictionaryAfter('ko_KR', 'ja_JP')).toBe('ja_JP');
  });
});
