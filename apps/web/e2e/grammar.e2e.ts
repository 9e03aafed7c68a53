import { expect, it } from 'vitest';
import { DESKTOP, PHONE, pageErrors, describeInBrowser } from '@glossa/testing';

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
});
