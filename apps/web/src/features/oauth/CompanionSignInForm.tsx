import { errorText } from '@glossa/client';
import type { AuthProviders, ExtensionType } from '@glossa/contract';
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { CredentialsForm } from '../../components/CredentialsForm.tsx';
import { isOwnCallback, oauthApi } from './oauth.api.ts';
import { createSignInRequest, saveSignIn } from './sign-in-request.ts';

/** The Privacy Policy opens in a 600x600 popup. */
const PRIVACY_POPUP = 'width=600,height=600';
const PROVIDER_LABEL = { google: 'Google', apple: 'Apple' } as const;
const LOGIN_FAILED = 'Login failed. Please try again.';

interface Props {
  ext: ExtensionType;
  chromeExtensionId?: string;
  /** Why sign-in is refused (Anki version), or null. */
  blocked: string | null;
  /** False while the Anki version is still being checked. */
  ready: boolean;
}

/**
 * The not-connected view of /oauth/login: e-mail (plain text) and password, Google and Apple. Each start
 * makes a fresh PKCE pair and state, keeps them in local storage, and leaves for the server.
 */
export function CompanionSignInForm({ ext, chromeExtensionId, blocked, ready }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [providers, setProviders] = useState<AuthProviders | null>(null);
  const disabled = loading || !ready || blocked !== null;

  useEffect(() => {
    oauthApi.providers().then(setProviders, (failure: unknown) => {
      console.error('Could not read the sign-in providers', failure);
      setProviders({ google: false, apple: false });
    });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setError('');
    setLoading(true);
    try {
      const request = await createSignInRequest(ext, 'password');
      const redirectTo = await oauthApi.passwordLogin(ext, email, password, request);
      if (!isOwnCallback(redirectTo)) throw new Error(LOGIN_FAILED);
      saveSignIn(request, chromeExtensionId);
      window.location.assign(redirectTo);
    } catch (failure) {
      setError(errorText(failure, LOGIN_FAILED));
      setLoading(false);
    }
  };

  const startProvider = async (provider: 'google' | 'apple') => {
    if (disabled) return;
    if (!providers?.[provider]) {
      setError(`${PROVIDER_LABEL[provider]} sign-in is not set up on this server.`);
      return;
    }
    const request = await createSignInRequest(ext, provider);
    saveSignIn(request, chromeExtensionId);
    window.location.assign(oauthApi.authorizeUrl(ext, provider, request));
  };

  const openPrivacy = (event: MouseEvent<HTMLAnchorElement>) => {
    // A popup keeps the sign-in page (and the extension's view of it) where it is.
    if (window.open('/privacy', 'glossa-privacy', PRIVACY_POPUP)) event.preventDefault();
  };

  const shownError = blocked ?? error;
  return (
    <div className="oauth-form">
      <CredentialsForm
        email={email}
        onEmail={setEmail}
        emailInput={{ name: 'email', autoComplete: 'username' }}
        password={password}
        onPassword={setPassword}
        passwordInput={{ name: 'password', autoComplete: 'current-password' }}
        error={shownError}
        submitLabel="Sign In"
        busyLabel="Signing in..."
        busy={loading}
        disabled={disabled}
        onSubmit={submit}
      />
      <p className="oauth-signup">
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </p>
      <div className="auth-divider">or</div>
      <div className="provider-buttons">
        {(['google', 'apple'] as const).map((provider) => (
          <button
            key={provider}
            type="button"
            className={`button provider ${provider}`}
            disabled={disabled || providers === null}
            onClick={() => void startProvider(provider)}
          >
            Sign in with {PROVIDER_LABEL[provider]}
          </button>
        ))}
      </div>
      <a className="oauth-privacy" href="/privacy" target="_blank" rel="noopener" onClick={openPrivacy}>
        Privacy Policy
      </a>
    </div>
  );
}
