import {
  PASSWORDS_MISMATCH_MESSAGE,
  PASSWORD_COMPLEXITY_MESSAGE,
  unmetPasswordRules,
} from '@glossa/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { returnTarget } from '../../app/return-target.ts';
import { CredentialsForm } from '../../components/CredentialsForm.tsx';
import { errorText } from '@glossa/client';
import { accountApi } from './account.api.ts';
import { userStore } from './account.ts';
import './account.css';

/**
 * /signup: 'Create Your Account'. The password rules appear after the password field loses focus, the
 * mismatch note after the confirmation does; Sign Up stays disabled until both are right.
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  // On open: an already signed-in user goes straight to the return target.
  useEffect(() => {
    let active = true;
    void userStore.fetch().then((user) => {
      if (active && user) void navigate(returnTarget(), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  const unmet = unmetPasswordRules(password);
  const mismatch = password !== confirm;
  // The hints exist only while shown, so the fields point at them (and are marked invalid) only then.
  const showRules = passwordTouched && unmet.length > 0;
  const showMismatch = confirmTouched && mismatch;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return setError(PASSWORDS_MISMATCH_MESSAGE);
    if (unmet.length > 0) return setError(PASSWORD_COMPLEXITY_MESSAGE);
    setError('');
    setLoading(true);
    try {
      const result = await accountApi.signup(username, email, password, returnTarget());
      window.location.assign(result.redirectTo);
    } catch (failure) {
      setError(errorText(failure, 'Sign up failed. Please try again later.'));
      setLoading(false);
    }
  };

  return (
    <section className="page auth-page">
      <div className="card auth-card">
        <h1>Create Your Account</h1>
        <p className="muted">Choose your username, email &amp; password.</p>
        <CredentialsForm
          leading={
            <label className="field">
              Username
              <input
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </label>
          }
          email={email}
          onEmail={setEmail}
          emailInput={{ name: 'email', type: 'email', autoComplete: 'email' }}
          password={password}
          onPassword={setPassword}
          passwordInput={{
            name: 'password',
            autoComplete: 'new-password',
            'aria-describedby': showRules ? 'password-rules' : undefined,
            'aria-invalid': showRules || undefined,
            onBlur: () => setPasswordTouched(true),
          }}
          error={error}
          submitLabel="Sign Up"
          busyLabel="Creating account..."
          busy={loading}
          disabled={mismatch || unmet.length > 0}
          onSubmit={submit}
        >
          {showRules && (
            <ul id="password-rules" className="field-hint" aria-live="polite">
              {unmet.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          )}
          <label className="field">
            Confirm Password
            <input
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              aria-describedby={showMismatch ? 'confirm-hint' : undefined}
              aria-invalid={showMismatch || undefined}
              onChange={(e) => setConfirm(e.target.value)}
              onBlur={() => setConfirmTouched(true)}
            />
          </label>
          {showMismatch && (
            <p id="confirm-hint" className="field-hint" aria-live="polite">
              Passwords do not match
            </p>
          )}
        </CredentialsForm>
        <div className="auth-links">
          <span>
            Already have an account? <Link to="/login">Sign in</Link>
          </span>
        </div>
      </div>
    </section>
  );
}
