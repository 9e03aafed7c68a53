import { INTERFACE_LANGUAGES, TEXT_LANGUAGES, dictionaryLanguagesFor } from '../settings.ts';
import { LanguageSelect } from '../../../components/LanguageSelect.tsx';
import { useSettings } from '../SettingsProvider.tsx';

/** Text, dictionary and interface languages, with the spec's allowed combinations. */
export function LanguageTab(_props: { onClose(): void }) {
  const { settings, update } = useSettings();
  return (
    <div className="form-grid">
      <label className="field">
        <span>Text language</span>
        <LanguageSelect
          value={settings.textLanguage}
          options={TEXT_LANGUAGES}
          onChange={(textLanguage) => update({ textLanguage })}
        />
      </label>
      <label className="field">
        <span>Dictionary language</span>
        <LanguageSelect
          value={settings.dictionaryLanguage}
          options={dictionaryLanguagesFor(settings.textLanguage)}
          onChange={(dictionaryLanguage) => update({ dictionaryLanguage })}
        />
      </label>
      <label className="field">
        <span>Interface language</span>
        <LanguageSelect
          value={settings.interfaceLanguage}
          options={INTERFACE_LANGUAGES}
          onChange={(interfaceLanguage) => update({ interfaceLanguage })}
        />
      </label>
    </div>
  );
}
