import { z } from 'zod';

/** Name of the short-lived access cookie and of the long-lived refresh cookie (both HttpOnly). */
export const ACCESS_COOKIE = 'glossa_access';
export const REFRESH_COOKIE = 'glossa_refresh';
/**
 * A readable cookie (no token in it) set and cleared with the session cookies: the web app asks who is signed
 * in, or tries a refresh, only when it is present, so a guest's page makes no auth calls at all.
 */
export const SIGNED_IN_COOKIE = 'glossa_signed_in';

/** Stable error codes of the accounts feature. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountExists: 'ACCOUNT_EXISTS',
  weakPassword: 'WEAK_PASSWORD',
  invalidToken: 'INVALID_TOKEN',
  providerNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  sessionRevoked: 'SESSION_REVOKED',
} as const;

/** Longest accepted username, e-mail and password (characters); longer input is refused, never truncated. */
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_MIN_LENGTH = 8;

/** The special characters the password rule accepts. */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** The five password rules of the spec, in display order, with their exact texts. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One digit', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: 'One special character (e.g. !@#$%)',
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
] as const;

export const PASSWORD_COMPLEXITY_MESSAGE = 'Password does not meet complexity requirements.';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match.';
export const USERNAME_EMPTY_MESSAGE = 'Username cannot be empty.';

/**
 * The labels of the password rules the password does not meet yet (empty when it is compliant).
 * @example unmetPasswordRules('abc') // ['At least 8 characters', 'One uppercase letter', ...]
 */
export function unmetPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}

/** A username as typed: trimmed, not empty, not too long. (The server adds its Unicode checks.) */
export const usernameSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, USERNAME_EMPTY_MESSAGE)
      .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters.`),
  );

/** An e-mail address: trimmed, plain ASCII address syntax (internationalised look-alikes are refused). */
export const emailSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().max(EMAIL_MAX_LENGTH, 'Email is too long.').pipe(z.email('Invalid email address.')));

export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine((p) => unmetPasswordRules(p).length === 0, PASSWORD_COMPLEXITY_MESSAGE);

/** `POST /api/auth/signup` multipart form. `state` is base64 of `{redirectUri}`. */
export const signupFormSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  state: z.string().max(4096).optional(),
});
export type SignupForm = z.input<typeof signupFormSchema>;

/** `POST /api/auth/login` multipart form: identifier is an e-mail or a username. */
export const loginFormSchema = z.object({
  identifier: z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, 'Email or username is required.').max(EMAIL_MAX_LENGTH, 'Identifier is too long.'),
    ),
  password: z
    .string()
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  state: z.string().max(4096).optional(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** What signup, login and refresh answer: the signed-in user and where the browser goes next. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema, redirectTo: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

/**
 * `DELETE /api/user/me`: the account's password, or (for an account made with Google or Apple, which has
 * none) its username, typed again so that an open session alone cannot delete it.
 */
export const accountDeletionSchema = z.object({ confirmation: z.string().min(1).max(200) });
export type AccountDeletion = z.input<typeof accountDeletionSchema>;

/** `PUT /api/user/me`. */
export const profileUpdateSchema = z.object({ username: usernameSchema });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** One signed-in device, as `GET /api/user/sessions` lists it. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

/** Which third-party sign-ins this server is set up for (`GET /api/auth/providers`). */
export const authProvidersSchema = z.object({ google: z.boolean(), apple: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/**
 * Encodes the `state` form field: base64 of `{redirectUri}` (UTF-8 safe).
 * @example encodeAuthState('/deck') // 'eyJyZWRpcmVjdFVyaSI6Ii9kZWNrIn0='
 */
export function encodeAuthState(redirectUri: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ redirectUri }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The return target a `state` asks for, if it is a same-site relative path (`/x`, not `//host` or `/\host`);
 * otherwise '/'.
 * @example decodeAuthState(encodeAuthState('/deck')) // '/deck'
 */
export function decodeAuthState(state: string | undefined): string {
  if (!state) return '/';
  try {
    const binary = atob(state);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const target =
      typeof parsed === 'object' && parsed !== null && 'redirectUri' in parsed
        ? parsed.redirectUri
        : undefined;
    return safeReturnTarget(target);
  } catch {
    return '/';
  }
}

/**
 * A return target is honoured only when it is a same-site path: starts with one '/', no scheme-relative
 * '//' or '/\', no control characters.
 * @example safeReturnTarget('//evil.example') // '/'
 */
export function safeReturnTarget(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.length > 2000) return '/';
  if (target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return '/';
  return target;
}
