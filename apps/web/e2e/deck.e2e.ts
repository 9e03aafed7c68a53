import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, analyseOnPage, pageErrors, describeInBrowser } from '@glossa/testing';

/**
 * Decks and cards as a person uses them: a guest makes a card from a word on Analyze and finds it on the Deck
 * screen (with the banner saying it will not be kept); a signed-in user makes a deck, adds cards with custom
 * senses and own examples, edits, searches, deletes, reloads and finds everything; one or two columns.
 */

const PASSWORD = 'Correct#Horse9';
const KOREAN = '친구가 학교에 갔어요. 나는 학교 앞 식당에서 밥을 먹었어요.';
const PHONE_390 = { width: 390, height: 844 };

/** Cheap password hashing: the tests sign up several times. */
const FAST_HASHING = { env: { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' }, dictionaries: true };

function word(analysed: Locator, surface: string): Locator {
  return analysed.getByRole('button', { name: new RegExp(`^${surface}, `) });
}

/** Signs a new user up through the accounts API from inside the page (its cookies), then reloads. */
async function signUp(page: Page, prefix: string): Promise<void> {
  const unique = `${prefix}${Date.now().toString(36)}`;
  const status = await page.evaluate(
    async ({ unique, password }) => {
      const token = document.cookie.match(/(?:^|; )glossa_csrf=([^;]*)/)?.[1] ?? '';
      const body = new FormData();
      body.append('username', unique);
      body.append('email', `${unique}@example.com`);
      body.append('password', password);
      const response = await fetch('/api/auth/signup', {
        method: 'POST',
        body,
        headers: { 'x-csrf-token': decodeURIComponent(token) },
      });
      return response.status;
    },
    { unique, password: PASSWORD },
  );
  expect(status).toBe(200);
  await page.reload();
}

/** Opens the creator from the selected word's "+" and answers the dialog. */
async function openCreator(page: Page, headword: string): Promise<Locator> {
  const detail = page.getByRole('region', { name: 'Word details' });
  await expect.poll(() => detail.locator('.wd-headword').innerText()).toBe(headword);
  await detail.getByRole('button', { name: `Add ${headword} to a deck` }).click();
  const dialog = page.getByRole('dialog', { name: headword });
  await dialog.waitFor();
  return dialog;
}

function cardRow(page: Page, written: string): Locator {
  return page.locator('.deck-card').filter({ has: page.getByRole('button', { name: written, exact: true }) });
}

/** The cards on screen, sorted (two columns list the left one first). */
async function shownCards(page: Page): Promise<string[]> {
  return (await page.locator('.deck-card-written').allInnerTexts()).sort();
}

const GUEST_SHOTS = '/tmp/guest-deck-shots';

describeInBrowser('decks and cards in Chromium', FAST_HASHING, (web) => {
  it('lets a guest make a card from a word on Analyze and find it on the Deck screen', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    await word(analysed, '학교에').click();
    const creator = await openCreator(page, '학교');
    // The guest's default deck is chosen already.
    await creator.getByRole('button', { name: 'Glossa', exact: true }).waitFor();
    const save = creator.getByRole('button', { name: 'Add Card' });
    // The first sense is chosen already (no sense was open in the word detail).
    await expect
      .poll(() => creator.locator('.sense-toggle-button').first().getAttribute('aria-pressed'))
      .toBe('true');
    expect(await save.isDisabled()).toBe(false);
    // The sense's examples load; one is chosen.
    const example = creator.locator('.example-choice').first();
    await example.waitFor();
    const exampleText = await example.locator('.example-text').innerText();
    await example.locator('input').check();
    await save.click();
    await creator.waitFor({ state: 'detached' });

    // To the Deck screen without a reload: a guest's decks live in this page only.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Deck' })
      .click();
    await page.getByText('To keep your decks saved across sessions, please log in.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Deck: Glossa');
    expect(await page.locator('.deck-count').innerText()).toBe('1 cards');
    await page.getByRole('button', { name: '학교', exact: true }).click();
    const row = cardRow(page, '학교');
    await row.getByText('Translation').first().waitFor();
    expect(await row.innerText()).toContain(exampleText.split('\n')[0]!);
    expect(await row.locator('.card-added').innerText()).toMatch(/^Added \w{3} \d{1,2}, \d{4}$/);

    // A reload keeps the guest's cards (in this browser), and the banner says so.
    await page.reload();
    await page.getByText('Your decks are kept in this browser only.', { exact: false }).waitFor();
    await expect.poll(() => shownCards(page)).toEqual(['학교']);
    fs.mkdirSync(GUEST_SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(GUEST_SHOTS, 'guest-deck-after-reload-1280-light.png') });

    // Signing up offers them to the account; added, they are the account's, on the server.
    await signUp(page, 'guestdeck');
    const offer = page.getByRole('dialog', { name: 'Add your decks to your account?' });
    await offer.waitFor();
    await page.screenshot({ path: path.join(GUEST_SHOTS, 'guest-deck-offer-1280-light.png') });
    await offer.getByRole('button', { name: 'Add 1 card' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.goto(`${web.baseUrl}/deck`);
    await expect.poll(() => shownCards(page)).toEqual(['학교']);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Deck: Glossa');
    expect(await page.getByText('please log in').count()).toBe(0);
    const onServer = await page.evaluate(async () => {
      const decks = (await (await fetch('/api/deck/all')).json()) as { id: number; name: string }[];
      const cards = (await (await fetch(`/api/deck/${decks[0]!.id}/cards`)).json()) as { written: string }[];
      return { decks: decks.map((d) => d.name), cards: cards.map((c) => c.written) };
    });
    expect(onServer).toEqual({ decks: ['Glossa'], cards: ['학교'] });
    // The browser keeps no guest deck any more.
    expect(await page.evaluate(() => localStorage.getItem('glossa.guestDecks'))).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('lets a signed-in user make a deck, add, edit, search and delete cards, and find them after a reload', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/deck`);
    await signUp(page, 'deck');
    await page.getByText("Looks like you haven't created any cards.").waitFor();
    expect(await page.getByText('please log in').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Deck: None');

    // A new deck, then renamed.
    await page.getByRole('button', { name: /Choose a deck/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Your Decks' });
    await chooser.getByRole('button', { name: 'New Deck' }).click();
    const form = page.getByRole('dialog', { name: 'New Deck' });
    const create = form.getByRole('button', { name: 'Create' });
    await form.getByLabel('Name').fill('   ');
    expect(await create.isDisabled()).toBe(true);
    await form.getByLabel('Name').fill('  Korean basics  ');
    await form.getByLabel('Description (optional)').fill('First words');
    await create.click();
    await form.waitFor({ state: 'detached' });
    await chooser.getByRole('button', { name: 'Rename Korean basics' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Deck' });
    await edit.getByLabel('Name').fill('Korean A1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await chooser.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Deck: Korean A1');

    // Cards from Analyze: a dictionary sense and a custom one with an own example; a custom-only card.
    await page.goto(`${web.baseUrl}/analyze`);
    const analysed = await analyseOnPage(page, KOREAN, 'ko_KR');
    await word(analysed, '학교에').click();
    let creator = await openCreator(page, '학교');
    // The first dictionary sense is chosen when the creator opens.
    await expect
      .poll(() => creator.locator('.sense-toggle-button').first().getAttribute('aria-pressed'))
      .toBe('true');
    await creator.getByRole('button', { name: 'Add Custom Sense' }).click();
    const custom = creator.locator('fieldset.sense-editor').nth(1);
    await custom.getByLabel('Translation').fill('campus');
    await custom.getByLabel('Definition').fill('Where a school is.');
    await custom.getByText('No examples yet. Click "Add Example" to get started.').waitFor();
    await custom.getByRole('button', { name: 'Add Example' }).click();
    await custom.getByLabel('Example 1 of sense 2').fill('학교가 커요.');
    await creator.getByRole('button', { name: 'Add Card' }).click();
    await creator.waitFor({ state: 'detached' });

    for (const [surface, headword, translation] of [
      ['친구가', '친구', 'buddy'],
      ['식당에서', '식당', 'eatery'],
    ] as const) {
      await word(analysed, surface).click();
      creator = await openCreator(page, headword);
      // A custom sense only: the chosen dictionary sense is turned off.
      const first = creator.locator('.sense-toggle-button').first();
      await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
      await first.click();
      await expect.poll(() => first.getAttribute('aria-pressed')).toBe('false');
      await creator.getByRole('button', { name: 'Add Custom Sense' }).click();
      await creator.getByLabel('Translation').fill(translation);
      await creator.getByRole('button', { name: 'Add Card' }).click();
      await creator.waitFor({ state: 'detached' });
    }

    await page.goto(`${web.baseUrl}/deck`);
    await expect.poll(() => shownCards(page)).toEqual(['식당', '친구', '학교']);
    expect(await page.locator('.deck-count').innerText()).toBe('3 cards');
    await page.getByRole('button', { name: '학교', exact: true }).click();
    const school = cardRow(page, '학교');
    await school.getByText('campus').waitFor();
    expect(await school.getByText('학교가 커요.').count()).toBe(1);

    // Edit: another translation and an own conversation.
    await page.getByRole('button', { name: 'Edit 친구' }).click();
    const editor = page.getByRole('dialog', { name: '친구' });
    await editor.getByLabel('Translation').fill('pal');
    await editor.getByRole('button', { name: 'Add Example' }).click();
    await editor.getByLabel('Kind of example 1').selectOption('conversation');
    await editor.getByLabel('Example 1 of sense 1').fill('어디 가?\n학교에 가.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '친구', exact: true }).click();
    const friend = cardRow(page, '친구');
    await friend.getByText('pal').waitFor();
    expect(await friend.locator('.card-conversation .speaker').allInnerTexts()).toEqual(['나', '너']);

    // Search: case-insensitive substring of the written form.
    await page.getByLabel('Search cards').fill('식');
    await expect.poll(() => shownCards(page)).toEqual(['식당']);
    await page.getByLabel('Search cards').fill('');
    await expect.poll(() => shownCards(page)).toEqual(['식당', '친구', '학교']);

    // Delete 식당.
    await page.getByRole('button', { name: 'Delete 식당' }).click();
    await expect.poll(() => shownCards(page)).toEqual(['친구', '학교']);
    expect(await page.locator('.deck-count').innerText()).toBe('2 cards');

    await page.reload();
    await expect.poll(() => shownCards(page)).toEqual(['친구', '학교']);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Deck: Korean A1');
    await page.getByRole('button', { name: '친구', exact: true }).click();
    await cardRow(page, '친구').getByText('pal').waitFor();
    await page.getByRole('button', { name: '학교', exact: true }).click();
    await cardRow(page, '학교').getByText('학교가 커요.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows two columns at 1280 px, cards keeping their side, and one column at 390 px', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.baseUrl}/deck`);
    await signUp(page, 'cols');
    // Five cards through the app's own calls (the API is tested on its own).
    await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )glossa_csrf=([^;]*)/)?.[1] ?? '');
      const call = async (path: string, body: unknown) => {
        const response = await fetch(`/api${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        });
        return (await response.json()) as { id: number };
      };
      const deck = await call('/deck', { name: 'Columns' });
      for (const written of ['하나', '둘', '셋', '넷', '다섯'])
        await call(`/deck/${deck.id}/cards`, { written, senses: [{ translation: written }] });
    });
    await page.reload();
    const columns = page.locator('.deck-column');
    await expect.poll(() => columns.count()).toBe(2);
    expect(await columns.nth(0).locator('.deck-card-written').allInnerTexts()).toEqual([
      '하나',
      '셋',
      '다섯',
    ]);
    expect(await columns.nth(1).locator('.deck-card-written').allInnerTexts()).toEqual(['둘', '넷']);
    const [left, right] = await Promise.all([columns.nth(0).boundingBox(), columns.nth(1).boundingBox()]);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    // Deleting 둘 leaves 넷 on the right: cards keep their side.
    await page.getByRole('button', { name: 'Delete 둘' }).click();
    await expect.poll(() => columns.nth(1).locator('.deck-card-written').allInnerTexts()).toEqual(['넷']);

    await page.setViewportSize(PHONE_390);
    await expect.poll(() => columns.count()).toBe(1);
    expect(await columns.nth(0).locator('.deck-card-written').allInnerTexts()).toEqual([
      '하나',
      '셋',
      '넷',
      '다섯',
    ]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors(page)).toEqual([]);
  });
});
