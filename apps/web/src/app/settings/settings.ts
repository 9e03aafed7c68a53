import { DAILY_GOAL_MAX } from '@glossa/contract';

/**
 * Settings kept in local storage, with every rule for them: defaults, allowed values,
 * dictionary languages per text language, and repair of anything invalid or corrupt.
 */

export type Locale = 'en_US' | 'ko_KR' | 'fr_FR' | 'es_ES' | 'ja_JP';
export type TextLanguage = 'ko_KR' | 'en_US' | 'fr_FR';
export type AnnotationStyle = 'box' | 'underline' | 'zen';
export type Theme = 'light' | 'dark';

export interface Settings {
  textLanguage: TextLanguage;
  dictionaryLanguage: Locale;
  interfaceLanguage: 'en_US';
  annotationStyle: AnnotationStyle;
  coloringEnabled: boolean;
  onlyUnknownColoring: boolean;
  vocabularyEnabled: boolean;
  /** New words a day the learner aims for (the Progress screen's streak). */
  dailyGoal: number;
  theme: Theme;
}

export const SETTINGS_KEY = 'glossa.settings';

/** New words a day a learner aims for until they choose: about one short text's worth. */
export const DEFAULT_DAILY_GOAL = 10;
export { DAILY_GOAL_MAX };

/** Text languages in the order the pickers show them; the first is the fallback for an invalid value. */
export const TEXT_LANGUAGES: readonly TextLanguage[] = ['en_US', 'ko_KR', 'fr_FR'];
export const INTERFACE_LANGUAGES = ['en_US'] as const;
export const ANNOTATION_STYLES: readonly AnnotationStyle[] = ['box', 'underline', 'zen'];
export const THEMES: readonly Theme[] = ['light', 'dark'];

export const LANGUAGE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  fr_FR: 'French',
  ko_KR: 'Korean',
  es_ES: 'Spanish',
  ja_JP: 'Japanese',
};

/**
 * Dictionary languages a text language may be read with: Korean text in all five, English and French
 * text in English, French, Korean and Spanish.
 * @example dictionaryLanguagesFor('fr_FR') // ['en_US', 'fr_FR', 'ko_KR', 'es_ES']
 */
export function dictionaryLanguagesFor(textLanguage: TextLanguage): readonly Locale[] {
  return textLanguage === 'ko_KR'
    ? ['en_US', 'fr_FR', 'es_ES', 'ja_JP', 'ko_KR']
    : ['en_US', 'fr_FR', 'ko_KR', 'es_ES'];
}

/** The defaults; the theme follows the system preference. */
export function defaultSettings(prefersDark: boolean): Settings {
  return {
    textLanguage: 'ko_KR',
    dictionaryLanguage: 'en_US',
    interfaceLanguage: 'en_US',
    annotationStyle: 'box',
    coloringEnabled: true,
    onlyUnknownColoring: false,
    vocabularyEnabled: true,
    dailyGoal: DEFAULT_DAILY_GOAL,
    theme: prefersDark ? 'dark' : 'light',
  };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** A daily goal as stored: a whole number of words from 1 to DAILY_GOAL_MAX. */
function dailyGoal(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= DAILY_GOAL_MAX
    ? value
    : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * Turns whatever was stored into valid settings: each invalid field takes its default (a text language
 * falls back to the first allowed one), and a dictionary language the text language does not allow is reset.
 * @example repairSettings({ theme: 'purple' }, false).theme // 'light'
 */
export function repairSettings(stored: unknown, prefersDark: boolean): Settings {
  const defaults = defaultSettings(prefersDark);
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const textLanguage =
    raw.textLanguage === undefined
      ? defaults.textLanguage
      : (oneOf(raw.textLanguage, TEXT_LANGUAGES) ?? TEXT_LANGUAGES[0]!);
  return {
    textLanguage,
    dictionaryLanguage: validDictionaryLanguage(textLanguage, raw.dictionaryLanguage),
    interfaceLanguage: oneOf(raw.interfaceLanguage, INTERFACE_LANGUAGES) ?? defaults.interfaceLanguage,
    annotationStyle: oneOf(raw.annotationStyle, ANNOTATION_STYLES) ?? defaults.annotationStyle,
    coloringEnabled: bool(raw.coloringEnabled) ?? defaults.coloringEnabled,
    onlyUnknownColoring: bool(raw.onlyUnknownColoring) ?? defaults.onlyUnknownColoring,
    vocabularyEnabled: bool(raw.vocabularyEnabled) ?? defaults.vocabularyEnabled,
    dailyGoal: dailyGoal(raw.dailyGoal) ?? defaults.dailyGoal,
    theme: oneOf(raw.theme, THEMES) ?? defaults.theme,
  };
}

/** The given dictionary language if the text language allows it, else the first allowed one. */
export function validDictionaryLanguage(textLanguage: TextLanguage, candidate: unknown): Locale {
  const allowed = dictionaryLanguagesFor(textLanguage);
  return oneOf(candidate, allowed) ?? allowed[0]!;
}

/**
 * Applies a change and re-validates, so that e.g. switching to French text resets a Japanese dictionary.
 * @example updateSettings(s, { textLanguage: 'fr_FR' }).dictionaryLanguage
 */
export function updateSettings(current: Settings, change: Partial<Settings>, prefersDark = false): Settings {
  return repairSettings({ ...current, ...change }, prefersDark);
}
