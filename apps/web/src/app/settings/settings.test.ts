import { describe, expect, it } from 'vitest';
import { defaultSettings, dictionaryLanguagesFor, repairSettings, updateSettings } from './settings.ts';

/** The spec's default settings, written out, for a system that prefers the light theme. */
const SPEC_DEFAULTS_LIGHT = {
  textLanguage: 'ko_KR',
  dictionaryLanguage: 'en_US',
  interfaceLanguage: 'en_US',
  annotationStyle: 'box',
  coloringEnabled: true,
  onlyUnknownColoring: false,
  vocabularyEnabled: true,
  dailyGoal: 10,
  theme: 'light',
};

describe('settings rules', () => {
  it('has the spec defaults, theme from the system preference', () => {
    expect(defaultSettings(false)).toEqual(SPEC_DEFAULTS_LIGHT);
    expect(defaultSettings(true).theme).toBe('dark');
  });

  it('offers five dictionary languages for Korean text and four for English or French', () => {
    expect(dictionaryLanguagesFor('ko_KR')).toEqual(['en_US', 'fr_FR', 'es_ES', 'ja_JP', 'ko_KR']);
    expect(dictionaryLanguagesFor('en_US')).toEqual(['en_US', 'fr_FR', 'ko_KR', 'es_ES']);
    expect(dictionaryLanguagesFor('fr_FR')).not.toContain('ja_JP');
  });

  it.each([null, 42, 'text', [], { theme: 7 }])(
    'repairs a corrupt stored value %j to the defaults',
    (stored) => {
      expect(repairSettings(stored, false)).toEqual(SPEC_DEFAULTS_LIGHT);
    },
  );

  it.each([0, 501, 2.5, '10', null])('repairs a daily goal of %j to the default of 10', (dailyGoal) => {
    expect(repairSettings({ dailyGoal }, false).dailyGoal).toBe(10);
    expect(repairSettings({ dailyGoal: 25 }, false).dailyGoal).toBe(25);
  });

  it('falls back to the first text language for an unknown one and resets an invalid dictionary language', () => {
    const repaired = repairSettings(
      { textLanguage: 'de_DE', dictionaryLanguage: 'ja_JP', theme: 'dark' },
      false,
    );
    expect(repaired.textLanguage).toBe('en_US');
    expect(repaired.dictionaryLanguage).toBe('en_US');
    expect(repaired.theme).toBe('dark');
  });

  it('keeps valid values and only repairs the invalid ones', () => {
    const repaired = repairSettings(
      { textLanguage: 'fr_FR', dictionaryLanguage: 'es_ES', annotationStyle: 'neon', coloringEnabled: 'yes' },
      true,
    );
    expect(repaired).toMatchObject({
      textLanguage: 'fr_FR',
      dictionaryLanguage: 'es_ES',
      annotationStyle: 'box',
      coloringEnabled: true,
      theme: 'dark',
    });
  });

  it('allows only English as interface language and light/dark as theme', () => {
    const repaired = repairSettings({ interfaceLanguage: 'fr_FR', theme: 'sepia' }, false);
    expect(repaired.interfaceLanguage).toBe('en_US');
    expect(repaired.theme).toBe('light');
  });

  it('resets the dictionary language when the text language no longer allows it', () => {
    const korean = updateSettings(defaultSettings(false), { dictionaryLanguage: 'ja_JP' });
    expect(korean.dictionaryLanguage).toBe('ja_JP');
    expect(updateSettings(korean, { textLanguage: 'en_US' }).dictionaryLanguage).toBe('en_US');
    const spanish = updateSettings(korean, { dictionaryLanguage: 'es_ES' });
    expect(updateSettings(spanish, { textLanguage: 'fr_FR' }).dictionaryLanguage).toBe('es_ES');
  });
});
