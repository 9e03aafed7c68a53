import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { ROOT, pageErrors, describeInBrowser } from '@glossa/testing';

const IDP_CLI = path.join(ROOT, 'apps/server/src/features/auth/testing/local-idp.cli.ts');
const PASSWORD = 'Glossa#Reader7';

interface Idp {
  url: string;
  clientId: string;
  stop(): Promise<void>;
}

/** The local identity provider in its own process (it lives in the server's test code). */
async function startIdp(): Promise<Idp> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', IDP_CLI, 'glossa-e2e-client'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`identity provider exited with ${code}`)));
  });
  const { url, clientId } = JSON.parse(first) as { url: string; clientId: string };
  return {
    url,
    clientId,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account:/ }).click();
}

/** The server signs in with Google through the local identity provider, started first. */
let idp: Idp | undefined;
async function withLocalIdp(): Promise<Record<string, string>> {
  idp = await startIdp();
  return {
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_AUTH_URL: `${idp.url}/authorize`,
    GOOGLE_JWKS_URL: `${idp.url}/jwks`,
    GOOGLE_ISSUERS: idp.url,
  };
}

describeInBrowser('accounts in Chromium', { env: withLocalIdp }, (web) => {
  afterAll(async () => {
    await idp?.stop();
  });

  it('signs up, out, in (wrong then right password), revokes a second device, edits and deletes', async () => {
    const stamp = Date.now().toString(36);
    const username = `reader${stamp}`;
    const email = `reader.${stamp}@example.com`;
    const { context: first, page } = await web.newPage();

    // Sign up, arriving from /vocabulary: that is the return target.
    await page.goto(`${web.baseUrl}/vocabulary`);
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    expect(await page.getByText('Choose your username, email & password.').isVisible()).toBe(true);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').focus();
    for (const rule of [
      'At least 8 characters',
      'One uppercase letter',
      'One digit',
      'One special character (e.g. !@#$%)',
    ]) {
      await page.getByText(rule, { exact: true }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
    await page.getByLabel('Username').focus();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    expect(await page.getByText('One uppercase letter').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${web.baseUrl}/vocabulary`);
    await openUserMenu(page);
    await page.getByRole('menu').getByText(username).waitFor();

    // Sign out from the avatar menu.
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${web.baseUrl}/`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();

    // Sign in: wrong password, then the right one.
    await page.goto(`${web.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email/username or password.').waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: /^Account:/ }).waitFor();

    // A second browser signs in as the same user.
    const { context: second, page: other } = await web.newPage();
    await other.goto(`${web.baseUrl}/login`);
    await other.getByLabel('Email').fill(username);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await other.getByRole('button', { name: /^Account:/ }).waitFor();

    // The first lists both sessions on /login and revokes the other one.
    await page.goto(`${web.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Active sessions' }).waitFor();
    const sessions = page.getByTestId('session');
    await expect.poll(() => sessions.count()).toBe(2);
    await sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => sessions.count()).toBe(1);

    // The second is signed out on its next request.
    await other.reload();
    await other.getByRole('link', { name: 'Log In' }).waitFor();
    await other.goto(`${web.baseUrl}/login`);
    await other.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await second.close();

    // Settings > Profile: edit the username, then delete the account.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Username').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Username cannot be empty.').waitFor();
    await dialog.getByLabel('Username').fill(`  ${username}2  `);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('profile-username').getByText(`${username}2`, { exact: true }).waitFor();
    // An in-app dialog says what goes and asks for the password; a wrong one is refused and nothing goes.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete account' });
    await confirm.getByText('Are you sure you want to delete your account?').waitFor();
    expect(await confirm.innerText()).toContain('vocabulary, decks, cards and review history');
    expect(await confirm.getByRole('button', { name: 'Delete Account' }).isDisabled()).toBe(true);
    await confirm.getByLabel('Password').fill('Wrong#Password1');
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await confirm.getByRole('alert').getByText('The password is not right.').waitFor();
    await confirm.getByLabel('Password').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${web.baseUrl}/`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    await page.goto(`${web.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email/username or password.').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await first.close();
  });

  it('signs in with Google through the local identity provider', async () => {
    const stamp = Date.now().toString(36);
    const identity = {
      sub: `g-${stamp}`,
      email: `g.${stamp}@example.com`,
      email_verified: true,
      name: `Gina ${stamp}`,
    };
    await fetch(`${idp!.url}/next-identity`, { method: 'PUT', body: JSON.stringify(identity) });
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/deck`);
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${web.baseUrl}/deck`);
    await openUserMenu(page);
    await page.getByRole('menu').getByText(identity.name).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('explains that Apple is not set up here', async () => {
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with Apple' }).click();
    await page.getByText('Apple sign-in is not set up on this server.').waitFor();
    await context.close();
  });
});
