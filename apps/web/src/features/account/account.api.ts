import { SIGNED_IN_COOKIE, api, encodeAuthState, type ProfileUpdate, type User } from '@glossa/contract';
import { client } from '../../lib/client.ts';
import { readCookie } from '../../lib/storage.ts';

/**
 * Whether this browser may hold a session: the server sets a readable hint cookie with the session cookies
 * and clears it with them. Without it the visitor is a guest, and no auth call is needed to know that.
 */
export function maySignedIn(): boolean {
  return readCookie(SIGNED_IN_COOKIE) === '1';
}

let meInFlight: Promise<User> | null = null;

/** The auth and user calls. Sign-in and sign-up send multipart forms. */
export const accountApi = {
  /** Who is signed in. Callers at the same moment (the user and vocabulary stores at start) share one call. */
  me: (): Promise<User> =>
    (meInFlight ??= client.call(api.user.me).finally(() => {
      meInFlight = null;
    })),
  updateProfile: (profile: ProfileUpdate) => client.call(api.user.update, { body: profile }),
  /** `confirmation`: the password, or the username of an account without one (Google, Apple). */
  deleteAccount: (confirmation: string) => client.call(api.user.delete, { body: { confirmation } }),
  sessions: () => client.call(api.user.sessions),
  revokeSession: (id: string) => client.call(api.user.revokeSession, { params: { id } }),
  refresh: () => client.call(api.auth.refresh),
  providers: () => client.call(api.auth.providers),
  login(identifier: string, password: string, redirectUri: string) {
    return client.call(api.auth.login, {
      body: { identifier, password, state: encodeAuthState(redirectUri) },
    });
  },
  signup(username: string, email: string, password: string, redirectUri: string) {
    return client.call(api.auth.signup, {
      body: { username, email, password, state: encodeAuthState(redirectUri) },
    });
  },
};

/** Sign-out is a navigation: the server revokes the session, clears cookies, goes home. */
export function signOut(): void {
  window.location.assign(client.url(api.auth.logout));
}

/** Google or Apple sign-in: the server sends the browser on to the provider and back. */
export function startProviderSignIn(provider: 'google' | 'apple', redirectUri: string): void {
  window.location.assign(
    client.url(api.auth[provider].start, { query: { state: encodeAuthState(redirectUri) } }),
  );
}
