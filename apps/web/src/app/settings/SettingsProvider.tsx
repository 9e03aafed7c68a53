import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ensureJapaneseFont } from '../../lib/fonts.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import { SETTINGS_KEY, repairSettings, updateSettings, type Settings } from './settings.ts';

interface SettingsContextValue {
  settings: Settings;
  /** Changes some settings; the result is re-validated (e.g. a dictionary language the text language refuses). */
  update(change: Partial<Settings>): void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Loads settings once (repairing whatever was stored), keeps them in local storage, applies the theme. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(() =>
    repairSettings(
      readJson(SETTINGS_KEY, (value) => value),
      prefersDark(),
    ),
  );

  useEffect(() => {
    writeJson(SETTINGS_KEY, settings);
    document.documentElement.classList.toggle('dark', settings.theme === 'dark');
    document.documentElement.dataset.theme = settings.theme;
  }, [settings]);

  // Japanese glosses: the font's rules are asked for at start, before any gloss is drawn (Chromium kept empty
  // boxes for text shaped before the rules were there). Only this chunk of CSS: files load per character.
  useEffect(() => ensureJapaneseFont('', settings.dictionaryLanguage), [settings.dictionaryLanguage]);

  const update = useCallback((change: Partial<Settings>) => {
    setSettings((current) => updateSettings(current, change, prefersDark()));
  }, []);

  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/**
 * The current settings and a setter.
 * @example const { settings, update } = useSettings(); update({ theme: 'dark' });
 */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
