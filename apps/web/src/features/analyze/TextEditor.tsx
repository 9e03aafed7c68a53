import { useGlyphsStyle } from '@glossa/ui';
import { useEffect, useRef } from 'react';
import { TEXT_LANGUAGES, dictionaryLanguagesFor } from '../../app/settings/settings.ts';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { ensureKoreanFont } from '../../lib/fonts.ts';
import { characterCounter, textProblem } from './analyze.model.ts';

interface TextEditorProps {
  text: string;
  onTextChange(text: string): void;
  onAnalyze(): void;
  running: boolean;
  failed: boolean;
  /** Phone layout after an analysis: the text is shown read-only until Edit is pressed. */
  readOnly: boolean;
  onEdit(): void;
}

/**
 * The Analyze screen's editor: languages, the text (250 to 400 px high), the counter, the Coloring and
 * Vocabulary toggles and the Analyze Text button.
 * @example <TextEditor text={text} onTextChange={setText} onAnalyze={analyze} running={false} ... />
 */
export function TextEditor(props: TextEditorProps) {
  const { text, readOnly } = props;
  const { settings, update } = useSettings();
  const counter = characterCounter(text);
  const problem = textProblem(text);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const wasReadOnly = useRef(readOnly);
  // Korean typed or pasted shows in Korean glyphs, even on a machine without a Korean font.
  useEffect(() => ensureKoreanFont(text, settings.textLanguage), [text, settings.textLanguage]);
  // Text in the box before the font files arrived kept boxes (Chromium): shaped again once they are in.
  const glyphs = useGlyphsStyle(text, settings.textLanguage.slice(0, 2));

  useEffect(() => {
    // After Edit, the cursor goes back into the text.
    if (wasReadOnly.current && !readOnly) textareaRef.current?.focus();
    wasReadOnly.current = readOnly;
  }, [readOnly]);

  return (
    <form
      className="card analyze-editor"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && !props.running) props.onAnalyze();
      }}
    >
      <div className="editor-languages">
        <label className="compact-field">
          <span>Text</span>
          <LanguageSelect
            value={settings.textLanguage}
            options={TEXT_LANGUAGES}
            onChange={(textLanguage) => update({ textLanguage })}
            ariaLabel="Text language"
          />
        </label>
        <label className="compact-field">
          <span>Dictionary</span>
          <LanguageSelect
            value={settings.dictionaryLanguage}
            options={dictionaryLanguagesFor(settings.textLanguage)}
            onChange={(dictionaryLanguage) => update({ dictionaryLanguage })}
            ariaLabel="Dictionary language"
          />
        </label>
      </div>
      <textarea
        ref={textareaRef}
        className={`editor-text${readOnly ? ' is-readonly' : ''}`}
        style={glyphs}
        value={text}
        readOnly={readOnly}
        onChange={(e) => props.onTextChange(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl/Cmd+Enter analyses without leaving the keyboard.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
        }}
        aria-label="Text to analyze"
        aria-describedby="analyze-counter"
        placeholder="Paste or type up to 1000 characters of Korean, English or French…"
        spellCheck={false}
        lang={settings.textLanguage.slice(0, 2)}
      />
      <div className="editor-footer">
        <span
          id="analyze-counter"
          className={`char-counter${counter.over ? ' is-over' : ''}`}
          aria-live="polite"
        >
          {counter.text}
          {counter.over && <span className="visually-hidden"> characters: too long to analyse</span>}
        </span>
        <div className="editor-toggles">
          <label className="switch-field">
            <input
              type="checkbox"
              role="switch"
              checked={settings.coloringEnabled}
              onChange={(e) => update({ coloringEnabled: e.target.checked })}
            />
            <span>Coloring</span>
          </label>
          <label className="switch-field">
            <input
              type="checkbox"
              role="switch"
              checked={settings.vocabularyEnabled}
              onChange={(e) => update({ vocabularyEnabled: e.target.checked })}
            />
            <span>Vocabulary</span>
          </label>
        </div>
        <div className="editor-actions">
          {readOnly && (
            <button type="button" className="button" onClick={props.onEdit}>
              Edit
            </button>
          )}
          <button
            type="submit"
            className="button primary"
            disabled={problem !== null || props.running}
            aria-busy={props.running}
          >
            {props.running ? 'Analyzing…' : 'Analyze Text'}
          </button>
        </div>
      </div>
      {props.failed && (
        <p className="analyze-notice" role="status">
          The analysis could not run. Your text is kept; please try again in a moment.
        </p>
      )}
    </form>
  );
}
