import { encodeOAuthState } from '@glossa/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signUpOverHttp } from '@glossa/testing';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
const PASSWORD = 'Glossa#Bridge7';
const MIN_ANKI = '2.0.0';

/**
 * A stand-in Chrome extension: `chrome.runtime.sendMessage` that records each message and answers as the
 * extension would; `window.close` recorded instead of closing.
 */
const CHROME_STUB = `
  window.__bridge = JSON.parse(sessionStorage.getItem('bridge') || '{"messages":[],"closed":false}');
  const keep = () => sessionStorage.setItem('bridge', JSON.stringify(window.__bridge));
  window.chrome = window.chrome || {};
  window.chrome.runtime = {
    lastError: undefined,
    sendMessage(id, message, callback) {
      window.__bridge.messages.push({ id, message });
      keep();
      const answer = message.type === 'checkAuth' ? { connected: false } : { success: true };
      setTimeout(() => callback(answer), 10);
    },
  };
  window.close = () => { window.__bridge.closed = true; keep(); };
`;

/** A stand-in Anki add-on (`window.glossaAnki`), with the version given. */
const ankiStub = (version: string) => `
  window.__anki = JSON.parse(sessionStorage.getItem('anki') || '{"calls":[]}');
  const keep = () => sessionStorage.setItem('anki', JSON.stringify(window.__anki));
  const record = (name, arg) => { window.__anki.calls.push({ name, arg, at: Date.now() }); keep(); };
  window.glossaAnki = {
    getAuthStatus: () => Promise.resolve({ connected: false }),
    getPluginVersion: () => ${JSON.stringify(version)},
    logout: () => record('logout'),
    saveOAuthToken: (token) => { record('saveOAuthToken', token); return true; },
    goHome: () => record('goHome'),
  };
`;

function status(page: Page) {
  return page.locator('.oauth-status');
}

async function me(baseUrl: string, accessToken: string) {
  const response = await fetch(`${baseUrl}/api/user/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as { email?: string; name?: string } };
}

describeInBrowser('companion sign-in pages in Chromium', { env: { MIN_VERSION_ANKI: MIN_ANKI } }, (web) => {
  it('/oauth/login needs the extension type, and without a bridge shows the spec errors', async () => {
    const { page } = await web.newPage();
    await page.goto(`${web.baseUrl}/oauth/login`);
    await page.getByRole('heading', { name: 'Sign in to Your Account' }).waitFor();
    await expect
      .poll(() => status(page).textContent())
      .toBe(
        'OAuth2 login is available only via the Glossa extension (Chrome only). Please return to the extension to sign in.',
      );
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(0);

    await page.goto(`${web.baseUrl}/oauth/login?ext=chrome`);
    await expect.poll(() => status(page).textContent()).toBe('Chrome runtime API is not available.');
    // The form is still there: the learner sees why the extension cannot be reached.
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('text');
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
    for (const name of ['Sign In', 'Sign in with Google', 'Sign in with Apple']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');

    // chrome.runtime is there but no extension answers.
    await page.addInitScript(`window.chrome = { runtime: { sendMessage(id, m, cb) {
      window.chrome.runtime.lastError = { message: 'Could not establish connection.' }; cb(undefined); } } };`);
    await page.goto(`${web.baseUrl}/oauth/login?ext=chrome&extension_id=${EXTENSION_ID}`);
    await expect
      .poll(() => status(page).textContent())
      .toBe("Couldn't communicating with the Chrome extension");

    const { page: anki } = await web.newPage();
    // `type` (the /extension page's name for the parameter) names the companion as well as `ext`.
    await anki.goto(`${web.baseUrl}/oauth/login?type=anki`);
    // The page waits a second for the add-on's object to appear before saying it is not there.
    await expect.poll(() => status(anki).textContent(), { timeout: 5000 }).toBe('Anki addon API not found.');
    expect(await anki.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).toBe(true);
  });

  it('signs in with a password through /oauth/callback and hands a working token to the extension', async () => {
    const email = await signUpOverHttp(web.baseUrl, `bridge${Date.now().toString(36)}`, PASSWORD);
    const { page } = await web.newPage();
    await page.addInitScript(CHROME_STUB);
    await page.goto(`${web.baseUrl}/oauth/login?ext=chrome&extension_id=${EXTENSION_ID}`);
    await expect.poll(() => status(page).textContent()).toBe('Learn languages inside chrome.');

    // A wrong password first: the server's detail inline, and nothing stored.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email/username or password.');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/oauth\/callback\?code=/);
    await expect
      .poll(() => status(page).textContent(), { timeout: 10_000 })
      .toBe('Authentication successful for Chrome. Closing window...');
    await expect.poll(() => page.evaluate('window.__bridge.closed')).toBe(true);

    const bridge = await page.evaluate<{
      messages: { id: string; message: { type: string; accessToken?: string; refreshToken?: string } }[];
    }>('window.__bridge');
    expect(bridge.messages.map((m) => m.message.type)).toEqual(['checkAuth', 'oauthToken']);
    const tokenMessage = bridge.messages.at(-1)!;
    expect(tokenMessage.id).toBe(EXTENSION_ID);
    expect(tokenMessage.message.refreshToken).toEqual(expect.any(String));
    const answer = await me(web.baseUrl, tokenMessage.message.accessToken!);
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(email);
    // The verifier and state were used once and are gone.
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('glossa.oauth'))),
    ).toEqual([]);
  });

  it('the callback refuses a missing code, a foreign state and a missing verifier', async () => {
    const { page } = await web.newPage();
    await page.goto(`${web.baseUrl}/oauth/callback`);
    // A failed callback says so in its heading too, not "Authenticating..." beside the error.
    await page.getByRole('heading', { name: 'Sign-in failed' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Authenticating...' }).count()).toBe(0);
    await expect.poll(() => status(page).textContent()).toBe('Missing authorization code or state.');

    const state = encodeOAuthState({ ext: 'chrome', provider: 'password', random: 'AbCdEfGhIjKlMnOp' });
    const other = encodeOAuthState({ ext: 'chrome', provider: 'password', random: 'ZyXwVuTsRqPoNmLk' });
    const store = (verifier: boolean) =>
      page.evaluate(
        ([s, v]) => {
          localStorage.setItem('glossa.oauth.state', JSON.stringify(s));
          if (v) localStorage.setItem('glossa.oauth.codeVerifier', JSON.stringify('v'.repeat(128)));
        },
        [state, verifier] as const,
      );
    await store(true);
    await page.goto(`${web.baseUrl}/oauth/callback?code=abc&state=${other}`);
    await expect.poll(() => status(page).textContent()).toBe('Invalid state parameter.');

    await store(false);
    await page.goto(`${web.baseUrl}/oauth/callback?code=abc&state=${state}`);
    await expect.poll(() => status(page).textContent()).toBe('Missing code verifier.');

    // Everything in order but a code the server never gave: the exchange fails.
    await store(true);
    await page.goto(`${web.baseUrl}/oauth/callback?code=abc&state=${state}`);
    await expect
      .poll(() => status(page).textContent())
      .toBe('An unexpected error occurred during authentication.');
  });

  it('refuses an Anki add-on below the minimum version, and signs a current one in and returns it home', async () => {
    const { page: old } = await web.newPage();
    await old.addInitScript(ankiStub('1.4.0'));
    await old.goto(`${web.baseUrl}/oauth/login?ext=anki`);
    await expect.poll(() => status(old).textContent()).toBe('Sync your decks with Anki.');
    await expect
      .poll(() => old.getByRole('alert').textContent())
      .toBe(`Your Anki plugin (v1.4.0) is too old. Please update to at least v${MIN_ANKI}.`);
    expect(await old.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).toBe(true);
    expect(await old.getByRole('button', { name: 'Sign in with Google' }).isDisabled()).toBe(true);

    const email = await signUpOverHttp(web.baseUrl, `anki${Date.now().toString(36)}`, PASSWORD);
    const { page } = await web.newPage();
    await page.addInitScript(ankiStub('2.1.0'));
    await page.goto(`${web.baseUrl}/oauth/login?ext=anki`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isEnabled())
      .toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect
      .poll(() => status(page).textContent(), { timeout: 10_000 })
      .toBe('Authentication successful for Anki. Returning to start page..');
    await expect
      .poll(async () => (await page.evaluate<{ name: string }[]>('window.__anki.calls')).map((c) => c.name), {
        timeout: 5000,
      })
      .toEqual(['saveOAuthToken', 'goHome']);
    const calls =
      await page.evaluate<{ name: string; arg?: { accessToken: string }; at: number }[]>(
        'window.__anki.calls',
      );
    // Spec 9: the return to the start page waits 1.5 s after the token is handed over.
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(1400);
    const answer = await me(web.baseUrl, calls[0]!.arg!.accessToken);
    expect(answer.body.email).toBe(email);
  });

  it('/extension keeps its tab in ?type= (missing or unknown is anki)', async () => {
    const { page } = await web.newPage();
    const selectedTab = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
    await page.goto(`${web.baseUrl}/extension`);
    await page.getByRole('heading', { name: 'Glossa for Anki' }).waitFor();
    expect(await selectedTab()).toBe('Anki');
    for (const text of [
      'Selective import',
      'Customizable card',
      'Tools > Glossa',
      'Getting started in Anki',
    ]) {
      expect(await page.getByText(text).first().isVisible()).toBe(true);
    }
    await page.getByRole('button', { name: 'Mobile' }).click();
    expect(await page.getByRole('button', { name: 'Mobile' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.mock-phone').count()).toBe(1);

    await page.getByRole('tab', { name: 'Chrome' }).click();
    await page.waitForURL(/\/extension\?type=chrome$/);
    await page.getByRole('heading', { name: 'Glossa for Chrome' }).waitFor();
    expect(await page.getByRole('link', { name: 'Get it on the Chrome Web Store' }).count()).toBe(1);
    expect(await page.locator('.extension-guide li').count()).toBe(4);

    await page.getByRole('tab', { name: 'Firefox' }).click();
    await page.waitForURL(/\/extension\?type=firefox$/);
    await page.getByText('Coming Soon').waitFor();

    await page.goto(`${web.baseUrl}/extension?type=opera`);
    await page.getByRole('heading', { name: 'Glossa for Anki' }).waitFor();
    expect(await selectedTab()).toBe('Anki');
  });
});
