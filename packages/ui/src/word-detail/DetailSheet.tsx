import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { CloseIcon } from '../icons.tsx';

interface DetailSheetProps {
  /** Layout classes of the screen that places the sheet. */
  className: string;
  /** A word is shown: on a phone the sheet slides up and offers a close button. */
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/** Below this width the details are a bottom sheet over the text (the same breakpoint as the CSS). */
const PHONE_QUERY = '(max-width: 767px)';
/** Space kept between the tapped word and the sheet's top edge. */
const WORD_MARGIN_PX = 16;
/** A drag down by this much lowers the sheet to its small height (and up again raises it). */
const DRAG_THRESHOLD_PX = 48;

function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/**
 * The frame around a word's details: beside the text on wide screens, a bottom sheet on phones. On a phone
 * the page gets room below its text as tall as the sheet, and the tapped word is scrolled above the sheet,
 * so it stays visible and every other word can still be reached and tapped; the sheet's handle lowers it to
 * a small height (drag it down, or press it) and raises it again.
 * @example <DetailSheet className="card analyze-detail" open={!!unit} onClose={clear}><WordDetail .../></DetailSheet>
 */
export function DetailSheet({ className, open, onClose, children }: DetailSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const [lowered, setLowered] = useState(false);
  const drag = useRef<{ startY: number; moved: number } | null>(null);
  // The click that ends a drag must not toggle the sheet back.
  const dragged = useRef(false);
  const lastWord = useRef<Element | null>(null);

  // Room below the text for the sheet, and the tapped word above it; again whenever the word changes.
  useLayoutEffect(() => {
    const element = sheet.current;
    if (!open || !element || !isPhone()) return;
    const height = element.getBoundingClientRect().height;
    document.body.style.paddingBottom = `${Math.ceil(height)}px`;
    const word = document.querySelector('.word.is-selected');
    if (word && word !== lastWord.current) {
      lastWord.current = word;
      const rect = word.getBoundingClientRect();
      const visibleBottom = window.innerHeight - height - WORD_MARGIN_PX;
      if (rect.bottom > visibleBottom) window.scrollBy({ top: rect.bottom - visibleBottom });
    }
  });
  useEffect(() => {
    if (open) return;
    lastWord.current = null;
    setLowered(false);
    document.body.style.paddingBottom = '';
  }, [open]);
  useEffect(() => () => void (document.body.style.paddingBottom = ''), []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    drag.current = { startY: event.clientY, moved: 0 };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current || !sheet.current) return;
    drag.current.moved = event.clientY - drag.current.startY;
    // The sheet follows the finger downwards while it is dragged.
    sheet.current.style.transform = `translateY(${Math.max(0, drag.current.moved)}px)`;
  };
  const onPointerUp = () => {
    const moved = drag.current?.moved ?? 0;
    drag.current = null;
    dragged.current = Math.abs(moved) > 4;
    if (sheet.current) sheet.current.style.transform = '';
    if (moved > DRAG_THRESHOLD_PX) setLowered(true);
    else if (moved < -DRAG_THRESHOLD_PX) setLowered(false);
  };

  return (
    <div
      ref={sheet}
      className={`${className} detail-sheet${open ? ' has-word' : ''}${lowered ? ' is-lowered' : ''}`}
    >
      {open && (
        <>
          <button
            type="button"
            className="sheet-handle"
            aria-label={lowered ? 'Raise word details' : 'Lower word details'}
            aria-expanded={!lowered}
            onClick={() => {
              // A drag ends with a click too: only a press without a drag toggles.
              if (dragged.current) dragged.current = false;
              else setLowered((value) => !value);
            }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            <span aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button sheet-close"
            aria-label="Close word details"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </>
      )}
      {children}
    </div>
  );
}
