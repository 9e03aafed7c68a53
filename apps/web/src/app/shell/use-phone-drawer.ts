import { useEffect, useRef, useState } from 'react';
import { SIDEBAR_TOGGLE_ID } from './navigation.ts';

/** The phone drawer's state, as the shell uses it. */
export interface PhoneDrawer {
  open: boolean;
  /** Open and covering the page (only below the sidebar breakpoint). */
  shown: boolean;
  toggle(): void;
  /** Closes; `giveFocusBack` returns focus to the menu button (not after a navigation). */
  close(giveFocusBack: boolean): void;
}

/**
 * The sliding navigation of narrow windows: Escape closes it, and focus goes back to the menu button when it
 * closes other than by navigating. The return waits for the re-render: the top bar is inert while it is open.
 * @example const drawer = usePhoneDrawer(!wide); <Sidebar open={drawer.open} onClose={drawer.close} />
 */
export function usePhoneDrawer(narrow: boolean): PhoneDrawer {
  const [open, setOpen] = useState(false);
  const restoreFocus = useRef(false);
  const shown = narrow && open;

  useEffect(() => {
    if (shown || !restoreFocus.current) return;
    restoreFocus.current = false;
    document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      restoreFocus.current = true;
      setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);

  return {
    open,
    shown,
    toggle: () => setOpen((value) => !value),
    close: (giveFocusBack) => {
      restoreFocus.current = giveFocusBack;
      setOpen(false);
    },
  };
}
