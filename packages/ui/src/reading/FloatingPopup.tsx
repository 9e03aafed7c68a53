import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { placePopup, type Box } from './popup-place.ts';

export interface FloatingPopupProps {
  /** Where the word is on screen now (read again whenever the popup is placed). */
  anchor(): Box;
  onClose(): void;
  /** The popup's and its close button's classes (each client styles its own). */
  className: string;
  closeClassName: string;
  /** The popup element, for a caller that needs it (a click outside closes the Reader's). */
  popupRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * A word's popup floating next to it (the Reader's book pages, the extension's web pages): a dialog with a
 * close button, placed by `placePopup` when shown and again whenever it changes size (a translation opened,
 * the examples arrived), the window is resized or scrolled. Hidden until placed, so it never flashes at the
 * corner. A new `anchor` (another word) places it anew.
 * @example <FloatingPopup anchor={() => rect} onClose={close} className="popup" closeClassName="popup-close">…</FloatingPopup>
 */
export function FloatingPopup({
  anchor,
  onClose,
  className,
  closeClassName,
  popupRef,
  children,
}: FloatingPopupProps) {
  const ownRef = useRef<HTMLDivElement | null>(null);
  const ref = popupRef ?? ownRef;
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const popup = ref.current;
    if (!popup) return;
    const placeIt = () => {
      const { width, height } = popup.getBoundingClientRect();
      setPlace(
        placePopup(
          anchor(),
          { width, height },
          { width: document.documentElement.clientWidth, height: window.innerHeight },
        ),
      );
    };
    placeIt();
    const observer = new ResizeObserver(placeIt);
    observer.observe(popup);
    window.addEventListener('resize', placeIt);
    window.addEventListener('scroll', placeIt, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', placeIt);
      window.removeEventListener('scroll', placeIt);
    };
  }, [anchor, ref]);

  return (
    <div
      ref={ref}
      className={className}
      role="dialog"
      aria-label="Word details"
      style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
    >
      <button type="button" className={`icon-button ${closeClassName}`} aria-label="Close" onClick={onClose}>
        ×
      </button>
      {children}
    </div>
  );
}
