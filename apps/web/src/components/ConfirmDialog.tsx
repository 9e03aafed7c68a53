import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';

interface ConfirmDialogProps {
  title: string;
  /** What the action does and what it removes, said before the learner confirms. */
  children: ReactNode;
  /** The danger button's label. */
  confirmLabel: string;
  /** A field the learner must fill to confirm (a password, a username); its value is given to onConfirm. */
  input?: { label: string; type: 'password' | 'text'; hint?: string; autoComplete?: string };
  /** Runs the action; a thrown error's message is shown in the dialog, which then stays open. */
  onConfirm(value: string): Promise<void>;
  onClose(): void;
}

/**
 * The app's confirmation for actions that cannot be undone, in place of `window.confirm` (which some
 * browsers suppress, and which cannot say what will be lost or ask for a password).
 * @example <ConfirmDialog title="Delete all vocabulary?" confirmLabel="Delete" onConfirm={clear} onClose={close}>…</ConfirmDialog>
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  input,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const formId = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (input && !value) return;
    setBusy(true);
    setError('');
    try {
      await onConfirm(value);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      className="confirm-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="button danger"
            disabled={busy || (!!input && !value)}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={(event) => void submit(event)}>
        <div className="stack confirm-dialog-text">{children}</div>
        {input && (
          <label className="field">
            {input.label}
            <input
              type={input.type}
              value={value}
              autoComplete={input.autoComplete ?? 'off'}
              onChange={(event) => setValue(event.target.value)}
            />
            {input.hint && <span className="muted small">{input.hint}</span>}
          </label>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
