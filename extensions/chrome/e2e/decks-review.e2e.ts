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
import { analyseOnPage, type RunningApp } from '@glossa/testing';
import {
  EXTENSION_ID,
  UNREACHABLE_SERVER,
  WAIT,
  accessToken,
  extensionTestsUnavailable,
  openSidePanel,
  setServerUrl,
  signInExtension,
  startExtensionSession,
  type ExtensionSession,
  type LoadedExtension,
} from '@glossa/testing/extension';
import { highlighted, popupText, popupView } from './page-probe.ts';
import { articlePage, servePages, type PageServer } from './test-pages.ts';

const SHOTS = '/tmp/chrome-shots';
const ARTICLE = 'The students read a long book about history in the library.';
const PASSWORD = 'Glossa#Decks7';

const unavailable = extensionTestsUnavailable();
if (unavailable) console.warn(`Chrome extension deck browser tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('Chrome extension decks and review', () => {
  let session: ExtensionSession | undefined;
  let app: RunningApp;
  let extension: LoadedExtension;
  let email = '';
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
    session = await startExtensionSession();
    ({ app, extension } = session);
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
    await session?.extension.close();
    // After the browser: Chromium keeps idle connections to the page server open while it runs.
    await pages?.close();
    await session?.app.stop();
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
    email = await signInExtension(extension.context, extension.worker, app.baseUrl, PASSWORD);
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

  /** The web app in a tab of the same browser, signed in with the extension's account (its own cookies). */
  async function webApp(pathname: string): Promise<Page> {
    const page = await extension.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/deck`);
    const status = await page.evaluate(
      async ({ identifier, password }) => {
        const csrf = document.cookie.match(/(?:^|; )glossa_csrf=([^;]*)/)?.[1] ?? '';
        const body = new FormData();
        body.append('identifier', identifier);
        body.append('password', password);
        const response = await fetch('/api/auth/login', {
          method: 'POST',
          body,
          headers: { 'x-csrf-token': decodeURIComponent(csrf) },
        });
        return response.status;
      },
      { identifier: email, password: PASSWORD },
    );
    expect(status).toBe(200);
    await page.goto(`${app.baseUrl}${pathname}`);
    return page;
  }

  const serverCards = async () =>
    (await server<{ written: string }[]>(`/deck/${deckId}/cards`)).map((card) => card.written).sort();

  const deckSync = () =>
    extension.worker.evaluate<{ state: string; pending: number }>('glossa.deckSyncStatus()');

  it("shows a card made in the web app in the extension's decks and Review after a sync", async () => {
    const web = await webApp('/analyze');
    const analysed = await analyseOnPage(web, ARTICLE, 'en_US');
    await analysed.getByRole('button', { name: /^history, / }).click();
    await web
      .getByRole('region', { name: 'Word details' })
      .getByRole('button', { name: 'Add history to a deck' })
      .click();
    const dialog = web.getByRole('dialog', { name: 'history' });
    await dialog.waitFor();
    // A custom sense only: the dictionary sense chosen at start is turned off.
    const chosen = dialog.locator('.sense-toggle-button[aria-pressed="true"]');
    await expect.poll(() => chosen.count(), WAIT).toBe(1);
    await chosen.click();
    await expect.poll(() => chosen.count(), WAIT).toBe(0);
    await dialog.getByRole('button', { name: 'Add Custom Sense' }).click();
    await dialog.getByLabel('Translation').fill('the story of the past');
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    await dialog.waitFor({ state: 'detached' });
    await web.close();
    await expect.poll(serverCards, WAIT).toEqual(['history', 'library']);

    // The extension pulls the deck's change feed (what the panel asks on opening, on focus, every minute).
    await extension.worker.evaluate('glossa.syncDecks()');
    const kept = await extension.worker.evaluate<{ id: number; written: string }[]>(
      `glossa.deckCards(${deckId})`,
    );
    expect(kept.map((card) => card.written).sort()).toEqual(['history', 'library']);
    expect(kept.every((card) => card.id > 0)).toBe(true);

    // The server goes down: Review shows the card from the extension's own copy (library waits in learning).
    await setServerUrl(extension.worker, UNREACHABLE_SERVER);
    const panel = await openSidePanel(extension.context);
    await panel.getByRole('button', { name: 'Review' }).click();
    const review = panel.getByRole('region', { name: 'Review' });
    await expect.poll(() => review.getByLabel('Due cards').textContent(), WAIT).toBe('1 due');
    expect(await review.getByRole('button', { name: 'Show the back of history' }).count()).toBe(1);
    await expect
      .poll(() => panel.getByRole('status', { name: 'Deck sync' }).textContent(), WAIT)
      .toBe('Offline: showing your decks as last synced.');
    await panel.close();
  });

  it('keeps a card and ratings made while the server is down, and the web app has them once it is back', async () => {
    // Still pointed where nothing listens (the test above).
    const reading = await openSidePanel(extension.context);
    await reading.locator('.word', { hasText: 'book' }).first().click();
    const detail = reading.getByRole('region', { name: 'Word details' });
    await expect.poll(() => detail.textContent(), WAIT).toMatch(/book/i);
    await detail.getByRole('button', { name: 'Add book to a deck' }).click();
    const creator = reading.getByRole('region', { name: 'Add book to a deck' });
    await expect
      .poll(() => creator.getByLabel('Deck').locator('option:checked').textContent(), WAIT)
      .toBe('Reading (2)');
    await creator.getByRole('button', { name: 'Add card' }).click();
    await expect.poll(() => creator.textContent(), WAIT).toContain('Added to Reading.');
    expect(await creator.textContent()).toContain('Kept in the extension');

    // Review offline: history (made in the web app), then book (made here, not on the server yet).
    await reading.getByRole('button', { name: 'Review' }).click();
    const review = reading.getByRole('region', { name: 'Review' });
    await expect.poll(() => review.getByLabel('Due cards').textContent(), WAIT).toBe('2 due');
    for (const written of ['history', 'book']) {
      await expect
        .poll(() => review.getByRole('button', { name: `Show the back of ${written}` }).count(), WAIT)
        .toBe(1);
      await reading.keyboard.press('Space');
      await expect
        .poll(() => review.getByRole('group', { name: 'How well did you know it?' }).count(), WAIT)
        .toBe(1);
      await reading.keyboard.press('3');
    }
    await expect.poll(() => review.textContent(), WAIT).toContain('Nothing is due.');
    await expect.poll(deckSync, WAIT).toMatchObject({ state: 'offline', pending: 3 });
    await expect
      .poll(() => reading.getByRole('status', { name: 'Deck sync' }).textContent(), WAIT)
      .toBe('Offline: 3 changes wait to be sent when Glossa can be reached.');
    await reading.screenshot({ path: path.join(SHOTS, 'review-offline-light.png'), fullPage: true });
    await reading.emulateMedia({ colorScheme: 'dark' });
    await reading.screenshot({ path: path.join(SHOTS, 'review-offline-dark.png'), fullPage: true });
    expect(await serverCards()).toEqual(['history', 'library']);

    // The server is back: the queue goes out in order (the card, then the ratings, book's under its new id).
    await setServerUrl(extension.worker, app.baseUrl);
    await extension.worker.evaluate('glossa.syncDecks()');
    await expect.poll(deckSync, WAIT).toMatchObject({ state: 'idle', pending: 0 });
    await expect.poll(serverCards, WAIT).toEqual(['book', 'history', 'library']);
    const infos = await server<{ id: number; written: string }[]>(`/deck/${deckId}/cards`);
    const changes = await server<{ states: { card_id: number; reps: number }[] }>(
      `/review/changes?since=${encodeURIComponent('2000-01-01T00:00:00.000Z')}`,
    );
    const reps = Object.fromEntries(
      infos.map((info) => [info.written, changes.states.find((s) => s.card_id === info.id)?.reps ?? 0]),
    );
    expect(reps).toEqual({ book: 1, history: 1, library: 1 });
    await expect
      .poll(() => reading.getByRole('status', { name: 'Deck sync' }).textContent(), WAIT)
      .toBe('Decks in sync.');
    await reading.close();

    // The web app's Deck screen lists the card made in the extension.
    const web = await webApp('/deck');
    await expect
      .poll(async () => (await web.locator('.deck-card-written').allInnerTexts()).sort(), WAIT)
      .toEqual(['book', 'history', 'library']);
    await web.close();
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
    await expect.poll(async () => (await highlighted(page, 'unknown')).length, WAIT).toBeGreaterThan(3);
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
    // The popup is in a closed shadow root: read through the DevTools protocol, clicked with the mouse.
    await expect.poll(() => popupText(page), WAIT).toMatch(/history/i);
    const add = await (await popupView(page))?.button('Add history to a deck');
    if (!add) throw new Error('no "Add history to a deck" button in the popup');
    await page.mouse.click(add.x, add.y);

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
