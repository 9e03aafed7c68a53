import { useId, useRef, useState, type ChangeEvent } from 'react';
import { LANGUAGE_NAMES } from '../../app/settings/settings.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { useVocabulary } from './vocabulary.store.ts';
import {
  DELETE_ALL_CONFIRMATION,
  IMPORT_MESSAGES,
  downloadText,
  exportText,
  fullExportText,
  parseImport,
  type ImportFormat,
} from './vocabulary.transfer.ts';

/**
 * Export, import and delete-all of the vocabulary: the same controls in the Vocabulary screen's dialog and in
 * Settings > Data. Words are imported into, and exported from, the current text language.
 */
export function VocabularyTransfer() {
  const vocabulary = useVocabulary();
  const { settings } = useSettings();
  const lang = settings.textLanguage;
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const words = vocabulary.items.filter((item) => item.lang === lang).map((item) => item.written);

  const onExport = (format: ImportFormat) => {
    if (words.length === 0) return; // Export is skipped when the list is empty.
    downloadText(`glossa-vocabulary-${lang}.${format}`, exportText(words, format), format);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      const parsed = parseImport(file.name, await file.text());
      if (!parsed.ok) {
        setMessage({ text: parsed.message, error: true });
        return;
      }
      if (parsed.items) await vocabulary.importItems(parsed.items);
      else await vocabulary.importWords(parsed.words, lang);
      setMessage({ text: IMPORT_MESSAGES.success, error: false });
    } catch {
      setMessage({
        text: file.name.toLowerCase().endsWith('.csv') ? IMPORT_MESSAGES.csvError : IMPORT_MESSAGES.jsonError,
        error: true,
      });
    } finally {
      setBusy(false);
    }
  };

  const onDeleteAll = async () => {
    setBusy(true);
    try {
      await vocabulary.clearAll();
    } finally {
      setBusy(false);
    }
    setMessage(null);
    setConfirmingDelete(false);
  };
  const total = vocabulary.items.length;

  return (
    <div className="stack voc-transfer">
      <section className="stack" aria-label="Export">
        <h3>Export</h3>
        <p className="muted">
          {words.length === 0
            ? `No ${LANGUAGE_NAMES[lang]} words to export yet.`
            : `${words.length} ${LANGUAGE_NAMES[lang]} word${words.length === 1 ? '' : 's'}.`}
        </p>
        <div className="voc-row">
          <button type="button" className="button" onClick={() => onExport('json')}>
            Export JSON
          </button>
          <button type="button" className="button" onClick={() => onExport('csv')}>
            Export CSV
          </button>
        </div>
        <p className="muted">
          The full export keeps every language with each word&apos;s status and date; import it on another
          device or server to move your vocabulary whole.
        </p>
        <div className="voc-row">
          <button
            type="button"
            className="button"
            disabled={vocabulary.items.length === 0}
            onClick={() =>
              downloadText(
                'glossa-vocabulary-full.json',
                fullExportText(vocabulary.items, new Date()),
                'json',
              )
            }
          >
            Full export (statuses and dates)
          </button>
        </div>
      </section>
      <section className="stack" aria-label="Import">
        <h3>Import</h3>
        <p className="muted">
          A .json object whose keys are words, or a .csv file (first field of each line). New words are added
          to your {LANGUAGE_NAMES[lang]} vocabulary as learned.
        </p>
        <div className="voc-row">
          <label htmlFor={inputId} className="visually-hidden">
            Import file
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            className="visually-hidden"
            onChange={(event) => void onFile(event)}
            data-testid="vocabulary-import-input"
          />
          <button type="button" className="button" disabled={busy} onClick={() => fileInput.current?.click()}>
            {busy ? 'Importing…' : 'Import file'}
          </button>
        </div>
      </section>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'voc-error' : 'voc-success'}>
          {message.text}
        </p>
      )}
      <section className="stack" aria-label="Delete">
        <h3>Delete</h3>
        <div className="voc-row">
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete all vocabulary
          </button>
        </div>
      </section>
      {confirmingDelete && (
        <ConfirmDialog
          title="Delete all vocabulary"
          confirmLabel="Delete all vocabulary"
          onConfirm={onDeleteAll}
          onClose={() => setConfirmingDelete(false)}
        >
          <p>
            <strong>{DELETE_ALL_CONFIRMATION}</strong>
          </p>
          <p>
            {total === 0
              ? 'Your vocabulary is empty.'
              : `This removes all ${total} word${total === 1 ? '' : 's'} and their statuses, in every language${
                  vocabulary.mode === 'account' ? ', on all your devices' : ' kept in this browser'
                }. Export them first to keep a copy. Your decks are not affected.`}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
