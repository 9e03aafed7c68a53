import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER } from '@glossa/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, pageErrors, describeInBrowser } from '@glossa/testing';

/**
 * The Deck screen's start-up (apps/web/src/app/startup.ts): a guest sends no API call at all; a signed-in
 * user's deck list and card infos are asked for without waiting for GET /api/user/me, the deck selected last
 * time is opened again, and an expired access token (a 401 on those optimistic calls) is renewed once,
 * quietly, without signing the user out.
 */

const PASSWORD = 'Correct#Horse9';

/** Signs a user up through the API with the page's cookies, with two decks; answers the decks' ids. */
async function userWithTwoDecks(page: Page, baseUrl: string): Promise<{ first: number; second: number }> {
  await page.goto(`${baseUrl}/`);
  const unique = `start${Date.now().toString(36)}`;
  const csrf = async () =>
    (await page.context().cookies(baseUrl)).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const signup = await page.request.post(`${baseUrl}/api/auth/signup`, {
    multipart: { username: unique, email: `${unique}@example.com`, password: PASSWORD },
    headers: { [CSRF_HEADER]: await csrf() },
  });
  expect(signup.status()).toBe(200);
  const ids: number[] = [];
  for (const [name, written] of [
    ['First', '하나'],
    ['Second', '둘'],
  ] as const) {
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(`${baseUrl}/api${path}`, {
        data,
        headers: { [CSRF_HEADER]: await csrf() },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { id: number };
    };
    const deck = await post('/deck', { name });
    await post(`/deck/${deck.id}/cards`, { written, senses: [{ translation: written }] });
    ids.push(deck.id);
  }
  return { first: ids[0]!, second: ids[1]! };
}

/** Every API call the page sends from now on, and the order of requests and answers. */
function recordApi(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) events.push(`→ ${request.method()} ${path}`);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/')) events.push(`← ${response.status()} ${path}`);
  });
  return events;
}

/** Console errors and warnings of the page, but the browser's own line for each failed resource. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/^Failed to load resource/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

async function heading(page: Page): Promise<string> {
  return page.getByRole('heading', { level: 1 }).innerText();
}

describeInBrowser(
  'the Deck screen start-up in Chromium',
  { env: { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' } },
  (web) => {
    it('sends no API call for a guest', async () => {
      const { page } = await web.newPage(DESKTOP);
      const events = recordApi(page);
      await page.goto(`${web.baseUrl}/deck`);
      await page.getByText('Glossa', { exact: true }).first().waitFor();
      await page.getByText("Looks like you haven't created any cards.").waitFor();
      expect(events).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    });

    it('asks for the decks and card infos without waiting for the user, and opens the deck selected last time', async () => {
      const { page } = await web.newPage(DESKTOP);
      const { second } = await userWithTwoDecks(page, web.baseUrl);
      await page.goto(`${web.baseUrl}/deck`);
      await expect.poll(() => heading(page)).toBe('Deck: First');
      // The second deck, chosen in the deck selector, is remembered for the next visit.
      await page.getByRole('button', { name: /Choose a deck/ }).click();
      const chooser = page.getByRole('dialog', { name: 'Your Decks' });
      await chooser.getByRole('radio', { name: /^Second/ }).click();
      await chooser.getByRole('button', { name: 'Done' }).click();
      await page.locator('.deck-card-written', { hasText: '둘' }).waitFor();

      const events = recordApi(page);
      const problems = consoleProblems(page);
      await page.reload();
      await page.locator('.deck-card-written', { hasText: '둘' }).waitFor();
      expect(await heading(page)).toBe('Deck: Second');
      const cards = `/api/deck/${second}/cards`;
      // All three were sent before the user's answer came back.
      const userAnswer = events.indexOf('← 200 /api/user/me');
      expect(userAnswer).toBeGreaterThan(-1);
      for (const call of ['→ GET /api/user/me', '→ GET /api/deck/all', `→ GET ${cards}`]) {
        const sent = events.indexOf(call);
        expect(sent, `${call} in ${events.join(', ')}`).toBeGreaterThan(-1);
        expect(sent, `${call} in ${events.join(', ')}`).toBeLessThan(userAnswer);
      }
      // Each once: the store took the prefetched answers.
      expect(events.filter((event) => event === '→ GET /api/deck/all')).toHaveLength(1);
      expect(events.filter((event) => event === `→ GET ${cards}`)).toHaveLength(1);
      expect(problems).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    });

    it('renews an expired access token once, quietly, and still shows the deck', async () => {
      const { page, context } = await web.newPage(DESKTOP);
      await userWithTwoDecks(page, web.baseUrl);
      // The access cookie gone (as when it expires), the refresh cookie and the readable hint kept.
      const kept = (await context.cookies()).filter((cookie) => cookie.name !== ACCESS_COOKIE);
      await context.clearCookies();
      await context.addCookies(kept);

      const events = recordApi(page);
      const problems = consoleProblems(page);
      await page.goto(`${web.baseUrl}/deck`);
      await page.locator('.deck-card-written', { hasText: '하나' }).waitFor();
      expect(await heading(page)).toBe('Deck: First');
      expect(await page.getByText('please log in').count()).toBe(0);
      expect(events.filter((event) => event === '→ POST /api/auth/refresh')).toHaveLength(1);
      expect((await context.cookies(web.baseUrl)).some((cookie) => cookie.name === ACCESS_COOKIE)).toBe(true);
      expect(problems).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    });
  },
);
