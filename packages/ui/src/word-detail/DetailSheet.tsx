import type { ReactNode } from 'react';
import { CloseIcon } from '../icons.tsx';

interface DetailSheetProps {
  /** Layout classes of the screen that places the sheet. */
  className: string;
  /** A word is shown: on a phone the sheet slides up and offers a close button. */
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame around a word's details: beside the text on wide screens, a bottom sheet on phones.
 * @example <DetailSheet className="card analyze-detail" open={!!unit} onClose={clear}><WordDetail .../></DetailSheet>
 */
export function DetailSheet({ className, open, onClose, children }: DetailSheetProps) {
  return (
    <div className={`${className} detail-sheet${open ? ' has-word' : ''}`}>
      {open && (
        <button
          type="button"
          className="icon-button sheet-close"
          aria-label="Close word details"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
      {children}
    </div>
  );
}
