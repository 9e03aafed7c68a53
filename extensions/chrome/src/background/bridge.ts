import { api } from '@glossa/contract';
import { externalMessageSchema, type ExternalAnswer } from '../messages.ts';
import { readSettings, serverOrigin } from '../settings.ts';
import { apiClient } from './api.ts';
import { clearTokens, readTokens, rememberUser, saveTokens } from './tokens.ts';

/**
 * Who is signed in, asking the server once for the name and e-mail after a sign-in.
 * @example await authStatus() // { connected: true, name: 'Mina', email: 'mina@example.com' }
 */
export async function authStatus(): Promise<{ connected: boolean; name?: string; email?: string }> {
  const tokens = await readTokens();
  if (!tokens) return { connected: false };
  if (tokens.name !== undefined && tokens.email !== undefined) {
    return { connected: true, name: tokens.name, email: tokens.email };
  }
  try {
    const user = await (await apiClient()).call(api.user.me);
    await rememberUser({ name: user.name, email: user.email });
    return { connected: true, name: user.name, email: user.email };
  } catch (error) {
    console.warn('Could not read the signed-in user:', error);
    // A refused refresh has cleared the tokens by now.
    return (await readTokens()) ? { connected: true } : { connected: false };
  }
}

/**
 * Answers the Glossa sign-in page (checkAuth, logout, the token message). Only the
 * configured server's pages may talk to the extension: `externally_connectable` lets the listed origins
 * send, and this check narrows it to the one the learner chose.
 * @example chrome.runtime.onMessageExternal.addListener((m, s, reply) => { void onExternalMessage(m, s).then(reply); return true; });
 */
export async function onExternalMessage(
  message: unknown,
  sender: Pick<chrome.runtime.MessageSender, 'url' | 'origin'>,
): Promise<ExternalAnswer> {
  const { serverUrl } = await readSettings();
  const from = serverOrigin(sender.origin ?? sender.url ?? '');
  if (from !== serverUrl) return { success: false, error: 'This page is not the configured Glossa server.' };
  const parsed = externalMessageSchema.safeParse(message);
  if (!parsed.success) return { success: false, error: 'Unknown message.' };
  const request = parsed.data;
  try {
    switch (request.type) {
      case 'checkAuth':
        return await authStatus();
      case 'logout':
        await clearTokens();
        return { success: true };
      case 'oauthToken': {
        const { accessToken, refreshToken, expiresIn } = request;
        await saveTokens({ accessToken, refreshToken, expiresIn });
        return { success: true };
      }
    }
  } catch (error) {
    return { success: false, error: error instanceof Error ? error.message : String(error) };
  }
}
