import type { ExtensionAuthStatus, ExtensionType } from '@glossa/contract';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ankiVersionProblem } from './anki-version.ts';
import { BridgeError, bridgeFor, type ExtensionBridge } from './bridges.ts';
import { CompanionSignInForm } from './CompanionSignInForm.tsx';
import { oauthApi } from './oauth.api.ts';
import { chromeExtensionIdOf, extensionOf } from './sign-in-request.ts';
import './oauth.css';

/** The status line's texts. */
export const LOGIN_STATUS = {
  noExtension:
    'OAuth2 login is available only via the Glossa extension (Chrome only). Please return to the extension to sign in.',
  checking: 'Checking extension authentication status...',
  connected: 'Extension is fully connected !',
  loggedOut: 'You have been logged out. Please sign in with Google to reconnect.',
  tagline: {
    chrome: 'Learn languages inside chrome.',
    firefox: 'Learn languages inside firefox.',
    anki: 'Sync your decks with Anki.',
  } satisfies Record<ExtensionType, string>,
} as const;

/**
 * /oauth/login: a companion's sign-in page; needs `?ext=chrome|firefox|anki`. `type` is read too: it is
 * the name the /extension page gives the same parameter, and a learner may follow such a link.
 */
export default function OAuthLoginPage() {
  const [params] = useSearchParams();
  const ext = extensionOf(params.get('ext') ?? params.get('type'));
  return (
    <section className="page oauth-page">
      <div className="card oauth-card">
        <h1>Sign in to Your Account</h1>
        {ext ? (
          <CompanionSignIn ext={ext} chromeExtensionId={chromeExtensionIdOf(params.get('extension_id'))} />
        ) : (
          <p className="oauth-status is-error" role="status">
            {LOGIN_STATUS.noExtension}
          </p>
        )}
      </div>
    </section>
  );
}

type View =
  | { phase: 'checking' }
  | { phase: 'connected'; account: ExtensionAuthStatus }
  | { phase: 'form'; status: string; error: boolean };

function CompanionSignIn({ ext, chromeExtensionId }: { ext: ExtensionType; chromeExtensionId?: string }) {
  const bridge = useMemo(() => bridgeFor(ext, { chromeExtensionId }), [ext, chromeExtensionId]);
  const [view, setView] = useState<View>({ phase: 'checking' });
  // Anki only: why sign-in is refused (an add-on too old, or one that cannot tell its version).
  const [blocked, setBlocked] = useState<string | null>(null);
  const [versionChecked, setVersionChecked] = useState(ext !== 'anki');

  useEffect(() => {
    let live = true;
    bridge.checkAuth().then(
      (status) => {
        if (!live) return;
        setView(
          status.connected
            ? { phase: 'connected', account: status }
            : { phase: 'form', status: LOGIN_STATUS.tagline[ext], error: false },
        );
      },
      (error: unknown) => {
        if (live) setView({ phase: 'form', status: bridgeMessage(error), error: true });
      },
    );
    if (ext === 'anki') {
      void checkAnkiVersion(bridge).then((problem) => {
        if (!live) return;
        setBlocked(problem);
        setVersionChecked(true);
      });
    }
    return () => {
      live = false;
    };
  }, [bridge, ext]);

  const logout = async () => {
    try {
      await bridge.logout();
      setView({ phase: 'form', status: LOGIN_STATUS.loggedOut, error: false });
    } catch (error) {
      setView({ phase: 'form', status: bridgeMessage(error), error: true });
    }
  };

  if (view.phase === 'checking') {
    return (
      <p className="oauth-status" role="status">
        {LOGIN_STATUS.checking}
      </p>
    );
  }
  if (view.phase === 'connected') {
    return (
      <>
        <p className="oauth-status is-success" role="status">
          {LOGIN_STATUS.connected}
        </p>
        <div className="oauth-account">
          <p className="oauth-welcome">Welcome, {view.account.name ?? ''}</p>
          {view.account.email && <p className="muted">{view.account.email}</p>}
          <button type="button" className="button" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <p className={`oauth-status${view.error ? ' is-error' : ''}`} role="status">
        {view.status}
      </p>
      <CompanionSignInForm
        ext={ext}
        chromeExtensionId={chromeExtensionId}
        blocked={blocked}
        ready={versionChecked}
      />
    </>
  );
}

/** The minimum from the server (skipped when it cannot be fetched), then the add-on's own version. */
async function checkAnkiVersion(bridge: ExtensionBridge): Promise<string | null> {
  let minimum: string | null = null;
  try {
    minimum = (await oauthApi.extensionInfo()).min_version_anki;
  } catch (error) {
    console.warn('Extension info could not be fetched: the Anki version check is skipped', error);
  }
  return ankiVersionProblem(bridge, minimum);
}

function bridgeMessage(error: unknown): string {
  if (error instanceof BridgeError) return error.message;
  console.error('Extension bridge failed', error);
  return error instanceof Error && error.message ? error.message : 'unknown';
}
