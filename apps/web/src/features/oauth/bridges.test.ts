import type { TokenResult } from '@glossa/contract';
import { describe, expect, it, vi } from 'vitest';
import { ankiVersionProblem, compareVersions } from './anki-version.ts';
import { FIREFOX_ALERTS, ankiBridge, chromeBridge, firefoxBridge, type ChromeRuntime } from './bridges.ts';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const TOKEN: TokenResult = { accessToken: 'a', refreshToken: 'r', expiresIn: 900 };

/** A stand-in for `chrome.runtime` that answers with `reply(message)`. */
function chromeScope(reply: (message: { type: string }) => unknown, lastError?: string) {
  const sent: unknown[] = [];
  const runtime: ChromeRuntime = {
    sendMessage(extensionId, message, callback) {
      sent.push({ extensionId, message });
      runtime.lastError = lastError ? { message: lastError } : undefined;
      setTimeout(() => callback(reply(message as { type: string })), 0);
    },
  };
  return { scope: { chrome: { runtime } }, sent };
}

describe('Chrome bridge', () => {
  it('asks the extension by id and reads its auth status', async () => {
    const { scope, sent } = chromeScope(() => ({ connected: true, name: 'Ann', email: 'ann@example.com' }));
    await expect(chromeBridge(ID, scope).checkAuth()).resolves.toEqual({
      connected: true,
      name: 'Ann',
      email: 'ann@example.com',
    });
    expect(sent).toEqual([{ extensionId: ID, message: { type: 'checkAuth' } }]);
  });

  it('says the runtime API is not available when the page has no chrome.runtime', async () => {
    await expect(chromeBridge(ID, {}).checkAuth()).rejects.toThrow('Chrome runtime API is not available.');
  });

  it('says it could not communicate when no extension answers', async () => {
    const { scope } = chromeScope(() => undefined, 'Could not establish connection.');
    await expect(chromeBridge(ID, scope).checkAuth()).rejects.toThrow(
      "Couldn't communicating with the Chrome extension",
    );
    await expect(chromeBridge(undefined, chromeScope(() => ({})).scope).checkAuth()).rejects.toThrow(
      "Couldn't communicating with the Chrome extension",
    );
  });

  it('reports a throwing sendMessage as an error communicating with the extension', async () => {
    const scope = {
      chrome: {
        runtime: {
          sendMessage() {
            throw new Error('Invalid extension id');
          },
        },
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(chromeBridge(ID, scope).checkAuth()).rejects.toThrow(
      'Error communicating with the Chrome extension.',
    );
  });

  it('sends the token message and reports a refusal as an error logging in to chrome', async () => {
    const ok = chromeScope(() => ({ success: true }));
    await chromeBridge(ID, ok.scope).deliverToken(TOKEN);
    expect(ok.sent).toEqual([{ extensionId: ID, message: { type: 'oauthToken', ...TOKEN } }]);
    const refused = chromeScope(() => ({ success: false, error: 'storage full' }));
    await expect(chromeBridge(ID, refused.scope).deliverToken(TOKEN)).rejects.toThrow(
      'Error login to chrome: storage full',
    );
    await expect(chromeBridge(ID, {}).deliverToken(TOKEN)).rejects.toThrow(
      'Error login to chrome: Chrome runtime API is not available.',
    );
  });

  it('sends logout and reports a failed one', async () => {
    const ok = chromeScope(() => ({ success: true }));
    await chromeBridge(ID, ok.scope).logout();
    expect(ok.sent).toEqual([{ extensionId: ID, message: { type: 'logout' } }]);
    const failed = chromeScope(() => ({ success: false }));
    await expect(chromeBridge(ID, failed.scope).logout()).rejects.toThrow('Error logging out: unknown');
  });
});

describe('Anki bridge', () => {
  const addon = (overrides: Record<string, unknown> = {}) => ({
    glossaAnki: {
      getAuthStatus: () => Promise.resolve({ connected: false }),
      getPluginVersion: () => '1.2.0',
      logout: vi.fn(),
      saveOAuthToken: vi.fn(() => true),
      goHome: vi.fn(),
      ...overrides,
    },
  });

  it('asks the add-on for its status, version, and hands it the token', async () => {
    const scope = addon();
    const bridge = ankiBridge(scope);
    await expect(bridge.checkAuth()).resolves.toEqual({ connected: false });
    await expect(bridge.pluginVersion?.()).resolves.toBe('1.2.0');
    await bridge.deliverToken(TOKEN);
    expect(scope.glossaAnki.saveOAuthToken).toHaveBeenCalledWith(TOKEN);
    bridge.goHome?.();
    expect(scope.glossaAnki.goHome).toHaveBeenCalledOnce();
  });

  it('says the add-on API is not found when nothing was injected', async () => {
    await expect(ankiBridge({}).checkAuth()).rejects.toThrow('Anki addon API not found.');
    await expect(ankiBridge({}).pluginVersion?.()).rejects.toThrow(
      'Cannot get version: Anki addon API missing.',
    );
    await expect(ankiBridge({}).logout()).rejects.toThrow('Cannot log out: Anki addon API missing.');
  });

  it('reports an unreadable bridge as an internal error initializing the connection', async () => {
    const scope = {
      get glossaAnki(): never {
        throw new Error('QWebChannel failed');
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(ankiBridge(scope).checkAuth()).rejects.toThrow(
      'Internal error initializing Anki connection.',
    );
  });

  it('reports a failing call with its message', async () => {
    const scope = addon({ getAuthStatus: () => Promise.reject(new Error('profile not loaded')) });
    await expect(ankiBridge(scope).checkAuth()).rejects.toThrow(
      'Error communicating with the Anki addon: profile not loaded',
    );
    const logout = addon({
      logout: () => {
        throw new Error('busy');
      },
    });
    await expect(ankiBridge(logout).logout()).rejects.toThrow('Error logging out: busy');
  });

  it('says the plugin is not responding when it gives no version in time', async () => {
    vi.useFakeTimers();
    try {
      const pending = ankiBridge(
        addon({ getPluginVersion: () => new Promise(() => undefined) }),
      ).pluginVersion?.();
      const settled = expect(pending).rejects.toThrow('Anki plugin not responding. Please restart Anki.');
      await vi.advanceTimersByTimeAsync(3000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
    await expect(ankiBridge(addon({ getPluginVersion: () => '' })).pluginVersion?.()).rejects.toThrow(
      'Anki plugin not responding. Please restart Anki.',
    );
  });

  it('blocks an add-on older than the minimum with the spec message, and skips without a minimum', async () => {
    const old = ankiBridge(addon({ getPluginVersion: () => '1.0.9' }));
    await expect(ankiVersionProblem(old, '1.2.0')).resolves.toBe(
      'Your Anki plugin (v1.0.9) is too old. Please update to at least v1.2.0.',
    );
    await expect(ankiVersionProblem(old, null)).resolves.toBeNull();
    await expect(ankiVersionProblem(ankiBridge(addon()), '1.2.0')).resolves.toBeNull();
    await expect(ankiVersionProblem(ankiBridge({}), '1.0.0')).resolves.toBe(
      'Cannot get version: Anki addon API missing.',
    );
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.10.0', '1.9', 1],
    ['1.2', '1.2.0', 0],
    ['1.2.0', '1.2.1', -1],
    ['2', '10', -1],
    ['dev', '1.0.0', -1],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe('Firefox bridge', () => {
  it('is never connected and answers logout and the token with alerts', async () => {
    const alerts: string[] = [];
    const bridge = firefoxBridge((text) => alerts.push(text));
    await expect(bridge.checkAuth()).resolves.toEqual({ connected: false });
    await bridge.logout();
    await bridge.deliverToken(TOKEN);
    expect(alerts).toEqual([FIREFOX_ALERTS.logout, FIREFOX_ALERTS.token]);
  });
});
