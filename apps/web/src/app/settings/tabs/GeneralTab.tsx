import { ANNOTATION_STYLES, THEMES, type AnnotationStyle, type Theme } from '../settings.ts';
import { useSettings } from '../SettingsProvider.tsx';

const STYLE_LABELS: Record<AnnotationStyle, string> = {
  box: 'Box (outlined words)',
  underline: 'Underline',
  zen: 'Zen (background colours)',
};

/** Annotation style, colouring options, vocabulary list and theme. */
export function GeneralTab(_props: { onClose(): void }) {
  const { settings, update } = useSettings();
  return (
    <div className="form-grid">
      <label className="field">
        <span>Annotation style</span>
        <select
          value={settings.annotationStyle}
          onChange={(e) => update({ annotationStyle: e.target.value as AnnotationStyle })}
        >
          {ANNOTATION_STYLES.map((style) => (
            <option key={style} value={style}>
              {STYLE_LABELS[style]}
            </option>
          ))}
        </select>
      </label>
      <label className="switch-field">
        <input
          type="checkbox"
          checked={settings.coloringEnabled}
          onChange={(e) => update({ coloringEnabled: e.target.checked })}
        />
        <span>Colour words by how well I know them</span>
      </label>
      <label className="switch-field">
        <input
          type="checkbox"
          checked={settings.onlyUnknownColoring}
          onChange={(e) => update({ onlyUnknownColoring: e.target.checked })}
        />
        <span>Colour only unknown words</span>
      </label>
      <label className="switch-field">
        <input
          type="checkbox"
          checked={settings.vocabularyEnabled}
          onChange={(e) => update({ vocabularyEnabled: e.target.checked })}
        />
        <span>Show the vocabulary list under analysed text</span>
      </label>
      <label className="field">
        <span>Theme</span>
        <select value={settings.theme} onChange={(e) => update({ theme: e.target.value as Theme })}>
          {THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {theme === 'light' ? 'Light' : 'Dark'}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
