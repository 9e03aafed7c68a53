import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ensureJapaneseFont } from '../../lib/fonts.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import { useUser } from '../../features/account/account.ts';
import { SETTINGS_KEY, repairSettings, updateSettings, type Settings } from './settings.ts';
import { setLocalChangedAt, touchesSynced, useSettingsSync } from './settings.sync.ts';

interface SettingsContextValue {
  settings: Settings;
  /** Changes some settings; the result is re-validated (e.g. a dictionary language the text language refuses). */
  update(change: Partial<Settings>): void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * Loads settings once (repairing whatever was stored), keeps them in local storage, applies the theme; for
 * a signed-in learner the languages, annotation and colouring also follow the account (settings.sync.ts).
 */
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
    setSettings((current) => {
      const next = updateSettings(current, change, prefersDark());
      // The learner changed something that follows the account: the newer change wins on every device.
      if (touchesSynced(current, next)) setLocalChangedAt(new Date().toISOString());
      return next;
    });
  }, []);

  const { user } = useUser();
  useSettingsSync(user?.id ?? null, settings, setSettings, prefersDark);

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
