import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon } from '@glossa/ui';
import { ReviewDueBadge } from '../../features/review/ReviewDueBadge.tsx';
import { NAV_ITEMS } from './navigation.ts';

interface SidebarProps {
  /** Drawer mode (narrow windows): slides over the page and closes after navigation. */
  drawer: boolean;
  open: boolean;
  /** Closes the drawer; `restoreFocus` gives focus back to the menu button (not after a navigation). */
  onClose(restoreFocus: boolean): void;
}

/**
 * Keeps Tab inside the open drawer (it is modal: the page behind is inert), wrapping from the last entry to the
 * close button and back, so focus never falls out to the browser's own controls.
 */
function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a[href]')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

/** The navigation: permanent from 768 px, a sliding drawer below. */
export function Sidebar({ drawer, open, onClose }: SidebarProps) {
  const hidden = !open;
  const closeButton = useRef<HTMLButtonElement>(null);
  // The drawer covers the menu button: focus moves into it, onto its own close button in the same place.
  useEffect(() => {
    if (drawer && open) closeButton.current?.focus();
  }, [drawer, open]);
  return (
    <>
      {drawer && open && <div className="drawer-backdrop" onClick={() => onClose(true)} aria-hidden="true" />}
      <nav
        id="sidebar"
        className={`sidebar ${drawer ? 'sidebar-drawer' : 'sidebar-permanent'} ${hidden ? 'is-hidden' : 'is-open'}`}
        aria-label="Main navigation"
        aria-hidden={hidden}
        inert={hidden}
        onKeyDown={drawer && open ? trapTab : undefined}
      >
        {drawer && (
          <div className="drawer-head">
            <button
              ref={closeButton}
              type="button"
              className="icon-button"
              aria-label="Hide navigation"
              onClick={() => onClose(true)}
            >
              <CloseIcon />
            </button>
            <span className="drawer-title">Glossa</span>
          </div>
        )}
        <ul>
          {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} className="nav-link" onClick={drawer ? () => onClose(false) : undefined}>
                <Icon />
                <span>{label}</span>
                {to === '/deck' && <ReviewDueBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
