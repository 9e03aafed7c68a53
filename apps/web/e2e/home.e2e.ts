import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, ROOT, pageErrors, describeInBrowser } from '@glossa/testing';

const DEMO_FILES = { English: 'en', French: 'fr', Korean: 'ko' } as const;

function demoData(file: string): { paragraph: string; units: { surface: string; vocabulary?: string }[] } {
  const text = fs.readFileSync(path.join(ROOT, `apps/web/src/features/home/demo-data/${file}.json`), 'utf8');
  return JSON.parse(text) as { paragraph: string; units: { surface: string; vocabulary?: string }[] };
}

/** API calls a page makes, apart from the shell's own (who is signed in, CSRF cookie). */
function trackApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (/^\/api\/(health|user\/me|auth\/refresh|user\/voc)/.test(url.pathname)) return;
    calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

describeInBrowser('Home page and its live demo in Chromium', {}, (web) => {
  it('shows the demo in all three languages from local data, with word details, and no analysis call', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    const calls = trackApiCalls(page);
    await page.goto(web.baseUrl);
    const demo = page.getByRole('region', { name: 'Live demo' });
    const text = demo.getByRole('group', { name: /Demo text/ });

    for (const [name, file] of Object.entries(DEMO_FILES)) {
      await demo.getByRole('radio', { name }).check();
      const data = demoData(file);
      await text.locator('[data-unit]').first().waitFor();
      await expect.poll(() => text.innerText()).toBe(data.paragraph);
      const shown = await text.locator('[data-unit]').count();
      expect(shown, name).toBe(data.units.length);

      // A word with a headword opens its details: headword, morphemes, status bar, translations, examples.
      const index = data.units.findIndex((unit) => unit.vocabulary);
      const unit = data.units[index]!;
      await text.locator(`[data-unit="${index}"]`).click();
      const detail = demo.getByRole('region', { name: 'Word details' });
      await expect.poll(() => detail.locator('.wd-headword').innerText()).toBe(unit.vocabulary);
      expect(await detail.getByRole('heading', { name: 'Morphemes' }).isVisible()).toBe(true);
      expect(await detail.getByRole('group', { name: 'Word status' }).getByRole('button').count()).toBe(4);
      await detail.locator('.sense-toggle').first().click();
      for (const group of ['Fragments', 'Sentences', 'Conversations']) {
        await detail.getByRole('heading', { name: group }).waitFor();
      }
    }
    // Colour classes of every state appear in the Korean paragraph (statuses seeded by the data file).
    for (const kind of ['known', 'seen', 'unknown', 'undefined']) {
      expect(await text.locator(`.word.is-${kind}`).count(), kind).toBeGreaterThan(0);
    }
    expect(calls).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`explains the grammar of the demo's words from local data (${colorScheme}, 390 px and desktop screenshots)`, async () => {
      for (const viewport of [{ ...PHONE, width: 390 }, DESKTOP]) {
        const { context, page } = await web.newPage(viewport, { colorScheme });
        const calls = trackApiCalls(page);
        await page.goto(web.baseUrl);
        const demo = page.getByRole('region', { name: 'Live demo' });
        await demo.getByRole('radio', { name: 'Korean' }).check();
        const text = demo.getByRole('group', { name: /Demo text/ });
        const data = demoData('ko') as ReturnType<typeof demoData> & {
          grammar: { spans: { id: string; first: number }[] };
        };
        // 일어나서: -아서/어서 (one action, then the next).
        const span = data.grammar.spans.find((s) => s.id === 'ko.connective.aseo')!;
        await text.locator(`[data-unit="${span.first}"]`).click();
        const detail = demo.getByRole('region', { name: 'Word details' });
        await detail.getByRole('heading', { name: 'Grammar' }).waitFor();
        const construction = detail.getByRole('button', { name: /-아서\/어서/ });
        await construction.click();
        // The examples come from the demo's own data: still no call to the server.
        await detail.getByText('배가 고파서 밥을 먹었어요.').waitFor();
        await page.screenshot({ path: `/tmp/glossa-home-grammar-${viewport.width}-${colorScheme}.png` });
        await detail
          .locator('[data-grammar="ko.connective.aseo"]')
          .screenshot({ path: `/tmp/glossa-home-grammar-entry-${viewport.width}-${colorScheme}.png` });
        // The dictionary language changes the explanation's language.
        await demo.getByLabel('Dictionary language').selectOption('fr_FR');
        await expect
          .poll(() =>
            detail.locator('[data-grammar="ko.connective.aseo"] .grammar-meaning').getAttribute('lang'),
          )
          .toBe('fr');
        expect(calls).toEqual([]);
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      }
    });

  it('underlines a phrase of the demo and shows its word with "Part of" the phrase', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(web.baseUrl);
    const demo = page.getByRole('region', { name: 'Live demo' });
    await demo.getByRole('radio', { name: 'English' }).check();
    const text = demo.getByRole('group', { name: /Demo text/ });
    const data = demoData('en');
    const looked = data.units.findIndex((unit) => unit.vocabulary === 'look');
    await text.locator(`[data-unit="${looked}"]`).click();
    const detail = demo.getByRole('region', { name: 'Word details' });
    await expect.poll(() => detail.locator('.wd-headword').first().innerText()).toBe('look');
    await detail.getByText('Part of:').waitFor();
    // The heading is upper-cased by CSS.
    expect(await detail.innerText()).toMatch(/Part of: look up/i);
    expect(await text.locator('[title="Phrase: look up"]').count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });

  it('falls back to the first allowed dictionary language and clears the selected word on a text language change', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(web.baseUrl);
    const demo = page.getByRole('region', { name: 'Live demo' });
    const dictionary = demo.getByLabel('Dictionary language');
    await demo.getByRole('radio', { name: 'Korean' }).check();
    expect(await dictionary.locator('option').allInnerTexts()).toEqual([
      'English',
      'French',
      'Korean',
      'Spanish',
      'Japanese',
    ]);
    await dictionary.selectOption('ja_JP');
    await demo.locator('[data-unit]').first().click();
    await demo.locator('.wd-headword').waitFor();

    await demo.getByRole('radio', { name: 'English' }).check();
    expect(await dictionary.inputValue()).toBe('en_US');
    expect(await dictionary.locator('option').allInnerTexts()).toEqual([
      'English',
      'French',
      'Korean',
      'Spanish',
    ]);
    await demo.getByText('Click any word').waitFor();
    expect(await demo.locator('.word.is-selected').count()).toBe(0);

    // An allowed choice is kept; translations follow the dictionary language.
    await dictionary.selectOption('fr_FR');
    await demo.getByRole('radio', { name: 'French' }).check();
    expect(await dictionary.inputValue()).toBe('fr_FR');
    await demo.getByRole('radio', { name: 'English' }).check();
    const data = demoData('en');
    const friend = data.units.findIndex((unit) => unit.vocabulary === 'friend');
    await demo.locator(`[data-unit="${friend}"]`).click();
    await expect.poll(() => demo.locator('.sense-translation').first().innerText()).toMatch(/ami/);
    await context.close();
  });

  it('recolours every occurrence of a word when its status changes in the demo', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(web.baseUrl);
    const demo = page.getByRole('region', { name: 'Live demo' });
    await demo.getByRole('radio', { name: 'Korean' }).check();
    const data = demoData('ko');
    const counts = new Map<string, number[]>();
    data.units.forEach(
      (unit, i) =>
        unit.vocabulary && counts.set(unit.vocabulary, [...(counts.get(unit.vocabulary) ?? []), i]),
    );
    const [, indexes] = [...counts.entries()].find(([, list]) => list.length > 1)!;
    await demo.locator(`[data-unit="${indexes[0]}"]`).click();
    for (const [button, kind] of [
      ['Learned', 'known'],
      ['Seen', 'seen'],
      ['Unknown', 'unknown'],
      ['Ignore', 'known'],
    ] as const) {
      await demo.getByRole('group', { name: 'Word status' }).getByRole('button', { name: button }).click();
      for (const index of indexes) {
        await expect
          .poll(() => demo.locator(`[data-unit="${index}"]`).getAttribute('class'))
          .toContain(`is-${kind}`);
      }
    }
    await context.close();
  });

  it('has the feature grid, extension cards, community links, footer and Try It Now', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(web.baseUrl);
    expect(await page.locator('main h1').innerText()).toBe('Learn Languages more efficiently with Glossa!');
    expect(await page.locator('.feature-grid > li').count()).toBe(9);
    for (const type of ['anki', 'chrome']) {
      expect(await page.locator(`a[href="/extension?type=${type}"]`).count(), type).toBe(1);
    }
    // Firefox is not available yet: a card that says so, and no link.
    expect(await page.locator('a[href="/extension?type=firefox"]').count()).toBe(0);
    const firefox = page.locator('.extension-card', { hasText: 'Firefox add-on' });
    expect(await firefox.getAttribute('aria-disabled')).toBe('true');
    expect(await firefox.innerText()).toContain('Coming Soon');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const href of ['/privacy', '/support', '/changelog']) {
      expect(await footer.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.getByRole('link').allInnerTexts()).toEqual(
      expect.arrayContaining(['Twitter', 'Threads', 'Community chat']),
    );
    expect(await page.locator('.home-footer').innerText()).toContain('© 2025 Glossa');
    await page.getByRole('link', { name: 'Try It Now' }).click();
    await page.waitForURL(`${web.baseUrl}/analyze`);
    await context.close();
  });

  it('fits a phone-sized window without sideways scrolling', async () => {
    const { context, page } = await web.newPage(PHONE);
    await page.goto(web.baseUrl);
    const demo = page.getByRole('region', { name: 'Live demo' });
    await demo.locator('[data-unit]').first().click();
    await demo.locator('.wd-headword').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
