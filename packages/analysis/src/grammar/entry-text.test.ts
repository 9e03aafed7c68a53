// An entry's texts in the asked dictionary language, English when it lacks it: the analysis answer and the
// catalogue API both read them through entryText.
import { describe, expect, it } from 'vitest';
import { entryText, grammarEntries } from './catalogue.ts';
import type { GrammarEntry } from './types.ts';

const base = grammarEntries('ko_KR')[0] as GrammarEntry;

describe('entryText', () => {
  it('gives the asked language when the entry has it', () => {
    expect(entryText(base, 'fr')).toEqual(base.languages.fr);
    expect(entryText(base, 'fr').meaning).not.toBe(base.languages.en?.meaning);
  });

  it('falls back to English, then to empty texts', () => {
    const onlyEnglish = { ...base, languages: { en: { meaning: 'because', explanation: 'Cause.' } } };
    expect(entryText(onlyEnglish, 'ja')).toEqual({ meaning: 'because', explanation: 'Cause.' });
    expect(entryText({ ...base, languages: {} }, 'ko')).toEqual({ meaning: '', explanation: '' });
  });
});
