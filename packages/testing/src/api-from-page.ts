import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Calls the API from inside the page (its cookies and CSRF token), as the app would.
 * @example const deck = await apiFromPage(page, 'POST', '/deck', { name: 'Words' });
 */
export async function apiFromPage(
  page: Page,
  method: string,
  url: string,
  json?: unknown,
  form?: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, url, json, form }) => {
      const token = document.cookie.match(/(?:^|; )glossa_csrf=([^;]*)/)?.[1] ?? '';
      const headers: Record<string, string> = { 'x-csrf-token': decodeURIComponent(token) };
      let body: FormData | string | undefined;
      if (form) {
        body = new FormData();
        for (const [key, value] of Object.entries(form)) body.append(key, value);
      } else if (json !== undefined) {
        body = JSON.stringify(json);
        headers['content-type'] = 'application/json';
      }
      const response = await fetch(`/api${url}`, { method, body, headers });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown };
    },
    { method, url, json, form },
  );
}

/** A card to make: its written form, one sense's translation and an example (a line break: a conversation). */
export type CardSpec = [written: string, translation: string, example: string];

/**
 * Signs a new user up from the page (it must be on the app) and makes a deck of `cards`, in order; answers
 * the deck's id and the cards' ids.
 * @example const { deckId } = await signedInWithDeck(page, 'fonts', 'Debian 한국어', [['학교', 'school', '학교에 가요.']]);
 */
export async function signedInWithDeck(
  page: Page,
  prefix: string,
  deckName: string,
  cards: readonly CardSpec[],
  password = 'Correct#Horse9',
): Promise<{ deckId: number; cardIds: number[] }> {
  const unique = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const signup = await apiFromPage(page, 'POST', '/auth/signup', undefined, {
    username: unique,
    email: `${unique}@example.com`,
    password,
  });
  expect(signup.status).toBe(200);
  const deck = await apiFromPage(page, 'POST', '/deck', { name: deckName });
  expect(deck.status).toBe(200);
  const deckId = (deck.body as { id: number }).id;
  const cardIds: number[] = [];
  for (const [written, translation, example] of cards) {
    const category = example.includes('\n') ? 'conversation' : 'sentence';
    const card = await apiFromPage(page, 'POST', `/deck/${deckId}/cards`, {
      written,
      senses: [{ translation, definition: `The word ${written}.`, examples: [{ example, category }] }],
    });
    expect(card.status).toBe(200);
    cardIds.push((card.body as { id: number }).id);
  }
  return { deckId, cardIds };
}
