import { api } from '@glossa/contract';
import { ApiError, bearerAuth, createClient, type GlossaClient } from '@glossa/client';
import { readSettings } from '../settings.ts';
import { clearTokens, readTokens, saveTokens } from './tokens.ts';

/**
 * The service worker's API client for the server the learner chose: Bearer tokens when signed in (none for a
 * guest), one shared refresh with rotation on a 401. A new client is made when the server changes.
 */
let current: { baseUrl: string; client: GlossaClient } | null = null;

/**
 * The client of the configured server.
 * @example const answer = await (await apiClient()).call(api.analyze.text, { body });
 */
export async function apiClient(): Promise<GlossaClient> {
  const { serverUrl } = await readSettings();
  const baseUrl = `${serverUrl}/api`;
  if (current?.baseUrl !== baseUrl) current = { baseUrl, client: makeClient(baseUrl) };
  return current.client;
}

function makeClient(baseUrl: string): GlossaClient {
  // The refresh call itself goes without a token and without retry.
  const plain = createClient({ baseUrl, auth: bearerAuth({ getAccessToken: () => null, refresh: noRetry }) });
  return createClient({
    baseUrl,
    auth: bearerAuth({
      getAccessToken: async () => (await readTokens())?.accessToken,
      refresh: async () => {
        const tokens = await readTokens();
        if (!tokens) return false;
        try {
          const fresh = await plain.call(api.oauth.token, {
            body: { grant_type: 'refresh_token', refreshToken: tokens.refreshToken },
          });
          await saveTokens(fresh, { name: tokens.name, email: tokens.email });
          return true;
        } catch (error) {
          // A refused refresh token (revoked, rotated elsewhere) signs the extension out; a network error
          // keeps the tokens for the next try.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) await clearTokens();
          console.warn('Token refresh failed:', error);
          return false;
        }
      },
    }),
  });
}

function noRetry(): Promise<boolean> {
  return Promise.resolve(false);
}
