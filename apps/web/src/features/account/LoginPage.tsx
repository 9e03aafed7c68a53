import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { returnTarget } from '../../app/return-target.ts';
import { CredentialsForm } from '../../components/CredentialsForm.tsx';
import { errorText } from '@glossa/client';
import { accountApi, signOut } from './account.api.ts';
import { useUser } from './account.ts';
import { ProviderButtons } from './ProviderButtons.tsx';
import { SessionList } from './SessionList.tsx';
import './account.css';

/** /login: the sign-in form, or, when already signed in, the active sessions and a sign-out. */
export default function LoginPage() {
  const { fetched, user } = useUser();
  if (!fetched) return <section className="page auth-page" aria-busy="true" />;
  if (user) {
    return (
      <section className="page auth-page">
        <div className="card auth-card">
          <h1>Signed in</h1>
          <p className="muted">
            You are signed in as <strong>{user.name}</strong> ({user.email}).
          </p>
          <SessionList />
          <button type="button" className="button" onClick={signOut}>
            Sign Out
          </button>
        </div>
      </section>
    );
  }
  return <LoginForm />;
}

/** Fixed texts for `?error=` (set by the server when a Google/Apple sign-in is refused); never echoed input. */
const PROVIDER_ERRORS: Record<string, string> = {
  google: 'Google sign-in failed. Please try again.',
  apple: 'Apple sign-in failed. Please try again.',
};

function LoginForm() {
  const [params] = useSearchParams();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(() => PROVIDER_ERRORS[params.get('error') ?? ''] ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setLoading(true);
    try {
      const result = await accountApi.login(identifier, password, returnTarget());
      // A full page load, so that every store (vocabulary, decks) starts again as this user.
      window.location.assign(result.redirectTo);
    } catch (failure) {
      setError(errorText(failure, 'Login failed. Please try again.'));
      setLoading(false);
    }
  };

  return (
    <section className="page auth-page">
      <div className="card auth-card">
        <h1>Log In</h1>
        <CredentialsForm
          email={identifier}
          onEmail={setIdentifier}
          emailInput={{ name: 'identifier', autoComplete: 'username' }}
          password={password}
          onPassword={setPassword}
          passwordInput={{ name: 'password', autoComplete: 'current-password' }}
          error={error}
          submitLabel="Sign In"
          busyLabel="Signing in..."
          busy={loading}
          onSubmit={submit}
        />
        <div className="auth-divider">or</div>
        <ProviderButtons />
        <div className="auth-links">
          <span>
            Don&apos;t have an account? <Link to="/signup">Sign up</Link>
          </span>
          <Link to="/privacy">Privacy Policy</Link>
        </div>
      </div>
    </section>
  );
}
