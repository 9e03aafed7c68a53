import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signInOnPage, signUpOverHttp } from '@glossa/testing';

const PASSWORD = 'Glossa#Settings7';

async function openLanguageTab(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Language' }).click();
  return dialog;
}

describeInBrowser('settings that follow the account', {}, (web) => {
  it('a change on one device reaches another device of the account, and the Home demo at once', async () => {
    const email = await signUpOverHttp(web.baseUrl, `sets${Date.now().toString(36)}`, PASSWORD);
    const { page: laptop } = await web.newPage();
    const { page: phone } = await web.newPage();
    await signInOnPage(laptop, web.baseUrl, email, PASSWORD);
    await signInOnPage(phone, web.baseUrl, email, PASSWORD);

    // On the laptop's Home page, Settings changes the dictionary language: the demo's picker follows at once.
    await laptop.goto(web.baseUrl);
    const demoPicker = laptop.getByRole('region', { name: 'Live demo' }).getByLabel('Dictionary language');
    expect(await demoPicker.inputValue()).toBe('en_US');
    const settings = await openLanguageTab(laptop);
    const saved = laptop.waitForResponse(
      (response) => response.url().endsWith('/api/user/settings') && response.request().method() === 'PUT',
    );
    await settings.getByLabel('Dictionary language').selectOption('fr_FR');
    expect((await saved).status()).toBe(200);
    await settings.getByRole('button', { name: 'Close' }).click();
    expect(await demoPicker.inputValue()).toBe('fr_FR');

    // The phone, opened again, takes the account's newer settings.
    await phone.goto(`${web.baseUrl}/analyze`);
    const phoneSettings = await openLanguageTab(phone);
    await expect.poll(() => phoneSettings.getByLabel('Dictionary language').inputValue()).toBe('fr_FR');
    // A change on the phone goes back the other way.
    await phoneSettings.getByLabel('Text language').selectOption('en_US');
    await expect
      .poll(async () => (await phone.request.get(`${web.baseUrl}/api/user/settings`)).json())
      .toMatchObject({ settings: { textLanguage: 'en_US', dictionaryLanguage: 'fr_FR' } });
    await laptop.reload();
    const again = await openLanguageTab(laptop);
    await expect.poll(() => again.getByLabel('Text language').inputValue()).toBe('en_US');
    expect(await again.getByLabel('Dictionary language').inputValue()).toBe('fr_FR');
  });

  it('keeps a guest’s settings in the browser and calls no settings endpoint', async () => {
    const { page } = await web.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/user/settings')) calls.push(request.url());
    });
    await page.goto(`${web.baseUrl}/analyze`);
    const settings = await openLanguageTab(page);
    await settings.getByLabel('Dictionary language').selectOption('ko_KR');
    await page.reload();
    const again = await openLanguageTab(page);
    expect(await again.getByLabel('Dictionary language').inputValue()).toBe('ko_KR');
    expect(calls).toEqual([]);
  });
});
