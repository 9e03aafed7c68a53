/**
 * Browser tests of the Reader against hostile books, through the real server: a zip bomb made on the spot
 * (4 MB that inflates to 4 x 1 GiB) is refused by the unzip worker with a clear message and never reopened
 * by itself; books that try the sanitiser's old bypasses (escaped CSS URLs to the app's own API, XML
 * chapters, a planted `<parsererror>`, SVG animation of a link) fetch nothing outside the book; and the
 * chapter frame's own policy blocks an app-origin image even when something puts one there.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Frame, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, DESKTOP } from '@glossa/testing';
import { zipBombEpub } from './zip-bomb.ts';

const PATIENT = { timeout: 20_000 };
const SHOTS = process.env.READER_SHOTS ?? '/tmp/reader-shots';
const dir = mkdtempSync(path.join(tmpdir(), 'glossa-hostile-'));

function writeBook(name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** A one-chapter EPUB 3 whose chapter has the given media type and source (and extra files). */
function oneChapterBook(title: string, chapter: { href: string; type: string; body: string }): Uint8Array {
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">${title}</dc:identifier><dc:title>${title}</dc:title><dc:language>en</dc:language></metadata>
  <manifest><item id="c1" href="${chapter.href}" media-type="${chapter.type}"/></manifest>
  <spine><itemref idref="c1"/></spine>
</package>`;
  return zipSync({
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'OEBPS/content.opf': strToU8(opf),
    [`OEBPS/${chapter.href}`]: strToU8(chapter.body),
  });
}

const xhtml = (title: string, body: string, head = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:xlink="http://www.w3.org/1999/xlink"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

/** The books of the sanitiser's old bypasses, aimed at the app's own API on `origin`. */
function bypassBooks(origin: string): Record<string, Uint8Array> {
  const host = origin.replace(/^http:\/\//, '');
  const css = `p.a { background: url(h\\74 tp://${host}/api/auth/logout?css-escape) }
p.b { background: image-set("http://${host}/api/health?image-set" 1x) }
p.c { background: -webkit-image-set("http://${host}/api/health?webkit-image-set" 1x) }
p.d { background: url(/api/health?relative) }
p.e { --v: url(http://${host}/api/health?custom-property); background: var(--v) }
@font-face { font-family: Trap; src: u\\72l(h\\74 tp://${host}/api/health?font-face) }
p.f { font-family: Trap }`;
  return {
    'bypass-css.epub': oneChapterBook('CSS', {
      href: 'c1.xhtml',
      type: 'application/xhtml+xml',
      body: xhtml(
        'CSS',
        `<p class="a">Escaped CSS chapter.</p><p class="b">b</p><p class="c">c</p><p class="d">d</p><p class="e">e</p><p class="f">f</p>
<p style="background: url(h\\74 tp://${host}/api/health?style-attribute)">g</p>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><a href="#"><set attributeName="href" to="javascript:window.__bookScriptRan=true"/><text y="20">svg link</text></a>
<image width="10" height="10" href="/api/health?svg-image"/><rect width="5" height="5" fill="url(http://${host}/api/health?fill#p)"/></svg>`,
        `<style>@\\69mport "http://${host}/api/health?escaped-import";\n${css}</style>`,
      ),
    }),
    'bypass-xml.epub': oneChapterBook('XML', {
      href: 'c1.xml',
      type: 'application/xml',
      body: xhtml(
        'XML',
        `<p>XML typed chapter.</p><img src="/api/health?xml-img" alt=""/><script>window.__bookScriptRan = true;</script>`,
        `<style>p { background: url(h\\74 tp://${host}/api/health?xml-css) }</style>`,
      ),
    }),
    'bypass-parsererror.epub': oneChapterBook('Parse', {
      href: 'c1.xhtml',
      type: 'application/xhtml+xml',
      body: xhtml(
        'Parse',
        `<parsererror/><p style="background:url(h\\74 tp://${host}/api/health?parsererror)">Planted parse error.</p><script>window.__bookScriptRan = true;</script>`,
      ),
    }),
  };
}

/** The chapter frame (a blob: iframe inside foliate's shadow DOM) whose text holds `text`. */
async function bookFrame(page: Page, text: string): Promise<Frame> {
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

async function openFile(page: Page, file: string): Promise<void> {
  await page.locator('.reader-toolbar input[type="file"]').setInputFiles(file);
}

/** Every timer gap on the page's main thread from now on (a 50 ms heartbeat), to see it kept answering. */
async function startHeartbeat(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { heartbeatGaps: number[] };
    w.heartbeatGaps = [];
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      w.heartbeatGaps.push(now - last);
      last = now;
    }, 50);
  });
}

/** Puts a book in the Reader's library on this device as the current one, as an older version kept it. */
async function keepAsCurrent(
  page: Page,
  name: string,
  bytes: Uint8Array,
  extra: Record<string, unknown> = {},
): Promise<void> {
  // The page creates the library on its first visit. Opened before that, the seeding would make an empty
  // database the page then cannot upgrade while this connection is open (a race CI hit once).
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((db) => db.name === 'glossa-reader' && (db.version ?? 0) >= 2),
  );
  await page.evaluate(
    async ({ name, data, extra }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const id = `${name}|${bytes.length}|seeded`;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('glossa-reader');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['books', 'files', 'kv'], 'readwrite');
      tx.objectStore('books').put(
        {
          id,
          name,
          title: 'Bomb',
          author: '',
          size: bytes.length,
          lastOpened: Date.now(),
          position: { section: 0, page: 0 },
          progress: 0,
          ...extra,
        },
        id,
      );
      tx.objectStore('files').put(bytes, id);
      tx.objectStore('kv').put(id, 'current');
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { name, data: Buffer.from(bytes).toString('base64'), extra },
  );
}

describeInBrowser('Reader against hostile books, through the real server', {}, (web) => {
  const bomb = zipBombEpub({ files: 4, fileMiB: 1024 });
  const BOMB_REFUSED = 'it is compressed far more than any book (a zip bomb?)';

  it('refuses a zip bomb in a worker with a clear message, the page answering all along; never keeps it', async () => {
    const { page } = await web.newPage(DESKTOP);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${web.baseUrl}/reader`);
    await startHeartbeat(page);
    await openFile(page, writeBook('bomb.epub', bomb));
    await expect
      .poll(() => page.getByRole('alert').textContent(), PATIENT)
      .toBe(`“bomb.epub” could not be opened: ${BOMB_REFUSED}.`);
    expect(workers.some((url) => /unzip\.worker/.test(url))).toBe(true);
    const gaps = await page.evaluate(() => (window as unknown as { heartbeatGaps: number[] }).heartbeatGaps);
    // A figure for the report (the probe saw the main thread frozen 31 s): not asserted, machines differ.
    console.info(
      `[reader-hostile] ${bomb.length}-byte bomb (4 x 1 GiB): refused; longest main-thread timer gap ${Math.round(Math.max(...gaps))} ms over ${gaps.length} beats`,
    );
    mkdirSync(SHOTS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const)
      for (const [label, size] of [
        ['desktop', DESKTOP],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        const { page: shot } = await web.newPage(size, { colorScheme: scheme });
        await shot.goto(`${web.baseUrl}/reader`);
        await openFile(shot, path.join(dir, 'bomb.epub'));
        await expect.poll(() => shot.getByRole('alert').count(), PATIENT).toBe(1);
        await shot.screenshot({ path: path.join(SHOTS, `zip-bomb-${label}-${scheme}.png`) });
      }
    // Not kept: a reload opens nothing and starts no unzip.
    workers.length = 0;
    await page.reload();
    await page.waitForTimeout(1500);
    expect(workers).toEqual([]);
    expect(await page.locator('.reader-file').innerText()).toBe('No file loaded');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(page.frames().filter((frame) => frame.url().startsWith('blob:'))).toEqual([]);
  });

  it('remembers a kept book that failed to open, and never reopens it by itself', async () => {
    const { page } = await web.newPage(DESKTOP);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${web.baseUrl}/reader`);
    // A bomb an older version kept as the current book: the next visit tries once, and remembers.
    await keepAsCurrent(page, 'kept-bomb.epub', bomb);
    await page.reload();
    await expect
      .poll(() => page.getByRole('alert').textContent(), PATIENT)
      .toBe(`“kept-bomb.epub” could not be reopened: ${BOMB_REFUSED}.`);
    expect(workers.filter((url) => /unzip\.worker/.test(url))).toHaveLength(1);
    workers.length = 0;
    await page.reload();
    await expect
      .poll(() => page.getByRole('alert').textContent(), PATIENT)
      .toBe(
        `“kept-bomb.epub” was not opened again by itself: it could not be opened last time (${BOMB_REFUSED}). Choose it in Recent books to try again.`,
      );
    await page.waitForTimeout(1000);
    expect(workers).toEqual([]);

    // A book whose last opening never finished (the tab froze or crashed) is not opened by itself either.
    await keepAsCurrent(page, 'frozen.epub', bomb, { opening: Date.now() - 60_000 });
    await page.reload();
    await expect
      .poll(() => page.getByRole('alert').textContent(), PATIENT)
      .toBe(
        '“frozen.epub” was not opened again by itself: the last attempt to open it did not finish. Choose it in Recent books to try again.',
      );
    await page.waitForTimeout(1000);
    expect(workers).toEqual([]);

    // Recent books (shown while no book is open) say it too.
    const notes = page.locator('.reader-library-failure');
    await expect
      .poll(() => notes.allInnerTexts(), PATIENT)
      .toEqual([
        'Its last opening did not finish. Not opened by itself.',
        `Could not be opened last time: ${BOMB_REFUSED}. Not opened by itself.`,
      ]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'recent-books-failed-desktop-light.png') });
  });

  it("fetches nothing outside the book through the sanitiser's old bypasses, and runs none of its scripts", async () => {
    const { page } = await web.newPage(DESKTOP);
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('blob:') && !url.startsWith('data:') && request.frame().url().startsWith('blob:'))
        outside.push(url);
      else if (/\/api\/(auth\/logout|health)/.test(url)) outside.push(url);
    });
    await page.goto(`${web.baseUrl}/reader`);
    const books = bypassBooks(web.baseUrl);
    const checks: [string, string][] = [
      ['bypass-css.epub', 'Escaped CSS chapter.'],
      ['bypass-xml.epub', 'XML typed chapter.'],
      ['bypass-parsererror.epub', 'could not be shown'],
    ];
    for (const [name, text] of checks) {
      await openFile(page, writeBook(name, books[name]!));
      const frame = await bookFrame(page, text);
      // Let every style and picture of the chapter load (or not).
      await page.waitForTimeout(800);
      expect(
        await frame.evaluate(() => (window as { __bookScriptRan?: boolean }).__bookScriptRan),
      ).toBeUndefined();
      expect(await frame.locator('script, set, animate').count()).toBe(0);
      const policy = await frame.evaluate(
        () =>
          document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
      );
      expect(policy, name).toContain("default-src 'none'");
    }
    expect(await page.locator('.reader-page').count()).toBeGreaterThan(0);
    expect(outside).toEqual([]);
    // Still signed-out-safe: the app answers as before (no sign-out request was made).
    expect(new URL(page.url()).pathname).toBe('/reader');
  });

  it("blocks an app-origin image in a chapter frame even when the sanitiser is passed by (the frame's policy)", async () => {
    const { page } = await web.newPage(DESKTOP);
    // Chromium reports a request it blocked by policy as failed ('csp'), never answered.
    const answered: string[] = [];
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('frame-policy-probe')) answered.push(response.url());
    });
    page.on('requestfailed', (request) => {
      if (request.url().includes('frame-policy-probe')) failed.push(request.failure()?.errorText ?? '');
    });
    await page.goto(`${web.baseUrl}/reader`);
    const books = bypassBooks(web.baseUrl);
    await openFile(page, writeBook('bypass-css.epub', books['bypass-css.epub']!));
    const frame = await bookFrame(page, 'Escaped CSS chapter.');
    // As if something got through: an image of the app's own origin, and a style sheet and a font.
    const results = await frame.evaluate(async (origin) => {
      const load = (element: HTMLImageElement | HTMLLinkElement) =>
        new Promise<string>((resolve) => {
          element.onload = () => resolve('loaded');
          element.onerror = () => resolve('blocked');
          setTimeout(() => resolve('no answer'), 3000);
        });
      const img = document.createElement('img');
      const image = load(img);
      img.src = `${origin}/api/health?frame-policy-probe-img`;
      document.body.append(img);
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      const sheet = load(link);
      link.href = `${origin}/api/health?frame-policy-probe-css`;
      document.head.append(link);
      return { image: await image, sheet: await sheet };
    }, web.baseUrl);
    expect(results).toEqual({ image: 'blocked', sheet: 'blocked' });
    expect(answered).toEqual([]);
    expect(failed).toEqual(['csp', 'csp']);
  });
});
