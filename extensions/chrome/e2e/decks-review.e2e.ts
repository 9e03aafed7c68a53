/**
 * Browser test of decks and flashcards in the built extension with the real server: signed out the word
 * detail's "+" says sign-in is needed; signed in it makes a first deck and a card from the side panel (seen
 * through the server's API), and the Review view shows the card, its back, and sends a rating that changes
 * the card's scheduling on the server. Screenshots of the creator and the review, light and dark, go to
 * /tmp/chrome-shots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserTestsUnavailable,
  dictionariesReady,
  startApp,
  type RunningApp,
} from '../../../apps/web/e2e/harness.ts';
import {
  DIST,
  EXTENSION_ID,
  WAIT,
  accessToken,
  loadExtension,
  openSidePanel,
  signInExtension,
  type LoadedExtension,
} from './extension-session.ts';
import { articlePage, servePages, type PageServer } from './test-pages.ts';

const SHOTS = '/tmp/chrome-shots';
const ARTICLE = 'The students read a long book about history in the library.';
const PASSWORD = 'Glossa#Decks7';

const unavailable =
  browserTestsUnavailable() ??
  (fs.existsSync(path.join(DIST, 'manifest.json'))
    ? null
    : 'the extension is not built (npm run build:chrome)');
if (unavailable) console.warn(`Chrome extension deck browser tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('Chrome extension decks and review', () => {
  let app: RunningApp;
  let extension: LoadedExtension;
  let token = '';
  let deckId = 0;
  let cardId = 0;
  let pages: PageServer | undefined;

  const server = async <T>(pathname: string): Promise<T> => {
    const response = await fetch(`${app.baseUrl}/api${pathname}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, pathname).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    app = await startApp({ OAUTH_CHROME_EXTENSION_IDS: EXTENSION_ID });
    extension = await loadExtension(app.baseUrl);
    await dictionariesReady(app.baseUrl);
    const state = await extension.worker.evaluate<{ state: string }, string>(
      (text) =>
        (
          globalThis as unknown as { glossa: { analyzeText(t: string): Promise<{ state: string }> } }
        ).glossa.analyzeText(text),
      ARTICLE,
    );
    expect(state.state).toBe('done');
  });

  afterAll(async () => {
    await extension?.close();
    // After the browser: Chromium keeps idle connections to the page server open while it runs.
    await pages?.close();
    await app?.stop();
  });

  async function openLibraryDetail(): Promise<Page> {
    const panel = await openSidePanel(extension.context);
    await panel.locator('.word', { hasText: 'library' }).first().click();
    const detail = panel.getByRole('region', { name: 'Word details' });
    await expect.poll(() => detail.textContent(), WAIT).toMatch(/library/i);
    await detail.getByRole('button', { name: 'Add library to a deck' }).click();
    return panel;
  }

  it('says sign-in is needed when the "+" is pressed signed out', async () => {
    const panel = await openLibraryDetail();
    const creator = panel.getByRole('region', { name: 'Add library to a deck' });
    await expect.poll(() => creator.textContent(), WAIT).toContain('Sign in to add words to your decks');
    expect(await creator.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      '/oauth/login?ext=chrome',
    );
    await panel.getByRole('button', { name: 'Review' }).click();
    await expect
      .poll(() => panel.getByText('Sign in to review the cards of your decks.').count(), WAIT)
      .toBe(1);
    await panel.close();
  });

  it('adds a word to a new deck from the side panel detail, through the server', async () => {
    await signInExtension(extension.context, extension.worker, app.baseUrl, PASSWORD);
    token = await accessToken(extension.worker);
    const panel = await openLibraryDetail();
    const creator = panel.getByRole('region', { name: 'Add library to a deck' });
    await expect.poll(() => creator.textContent(), WAIT).toContain('You have no deck yet');
    await creator.getByLabel('Deck name').fill('Reading');
    await creator.getByRole('button', { name: 'Create deck' }).click();
    const deckChoice = creator.getByLabel('Deck');
    await expect.poll(() => deckChoice.locator('option:checked').textContent(), WAIT).toBe('Reading (0)');
    const senses = creator.getByRole('group', { name: 'Senses to keep' }).getByRole('checkbox');
    expect(await senses.count()).toBeGreaterThan(0);
    await expect.poll(() => senses.first().isChecked()).toBe(true);

    fs.mkdirSync(SHOTS, { recursive: true });
    await panel.screenshot({ path: path.join(SHOTS, 'creator-light.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.join(SHOTS, 'creator-dark.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'light' });

    await creator.getByRole('button', { name: 'Add card' }).click();
    await expect.poll(() => creator.textContent(), WAIT).toContain('Added to Reading.');

    const decks = await server<{ id: number; name: string; card_count: number }[]>('/deck/all');
    expect(decks).toMatchObject([{ name: 'Reading', card_count: 1 }]);
    deckId = decks[0]!.id;
    const infos = await server<{ id: number; written: string }[]>(`/deck/${deckId}/cards`);
    expect(infos.map((info) => info.written)).toEqual(['library']);
    cardId = infos[0]!.id;
    const card = await server<{ lang: string; senses: { sense_id?: number; translation: string }[] }>(
      `/deck/${deckId}/cards/${cardId}`,
    );
    expect(card.lang).toBe('en_US');
    expect(card.senses).toHaveLength(1);
    expect(card.senses[0]!.sense_id).toBeGreaterThan(0);
    await panel.close();
  });

  it('reviews the card in the Review view and the rating reschedules it on the server', async () => {
    const before = await server<{ due_count: number }>(`/review/deck/${deckId}`);
    expect(before.due_count).toBe(1);
    const panel = await openSidePanel(extension.context);
    await panel.getByRole('button', { name: 'Review' }).click();
    const review = panel.getByRole('region', { name: 'Review' });
    await expect.poll(() => review.getByLabel('Due cards').textContent(), WAIT).toBe('1 due');
    const card = review.getByRole('button', { name: 'Show the back of library' });
    await expect.poll(() => card.count(), WAIT).toBe(1);
    expect(await review.getByRole('group', { name: 'How well did you know it?' }).count()).toBe(0);

    // Space turns the card; the ratings show with their waits (a new card's Again waits a minute or so).
    await panel.keyboard.press('Space');
    const ratings = review.getByRole('group', { name: 'How well did you know it?' });
    await expect.poll(() => ratings.getByRole('button').count(), WAIT).toBe(4);
    expect(await ratings.getByRole('button', { name: /^Again, next in .+ \(key 1\)$/ }).count()).toBe(1);
    expect(await ratings.getByRole('button', { name: /^Easy, next in \d+d \(key 4\)$/ }).count()).toBe(1);

    await panel.screenshot({ path: path.join(SHOTS, 'review-light.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.join(SHOTS, 'review-dark.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'light' });

    // Key 3: Good. A new card rated Good goes to learning, due again in minutes, not now.
    await panel.keyboard.press('3');
    await expect.poll(() => review.textContent(), WAIT).toContain('Nothing is due.');
    const changes = await server<{ states: { card_id: number; reps: number; state: string; due: string }[] }>(
      `/review/changes?since=${encodeURIComponent('2000-01-01T00:00:00.000Z')}`,
    );
    const state = changes.states.find((s) => s.card_id === cardId);
    expect(state).toMatchObject({ reps: 1, state: 'learning' });
    expect(Date.parse(state!.due)).toBeGreaterThan(Date.now());
    const after = await server<{ due_count: number }>(`/review/deck/${deckId}`);
    expect(after.due_count).toBe(0);

    await panel.screenshot({ path: path.join(SHOTS, 'review-empty-light.png'), fullPage: true });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.join(SHOTS, 'review-empty-dark.png'), fullPage: true });
    await panel.close();
  });

  it("opens the side panel's creator from a page's word popup", async () => {
    pages = await servePages({ '/article.html': articlePage([ARTICLE]) });
    const origin = pages.origin;
    const page = await extension.context.newPage();
    await page.goto(`${origin}/article.html`);
    // What the page menu's "Colour the words on this page" does for the tab.
    await extension.worker.evaluate(async (origin) => {
      const [tab] = await chrome.tabs.query({ url: `${origin}/*` });
      const glossa = (globalThis as unknown as { glossa: { highlightTab(id: number): Promise<void> } })
        .glossa;
      await glossa.highlightTab(tab!.id!);
    }, origin);
    await expect
      .poll(() => page.evaluate(() => CSS.highlights.get('glossa-unknown')?.size ?? 0), WAIT)
      .toBeGreaterThan(3);
    const point = await page.evaluate(() => {
      const text = document.getElementById('p0')!.firstChild!;
      const at = (text.textContent ?? '').indexOf('history');
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 'history'.length);
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await page.mouse.click(point.x, point.y);
    const popup = page.getByRole('dialog', { name: 'Word details' });
    await expect.poll(() => popup.textContent(), WAIT).toMatch(/history/i);
    await popup.getByRole('button', { name: 'Add history to a deck' }).click({ timeout: 15_000 });

    // The click's gesture lets the service worker open the real side panel (a context Playwright cannot
    // drive), which takes the waiting word at once; the creator itself is driven in the test above.
    const sidePanels = () =>
      extension.worker.evaluate(async () =>
        (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] })).map(
          (found) => found.documentUrl,
        ),
      );
    await expect.poll(sidePanels, WAIT).toEqual([`chrome-extension://${EXTENSION_ID}/sidepanel.html`]);
    await expect
      .poll(() => extension.worker.evaluate(() => chrome.storage.session.get('glossa.cardRequest')), WAIT)
      .toEqual({});
  });
});
