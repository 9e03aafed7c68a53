/**
 * Browser test of a hostile page with the built extension in headless Chromium, signed in to the real
 * server: on a site where colouring is on, the page's own scripts try to read the learner's words from
 * `CSS.highlights` by name, open the word popup with synthetic clicks, reach into the popup through its
 * shadow root (also by patching `attachShadow` before the popup exists) and press "Learned". None of it
 * works, and the server's vocabulary does not change. A page of the same host on another port is not
 * coloured.
 */
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '@glossa/testing';
import {
  WAIT,
  accessToken,
  extensionTestsUnavailable,
  signInExtension,
  startExtensionSession,
  type ExtensionSession,
} from '@glossa/testing/extension';
import { highlightNamesOf, highlighted, popupView } from './page-probe.ts';
import { articlePage, servePages, type PageServer } from './test-pages.ts';

const PARAGRAPHS = [
  'The students read a long book about history in the library.',
  'Every morning the students walk to the old library near the river.',
];

/**
 * The page's own script, run before anything of the extension: it patches `attachShadow` to keep any
 * shadow root made on the page, and records what its click listener sees of every click.
 */
const HOSTILE_HEAD = `<script>
  window.stolenRoots = [];
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, { ...init, mode: 'open' });
    window.stolenRoots.push(root);
    return root;
  };
  window.clicksSeen = [];
  window.addEventListener('click', (event) => {
    window.clicksSeen.push(event.composedPath().map((node) => node.nodeName || String(node)).slice(0, 2));
  }, true);
</script>`;

const unavailable = extensionTestsUnavailable('content/page-highlights.js');
if (unavailable) console.warn(`Hostile page browser tests skipped: ${unavailable}`);

/** The middle of the first occurrence of a word in the page's text, in viewport coordinates. */
function wordPoint(page: Page, word: string): Promise<{ x: number; y: number }> {
  return page.evaluate((word) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(word);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
    throw new Error(`${word} is not on the page`);
  }, word);
}

describe.skipIf(unavailable !== null)('Chrome extension: a hostile page', () => {
  let session: ExtensionSession | undefined;
  let app: RunningApp;
  let pages: PageServer;
  let otherPort: PageServer;
  let context: BrowserContext;
  let worker: Worker;
  let token = '';

  const serverVocabulary = async (): Promise<unknown> => {
    const response = await fetch(`${app.baseUrl}/api/user/voc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    const page = { '/hostile.html': articlePage(PARAGRAPHS, HOSTILE_HEAD) };
    [session, pages, otherPort] = await Promise.all([
      startExtensionSession(),
      servePages(page),
      servePages(page),
    ]);
    ({ app } = session);
    ({ context, worker } = session.extension);
  });

  afterAll(async () => {
    await session?.extension.close();
    await pages?.close();
    await otherPort?.close();
    await app?.stop();
  });

  it("cannot read the words by name, open the popup, reach into it or change the learner's vocabulary", async () => {
    await signInExtension(context, worker, app.baseUrl, 'Hostile#page1');
    token = await accessToken(worker);
    const page = await context.newPage();
    await page.setViewportSize({ width: 900, height: 700 });
    await page.goto(`${pages.origin}/hostile.html`);
    await worker.evaluate(
      (site) =>
        (
          globalThis as unknown as {
            glossa: { setSiteHighlighting(s: string, on: boolean): Promise<unknown> };
          }
        ).glossa.setSiteHighlighting(site, true),
      pages.origin,
    );
    await expect.poll(() => highlighted(page, 'unknown'), WAIT).toContain('library');
    const vocabularyBefore = await serverVocabulary();

    // 1. The registry by the names the extension used to use: nothing there.
    const byName = await page.evaluate(() =>
      ['known', 'seen', 'unknown', 'undefined', 'selected'].map((kind) =>
        CSS.highlights.has(`glossa-${kind}`),
      ),
    );
    expect(byName).toEqual([false, false, false, false, false]);
    // What a page can still do, and the README says: list the registry and read each highlight's colour.
    const names = await highlightNamesOf(page);
    expect(Object.keys(names).sort()).toEqual(['known', 'seen', 'selected', 'undefined', 'unknown']);
    for (const name of Object.values(names)) expect(name).toMatch(/^h[a-z0-9]{12}$/);

    // 2. Synthetic clicks on a coloured word, as mouse and as pointer events: no popup.
    const word = await wordPoint(page, 'students');
    for (const kind of ['MouseEvent', 'PointerEvent'] as const) {
      await page.evaluate(
        ({ x, y, kind }) => {
          const init = { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y, button: 0 };
          const event =
            kind === 'MouseEvent' ? new MouseEvent('click', init) : new PointerEvent('click', init);
          document.elementFromPoint(x, y)!.dispatchEvent(event);
        },
        { ...word, kind },
      );
      await page.waitForTimeout(1500);
      expect(await page.locator('glossa-word-popup').count(), kind).toBe(0);
      expect(await highlighted(page, 'selected'), kind).toEqual([]);
    }

    // 3. The learner's own click opens it; the page cannot reach inside.
    await page.mouse.click(word.x, word.y);
    await expect
      .poll(async () => (await popupView(page))?.text ?? '', WAIT)
      .toContain('A person who is studying.');
    expect((await popupView(page))?.mode).toBe('closed');
    const reach = await page.evaluate(() => {
      const host = document.querySelector('glossa-word-popup')!;
      const stolen = (window as unknown as { stolenRoots: ShadowRoot[] }).stolenRoots;
      // Through the shadow root, if the page can get one: press "Learned".
      const root = host.shadowRoot ?? stolen[0] ?? null;
      const learned = [...(root?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent?.trim() === 'Learned',
      );
      learned?.click();
      // Everything a script can try on the host itself.
      host.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      host.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
      (host as HTMLElement).click();
      return {
        shadowRoot: host.shadowRoot === null,
        stolen: stolen.length,
        learnedButtonFound: learned !== undefined,
        buttonsInDocument: [...document.querySelectorAll('button')].length,
        text: host.textContent,
      };
    });
    expect(reach).toEqual({
      shadowRoot: true,
      stolen: 0,
      learnedButtonFound: false,
      buttonsInDocument: 0,
      text: '',
    });
    // The learner's own click inside the popup reaches the page's listener retargeted to the host only.
    const close = await (await popupView(page))?.button('×');
    if (!close) throw new Error('no close button');
    const seenBefore = await page.evaluate(
      () => (window as unknown as { clicksSeen: unknown[] }).clicksSeen.length,
    );
    await page.mouse.click(close.x, close.y);
    const seen = await page.evaluate(() => (window as unknown as { clicksSeen: string[][] }).clicksSeen);
    expect(seen.slice(seenBefore)[0]).toEqual(['GLOSSA-WORD-POPUP', 'HTML']);

    // 4. Nothing reached the server.
    await page.waitForTimeout(1500);
    expect(await serverVocabulary()).toEqual(vocabularyBefore);
    expect(await highlighted(page, 'known')).not.toContain('students');
  });

  it('does not colour the same host on another port', async () => {
    const page = await context.newPage();
    await page.goto(`${otherPort.origin}/hostile.html`);
    await page.waitForTimeout(3000);
    expect(await page.evaluate(() => CSS.highlights.size)).toBe(0);
    const registered = await worker.evaluate(() =>
      chrome.scripting
        .getRegisteredContentScripts()
        .then((scripts) => scripts.flatMap((s) => s.matches ?? [])),
    );
    expect(registered).toEqual([`${pages.origin}/*`]);
  });
});
