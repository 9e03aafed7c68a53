import { Link } from 'react-router';
import { MenuIcon, MoonIcon, SettingsIcon, SunIcon } from '@glossa/ui';
import { UserMenu } from '../../features/account/UserMenu.tsx';
import { useSettings } from '../settings/SettingsProvider.tsx';
import { SIDEBAR_TOGGLE_ID } from './navigation.ts';

interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  onOpenSettings(): void;
  /** True while the phone drawer covers the page. */
  inert?: boolean;
}

/** Sidebar toggle, brand, the user's menu (or Log In), theme toggle and settings. */
export function TopBar({ sidebarOpen, onToggleSidebar, onOpenSettings, inert = false }: TopBarProps) {
  const { settings, update } = useSettings();
  const dark = settings.theme === 'dark';
  return (
    <header className="topbar" inert={inert}>
      <button
        id={SIDEBAR_TOGGLE_ID}
        type="button"
        className="icon-button"
        aria-label={sidebarOpen ? 'Hide navigation' : 'Show navigation'}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </button>
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>Glossa</span>
      </Link>
      <div className="topbar-actions">
        <UserMenu />
        <button
          type="button"
          className="icon-button"
          aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
          aria-pressed={dark}
          onClick={() => update({ theme: dark ? 'light' : 'dark' })}
        >
          {dark ? <SunIcon /> : <MoonIcon />}
        </button>
        <button type="button" className="icon-button" aria-label="Settings" onClick={onOpenSettings}>
          <SettingsIcon />
        </button>
      </div>
    </header>
  );
}
