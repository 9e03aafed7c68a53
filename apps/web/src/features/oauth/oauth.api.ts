import { api, type ExtensionType, type OAuthSignInProvider, type TokenResult } from '@glossa/contract';
import { client } from '../../lib/client.ts';
import type { SignInRequest } from './sign-in-request.ts';

/** The web callback page every companion sign-in returns to. */
export const CALLBACK_PATH = '/oauth/callback';

/**
 * The redirect URI of a sign-in: Apple's forwarder for Apple, else this page.
 * @example redirectUriFor('password') // 'https://glossa.example/oauth/callback'
 */
export function redirectUriFor(provider: OAuthSignInProvider, origin = window.location.origin): string {
  return provider === 'apple' ? origin + client.url(api.oauth.apple) : origin + CALLBACK_PATH;
}

/** The companion sign-in calls. */
export const oauthApi = {
  /** The companions' versions and install links (the Extension info page). */
  extensionInfo: () => client.call(api.extension.info),
  providers: () => client.call(api.auth.providers),
  /** Password sign-in: answers where the browser goes next (the callback page with code and state). */
  async passwordLogin(ext: ExtensionType, email: string, password: string, request: SignInRequest) {
    const { redirectTo } = await client.call(api.oauth.login, {
      body: {
        email,
        password,
        redirect_uri: redirectUriFor('password'),
        code_challenge: request.challenge,
        code_challenge_method: 'S256',
        state: request.state,
        client_id: ext,
      },
    });
    return redirectTo;
  },
  /** Where a Google or Apple sign-in starts (a navigation). */
  authorizeUrl(ext: ExtensionType, provider: 'google' | 'apple', request: SignInRequest): string {
    return client.url(api.oauth.authorize, {
      query: {
        provider,
        redirect_uri: redirectUriFor(provider),
        code_challenge: request.challenge,
        code_challenge_method: 'S256',
        state: request.state,
        client_id: ext,
      },
    });
  },
  /** Exchanges the sign-in's code and verifier for the companion's tokens. */
  exchange(
    ext: ExtensionType,
    provider: OAuthSignInProvider,
    code: string,
    codeVerifier: string,
  ): Promise<TokenResult> {
    return client.call(api.oauth.token, {
      body: { code, codeVerifier, redirectUri: redirectUriFor(provider), device: ext, provider },
    });
  },
};

/**
 * Whether `redirectTo` is this site's callback page: the page never follows an answer anywhere else.
 * @example isOwnCallback('https://glossa.example/oauth/callback?code=a&state=b', 'https://glossa.example') // true
 */
export function isOwnCallback(redirectTo: string, origin = window.location.origin): boolean {
  return redirectTo.startsWith(`${origin}${CALLBACK_PATH}?`);
}
