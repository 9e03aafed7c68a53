import { EXTENSION_DEVICE_NAMES } from '@glossa/contract';
import { useEffect, useRef, useState } from 'react';
import { BridgeError, bridgeFor } from './bridges.ts';
import { CALLBACK_MESSAGES, checkCallback } from './callback-validation.ts';
import { oauthApi } from './oauth.api.ts';
import { takeStoredSignIn } from './sign-in-request.ts';
import './oauth.css';

/** The status texts, in the order they appear. */
export const CALLBACK_STATUS = {
  processing: 'Processing your authentication...',
  exchanging: 'Exchanging authorization code for tokens...',
  chrome: 'Authentication successful for Chrome. Closing window...',
  anki: 'Authentication successful for Anki. Returning to start page..',
  firefox: 'Authentication successful for Firefox.',
} as const;

/** The heading once the sign-in has failed (the status line below says why). */
export const CALLBACK_FAILED_HEADING = 'Sign-in failed';

/** How long the Anki success text stays before the add-on's start page comes back. */
export const ANKI_RETURN_DELAY_MS = 1500;
/** The Chrome success text stays this long before the window closes. */
const CHROME_CLOSE_DELAY_MS = 1000;

type Status = { text: string; tone: 'progress' | 'success' | 'error' };

/** /oauth/callback: checks the answer, exchanges the code, and hands the tokens to the companion. */
export default function OAuthCallbackPage() {
  const [status, setStatus] = useState<Status>({ text: CALLBACK_STATUS.processing, tone: 'progress' });
  // The stored verifier is taken (and removed) once: a second run of the effect must not start over.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const stored = takeStoredSignIn();
      const check = checkCallback(new URLSearchParams(window.location.search), stored);
      if (!check.ok) {
        setStatus({ text: check.message, tone: 'error' });
        return;
      }
      const { ext, provider } = check.state;
      try {
        setStatus({ text: CALLBACK_STATUS.exchanging, tone: 'progress' });
        const token = await oauthApi.exchange(ext, provider, check.code, check.verifier);
        const bridge = bridgeFor(ext, { chromeExtensionId: stored.chromeExtensionId });
        await bridge.deliverToken(token);
        setStatus({ text: CALLBACK_STATUS[ext], tone: 'success' });
        if (ext === 'anki') setTimeout(() => bridge.goHome?.(), ANKI_RETURN_DELAY_MS);
        if (ext === 'chrome') setTimeout(() => window.close(), CHROME_CLOSE_DELAY_MS);
      } catch (error) {
        console.error(`Sign-in for ${EXTENSION_DEVICE_NAMES[ext]} failed`, error);
        setStatus({
          text: error instanceof BridgeError ? error.message : CALLBACK_MESSAGES.unexpected,
          tone: 'error',
        });
      }
    })();
    // The timers above are never cleared: the page has nothing else to do, and StrictMode's rehearsal
    // unmount must not cancel the return to Anki.
  }, []);

  return (
    <section className="page oauth-page">
      <div className="card oauth-card oauth-callback" aria-busy={status.tone === 'progress'}>
        {status.tone === 'progress' && <span className="oauth-spinner" aria-hidden="true" />}
        {/* A failed sign-in must not keep saying it is still authenticating. */}
        <h1>{status.tone === 'error' ? CALLBACK_FAILED_HEADING : 'Authenticating...'}</h1>
        <p
          className={`oauth-status${status.tone === 'error' ? ' is-error' : status.tone === 'success' ? ' is-success' : ''}`}
          role="status"
        >
          {status.text}
        </p>
      </div>
    </section>
  );
}
