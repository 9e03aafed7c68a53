import type { WordStatus } from '@glossa/contract';
import { displayedStatus } from '../analysed-text/colouring.ts';
import { CloseIcon } from '../icons.tsx';

interface StatusBarProps {
  /** The vocabulary reference; empty for a word the dictionary does not know (nothing can be set). */
  written: string;
  status: WordStatus | undefined;
  onChange(status: WordStatus): void;
}

const CHOICES: { status: WordStatus; label: string; key: string }[] = [
  { status: 'ignore', label: 'Ignore', key: '1' },
  { status: 'seen', label: 'Seen', key: '2' },
  { status: 'learned', label: 'Learned', key: '3' },
];

/**
 * Ignore, Seen, Learned and a cross for unknown (which removes the word from the vocabulary), with the
 * displayed status pressed.
 * @example <StatusBar written="가다" status={statusOf('가다')} onChange={(s) => setStatus('가다', s)} />
 */
export function StatusBar({ written, status, onChange }: StatusBarProps) {
  const shown = displayedStatus(written, status);
  const disabled = shown === 'none';
  return (
    <div className="status-bar" role="group" aria-label="Word status">
      {CHOICES.map((choice) => (
        <button
          key={choice.status}
          type="button"
          className={`status-choice status-${choice.status}`}
          aria-pressed={shown === choice.status}
          disabled={disabled}
          title={`${choice.label} (key ${choice.key})`}
          onClick={() => onChange(choice.status)}
        >
          {choice.label}
        </button>
      ))}
      <button
        type="button"
        className="status-choice status-unknown"
        aria-pressed={shown === 'unknown'}
        aria-label="Unknown"
        title="Unknown: remove from my vocabulary (key 4)"
        disabled={disabled}
        onClick={() => onChange('unknown')}
      >
        <CloseIcon width="18" height="18" />
      </button>
    </div>
  );
}
