import {
  INTERFACE_LANGUAGES,
  LANGUAGE_NAMES,
  TEXT_LANGUAGES,
  dictionaryLanguagesFor,
  type Locale,
  type TextLanguage,
} from '../settings.ts';
import { useSettings } from '../SettingsProvider.tsx';

/** Text, dictionary and interface languages, with the spec's allowed combinations. */
export function LanguageTab(_props: { onClose(): void }) {
  const { settings, update } = useSettings();
  return (
    <div className="form-grid">
      <label className="field">
        <span>Text language</span>
        <select
          value={settings.textLanguage}
          onChange={(e) => update({ textLanguage: e.target.value as TextLanguage })}
        >
          {TEXT_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Dictionary language</span>
        <select
          value={settings.dictionaryLanguage}
          onChange={(e) => update({ dictionaryLanguage: e.target.value as Locale })}
        >
          {dictionaryLanguagesFor(settings.textLanguage).map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Interface language</span>
        <select value={settings.interfaceLanguage} onChange={() => update({ interfaceLanguage: 'en_US' })}>
          {INTERFACE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
