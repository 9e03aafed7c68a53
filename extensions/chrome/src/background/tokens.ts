import { tokenResultSchema, type TokenResult } from '@glossa/contract';
import { z } from 'zod';

/**
 * The companion tokens, kept by the service worker only: the extension's pages and the web page never read
 * them, they ask the service worker to make calls. Stored in `chrome.storage.local` (so a sign-in survives a
 * browser restart) under one key, with the moment the access token runs out.
 */
const TOKENS_KEY = 'glossa.tokens';

const storedTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Epoch milliseconds after which the access token is not worth sending. */
  expiresAt: z.number(),
  /** Who signed in, filled on the first /user/me after the sign-in. */
  name: z.string().optional(),
  email: z.string().optional(),
});
export type StoredTokens = z.infer<typeof storedTokensSchema>;

/**
 * The stored tokens, or null when signed out (or when what is stored is damaged).
 * @example const tokens = await readTokens();
 */
export async function readTokens(): Promise<StoredTokens | null> {
  const stored: unknown = (await chrome.storage.local.get(TOKENS_KEY))[TOKENS_KEY];
  const parsed = storedTokensSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps the tokens of a sign-in or a refresh (a refresh rotates the refresh token: the old one is gone).
 * @example await saveTokens({ accessToken, refreshToken, expiresIn: 900 });
 */
export async function saveTokens(token: TokenResult, who: { name?: string; email?: string } = {}) {
  const valid = tokenResultSchema.parse(token);
  const stored: StoredTokens = {
    accessToken: valid.accessToken,
    refreshToken: valid.refreshToken,
    expiresAt: Date.now() + valid.expiresIn * 1000,
    ...who,
  };
  await chrome.storage.local.set({ [TOKENS_KEY]: stored });
}

/**
 * Remembers who the tokens belong to.
 * @example await rememberUser({ name: 'Mina', email: 'mina@example.com' });
 */
export async function rememberUser(who: { name: string; email: string }): Promise<void> {
  const tokens = await readTokens();
  if (tokens) await chrome.storage.local.set({ [TOKENS_KEY]: { ...tokens, ...who } });
}

/**
 * Forgets the tokens (sign-out).
 * @example await clearTokens();
 */
export async function clearTokens(): Promise<void> {
  await chrome.storage.local.remove(TOKENS_KEY);
}
