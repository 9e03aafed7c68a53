import type { ExtensionAuthStatus, ExtensionType, TokenResult } from '@glossa/contract';

/**
 * How the sign-in pages talk to the companion that opened them: the Chrome
 * extension through `chrome.runtime.sendMessage` (the extension lists this site in `externally_connectable`),
 * the Anki add-on through an object its web view injects into the page, Firefox simulated with alerts.
 * Every failure is a {@link BridgeError} whose message is one of BRIDGE_MESSAGES.
 */
export interface ExtensionBridge {
  readonly ext: ExtensionType;
  /** Whether the companion is signed in, and as whom. */
  checkAuth(): Promise<ExtensionAuthStatus>;
  /** Signs the companion out. */
  logout(): Promise<void>;
  /** Hands the tokens of a completed sign-in to the companion. */
  deliverToken(token: TokenResult): Promise<void>;
  /** The add-on's version (Anki only). */
  pluginVersion?(): Promise<string>;
  /** Back to the companion's start page (Anki only). */
  goHome?(): void;
}

/** A bridge failure whose message is shown as is. */
export class BridgeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BridgeError';
  }
}

/** The bridge errors, word for word as the product states them (including their spelling). */
export const BRIDGE_MESSAGES = {
  chromeNoAnswer: "Couldn't communicating with the Chrome extension",
  chromeError: 'Error communicating with the Chrome extension.',
  chromeUnavailable: 'Chrome runtime API is not available.',
  chromeLogin: (message: string) => `Error login to chrome: ${message}`,
  ankiInit: 'Internal error initializing Anki connection.',
  ankiNotFound: 'Anki addon API not found.',
  ankiError: (message: string) => `Error communicating with the Anki addon: ${message}`,
  ankiNoVersionApi: 'Cannot get version: Anki addon API missing.',
  ankiNotResponding: 'Anki plugin not responding. Please restart Anki.',
  ankiTooOld: (version: string, minimum: string) =>
    `Your Anki plugin (v${version}) is too old. Please update to at least v${minimum}.`,
  ankiNoLogoutApi: 'Cannot log out: Anki addon API missing.',
  logoutError: (message: string | undefined) => `Error logging out: ${message || 'unknown'}`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Chrome

/** The messages the page sends to the Chrome extension, and what the extension answers to each. */
export type ChromeRequest =
  { type: 'checkAuth' } | { type: 'logout' } | ({ type: 'oauthToken' } & TokenResult);
export type ChromeAnswer = ExtensionAuthStatus | { success: boolean; error?: string };

/** The part of Chrome's `chrome.runtime` a web page can see. */
export interface ChromeRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  lastError?: { message?: string };
}

/** How long the page waits for an extension's answer before saying it does not answer. */
const ANSWER_TIMEOUT_MS = 5000;

function chromeRuntime(scope: object): ChromeRuntime | undefined {
  const chrome = (scope as { chrome?: { runtime?: Partial<ChromeRuntime> } }).chrome;
  return typeof chrome?.runtime?.sendMessage === 'function' ? (chrome.runtime as ChromeRuntime) : undefined;
}

/**
 * The Chrome extension's bridge. `extensionId` comes from the page's `extension_id` parameter.
 * @example await chromeBridge('abcdefghijklmnopabcdefghijklmnop').checkAuth()
 */
export function chromeBridge(extensionId: string | undefined, scope: object = globalThis): ExtensionBridge {
  const send = (message: ChromeRequest): Promise<Record<string, unknown>> => {
    const runtime = chromeRuntime(scope);
    if (!runtime) return Promise.reject(new BridgeError(BRIDGE_MESSAGES.chromeUnavailable));
    if (!extensionId) return Promise.reject(new BridgeError(BRIDGE_MESSAGES.chromeNoAnswer));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new BridgeError(BRIDGE_MESSAGES.chromeNoAnswer)),
        ANSWER_TIMEOUT_MS,
      );
      try {
        runtime.sendMessage(extensionId, message, (response) => {
          clearTimeout(timer);
          // Chrome sets lastError when no extension with that id listens to this page.
          if (runtime.lastError || typeof response !== 'object' || response === null) {
            reject(new BridgeError(BRIDGE_MESSAGES.chromeNoAnswer));
          } else {
            resolve(response as Record<string, unknown>);
          }
        });
      } catch (error) {
        clearTimeout(timer);
        console.error('chrome.runtime.sendMessage failed', error);
        reject(new BridgeError(BRIDGE_MESSAGES.chromeError));
      }
    });
  };
  return {
    ext: 'chrome',
    async checkAuth() {
      return authStatusOf(await send({ type: 'checkAuth' }));
    },
    async logout() {
      const answer = await send({ type: 'logout' });
      if (answer.success === false) throw new BridgeError(BRIDGE_MESSAGES.logoutError(textOf(answer.error)));
    },
    async deliverToken(token) {
      let answer: Record<string, unknown>;
      try {
        answer = await send({ type: 'oauthToken', ...token });
      } catch (error) {
        throw new BridgeError(BRIDGE_MESSAGES.chromeLogin(messageOf(error)));
      }
      if (answer.success !== true) {
        throw new BridgeError(BRIDGE_MESSAGES.chromeLogin(textOf(answer.error) ?? 'the extension refused'));
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Anki

/**
 * What the Anki add-on injects as `window.glossaAnki` into its web view (methods may answer directly or
 * with a promise, as a QWebChannel or `pycmd` wrapper does).
 */
export interface AnkiAddonApi {
  getAuthStatus(): ExtensionAuthStatus | Promise<ExtensionAuthStatus>;
  getPluginVersion(): string | Promise<string>;
  logout(): unknown;
  saveOAuthToken(token: TokenResult): unknown;
  goHome(): unknown;
}

/** The global name of the add-on's object. */
export const ANKI_GLOBAL = 'glossaAnki';
/** The add-on may inject its object a moment after the page starts: how long to wait for it. */
const ANKI_APPEAR_MS = 1000;
/** How long a version question may take before the add-on counts as not responding. */
const ANKI_VERSION_TIMEOUT_MS = 3000;

function lookUpAnki(scope: object): Partial<AnkiAddonApi> | undefined {
  let found: unknown;
  try {
    found = (scope as Record<string, unknown>)[ANKI_GLOBAL];
  } catch (error) {
    console.error('reading the Anki bridge failed', error);
    throw new BridgeError(BRIDGE_MESSAGES.ankiInit);
  }
  if (found === undefined || found === null) return undefined;
  if (typeof found !== 'object') throw new BridgeError(BRIDGE_MESSAGES.ankiInit);
  return found;
}

async function waitForAnki(scope: object): Promise<Partial<AnkiAddonApi> | undefined> {
  const deadline = Date.now() + ANKI_APPEAR_MS;
  for (;;) {
    const found = lookUpAnki(scope);
    if (found || Date.now() >= deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function callAnki<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new BridgeError(BRIDGE_MESSAGES.ankiError(messageOf(error)));
  }
}

/**
 * The Anki add-on's bridge.
 * @example await ankiBridge().pluginVersion?.() // '1.2.0'
 */
export function ankiBridge(scope: object = globalThis): ExtensionBridge {
  return {
    ext: 'anki',
    async checkAuth() {
      const addon = await waitForAnki(scope);
      if (typeof addon?.getAuthStatus !== 'function') throw new BridgeError(BRIDGE_MESSAGES.ankiNotFound);
      return authStatusOf(await callAnki(() => addon.getAuthStatus!()));
    },
    async pluginVersion() {
      const addon = await waitForAnki(scope);
      if (typeof addon?.getPluginVersion !== 'function') {
        throw new BridgeError(BRIDGE_MESSAGES.ankiNoVersionApi);
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new BridgeError(BRIDGE_MESSAGES.ankiNotResponding)),
          ANKI_VERSION_TIMEOUT_MS,
        );
      });
      try {
        const version = await Promise.race([callAnki(() => addon.getPluginVersion!()), timeout]);
        if (typeof version !== 'string' || version.trim() === '') {
          throw new BridgeError(BRIDGE_MESSAGES.ankiNotResponding);
        }
        return version.trim();
      } finally {
        clearTimeout(timer);
      }
    },
    async logout() {
      const addon = await waitForAnki(scope);
      if (typeof addon?.logout !== 'function') throw new BridgeError(BRIDGE_MESSAGES.ankiNoLogoutApi);
      try {
        await addon.logout();
      } catch (error) {
        throw new BridgeError(
          BRIDGE_MESSAGES.logoutError(error instanceof Error ? error.message : undefined),
        );
      }
    },
    async deliverToken(token) {
      const addon = await waitForAnki(scope);
      if (typeof addon?.saveOAuthToken !== 'function') throw new BridgeError(BRIDGE_MESSAGES.ankiNotFound);
      const saved = await callAnki(() => addon.saveOAuthToken!(token));
      if (saved === false) throw new BridgeError(BRIDGE_MESSAGES.ankiError('the token was not saved'));
    },
    goHome() {
      try {
        const addon = lookUpAnki(scope);
        if (typeof addon?.goHome === 'function') void Promise.resolve(addon.goHome()).catch(logQuietly);
      } catch (error) {
        logQuietly(error);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Firefox

/** Firefox sign-in happens in the add-on itself; this page only says so. */
export const FIREFOX_ALERTS = {
  logout: "To sign out of the Firefox add-on, please use the add-on's own interface.",
  token: "To sign in to the Firefox add-on, please use the add-on's own interface.",
} as const;

/**
 * The simulated Firefox bridge: never connected; logging out and handing over tokens show an alert.
 * @example firefoxBridge((text) => window.alert(text))
 */
export function firefoxBridge(alert: (text: string) => void = (text) => window.alert(text)): ExtensionBridge {
  return {
    ext: 'firefox',
    checkAuth: () => Promise.resolve({ connected: false }),
    logout() {
      alert(FIREFOX_ALERTS.logout);
      return Promise.resolve();
    },
    deliverToken() {
      alert(FIREFOX_ALERTS.token);
      return Promise.resolve();
    },
  };
}

/**
 * The bridge to the companion of an extension type.
 * @example bridgeFor('chrome', { chromeExtensionId })
 */
export function bridgeFor(ext: ExtensionType, options: { chromeExtensionId?: string } = {}): ExtensionBridge {
  if (ext === 'chrome') return chromeBridge(options.chromeExtensionId);
  if (ext === 'anki') return ankiBridge();
  return firefoxBridge();
}

// ---------------------------------------------------------------------------------------------------------

function authStatusOf(answer: unknown): ExtensionAuthStatus {
  const value = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  return {
    connected: value.connected === true,
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
    ...(typeof value.email === 'string' ? { email: value.email } : {}),
  };
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'unknown';
}

function logQuietly(error: unknown): void {
  console.error('Anki add-on call failed', error);
}
