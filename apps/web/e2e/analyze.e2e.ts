import { spawnSync } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, analyseOnPage, pageErrors, describeInBrowser } from '@glossa/testing';

/** The server speaks with Debian's espeak-ng (npm test installs it); without it that test is skipped. */
const noSpeech = spawnSync('espeak-ng', ['--version']).status !== 0;
if (noSpeech) console.warn('[e2e] server pronunciation test skipped: espeak-ng is not installed');

const PHONE_390 = { width: 390, height: 844 };

const KOREAN = '친구가 학교에 갔어요. 나는 학교 앞 식당에서 Glossa로 밥을 먹었어요.';
const ENGLISH = 'This morning I looked up a lot of new words with my friend.';
const FRENCH = "Ce matin, je suis allée à l'université avec mon amie.";
/** A news-style paragraph written for this test: the words of the issue (경제, 정부, 정책, 발표하다, 새롭다, 호텔). */
const NEWS =
  '정부는 오늘 새로운 경제 정책을 발표했습니다. 이번 정책은 호텔과 식당처럼 관광객이 많이 찾는 업계를 ' +
  '지원하고, 지역 경제를 살리는 데 목표가 있습니다.';

/** A word of the analysed text by its surface (its accessible name is "surface, status"). */
function word(analysed: Locator, surface: string): Locator {
  return analysed.getByRole('button', { name: new RegExp(`^${surface}, `) });
}

async function classOf(locator: Locator): Promise<string> {
  return (await locator.getAttribute('class')) ?? '';
}

async function openGeneralSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'General' }).click();
  return dialog;
}

describeInBrowser('Analyze screen in Chromium, through the real server', { dictionaries: true }, (web) => {
  it('analyses Korean, English and French text end to end, with word details from the server', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const cases = [
      { text: KOREAN, lang: 'ko_KR', surface: '갔어요', headword: '가다', tag: 'Pre-final ending' },
      { text: ENGLISH, lang: 'en_US', surface: 'looked', headword: 'look', tag: 'Verb' },
      { text: FRENCH, lang: 'fr_FR', surface: 'allée', headword: 'aller', tag: 'Verb' },
    ] as const;
    for (const { text, lang, surface, headword, tag } of cases) {
      const analysed = await analyseOnPage(page, text, lang);
      await word(analysed, surface).click();
      const detail = page.getByRole('region', { name: 'Word details' });
      await expect.poll(() => detail.locator('.wd-headword').innerText()).toBe(headword);
      expect(await detail.locator('.morph-tag').allInnerTexts(), lang).toContain(tag);
      if (lang === 'en_US') {
        // "looked up" is a phrase over two words: the word is "look", and the detail says what it is part of.
        await detail.getByRole('heading', { name: 'Part of: look up' }).waitFor();
        expect(await analysed.locator('.phrase').first().innerText()).toBe('looked up');
        expect(await word(analysed, 'up').count()).toBe(1);
      }
      await detail.locator('.sense-toggle').first().click();
      // Examples come from GET /api/senses/{id}/examples.
      // Only the groups that hold examples are shown, never a "No ... example found." (that is the Home demo's).
      await detail.locator('.example-groups h4').first().waitFor();
      expect(await detail.getByText(/example found\./).count()).toBe(0);
      // The definition is under the translation, or is the sense's label when there is no translation
      // (English explained in English).
      const opened = detail.locator('.sense.is-open');
      const definition = (await opened.locator('.sense-definition').count())
        ? opened.locator('.sense-definition')
        : opened.locator('.sense-translation');
      expect(await definition.innerText()).not.toBe('');
      // The vocabulary list holds the headword with its translations.
      const list = page.getByRole('region', { name: /Vocabulary/ });
      const row = list.getByRole('button', { name: new RegExp(`^${headword}`) });
      await row.click();
      expect(await row.getAttribute('aria-expanded')).toBe('true');
    }
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('explains every word of a Korean news paragraph with an English translation from the core dictionary', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, NEWS, 'ko_KR');
    const unitNodes = analysed.locator('[data-unit]');
    const units = await unitNodes.evaluateAll((nodes) =>
      nodes.map((node) => ({ index: node.getAttribute('data-unit') ?? '', surface: node.textContent ?? '' })),
    );
    const hangul = units.filter(({ surface }) => /[가-힣]/.test(surface));
    // Every Hangul word of the paragraph is a word of its own (nothing swallowed, nothing left as text).
    expect(hangul.length).toBeGreaterThanOrEqual(15);
    const detail = page.getByRole('region', { name: 'Word details' });
    const untranslated: string[] = [];
    for (const { index, surface } of hangul) {
      const unit = analysed.locator(`[data-unit="${index}"]`);
      await unit.click();
      await expect.poll(() => unit.getAttribute('aria-pressed')).toBe('true');
      const first = detail.locator('.sense-translation').first();
      const translated =
        (await first.count()) === 1 &&
        (await first.getAttribute('lang')) === 'en' &&
        (await first.innerText()).trim() !== '' &&
        (await detail.locator('.wd-note').count()) === 0;
      if (!translated) untranslated.push(surface);
    }
    expect(untranslated).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it.skipIf(noSpeech)('pronounces a word without a recording with the server’s voice', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    await word(analysed, '갔어요').click();
    const spoken = page.waitForResponse((response) => response.url().includes('/api/speech/ko?'));
    await page.getByRole('button', { name: 'Play pronunciation of 가다' }).click();
    const response = await spoken;
    expect(decodeURIComponent(response.url())).toContain('text=가다');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/wav');
    expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('colours the four states in box, underline and zen, with only-unknown on and off, and colouring off', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    const status = page.getByRole('group', { name: 'Word status' });
    await word(analysed, '친구가').click();
    await status.getByRole('button', { name: 'Learned' }).click();
    await word(analysed, '갔어요').click();
    await status.getByRole('button', { name: 'Seen' }).click();
    const words = {
      known: word(analysed, '친구가'),
      seen: word(analysed, '갔어요'),
      unknown: word(analysed, '학교에'),
      undefined: analysed.locator('[data-familiarity="undefined"]').first(),
    };
    await word(analysed, '갔어요').click(); // deselect, so the selected look does not hide the colour

    for (const style of ['box', 'underline', 'zen'] as const) {
      const dialog = await openGeneralSettings(page);
      await dialog.getByLabel('Annotation style').selectOption(style);
      await page.keyboard.press('Escape');
      expect(await classOf(analysed)).toContain(`style-${style}`);
      for (const [kind, locator] of Object.entries(words)) {
        expect(await classOf(locator), `${style} ${kind}`).toContain(`is-${kind}`);
        const styled = await locator.evaluate((element, name) => {
          const s = getComputedStyle(element);
          if (name === 'box') return s.boxShadow !== 'none';
          if (name === 'underline') return s.textDecorationLine.includes('underline');
          return s.backgroundColor !== 'rgba(0, 0, 0, 0)';
        }, style);
        expect(styled, `${style} ${kind} is drawn`).toBe(true);
      }
    }

    let dialog = await openGeneralSettings(page);
    await dialog.getByLabel('Colour only unknown words').check();
    await page.keyboard.press('Escape');
    expect(await classOf(words.unknown)).toContain('is-unknown');
    for (const kind of ['known', 'seen', 'undefined'] as const) {
      expect(await classOf(words[kind]), kind).not.toMatch(/is-(known|seen|unknown|undefined)/);
    }
    dialog = await openGeneralSettings(page);
    await dialog.getByLabel('Colour only unknown words').uncheck();
    await page.keyboard.press('Escape');
    expect(await classOf(words.known)).toContain('is-known');

    await page.getByRole('switch', { name: 'Coloring' }).uncheck();
    expect(await analysed.locator('.is-known, .is-seen, .is-unknown, .is-undefined').count()).toBe(0);
    // Colour is never the only cue: the status stays in the accessible name.
    expect(await words.known.getAttribute('aria-label')).toBe('친구가, known');
    await page.getByRole('switch', { name: 'Coloring' }).check();
    expect(await classOf(words.seen)).toContain('is-seen');
    await context.close();
  });

  it('selects one word at a time and reports selection and deselection as word-selected events', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    await page.evaluate(() => {
      const seen: (string | null)[] = [];
      (window as unknown as { selections: (string | null)[] }).selections = seen;
      document.addEventListener('word-selected', (event) => {
        const detail = (event as CustomEvent<{ surface: string } | null>).detail;
        seen.push(detail ? detail.surface : null);
      });
    });
    await word(analysed, '친구가').click();
    await word(analysed, '식당에서').click();
    expect(await analysed.locator('[aria-pressed="true"]').count()).toBe(1);
    expect(await word(analysed, '식당에서').getAttribute('aria-pressed')).toBe('true');
    await word(analysed, '식당에서').click();
    expect(await analysed.locator('[aria-pressed="true"]').count()).toBe(0);
    await page.getByText('Select a word to see its details.').waitFor();
    const events = await page.evaluate(
      () => (window as unknown as { selections: (string | null)[] }).selections,
    );
    expect(events).toEqual(['친구가', '식당에서', null]);
    await context.close();
  });

  it('recolours every occurrence when a status changes, and the vocabulary list follows', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    const school = analysed.locator('[data-unit]').filter({ hasText: /^학교/ });
    expect(await school.count()).toBe(2);
    await school.first().click();
    const status = page.getByRole('group', { name: 'Word status' });
    for (const [button, kind, label] of [
      ['Learned', 'known', 'Learned'],
      ['Seen', 'seen', 'Seen'],
      ['Ignore', 'known', 'Ignored'],
      ['Unknown', 'unknown', 'To learn'],
    ] as const) {
      await status.getByRole('button', { name: button }).click();
      expect(await status.getByRole('button', { name: button }).getAttribute('aria-pressed')).toBe('true');
      for (const i of [0, 1]) expect(await classOf(school.nth(i)), `${button} ${i}`).toContain(`is-${kind}`);
      const row = page
        .getByRole('region', { name: /Vocabulary/ })
        .locator('tr', { hasText: '학교' })
        .first();
      expect(await row.locator('.status-pill').innerText()).toBe(label);
    }
    await context.close();
  });

  it('says how much of the text is known, per headword, and recounts when a status changes', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    const line = page.getByTestId('text-coverage');
    const counts = async () => {
      const text = await line.innerText();
      const match = /^You know (\d+)% of the words here \((\d+) of (\d+) words?; (\d+) new\)$/.exec(
        text.trim(),
      );
      if (!match) throw new Error(`coverage line: ${text}`);
      const [percent, known, total, fresh] = match.slice(1).map(Number) as [number, number, number, number];
      return { percent, known, total, fresh };
    };
    // Nothing marked yet: every headword is new. 학교 occurs twice but is one headword; Glossa (Latin
    // letters in Korean text) is a foreign word and not counted.
    const start = await counts();
    const headwords = await analysed
      .locator('[data-unit]')
      .evaluateAll((units) => units.map((unit) => unit.textContent ?? ''));
    expect(headwords.filter((surface) => surface.startsWith('학교'))).toHaveLength(2);
    expect(start).toMatchObject({ percent: 0, known: 0 });
    expect(start.fresh).toBe(start.total);
    expect(start.total).toBeLessThan(headwords.length);

    await word(analysed, '학교에').click();
    const status = page.getByRole('group', { name: 'Word status' });
    await status.getByRole('button', { name: 'Learned' }).click();
    await expect.poll(counts).toEqual({
      percent: Math.floor(100 / start.total),
      known: 1,
      total: start.total,
      fresh: start.total - 1,
    });
    // Seen: counted, neither known nor new. Ignored: left out of the count.
    await status.getByRole('button', { name: 'Seen' }).click();
    await expect.poll(counts).toEqual({ percent: 0, known: 0, total: start.total, fresh: start.total - 1 });
    await status.getByRole('button', { name: 'Ignore' }).click();
    await expect
      .poll(counts)
      .toEqual({ percent: 0, known: 0, total: start.total - 1, fresh: start.total - 1 });
    // "Mark the rest as known" makes it all known.
    await page.getByRole('button', { name: /^Mark the rest as known/ }).click();
    await expect
      .poll(counts)
      .toEqual({ percent: 100, known: start.total - 1, total: start.total - 1, fresh: 0 });
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`shows the coverage line at 390 px and on a desktop (${colorScheme}, screenshots)`, async () => {
      for (const viewport of [PHONE_390, DESKTOP]) {
        const { context, page } = await web.newPage(viewport, { colorScheme });
        await page.goto(`${web.baseUrl}/analyze`);
        const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
        await word(analysed, '친구가').click();
        await page
          .getByRole('group', { name: 'Word status' })
          .getByRole('button', { name: 'Learned' })
          .click();
        if (viewport === PHONE_390) await page.getByRole('button', { name: 'Close word details' }).click();
        const line = page.getByTestId('text-coverage');
        await expect
          .poll(() => line.innerText())
          .toMatch(/^You know \d+% of the words here \(1 of \d+ words; \d+ new\)/);
        const box = (await line.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await page.evaluate(() => document.fonts.ready);
        await page
          .locator('.analyze-text')
          .screenshot({ path: `/tmp/glossa-coverage-analyze-${viewport.width}-${colorScheme}.png` });
        await context.close();
      }
    });

  it('blocks empty text and text over 1000 characters, with a red count/1000 counter', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const editor = page.getByLabel('Text to analyze');
    const button = page.getByRole('button', { name: 'Analyze Text' });
    const counter = page.locator('#analyze-counter');
    await editor.fill('');
    expect(await button.isDisabled()).toBe(true);
    await editor.fill('   \n ');
    expect(await button.isDisabled()).toBe(true);
    await editor.fill('가'.repeat(1000));
    expect(await counter.innerText()).toBe('1000/1000');
    expect(await button.isDisabled()).toBe(false);
    expect(await classOf(counter)).not.toContain('is-over');
    await editor.fill('가'.repeat(1001));
    expect(await counter.innerText()).toContain('1001/1000');
    expect(await classOf(counter)).toContain('is-over');
    expect(await counter.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(220, 38, 38)');
    expect(await button.isDisabled()).toBe(true);
    await context.close();
  });

  it('is usable from the keyboard: arrows move, Enter selects, 1-4 set the status, Escape deselects', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    await analysed.locator('[data-unit][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(await focused()).toMatch(/^학교에, /);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatch(/^갔어요, /);
    await page.keyboard.press('Enter');
    expect(await word(analysed, '갔어요').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('3');
    expect(await classOf(word(analysed, '갔어요'))).toContain('is-known');
    await page.keyboard.press('2');
    expect(await classOf(word(analysed, '갔어요'))).toContain('is-seen');
    await page.keyboard.press('4');
    expect(await classOf(word(analysed, '갔어요'))).toContain('is-unknown');
    await page.keyboard.press('1');
    expect(await word(analysed, '갔어요').getAttribute('aria-label')).toBe('갔어요, known');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toMatch(/^학교에, /);
    await page.keyboard.press('Escape');
    expect(await analysed.locator('[aria-pressed="true"]').count()).toBe(0);
    // Only one word is a tab stop: Tab leaves the text.
    expect(await analysed.locator('[tabindex="0"]').count()).toBe(1);
    await context.close();
  });

  it('on a phone: read-only editor after analysis until Edit, details as a sheet, no sideways scrolling', async () => {
    const { context, page } = await web.newPage(PHONE);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    const editor = page.getByLabel('Text to analyze');
    expect(await editor.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await editor.getAttribute('readonly')).toBeNull();
    expect(await editor.evaluate((element) => element === document.activeElement)).toBe(true);
    await word(analysed, '갔어요').click();
    const sheet = page.locator('.analyze-detail.has-word');
    expect(await sheet.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await page.getByRole('button', { name: 'Close word details' }).click();
    expect(await analysed.locator('[aria-pressed="true"]').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('keeps the screen as it was, with a quiet notice, when the analysis fails', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    const before = await analysed.innerText();
    await page.route('**/api/analyze', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"detail":"boom","code":"INTERNAL"}',
      }),
    );
    await page.getByLabel('Text to analyze').fill('다른 글이에요.');
    await page.getByRole('button', { name: 'Analyze Text' }).click();
    await page.getByText('The analysis could not run.', { exact: false }).waitFor();
    expect(await analysed.innerText()).toBe(before);
    expect(await page.getByLabel('Text to analyze').inputValue()).toBe('다른 글이에요.');
    await context.close();
  });
});
