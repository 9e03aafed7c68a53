import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { signOut } from './account.api.ts';
import { useUser } from './account.ts';
import './account.css';

/** The top bar's account entry: the avatar menu (name and Sign Out) when signed in, a Log In link for guests. */
export function UserMenu() {
  const { fetched, user } = useUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !rootRef.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!fetched) return <span className="avatar" aria-hidden="true" style={{ visibility: 'hidden' }} />;
  if (!user) {
    return (
      <Link to="/login" className="button ghost small">
        Log In
      </Link>
    );
  }
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="avatar"
        aria-label={`Account: ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {user.picture ? (
          <img src={user.picture} alt="" referrerPolicy="no-referrer" />
        ) : (
          (user.name.trim()[0] ?? '?').toUpperCase()
        )}
      </button>
      {open && (
        <div className="user-menu-panel" id={menuId} role="menu">
          <div className="name">{user.name}</div>
          <div className="email muted small">{user.email}</div>
          <button type="button" role="menuitem" className="button ghost small" onClick={signOut}>
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
