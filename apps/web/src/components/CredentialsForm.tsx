import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';

/** An input's own attributes, beside its value (the form owns value and onChange). */
type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

export interface CredentialsFormProps {
  email: string;
  onEmail(value: string): void;
  /** The e-mail input's attributes (name, type, autoComplete: a sign-in field also takes a username). */
  emailInput: InputAttributes;
  password: string;
  onPassword(value: string): void;
  /** The password input's attributes (autoComplete, and the sign-up's hints and blur). */
  passwordInput: InputAttributes;
  /** Fields before the e-mail (the sign-up's username). */
  leading?: ReactNode;
  /** What follows the password (the sign-up's rules and confirmation). */
  children?: ReactNode;
  /** The refusal shown above the button, announced as it appears. */
  error: string | null;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Disabled besides while busy. */
  disabled?: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void | Promise<void>;
}

/**
 * The e-mail and password form of every sign-in: log in, sign up and the companions' sign-in page. Labels,
 * the error and the busy button are the same everywhere; each page keeps its own fields' attributes.
 * @example <CredentialsForm email={email} onEmail={setEmail} emailInput={{ name: 'email' }} ... />
 */
export function CredentialsForm(props: CredentialsFormProps) {
  return (
    <form onSubmit={(event) => void props.onSubmit(event)}>
      {props.leading}
      <label className="field">
        Email
        <input
          type="text"
          required
          {...props.emailInput}
          value={props.email}
          onChange={(event) => props.onEmail(event.target.value)}
        />
      </label>
      <label className="field">
        Password
        <input
          type="password"
          required
          {...props.passwordInput}
          value={props.password}
          onChange={(event) => props.onPassword(event.target.value)}
        />
      </label>
      {props.children}
      {props.error && (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={props.busy || props.disabled}>
        {props.busy ? props.busyLabel : props.submitLabel}
      </button>
    </form>
  );
}
