import { useEffect, useState } from 'react';
import {
  LANGUAGE_NAMES,
  SETTINGS_KEY,
  repairSettings,
  type Locale,
  type TextLanguage,
} from '../../app/settings/settings.ts';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { readJson } from '../../lib/storage.ts';
import { loadDemoData, loadedDemoData, type DemoData } from './demo-data.ts';
import { DemoAnalysisView } from './DemoAnalysisView.tsx';
import { DEMO_TEXT_LANGUAGES, demoDictionaryAfter, demoDictionaryLanguages } from './demo-languages.ts';

// The paragraph starts downloading as soon as the Home page's code arrives, while React renders the page.
void loadDemoData(
  repairSettings(
    readJson(SETTINGS_KEY, (value) => value),
    false,
  ).textLanguage,
).catch(() => undefined);

/**
 * The hero's interactive demo: language pickers, the sample paragraph, the word panel and the legend.
 * @example <HeroDemo />
 */
export function HeroDemo() {
  const { settings } = useSettings();
  const [textLanguage, setTextLanguage] = useState<TextLanguage>(settings.textLanguage);
  const [dictLanguage, setDictLanguage] = useState<Locale>(() =>
    demoDictionaryAfter(settings.textLanguage, settings.dictionaryLanguage),
  );
  const [data, setData] = useState<DemoData | null>(() => loadedDemoData(settings.textLanguage) ?? null);
  // The pickers start from Settings and follow them when they change (in the Settings modal, or synced from
  // the account), without a reload; a choice made in the demo itself stays the demo's.
  const [followed, setFollowed] = useState(settings);
  if (
    followed.textLanguage !== settings.textLanguage ||
    followed.dictionaryLanguage !== settings.dictionaryLanguage
  ) {
    setFollowed(settings);
    const text = followed.textLanguage !== settings.textLanguage ? settings.textLanguage : textLanguage;
    setTextLanguage(text);
    setDictLanguage(demoDictionaryAfter(text, settings.dictionaryLanguage));
  }
  const dictChoices = demoDictionaryLanguages(textLanguage);

  useEffect(() => {
    let live = true;
    loadDemoData(textLanguage).then(
      (loaded) => live && setData(loaded),
      (error: unknown) => console.warn('Demo data could not be loaded:', error),
    );
    return () => {
      live = false;
    };
  }, [textLanguage]);

  function chooseText(next: TextLanguage) {
    // The selected word is cleared too: the view below is keyed by the text language.
    setTextLanguage(next);
    setDictLanguage(demoDictionaryAfter(next, dictLanguage));
  }

  const current = data?.language === textLanguage ? data : null;

  return (
    <div className="demo card" aria-label="Live demo" role="region">
      <div className="demo-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">Text language</legend>
          {DEMO_TEXT_LANGUAGES.map((code) => (
            <label key={code} className={textLanguage === code ? 'is-checked' : ''}>
              <input
                type="radio"
                name="demo-text-language"
                value={code}
                checked={textLanguage === code}
                onChange={() => chooseText(code)}
              />
              {LANGUAGE_NAMES[code]}
            </label>
          ))}
        </fieldset>
        <label className="demo-dict">
          <span>Dictionary</span>
          <LanguageSelect
            value={dictLanguage}
            options={dictChoices}
            onChange={setDictLanguage}
            ariaLabel="Dictionary language"
          />
        </label>
      </div>
      {current ? (
        <DemoAnalysisView
          key={current.language}
          units={current.units}
          phrases={current.phrases}
          text={current.paragraph}
          vocabWords={current.vocabWords}
          textLanguage={current.language}
          dictLanguage={dictLanguage}
          words={current.words}
          examples={current.examples}
          grammar={current.grammar}
        />
      ) : (
        <div className="demo-body demo-loading" role="status" aria-label="Loading the demo" />
      )}
    </div>
  );
}
