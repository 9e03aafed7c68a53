import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, DESKTOP, pageErrors } from '@glossa/testing';
import { bigBook, readerFixtures } from './reader-fixtures.ts';

const PHONE_390 = { width: 390, height: 844 };
const SHOTS = process.env.READER_SHOTS ?? '/tmp/reader-shots';

/** The fixture books written to a temporary folder, for the file picker. */
function fixtureFiles(): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'glossa-reader-'));
  const files: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(readerFixtures())) {
    files[name] = path.join(dir, name);
    writeFileSync(files[name], bytes);
  }
  writeFileSync(path.join(dir, 'notes.txt'), 'not a book');
  // Chromium lets writes of a few kB through a tiny quota: the storage test needs a book of some size.
  files['big.epub'] = path.join(dir, 'big.epub');
  writeFileSync(files['big.epub'], bigBook(400_000));
  files['notes.txt'] = path.join(dir, 'notes.txt');
  return files;
}
const files = fixtureFiles();

async function openBook(page: Page, name: string): Promise<void> {
  await page.locator('.reader-toolbar input[type="file"]').setInputFiles(files[name] ?? name);
}

/** Opening a book (IndexedDB, unzip, the Korean font's files first) takes seconds on a loaded machine. */
const PATIENT = { timeout: 15_000 };

/**
 * The chapter on screen: foliate-js shows it in an iframe loaded from a blob: URL (inside its closed shadow
 * DOM, so it is found among the page's frames), optionally the one whose text holds `text`.
 */
async function bookFrame(page: Page, text = ''): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      for (const frame of [...page.frames()].reverse()) {
        if (!frame.url().startsWith('blob:') || frame.isDetached()) continue;
        const body = await frame.evaluate(() => document.body?.textContent ?? '').catch(() => '');
        if (body.includes(text)) {
          found = frame;
          return true;
        }
      }
      return false;
    }, PATIENT)
    .toBe(true);
  return found!;
}

/** The text of every range in each Reader highlight (`reader-unknown`, ...) of the chapter on screen. */
async function highlights(page: Page): Promise<Record<string, string[]>> {
  return (await bookFrame(page)).evaluate(() => {
    const out: Record<string, string[]> = {};
    for (const [name, highlight] of CSS.highlights)
      out[name] = [...highlight].map((r) => (r as Range).toString());
    return out;
  });
}

/** The centre (in the app window) of the first marked occurrence of `surface` visible in the Reader. */
async function wordPoint(page: Page, surface: string): Promise<{ x: number; y: number }> {
  const point = await (
    await bookFrame(page)
  ).evaluate((word) => {
    const frame = window.frameElement!.getBoundingClientRect();
    const view = window.parent.document.querySelector('.reader-viewport')!.getBoundingClientRect();
    for (const [, highlight] of CSS.highlights)
      for (const range of highlight as unknown as Iterable<Range>) {
        if (range.toString() !== word) continue;
        const box = range.getClientRects()[0];
        if (!box) continue;
        const rect = new DOMRect(box.left + frame.left, box.top + frame.top, box.width, box.height);
        if (
          rect.left >= view.left &&
          rect.right <= view.right &&
          rect.top >= view.top &&
          rect.bottom <= view.bottom
        )
          return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      }
    return null;
  }, surface);
  if (!point) throw new Error(`no visible marked "${surface}"`);
  return point;
}

async function analyse(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/analyze')),
    page.getByRole('button', { name: 'Analyze', exact: true }).click(),
  ]);
  await expect.poll(async () => Object.keys(await highlights(page)).length).toBeGreaterThan(0);
}

const pageLabel = (page: Page) => page.locator('.reader-page').innerText();

describeInBrowser('Reader in Chromium, through the real server', { dictionaries: true }, (web) => {
  it('starts with "No file loaded" and every control disabled but the picker', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await expect.poll(() => page.locator('.reader-file').innerText(), PATIENT).toBe('No file loaded');
    for (const name of ['Previous page', 'Analyze', 'Next page'])
      expect(await page.getByRole('button', { name, exact: true }).isDisabled(), name).toBe(true);
    expect(await page.locator('.reader-toolbar input[type="file"]').getAttribute('accept')).toContain(
      '.epub',
    );
  });

  it('opens a book, turns pages, analyses Korean, English and French pages, and shows a word popup', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    const cases = [
      { book: 'korean.epub', surface: '갔어요' },
      { book: 'english.epub', surface: 'looked' },
      { book: 'french.epub', surface: 'allée' },
    ];
    for (const { book, surface } of cases) {
      await openBook(page, book);
      await expect.poll(() => page.locator('.reader-file').innerText(), PATIENT).toBe(book);
      await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 1 of \d+/);
      if (book === 'korean.epub') {
        const first = await pageLabel(page);
        await page.getByRole('button', { name: 'Next page' }).click();
        await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 2 of/);
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => pageLabel(page), PATIENT).toBe(first);
      }
      await analyse(page);
      const marked = Object.values(await highlights(page)).flat();
      expect(marked, book).toContain(surface);

      // Click the word: the popup opens next to it, inside the window.
      const at = await wordPoint(page, surface);
      await page.mouse.click(at.x, at.y);
      const popup = page.getByRole('dialog', { name: 'Word details' });
      await popup.waitFor();
      await expect.poll(async () => (await highlights(page))['reader-selected']).toEqual([surface]);
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(6);
      expect(box.y).toBeGreaterThanOrEqual(6);
      expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width - 6);
      expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height - 6);
      expect(
        Math.abs(box.y - (at.y + 12)) < 40 || box.y + box.height <= at.y - 12,
        'popup next to the word',
      ).toBe(true);

      // Status change recolours the word (every occurrence) at once.
      await popup
        .getByRole('group', { name: 'Word status' })
        .getByRole('button', { name: 'Learned' })
        .click();
      await expect.poll(async () => (await highlights(page))['reader-known'] ?? []).toContain(surface);
      expect((await highlights(page))['reader-unknown'] ?? []).not.toContain(surface);

      // A click elsewhere closes the popup.
      await page.locator('.reader-file').click();
      await expect.poll(() => popup.count()).toBe(0);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it('never runs the book’s scripts, never follows its links, never fetches remote resources', async () => {
    const { page } = await web.newPage(DESKTOP);
    const remote: string[] = [];
    page.on('request', (request) => {
      if (
        !request.url().startsWith(web.baseUrl) &&
        !request.url().startsWith('blob:') &&
        !request.url().startsWith('data:')
      )
        remote.push(request.url());
    });
    await page.goto(`${web.baseUrl}/reader`);
    // The screen sets its own title once it renders; the book must not change it afterwards.
    const title = 'Reader · Glossa';
    await expect.poll(() => page.title()).toBe(title);
    let opened = 0;
    page.context().on('page', () => opened++);
    await openBook(page, 'hostile.epub');
    const chapter = await bookFrame(page, 'This book tries to run a script');
    await chapter.getByText('Click this sentence to test handlers.').click();
    await chapter.getByText('A link out of the app').click();
    await page.waitForTimeout(300);
    for (const scope of [page, chapter])
      expect(
        await scope.evaluate(() => (window as { __bookScriptRan?: boolean }).__bookScriptRan),
      ).toBeUndefined();
    expect(await page.title()).toBe(title);
    expect(new URL(page.url()).pathname).toBe('/reader');
    expect(opened, 'no tab opened for the link').toBe(0);
    // What ran nothing is not even there: no script, no handler, no remote picture or stylesheet.
    expect(await chapter.locator('script, [onclick], img[src], link[href]').count()).toBe(0);
    expect(await chapter.locator('a#escape').innerText()).toBe('A link out of the app');
    expect(remote).toEqual([]);
    // Chromium reports the book's inline handlers as blocked by the policy when the engine parses the
    // chapter (a parsed document carries the page's policy): those reports are the policy at work.
    const blocked = /^Executing inline event handler violates the following Content Security Policy/;
    expect(pageErrors(page).filter((message) => !blocked.test(message))).toEqual([]);
  });

  it('keeps the open book when a broken or non-EPUB file is chosen, and reads past a missing chapter', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'english.epub');
    await bookFrame(page, 'This morning Anna');
    await openBook(page, 'broken.epub');
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.innerText())
      .toBe('“broken.epub” could not be opened: it is not a valid zip archive.');
    expect(await page.locator('.reader-file').innerText()).toBe('english.epub');
    await bookFrame(page, 'This morning Anna');
    await openBook(page, 'notes.txt');
    await expect.poll(() => alert.innerText()).toContain('is not an EPUB book');
    expect(await page.locator('.reader-file').innerText()).toBe('english.epub');
    await openBook(page, 'missing-chapter.epub');
    await bookFrame(page, 'Still here');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('reopens the book on the same page after a reload', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'korean.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 1 of/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 3 of/);
    const before = await pageLabel(page);
    await page.waitForTimeout(300);
    await page.reload();
    await expect.poll(() => pageLabel(page), PATIENT).toBe(before);
    expect(await page.locator('.reader-file').innerText()).toBe('korean.epub');
  });

  it('turns pages with a swipe on a touch screen', async () => {
    const { page } = await web.newPage(PHONE_390, { hasTouch: true });
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'english.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 1 of/);
    const box = (await page.locator('.reader-viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    // A finger from the right of the page to its left, as a phone sends it (touch events, not a mouse).
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', box.x + box.width - 30);
    for (let step = 1; step <= 8; step++) await touch('touchMove', box.x + box.width - 30 - step * 30);
    await touch('touchEnd', 0);
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 2 of/);
    expect(pageErrors(page)).toEqual([]);
  });

  it('goes to a chapter from the book’s table of contents', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'korean.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/^Chapter 1 · page 1 of/);
    // The table of contents has its own button, apart from the recent books.
    await page.getByRole('button', { name: 'Contents' }).click();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await page.getByRole('heading', { name: 'Recent books' }).count()).toBe(0);
    expect(await contents.getByRole('button').allInnerTexts()).toEqual(['Chapter 1', 'Chapter 2']);
    await contents.getByRole('button', { name: 'Chapter 2' }).click();
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/^Chapter 2 · page 1 of/);
    await bookFrame(page, '둘째 날');
    expect(await contents.count(), 'the panel closed').toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('keeps recent books: both listed after a reload, one reopens at its page, one is removed', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'korean.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 1 of/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 3 of/);
    const koreanPage = await pageLabel(page);
    await openBook(page, 'english.epub');
    await expect.poll(() => page.locator('.reader-file').innerText(), PATIENT).toBe('english.epub');
    await page.waitForTimeout(300);
    await page.reload();
    await expect.poll(() => page.locator('.reader-file').innerText(), PATIENT).toBe('english.epub');

    const toggle = page.getByRole('button', { name: 'Recent books' });
    await toggle.click();
    const list = page.getByRole('list', { name: 'Recent books' });
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count(), PATIENT).toBe(2);
    // Most recent first, with the title and author from the book, its file name and where the learner is.
    expect(await items.nth(0).innerText()).toContain('A Day of Words');
    expect(await items.nth(0).innerText()).toContain('Ada Lovelace');
    const korean = await items.nth(1).innerText();
    expect(korean).toContain('민지의 하루');
    expect(korean).toContain('한가람');
    expect(korean).toMatch(/korean\.epub · \d+ kB · \d+% read · chapter 1,\s+page 3/);

    await list.getByRole('button', { name: /^민지의 하루/ }).click();
    await expect.poll(() => page.locator('.reader-file').innerText(), PATIENT).toBe('korean.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toBe(koreanPage);
    await expect.poll(() => list.count()).toBe(0);

    await toggle.click();
    await list.getByRole('button', { name: 'Remove A Day of Words' }).click();
    await expect.poll(() => items.count(), PATIENT).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator('.reader-file').innerText(), PATIENT).toBe('korean.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toBe(koreanPage);
    await page.getByRole('button', { name: 'Recent books' }).click();
    await expect.poll(() => items.count(), PATIENT).toBe(1);
    expect(await items.nth(0).innerText()).toContain('민지의 하루');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('drops corrupt stored entries without failing, and says so when the device has no room for a book', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'french.epub');
    await expect.poll(() => page.locator('.reader-file').innerText(), PATIENT).toBe('french.epub');
    await page.waitForTimeout(300);
    // Entries that are not the library's: wrong types, a missing position, not even an object.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('glossa-reader');
          open.onsuccess = () => {
            const tx = open.result.transaction('books', 'readwrite');
            const books = tx.objectStore('books');
            books.put({ id: 'x', name: 5, size: 'big' }, 'x');
            books.put({ id: 'y', name: 'y.epub', title: '', author: '', size: 1, lastOpened: 1 }, 'y');
            books.put('garbage', 'z');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
          open.onerror = () => reject(open.error);
        }),
    );
    await page.reload();
    await expect.poll(() => page.locator('.reader-file').innerText(), PATIENT).toBe('french.epub');
    await page.getByRole('button', { name: 'Recent books' }).click();
    const items = page.getByRole('list', { name: 'Recent books' }).getByRole('listitem');
    await expect.poll(() => items.count(), PATIENT).toBe(1);
    const keys = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('glossa-reader');
          open.onsuccess = () => {
            const count = open.result.transaction('books').objectStore('books').count();
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result);
            };
          };
        }),
    );
    expect(keys, 'the corrupt entries are deleted').toBe(1);

    // A device without room: Chromium's quota for this origin set to one byte, before the Reader's first
    // IndexedDB connection (a connection already open keeps the quota it started with).
    const { page: full } = await web.newPage(DESKTOP);
    const cdp = await full.context().newCDPSession(full);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: web.baseUrl, quotaSize: 1 });
    await full.goto(`${web.baseUrl}/reader`);
    await full.locator('.reader-toolbar input[type="file"]').setInputFiles(files['big.epub'] ?? '');
    await expect.poll(() => full.locator('.reader-file').innerText(), PATIENT).toBe('big.epub');
    await expect
      .poll(
        async () => (await full.locator('.reader-notice[role="status"]').allInnerTexts()).join(''),
        PATIENT,
      )
      .toMatch(
        /“big\.epub” is open but could not be kept in Recent books: this device has no storage space left/,
      );
    await bookFrame(full, 'This morning Anna');
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: web.baseUrl });
  }, 120_000);

  it('screenshots: before and after Analyze with the popup, light and dark, phone and desktop', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const)
      for (const [label, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE_390],
      ] as const) {
        const { page } = await web.newPage(viewport, { colorScheme: scheme });
        await page.goto(`${web.baseUrl}/reader`);
        await openBook(page, 'korean.epub');
        await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 1 of/);
        await page.evaluate(() => document.fonts.ready);
        await (await bookFrame(page)).evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(SHOTS, `${label}-${scheme}-before.png`) });
        await analyse(page);
        const at = await wordPoint(page, '갔어요');
        await page.mouse.click(at.x, at.y);
        await page.getByRole('dialog', { name: 'Word details' }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(800);
        await page.screenshot({ path: path.join(SHOTS, `${label}-${scheme}-after.png`) });
      }
  });

  it('says how much of the visible page is known, and recounts when a status changes', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'english.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 1 of \d+/);
    const line = page.locator('.reader-rest').getByTestId('text-coverage');
    expect(await line.count()).toBe(0);
    await analyse(page);
    const counts = async () => {
      const text = (await line.innerText()).trim();
      const match = /^You know (\d+)% of the words here \((\d+) of (\d+) words?; (\d+) new\)$/.exec(text);
      if (!match) throw new Error(`coverage line: ${text}`);
      const [percent, known, total, fresh] = match.slice(1).map(Number) as [number, number, number, number];
      return { percent, known, total, fresh };
    };
    const start = await counts();
    expect(start).toMatchObject({ percent: 0, known: 0 });
    expect(start.fresh).toBe(start.total);
    expect(start.total).toBeGreaterThan(1);

    const at = await wordPoint(page, 'looked');
    await page.mouse.click(at.x, at.y);
    const popup = page.getByRole('dialog', { name: 'Word details' });
    await popup.getByRole('group', { name: 'Word status' }).getByRole('button', { name: 'Learned' }).click();
    await expect.poll(counts).toEqual({
      percent: Math.floor(100 / start.total),
      known: 1,
      total: start.total,
      fresh: start.total - 1,
    });
    // The row under the book keeps its height: the book is not laid out again.
    expect(await page.locator('.reader-rest').evaluate((row) => row.getBoundingClientRect().height)).toBe(36);
  });

  it('keeps the page and the page count when words are marked (no re-pagination)', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'english.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 1 of \d+/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/page 2 of/);
    const before = await pageLabel(page);
    const textBefore = await (await bookFrame(page)).evaluate(() => document.body.scrollWidth);
    await analyse(page);
    // Marks are highlights, not wrapping elements: the same metrics marked and unmarked.
    expect(await pageLabel(page)).toBe(before);
    expect(await (await bookFrame(page)).evaluate(() => document.body.scrollWidth)).toBe(textBefore);
  });

  it('closes the popup with Escape after a click in the book, and opens it for a word inside a link', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/reader`);
    await openBook(page, 'linked.epub');
    await expect.poll(() => pageLabel(page), PATIENT).toMatch(/^Chapter 1 · page 1 of/);
    await analyse(page);
    const popup = page.getByRole('dialog', { name: 'Word details' });

    // A click in the book puts the focus in the chapter's document: Escape must still close the popup.
    const garden = await wordPoint(page, 'garden');
    await page.mouse.click(garden.x, garden.y);
    await popup.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);

    // A word inside the link opens its popup, and the link is not followed.
    const river = await wordPoint(page, 'river');
    await page.mouse.click(river.x, river.y);
    await popup.waitFor();
    await expect.poll(async () => (await highlights(page))['reader-selected']).toEqual(['river']);
    expect(await pageLabel(page)).toMatch(/^Chapter 1 /);
    expect(pageErrors(page)).toEqual([]);
  });
});
