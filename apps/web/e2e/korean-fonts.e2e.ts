import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInWithDeck, DESKTOP, pageErrors, describeInBrowser } from '@glossa/testing';

/**
 * Korean on every screen, whatever the first screen is: on a fresh load of each route the Korean web font's
 * faces are in `document.fonts`, and Korean text (a deck named "Debian 한국어", put in the page before the app
 * renders, and the app's own Korean) is drawn with glyphs, not empty boxes, in a Chromium without CJK fonts.
 * Screenshots in /tmp/korean-font-shots.
 */

const SHOTS = process.env.KOREAN_FONT_SHOTS ?? '/tmp/korean-font-shots';
const PHONE_390 = { width: 390, height: 844 };
const DECK_NAME = 'Debian 한국어';
const FAST_HASHING = { env: { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' } };

/** Whether this machine has a Korean system font (the checks below mean something only without one). */
function systemKoreanFonts(): string {
  try {
    return execFileSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

const shot = (element: Locator) => element.screenshot({ animations: 'disabled', caret: 'hide' });

/**
 * Whether `element` is drawn with glyphs: the same as when its text is shaped afresh (another language tag is
 * another font to Chromium: boxes it kept for text shaped before the font's files came would show as a
 * difference), and not the same as with no web font at all (the boxes of a machine without a Korean font).
 */
async function drawnWithGlyphs(element: Locator): Promise<boolean> {
  const before = await shot(element);
  const restore = await element.evaluate((el) => {
    const tag = el.closest('[lang]')?.getAttribute('lang') ?? '';
    el.setAttribute('lang', `${tag}-x-fresh`);
    return tag;
  });
  const fresh = await shot(element);
  await element.evaluate((el, tag) => el.setAttribute('lang', tag), restore);
  const family = await element.evaluate((el) => {
    const old = (el as HTMLElement).style.fontFamily;
    (el as HTMLElement).style.fontFamily = 'glossa-no-such-font, system-ui';
    return old;
  });
  const boxes = await shot(element);
  await element.evaluate((el, old) => ((el as HTMLElement).style.fontFamily = old), family);
  const drawn = before.equals(fresh) && !fresh.equals(boxes);
  if (!drawn && process.env.KOREAN_FONT_DEBUG) {
    const stamp = Date.now().toString(36);
    for (const [name, png] of Object.entries({ before, fresh, boxes }))
      fs.writeFileSync(path.join(SHOTS, `debug-${stamp}-${name}.png`), png);
  }
  return drawn;
}

/** The Noto Sans KR faces in the page and how many of them are loaded. */
const koreanFaces = (page: Page) =>
  page.evaluate(() => {
    const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans KR');
    return { all: faces.length, loaded: faces.filter((f) => f.status === 'loaded').length };
  });

/**
 * Waits until the page has the Korean font's files for `element`'s text in its weight (the page asks for them
 * itself, as it draws the text), and two frames more.
 */
async function koreanGlyphsIn(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((el) =>
          document.fonts.check(
            `${getComputedStyle(el).fontWeight} 16px "Noto Sans KR"`,
            el.textContent ?? '',
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await element.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** A paragraph with the deck's name, in the page before the app renders (the hardest case: shaped first). */
const PROBE_SCRIPT = `document.addEventListener('DOMContentLoaded', () => {
  const p = document.createElement('p');
  p.id = 'korean-probe';
  p.textContent = ${JSON.stringify(DECK_NAME)};
  p.style.cssText = 'position:fixed;right:8px;bottom:8px;margin:0;z-index:99999;font-size:20px;background:#fff;color:#000';
  document.body.append(p);
});`;

describeInBrowser('Korean web font on every screen', FAST_HASHING, (web) => {
  it('the machine has no Korean system font (what these checks are about)', () => {
    expect(systemKoreanFonts()).toBe('');
  });

  it('registers the Noto Sans KR faces and draws a Korean deck name on a fresh load of every screen', async () => {
    const setUp = await web.newPage(DESKTOP);
    await setUp.page.goto(`${web.baseUrl}/`);
    const { deckId } = await signedInWithDeck(setUp.page, 'fonts', DECK_NAME, [
      ['학교', 'school', '학교에 가요.'],
    ]);
    const cookies = await setUp.context.cookies();
    await setUp.context.close();
    fs.mkdirSync(SHOTS, { recursive: true });

    const routes: { path: string; signedIn: boolean }[] = [
      { path: '/deck', signedIn: true },
      { path: `/deck/review?deck=${deckId}`, signedIn: true },
      { path: '/reader', signedIn: true },
      { path: '/changelog', signedIn: true },
      { path: '/login', signedIn: false },
      { path: '/signup', signedIn: false },
    ];
    for (const route of routes) {
      const { context, page } = await web.newPage(DESKTOP);
      if (route.signedIn) await context.addCookies(cookies);
      await page.addInitScript(PROBE_SCRIPT);
      await page.goto(`${web.baseUrl}${route.path}`);
      const probe = page.locator('#korean-probe');
      await probe.waitFor();
      await expect
        .poll(async () => (await koreanFaces(page)).all, { timeout: 15_000, message: route.path })
        .toBeGreaterThan(0);
      await koreanGlyphsIn(probe);
      expect((await koreanFaces(page)).loaded, route.path).toBeGreaterThan(0);
      expect(await drawnWithGlyphs(probe), `${route.path}: the deck name is drawn`).toBe(true);

      if (route.path === '/deck') {
        const title = page.locator('.deck-name-button');
        await expect.poll(() => title.innerText()).toBe(DECK_NAME);
        await koreanGlyphsIn(title);
        expect(await drawnWithGlyphs(title), 'deck title').toBe(true);
        const card = page.locator('.deck-card-written').first();
        await koreanGlyphsIn(card);
        expect(await drawnWithGlyphs(card), 'card').toBe(true);
        await title.click();
        const choice = page.locator('.deck-choice-name', { hasText: DECK_NAME });
        await choice.waitFor();
        await koreanGlyphsIn(choice);
        expect(await drawnWithGlyphs(choice), 'deck list').toBe(true);
      }
      if (route.path.startsWith('/deck/review')) {
        const written = page.locator('.review-written');
        await expect.poll(() => written.innerText()).toBe('학교');
        await koreanGlyphsIn(written);
        expect(await drawnWithGlyphs(written), 'review card').toBe(true);
      }
      const name = route.path.split('?')[0]!.slice(1).replace(/\//g, '-');
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('draws the bold preview word of /extension?type=chrome', async () => {
    for (const [viewport, scheme] of [
      [DESKTOP, 'light'],
      [PHONE_390, 'dark'],
    ] as const) {
      const { context, page } = await web.newPage(viewport, { colorScheme: scheme });
      await page.goto(`${web.baseUrl}/extension?type=chrome`);
      const bold = page.locator('strong', { hasText: '만나다' }).first();
      await bold.waitFor();
      expect(await bold.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
      await koreanGlyphsIn(bold);
      await bold.scrollIntoViewIfNeeded();
      expect(await drawnWithGlyphs(bold)).toBe(true);
      await page.screenshot({
        path: path.join(SHOTS, `extension-chrome-${viewport.width}-${scheme}.png`),
        fullPage: true,
      });
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
  }, 90_000);

  it('takes the Deck screen with a Korean deck name at 390 px and desktop, light and dark', async () => {
    const setUp = await web.newPage(DESKTOP);
    await setUp.page.goto(`${web.baseUrl}/`);
    await signedInWithDeck(setUp.page, 'shots', DECK_NAME, [
      ['만나다', 'to meet', '친구를 만나요.'],
      ['학교', 'school', '학교에 가요.'],
    ]);
    const cookies = await setUp.context.cookies();
    await setUp.context.close();
    for (const viewport of [PHONE_390, DESKTOP]) {
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await web.newPage(viewport, { colorScheme: scheme });
        await context.addCookies(cookies);
        await page.goto(`${web.baseUrl}/deck`);
        const title = page.locator('.deck-name-button');
        await expect.poll(() => title.innerText()).toBe(DECK_NAME);
        await koreanGlyphsIn(title);
        expect(await drawnWithGlyphs(title)).toBe(true);
        await page.screenshot({ path: path.join(SHOTS, `deck-${viewport.width}-${scheme}.png`) });
        await context.close();
      }
    }
  }, 120_000);
});
