import { LANGUAGE_NAMES, type Locale } from '../app/settings/settings.ts';

interface LanguageSelectProps<L extends Locale> {
  value: L;
  /** The languages offered, in display order. */
  options: readonly L[];
  onChange(language: L): void;
  /** Needed when no visible label names the select. */
  ariaLabel?: string;
}

/**
 * A language picker showing each language's English name.
 * @example <LanguageSelect value={lang} options={dictionaryLanguagesFor('ko_KR')} onChange={setLang} />
 */
export function LanguageSelect<L extends Locale>({
  value,
  options,
  onChange,
  ariaLabel,
}: LanguageSelectProps<L>) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as L)} aria-label={ariaLabel}>
      {options.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
