import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, pageErrors, describeInBrowser } from '@glossa/testing';

const SHOTS = process.env.FONT_SHOTS ?? '/tmp/font-shots';

/** The web font files (woff2) the page downloaded, by font package. */
function recordFontFiles(page: Page): { kr: string[]; jp: string[] } {
  const files = { kr: [] as string[], jp: [] as string[] };
  page.on('response', (response) => {
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    if (!name.endsWith('.woff2')) return;
    if (name.startsWith('noto-sans-kr')) files.kr.push(name);
    if (name.startsWith('noto-sans-jp')) files.jp.push(name);
  });
  return files;
}

/** The families of the page's @font-face rules that finished loading. */
const loadedFamilies = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
  });

/**
 * Whether `element` looks the same once its text is shaped afresh. Chromium keeps empty boxes for text it shaped
 * before the web font files arrived, for as long as the text's font stays the same (a copy of the element draws
 * boxes too); another language tag (`ja` → `ja-x-fresh`) is another font to it, drawn with the glyphs now loaded.
 * The tag is put back.
 */
async function drawnLikeFreshText(element: Locator): Promise<boolean> {
  const shot = () => element.screenshot({ animations: 'disabled', caret: 'hide' });
  const before = await shot();
  const lang = await element.evaluate((el) => {
    const tag = el.closest('[lang]')?.getAttribute('lang') ?? '';
    el.setAttribute('lang', `${tag}-x-fresh`);
    return tag;
  });
  const after = await shot();
  await element.evaluate((el, tag) => el.setAttribute('lang', tag), lang);
  return before.equals(after);
}

/** Two animation frames: what React renders after a promise settles is on screen. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describeInBrowser('Web fonts for Korean words and Japanese glosses', { dictionaries: true }, (web) => {
  it('draws Japanese glosses with Noto Sans JP when the dictionary language is Japanese, and not before', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    const files = recordFontFiles(page);
    await page.goto(`${web.baseUrl}/dictionary`);
    await page.getByRole('searchbox', { name: 'Search the dictionary' }).waitFor({ timeout: 60_000 });
    // English glosses: the Japanese font's rules are not even fetched.
    expect(
      await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Noto Sans JP'))),
    ).toBe(false);

    await page.evaluate(() =>
      localStorage.setItem(
        'glossa.settings',
        JSON.stringify({ textLanguage: 'ko_KR', dictionaryLanguage: 'ja_JP' }),
      ),
    );
    await page.goto(`${web.baseUrl}/dictionary?q=${encodeURIComponent('학교')}`);
    const row = page.locator('.dict-row', { hasText: '학교' }).first();
    await expect.poll(() => row.locator('.dict-translations').innerText()).toContain('学校');
    expect(await row.locator('.dict-translations').getAttribute('lang')).toBe('ja');
    await row.getByRole('button', { expanded: false }).click();
    const detail = page.getByRole('region', { name: 'Word details' });
    const sense = detail.locator('.sense-translation').first();
    await expect.poll(() => sense.innerText()).toBe('学校');
    expect(await sense.getAttribute('lang')).toBe('ja');
    // Japanese text puts the Japanese font before the Korean one (whose kanji are drawn another way).
    const family = await sense.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family.indexOf('Noto Sans JP')).toBeGreaterThan(-1);
    expect(family.indexOf('Noto Sans JP')).toBeLessThan(family.indexOf('Noto Sans KR'));

    // Chromium here has no CJK font: the glyphs come from the web fonts' files, the ones these characters need
    // (each weight drawn on screen: the word in its row is bold).
    const drawn = () =>
      page.evaluate(() =>
        ['400', '700'].every(
          (weight) =>
            document.fonts.check(`${weight} 16px "Noto Sans JP"`, '学校') &&
            document.fonts.check(`${weight} 16px "Noto Sans KR"`, '학교'),
        ),
      );
    await expect.poll(drawn, { timeout: 30_000 }).toBe(true);
    expect(await loadedFamilies(page)).toEqual(expect.arrayContaining(['Noto Sans JP', 'Noto Sans KR']));
    expect(files.jp.length).toBeGreaterThan(0);
    expect(files.jp.length).toBeLessThan(20);
    expect(files.kr.length).toBeGreaterThan(0);
    await nextFrames(page);
    // Drawn with the web font's glyphs, not boxes (Chromium kept boxes for text shaped before the files came).
    expect(await drawnLikeFreshText(row.locator('.dict-translations'))).toBe(true);
    expect(await drawnLikeFreshText(row.locator('.dict-written'))).toBe(true);
    expect(await drawnLikeFreshText(sense)).toBe(true);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'korean-word-japanese-glosses.png'), fullPage: true });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 90_000);
});
