import { NavLink } from 'react-router';
import { NAV_ITEMS } from './navigation.ts';

interface SidebarProps {
  /** Drawer mode (narrow windows): slides over the page and closes after navigation. */
  drawer: boolean;
  open: boolean;
  onClose(): void;
}

/** The navigation: permanent from 768 px, a sliding drawer below. */
export function Sidebar({ drawer, open, onClose }: SidebarProps) {
  const hidden = !open;
  return (
    <>
      {drawer && open && <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />}
      <nav
        id="sidebar"
        className={`sidebar ${drawer ? 'sidebar-drawer' : 'sidebar-permanent'} ${hidden ? 'is-hidden' : 'is-open'}`}
        aria-label="Main navigation"
        aria-hidden={hidden}
        inert={hidden}
      >
        <ul>
          {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} className="nav-link" onClick={drawer ? onClose : undefined}>
                <Icon />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
