import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMediaQuery } from '../../lib/hooks/useMediaQuery.ts';
import { rememberNavigation } from '../return-target.ts';
import { SettingsModal } from '../settings/SettingsModal.tsx';
import { SIDEBAR_BREAKPOINT_PX } from './navigation.ts';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import './shell.css';

/** The frame around every screen: top bar, sidebar or drawer, the page, and the settings modal. */
export function Shell() {
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
  const [permanentOpen, setPermanentOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useReturnTargetTracking();

  const sidebarOpen = wide ? permanentOpen : drawerOpen;
  const toggle = () => (wide ? setPermanentOpen((open) => !open) : setDrawerOpen((open) => !open));

  useEffect(() => {
    if (wide || !drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wide, drawerOpen]);

  return (
    <div className={`shell ${wide && permanentOpen ? 'with-sidebar' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar
        sidebarOpen={sidebarOpen}
        onToggleSidebar={toggle}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <Sidebar drawer={!wide} open={sidebarOpen} onClose={() => setDrawerOpen(false)} />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
      {settingsOpen && <SettingsModal onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}

/**
 * Remembers where the user came from when they open /login or /signup. A layout effect, because it runs
 * before the browser handles any further input: with a passive effect a click that lands right after the
 * first paint could navigate before the current path was recorded, losing the return target.
 */
function useReturnTargetTracking(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    rememberNavigation(previous.current, location.pathname);
    previous.current = location.pathname + location.search;
  }, [location.pathname, location.search]);
}
