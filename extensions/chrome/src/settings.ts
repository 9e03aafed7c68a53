import { TEXT_LANGUAGES, isAllowedPair, type Locale, type TextLanguage } from '@glossa/contract';
import type { AnnotationStyle } from '@glossa/ui';
import { z } from 'zod';

/** The public Glossa server the extension talks to until the learner picks a self-hosted one. */
export const DEFAULT_SERVER_URL = 'https://glossa.example';

/** The learner's choices, kept in `chrome.storage.local` (settings page). */
export interface ExtensionSettings {
  /** The Glossa origin (no path), e.g. `https://glossa.example` or `http://localhost:8080`. */
  serverUrl: string;
  /** Text language of a selection that is not recognisably Korean. */
  textLanguage: TextLanguage;
  dictionaryLanguage: Locale;
  annotationStyle: AnnotationStyle;
  coloringEnabled: boolean;
  onlyUnknownColoring: boolean;
}

export const DEFAULT_SETTINGS: ExtensionSettings = {
  serverUrl: DEFAULT_SERVER_URL,
  textLanguage: 'en_US',
  dictionaryLanguage: 'en_US',
  annotationStyle: 'box',
  coloringEnabled: true,
  onlyUnknownColoring: false,
};

/** Where the settings are kept (content scripts watch it to follow a change). */
export const SETTINGS_KEY = 'glossa.settings';

const storedSettingsSchema = z
  .object({
    serverUrl: z.string().max(300),
    textLanguage: z.enum(TEXT_LANGUAGES),
    dictionaryLanguage: z.string().max(10),
    annotationStyle: z.enum(['box', 'underline', 'zen']),
    coloringEnabled: z.boolean(),
    onlyUnknownColoring: z.boolean(),
  })
  .partial();

/**
 * The origin of a server URL the learner typed, or null when it is not an http(s) URL.
 * @example serverOrigin('http://localhost:8080/app') // 'http://localhost:8080'
 */
export function serverOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads stored settings over the defaults; anything stored that does not fit is ignored.
 * @example const { serverUrl } = await readSettings();
 */
export async function readSettings(): Promise<ExtensionSettings> {
  const stored: unknown = (await chrome.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY];
  const parsed = storedSettingsSchema.safeParse(stored);
  const values = parsed.success ? parsed.data : {};
  const merged = { ...DEFAULT_SETTINGS, ...values } as ExtensionSettings;
  merged.serverUrl = serverOrigin(merged.serverUrl) ?? DEFAULT_SERVER_URL;
  if (!isAllowedPair(merged.textLanguage, merged.dictionaryLanguage)) {
    merged.dictionaryLanguage = DEFAULT_SETTINGS.dictionaryLanguage;
  }
  return merged;
}

/**
 * Stores a change of settings.
 * @example await writeSettings({ serverUrl: 'http://localhost:8080' });
 */
export async function writeSettings(change: Partial<ExtensionSettings>): Promise<void> {
  const current = await readSettings();
  await chrome.storage.local.set({ [SETTINGS_KEY]: { ...current, ...change } });
}

/** Hangul syllables and jamo: a selection with them is analysed as Korean whatever the setting says. */
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/**
 * The text language to analyse a selection in: Korean when it has Hangul, else the learner's setting.
 * @example textLanguageOf('안녕하세요', 'en_US') // 'ko_KR'
 */
export function textLanguageOf(text: string, preferred: TextLanguage): TextLanguage {
  return HANGUL.test(text) ? 'ko_KR' : preferred;
}
