import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signInOnPage, signUpOverHttp } from '@glossa/testing';

const PASSWORD = 'Glossa#Elsewhere7';
const NOTICE = 'This device was signed out from another device.';

/** The user calls (/api/user/...) the page sends from now on. */
function recordUserCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/user/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Revokes every other session of the account from this page's Login screen (the sessions list). */
async function revokeOthers(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  // The sign-up over HTTP left a session too: three in all.
  const sessions = page.getByTestId('session');
  await expect.poll(() => sessions.count()).toBe(3);
  const others = sessions.filter({ hasNotText: 'This device' });
  await expect
    .poll(
      async () => {
        const left = await others.count();
        if (left > 0) await others.first().getByRole('button', { name: 'Revoke' }).click({ timeout: 2000 });
        return others.count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}

describeInBrowser('a device signed out from another device', {}, (web) => {
  it('says why at its next call, becomes a guest and calls no user endpoint any more', async () => {
    const email = await signUpOverHttp(web.baseUrl, `away${Date.now().toString(36)}`, PASSWORD);
    const { page: phone } = await web.newPage();
    const { page: laptop } = await web.newPage();
    await signInOnPage(phone, web.baseUrl, email, PASSWORD);
    await phone.goto(`${web.baseUrl}/vocabulary`);
    await phone.getByText('Synced', { exact: true }).waitFor();
    await signInOnPage(laptop, web.baseUrl, email, PASSWORD);
    await revokeOthers(laptop, web.baseUrl);

    // The phone was left open; coming back to it syncs, which meets the revoked session.
    const calls = recordUserCalls(phone);
    await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await phone.getByRole('alert').getByText(NOTICE).waitFor({ timeout: 10_000 });
    await phone.getByRole('link', { name: 'Log In' }).waitFor();
    await phone.getByText('Saved in this browser.', { exact: false }).waitFor();

    // From now on the phone is a guest: its screens send no user call, even on the periodic sync's events.
    calls.length = 0;
    for (const path of ['/analyze', '/deck', '/vocabulary', '/daily']) {
      await phone.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'attached' });
      await phone.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await phone.locator('main h1').first().waitFor();
      await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await phone.evaluate(() => window.dispatchEvent(new Event('online')));
    }
    await phone.waitForTimeout(1500);
    expect(calls).toEqual([]);
    // The notice can be dismissed.
    await phone.getByRole('button', { name: 'Dismiss' }).click();
    expect(await phone.getByText(NOTICE).count()).toBe(0);
  });

  it('says why after a reload too', async () => {
    const email = await signUpOverHttp(web.baseUrl, `gone${Date.now().toString(36)}`, PASSWORD);
    const { page: phone } = await web.newPage();
    const { page: laptop } = await web.newPage();
    await signInOnPage(phone, web.baseUrl, email, PASSWORD);
    await signInOnPage(laptop, web.baseUrl, email, PASSWORD);
    await revokeOthers(laptop, web.baseUrl);
    await phone.goto(`${web.baseUrl}/deck`);
    await phone.getByRole('alert').getByText(NOTICE).waitFor({ timeout: 10_000 });
    await phone.getByRole('link', { name: 'Log In' }).waitFor();
    // Signing out here on purpose is not "from another device": a fresh page says nothing.
    await phone.reload();
    await phone.getByRole('link', { name: 'Log In' }).waitFor();
    await phone.waitForTimeout(500);
    expect(await phone.getByText(NOTICE).count()).toBe(0);
  });
});
