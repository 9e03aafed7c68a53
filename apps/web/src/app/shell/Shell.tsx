import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { pageTitle } from '@glossa/contract';
import { Outlet, useLocation } from 'react-router';
import { SessionEndedBanner } from '../../features/account/SessionEndedBanner.tsx';
import { GuestDecksDialog } from '../../features/deck/GuestDecks.tsx';
import { useGrammarStatusOwner } from '../../features/grammar/grammar.status.ts';
import { GuestWordsDialog } from '../../features/vocabulary/GuestWords.tsx';
import { useMediaQuery } from '../../lib/hooks/useMediaQuery.ts';
import { rememberNavigation } from '../return-target.ts';
import { SettingsModal } from '../settings/SettingsModal.tsx';
import { SIDEBAR_BREAKPOINT_PX } from './navigation.ts';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { usePhoneDrawer } from './use-phone-drawer.ts';
import './shell.css';

/** The frame around every screen: top bar, sidebar or drawer, the page, and the settings modal. */
export function Shell() {
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
  const [permanentOpen, setPermanentOpen] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useReturnTargetTracking();
  usePageTitle();
  useGrammarStatusOwner();

  const drawer = usePhoneDrawer(!wide);
  const sidebarOpen = wide ? permanentOpen : drawer.open;
  const toggle = () => (wide ? setPermanentOpen((open) => !open) : drawer.toggle());

  return (
    <div className={`shell ${wide && permanentOpen ? 'with-sidebar' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* While the drawer is open it is the only thing the keyboard reaches (the page is behind a backdrop). */}
      <TopBar
        sidebarOpen={sidebarOpen}
        onToggleSidebar={toggle}
        onOpenSettings={() => setSettingsOpen(true)}
        inert={drawer.shown}
      />
      <Sidebar drawer={!wide} open={sidebarOpen} onClose={drawer.close} />
      <main id="main" className="main" tabIndex={-1} inert={drawer.shown}>
        <SessionEndedBanner />
        <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
      {settingsOpen && <SettingsModal onClose={() => setSettingsOpen(false)} />}
      <GuestWordsDialog />
      <GuestDecksDialog />
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

/** Every screen names itself in the browser tab (history, bookmarks, screen readers announce it). */
function usePageTitle(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
