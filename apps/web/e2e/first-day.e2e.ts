// What a learner hit on the first day (issue: first-day fixes), each as a browser test on the built app.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { analyseOnPage, pageErrors, describeInBrowser } from '@glossa/testing';

const ENGLISH = "She'd been looking for her keys all morning. Then she gave up and went to the store.";

/** Every element of `root` that can be seen lies within the viewport's width. */
async function outsideViewport(page: Page, root: Locator): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  return root.evaluate((element, viewportWidth) => {
    const out: string[] = [];
    for (const node of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Inside a scroll container that is itself within the viewport, content may scroll sideways.
      if (node.closest('.tabs') && node !== node.closest('.tabs')) continue;
      if (box.left < -0.5 || box.right > viewportWidth + 0.5)
        out.push(
          `${node.tagName.toLowerCase()}.${node.className} ${Math.round(box.left)}-${Math.round(box.right)}`,
        );
    }
    return out.slice(0, 5);
  }, width);
}

describeInBrowser('first-day fixes in Chromium', { dictionaries: true }, (web) => {
  it.each([320, 390])('keeps every tab of the Settings dialog on a %i px phone', async (width) => {
    const { context, page } = await web.newPage({ width, height: 740 });
    await page.goto(`${web.baseUrl}/analyze`);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    for (const tab of await dialog.getByRole('tab').all()) {
      await tab.click();
      expect(await outsideViewport(page, dialog), await tab.innerText()).toEqual([]);
    }
    await dialog.getByRole('button', { name: /close/i }).first().click();
    // The word sheet is a dialog too.
    const analysed = await analyseOnPage(page, ENGLISH, 'en_US');
    await analysed.getByRole('button', { name: /^looking, / }).click();
    const sheet = page.getByRole('region', { name: 'Word details' });
    await sheet.waitFor();
    expect(await outsideViewport(page, sheet)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('lays the vocabulary table out for a phone: nothing clipped, no sideways scrolling', async () => {
    const { context, page } = await web.newPage({ width: 390, height: 740 });
    await page.goto(`${web.baseUrl}/analyze`);
    await analyseOnPage(page, ENGLISH, 'en_US');
    const table = page.locator('.vocab-table');
    await table.waitFor();
    const scroll = await page.locator('.analyze-vocabulary .table-scroll').evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    expect(await outsideViewport(page, table)).toEqual([]);
    // The translations are under the word, and a pill shows its whole status.
    await page.locator('.vocab-toggle').first().click();
    expect(await outsideViewport(page, table)).toEqual([]);
    expect(await page.locator('.status-pill').first().innerText()).toMatch(
      /^(To learn|Seen|Learned|Ignored)$/,
    );
    await context.close();
  });

  it('moves the focus to the analysed text after Analyze', async () => {
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/analyze`);
    await analyseOnPage(page, ENGLISH, 'en_US');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Analysed text');
    // From there the keyboard reaches the words.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('word'))).toBe(true);
    await context.close();
  });

  it('says so on the speaker when no voice can say the word', async () => {
    const { context, page } = await web.newPage();
    // No server speech and a browser without voices: the situation of many learners' machines.
    await page.route('**/api/speech', (route) =>
      route.fulfill({ json: { available: false, languages: [] } }),
    );
    await page.addInitScript(() => {
      Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [] });
    });
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, '친구가 학교에 갔어요.', 'ko_KR');
    await analysed.getByRole('button', { name: /^학교에, / }).click();
    await page.getByRole('button', { name: 'Play pronunciation of 학교' }).click();
    await page.getByRole('status').filter({ hasText: 'No pronunciation available' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'No pronunciation' }).innerText()).toContain(
      'no Korean voice',
    );
    await context.close();
  });

  it('keeps the analysed text over a sign-up, and asks about the guest words in the app', async () => {
    const { context, page } = await web.newPage({ width: 390, height: 740 });
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected native dialog: ${dialog.message()}`);
    });
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, ENGLISH, 'en_US');
    // Mark four words as a guest (keys 2 = Seen, 3 = Learned).
    for (const [surface, key] of [
      ['keys', '2'],
      ['morning', '3'],
      ['store', '2'],
      ['gave', '3'],
    ] as const) {
      await analysed.getByRole('button', { name: new RegExp(`^${surface}, `) }).click();
      await page.keyboard.press('Escape');
      await analysed.getByRole('button', { name: new RegExp(`^${surface}, `) }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press(key);
    }
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('link', { name: 'Sign up' }).click();
    const stamp = Date.now().toString(36);
    await page.getByLabel('Username').fill(`firstday${stamp}`);
    await page.getByLabel('Email').fill(`firstday.${stamp}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Correct#Horse9');
    await page.getByLabel('Confirm Password').fill('Correct#Horse9');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${web.baseUrl}/analyze`);
    // Back where the learner was: the text and its analysis.
    await expect.poll(() => page.getByRole('group', { name: 'Analysed text' }).innerText()).toBe(ENGLISH);
    const question = page.getByRole('dialog', { name: 'Add your words to your account?' });
    await question.getByText('You marked 4 words in this browser before signing in.').waitFor();
    expect(await outsideViewport(page, question)).toEqual([]);
    // Not now: the Vocabulary screen asks again, and adds them.
    await question.getByRole('button', { name: 'Not now' }).click();
    await page.goto(`${web.baseUrl}/vocabulary`);
    const banner = page.getByRole('region', { name: 'Words from before you signed in' });
    await banner.getByRole('button', { name: 'Add them' }).click();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const answer = await fetch('/api/user/voc');
          return ((await answer.json()) as Array<{ written: string }>).map((item) => item.written).sort();
        }),
      )
      .toEqual(['give', 'key', 'morning', 'store']);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('marks every word still unknown as known in one action, and undoes it', async () => {
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, 'The cat sat on the mat.', 'en_US');
    const unknown = analysed.locator('.word.is-unknown');
    const before = await unknown.count();
    expect(before).toBeGreaterThan(2);
    await page.getByRole('button', { name: /^Mark the rest as known/ }).click();
    await expect.poll(() => unknown.count()).toBe(0);
    // The message uses the button's word: known, not "learned".
    const done = page.getByRole('status').filter({ hasText: /^Marked \d+ words as known\./ });
    await done.waitFor();
    expect(await done.innerText()).not.toMatch(/learned/i);
    await done.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => unknown.count()).toBe(before);
    await context.close();
  });

  it('shows each vocabulary word with its first translation, one language at a time', async () => {
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/analyze`);
    const korean = await analyseOnPage(page, '친구가 학교에 갔어요.', 'ko_KR');
    await korean.getByRole('button', { name: /^학교에, / }).click();
    await page.keyboard.press('2');
    const english = await analyseOnPage(page, 'The store was closed.', 'en_US');
    await english.getByRole('button', { name: /^store, / }).click();
    await page.keyboard.press('3');
    await page.goto(`${web.baseUrl}/vocabulary`);
    // The Settings language (English, the last one analysed) first, then Korean from the filter.
    const row = (word: string) =>
      page.locator('.voc-table tr', { has: page.locator('.voc-word', { hasText: word }) });
    await expect.poll(() => row('store').locator('.voc-translation').innerText()).not.toBe('');
    await page.getByLabel('Language of the words').selectOption('ko_KR');
    await expect.poll(() => row('학교').locator('.voc-translation').innerText()).toBe('school');
    expect(await page.locator('.voc-table .voc-word').allInnerTexts()).toEqual(['학교']);
    await context.close();
  });

  it('shows the Firefox card as not available, and it is no link', async () => {
    const { context, page } = await web.newPage();
    await page.goto(`${web.baseUrl}/`);
    const card = page.locator('.extension-card', { hasText: 'Firefox add-on' });
    await card.waitFor();
    expect(await card.evaluate((el) => el.tagName)).toBe('DIV');
    expect(await card.getAttribute('aria-disabled')).toBe('true');
    await card.click();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('link', { name: /Firefox/ }).count()).toBe(0);
    await context.close();
  });
});
