import {
  LANGUAGE_NAMES,
  TEXT_LANGUAGES,
  dictionaryLanguagesFor,
  type Locale,
  type TextLanguage,
} from '@glossa/contract';
import type { AnnotationStyle } from '@glossa/ui';
import { useEffect, useState } from 'react';
import { Sites } from './Sites.tsx';
import {
  DEFAULT_SERVER_URL,
  readSettings,
  serverOrigin,
  writeSettings,
  type ExtensionSettings,
} from '../settings.ts';

const ANNOTATION_STYLES: { value: AnnotationStyle; label: string }[] = [
  { value: 'box', label: 'Box (outlined words)' },
  { value: 'underline', label: 'Underline' },
  { value: 'zen', label: 'Zen (background colours)' },
];

/**
 * The settings page: the Glossa server (the public one, or any self-hosted origin, whose host access is asked
 * for here), the text and dictionary languages, and how words are coloured.
 */
export function Options() {
  const [settings, setSettings] = useState<ExtensionSettings | null>(null);
  const [server, setServer] = useState('');
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  useEffect(() => {
    void readSettings().then((value) => {
      setSettings(value);
      setServer(value.serverUrl);
    });
  }, []);

  if (!settings) return null;
  const change = (patch: Partial<ExtensionSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    void writeSettings(patch);
  };

  const saveServer = async () => {
    const origin = serverOrigin(server);
    if (!origin) {
      setServerMessage('Enter the address of a Glossa server, such as https://glossa.example.');
      return;
    }
    // Host access to a self-hosted server is asked for now, while the click counts as a user gesture.
    const granted = await chrome.permissions.request({ origins: [`${origin}/*`] }).catch(() => false);
    if (!granted) {
      setServerMessage(`Glossa needs access to ${origin} to analyse texts there.`);
      return;
    }
    change({ serverUrl: origin });
    setServer(origin);
    setServerMessage(`Saved: ${origin}`);
  };

  const dictionaries = dictionaryLanguagesFor(settings.textLanguage);
  return (
    <main className="options">
      <h1>Glossa settings</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saveServer();
        }}
      >
        <label>
          Server
          <input type="url" value={server} onChange={(event) => setServer(event.target.value)} />
        </label>
        <p className="muted">The public server is {DEFAULT_SERVER_URL}; any self-hosted Glossa works.</p>
        <button className="button" type="submit">
          Save server
        </button>{' '}
        {serverMessage && <span role="status">{serverMessage}</span>}
      </form>
      <label>
        Text language (a text with Hangul is always read as Korean)
        <select
          value={settings.textLanguage}
          onChange={(event) => {
            const textLanguage = event.target.value as TextLanguage;
            const allowed = dictionaryLanguagesFor(textLanguage);
            change({
              textLanguage,
              dictionaryLanguage: allowed.includes(settings.dictionaryLanguage)
                ? settings.dictionaryLanguage
                : (allowed[0] ?? 'en_US'),
            });
          }}
        >
          {TEXT_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Dictionary language
        <select
          value={settings.dictionaryLanguage}
          onChange={(event) => change({ dictionaryLanguage: event.target.value as Locale })}
        >
          {dictionaries.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Annotation style
        <select
          value={settings.annotationStyle}
          onChange={(event) => change({ annotationStyle: event.target.value as AnnotationStyle })}
        >
          {ANNOTATION_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">
        On web pages words can only be coloured, not outlined: boxes show there as soft backgrounds with a
        thin line under the word.
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.coloringEnabled}
          onChange={(event) => change({ coloringEnabled: event.target.checked })}
        />
        Colour words by how well I know them
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.onlyUnknownColoring}
          onChange={(event) => change({ onlyUnknownColoring: event.target.checked })}
        />
        Colour only the words I do not know yet
      </label>
      <Sites />
    </main>
  );
}
