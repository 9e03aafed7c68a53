import {
  SIGNED_IN_COOKIE,
  encodeAuthState,
  type AuthProviders,
  type AuthResult,
  type ProfileUpdate,
  type Session,
  type User,
} from '@glossa/contract';
import { api } from '../../lib/api/client.ts';
import { readCookie } from '../../lib/storage.ts';

/**
 * Whether this browser may hold a session: the server sets a readable hint cookie with the session cookies
 * and clears it with them. Without it the visitor is a guest, and no auth call is needed to know that.
 */
export function maySignedIn(): boolean {
  return readCookie(SIGNED_IN_COOKIE) === '1';
}

let meInFlight: Promise<User> | null = null;

/** The `/auth` and `/user` calls of spec section 7. Sign-in and sign-up send multipart forms. */
export const accountApi = {
  /** Who is signed in. Callers at the same moment (the user and vocabulary stores at start) share one call. */
  me: (): Promise<User> =>
    (meInFlight ??= api.get<User>('/user/me').finally(() => {
      meInFlight = null;
    })),
  updateProfile: (profile: ProfileUpdate) => api.put<User>('/user/me', { body: profile }),
  deleteAccount: () => api.delete<void>('/user/me'),
  sessions: () => api.get<Session[]>('/user/sessions'),
  revokeSession: (id: string) => api.delete<void>(`/user/sessions/${encodeURIComponent(id)}`),
  refresh: () => api.post<{ expiresIn: number }>('/auth/refresh'),
  providers: () => api.get<AuthProviders>('/auth/providers'),
  login(identifier: string, password: string, redirectUri: string) {
    return api.post<AuthResult>('/auth/login', {
      form: formOf({ identifier, password, state: encodeAuthState(redirectUri) }),
    });
  },
  signup(username: string, email: string, password: string, redirectUri: string) {
    return api.post<AuthResult>('/auth/signup', {
      form: formOf({ username, email, password, state: encodeAuthState(redirectUri) }),
    });
  },
};

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Sign-out is a navigation (spec section 7): the server revokes the session, clears cookies, goes home. */
export function signOut(): void {
  window.location.assign('/api/auth/logout');
}

/** Google or Apple sign-in: the server sends the browser on to the provider and back. */
export function startProviderSignIn(provider: 'google' | 'apple', redirectUri: string): void {
  window.location.assign(`/api/auth/${provider}?state=${encodeURIComponent(encodeAuthState(redirectUri))}`);
}
