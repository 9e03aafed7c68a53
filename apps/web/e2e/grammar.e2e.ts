import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, pageErrors, signInOnPage, signUpOverHttp } from '@glossa/testing';

describeInBrowser('grammar in Chromium, through the real server', { dictionaries: true }, (web) => {
  it('Analyze: underlines the constructions, and the word detail explains the ones covering a word', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    const errors = pageErrors(page);
    await page.goto(`${web.baseUrl}/analyze`);
    await page.getByRole('textbox').first().fill('비가 와서 집에 있었어요.');
    await page.getByRole('button', { name: 'Analyze Text' }).click();
    const toggle = page.getByRole('checkbox', { name: /Underline grammar/ });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.locator('.analysed-text .word.has-grammar').count()).toBe(0);
    await toggle.check();
    // Every word here carries a construction: 비가 (이/가), 와서 (-아서/어서), 집에 (에) and 있었어요 (-았/었-
    // and -아요/어요), each named in its title.
    await expect.poll(() => page.locator('.analysed-text .word.has-grammar').count()).toBe(4);
    const came = page.locator('.analysed-text .word', { hasText: '와서' });
    expect(await came.getAttribute('title')).toBe('Grammar: -아서/어서');

    await came.click();
    const detail = page.getByRole('region', { name: 'Word details' });
    const construction = detail.getByRole('button', { name: /-아서\/어서/ });
    await construction.waitFor();
    await construction.click();
    await detail.getByText('배가 고파서 밥을 먹었어요.').waitFor();
    expect(await detail.getByRole('link', { name: 'More about -아서/어서' }).getAttribute('href')).toBe(
      '/grammar?lang=ko_KR&id=ko.connective.aseo',
    );
    // The morpheme chip of the ending leads to the construction too.
    await construction.click();
    expect(await construction.getAttribute('aria-expanded')).toBe('false');
    await detail.getByTitle('Grammar: -아서/어서').click();
    expect(await construction.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Grammar screen: catalogue by level, search in another language, a page per construction with a kept status', async () => {
    const { context, page } = await web.newPage(PHONE);
    const errors = pageErrors(page);
    await page.goto(`${web.baseUrl}/grammar?lang=ko_KR`);
    await page.getByRole('heading', { name: 'TOPIK1' }).waitFor();
    // Search in French: "envie" is in -고 싶다's French meaning only.
    await page.getByRole('searchbox', { name: 'Search grammar' }).fill('envie');
    await expect.poll(() => page.locator('.grammar-catalogue li').count()).toBe(1);
    await page.getByRole('link', { name: /-고 싶다/ }).click();
    await page.getByRole('heading', { level: 1, name: '-고 싶다' }).waitFor();
    await page.getByText('저는 한국에 가고 싶었어요.').waitFor();
    await page.getByRole('button', { name: 'Known' }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '-고 싶다' }).waitFor();
    expect(await page.getByRole('button', { name: 'Known' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: /All Korean grammar/ }).click();
    await page.locator('.grammar-badge.is-known').first().waitFor();
    // An unknown construction says so.
    await page.goto(`${web.baseUrl}/grammar?lang=ko_KR&id=ko.nothing.here`);
    await page.getByRole('heading', { name: 'Construction not found' }).waitFor();
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await context.close();
  });

  it('statuses follow the account: a guest’s go up on sign-in, and another browser of the account sees them', async () => {
    const password = 'Glossa#Grammar7';
    const email = await signUpOverHttp(web.baseUrl, `gram${Date.now().toString(36)}`, password);
    const aseo = `${web.baseUrl}/grammar?lang=ko_KR&id=ko.connective.aseo`;
    const status = (page: Page, name: string) =>
      page.getByRole('group', { name: 'Status' }).getByRole('button', { name, exact: true });

    // As a guest, the status stays in this browser.
    const { context: laptopContext, page: laptop } = await web.newPage(DESKTOP);
    const errors = pageErrors(laptop);
    await laptop.goto(aseo);
    await laptop.getByRole('heading', { level: 1, name: '-아서/어서' }).waitFor();
    await status(laptop, 'Learning').click();
    expect(await laptop.evaluate(() => localStorage.getItem('glossa.grammar.status'))).toBe(
      '{"ko.connective.aseo":"learning"}',
    );

    // Signed in, the guest's status goes up to the account and leaves the browser's guest copy.
    const merged = laptop.waitForResponse(
      (r) => r.url().endsWith('/api/user/grammar/ko.connective.aseo') && r.request().method() === 'PUT',
    );
    await signInOnPage(laptop, web.baseUrl, email, password);
    // The app shell sends it up at sign-in, before the Grammar screen is opened again.
    expect((await merged).status()).toBe(200);
    expect(new URL(laptop.url()).pathname).not.toBe('/grammar');
    await laptop.goto(aseo);
    await expect.poll(() => status(laptop, 'Learning').getAttribute('aria-pressed')).toBe('true');
    expect(await laptop.evaluate(() => localStorage.getItem('glossa.grammar.status'))).toBeNull();

    // A change while signed in is shown at once and stored on the account.
    const saved = laptop.waitForResponse(
      (r) => r.url().endsWith('/api/user/grammar/ko.connective.aseo') && r.request().method() === 'PUT',
    );
    await status(laptop, 'Known').click();
    expect(await status(laptop, 'Known').getAttribute('aria-pressed')).toBe('true');
    expect((await saved).status()).toBe(200);

    // A second, fresh browser signed in as the same learner sees it.
    const { context: phoneContext, page: phone } = await web.newPage(PHONE);
    await signInOnPage(phone, web.baseUrl, email, password);
    await phone.goto(aseo);
    await phone.getByRole('heading', { level: 1, name: '-아서/어서' }).waitFor();
    await expect.poll(() => status(phone, 'Known').getAttribute('aria-pressed')).toBe('true');
    expect(await phone.evaluate(() => localStorage.getItem('glossa.grammar.status'))).toBeNull();
    // Cleared there, it is cleared on the account.
    const cleared = phone.waitForResponse(
      (r) => r.url().endsWith('/api/user/grammar/ko.connective.aseo') && r.request().method() === 'DELETE',
    );
    await status(phone, 'Known').click();
    expect((await cleared).status()).toBe(204);
    expect((await (await phone.request.get(`${web.baseUrl}/api/user/grammar`)).json()).items).toEqual([]);
    expect(errors).toEqual([]);
    await phoneContext.close();
    await laptopContext.close();
  });
});
