import type { OutgoingHttpHeaders } from 'node:http';
import type { Card, Deck, DeckChanges } from '@glossa/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { TestDialect } from '../../testing/test-database.ts';
import { FAST_AUTH_ENV, signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A card as the web app saves it: one sense with its dictionary sense id and two examples. */
export const house = {
  written: '집',
  lang: 'ko_KR',
  senses: [
    {
      translation: 'house',
      definition: 'A building where people live.',
      sense_id: 4,
      examples: [
        { example: '집에 가요.', category: 'sentence' },
        { example: '가: 집이 어디예요?\n나: 서울이에요.', category: 'conversation' },
      ],
    },
  ],
};

/** An answer of `call`: status, parsed JSON body (undefined when empty), headers and the raw text. */
export interface CallAnswer {
  status: number;
  body: unknown;
  headers: OutgoingHttpHeaders;
  raw: string;
}

/** The server of a deck or review test and its two signed-in users, set up before the tests run. */
export interface TwoUserServer {
  readonly testApp: TestApp;
  readonly ann: SignedInUser;
  readonly bob: SignedInUser;
  /** A JSON request as `who` (or as a guest when null). */
  call(who: SignedInUser | null, method: Method, url: string, payload?: unknown): Promise<CallAnswer>;
  /** Sends each call as a browser without a session (CSRF pair, no cookie) and expects 401 UNAUTHORIZED. */
  expectUnauthorized(calls: ReadonlyArray<[Method, string, unknown?]>): Promise<void>;
}

/**
 * Starts the real server on `dialect` with cheap argon2 before the suite's tests and signs up two users, Ann
 * and Bob (so that each test can check one cannot reach the other's data); closes it afterwards. Call it in
 * a `describe` body.
 * @example const server = twoUserServer(dialect); it('…', async () => { await server.call(server.ann, 'GET', '/api/deck'); });
 */
export function twoUserServer(dialect: TestDialect): TwoUserServer {
  let state: { testApp: TestApp; ann: SignedInUser; bob: SignedInUser } | undefined;
  const ready = () => {
    if (!state) throw new Error('twoUserServer: used before its beforeAll ran');
    return state;
  };
  beforeAll(async () => {
    const testApp = await createTestApp(dialect, { ...FAST_AUTH_ENV });
    state = { testApp, ann: await signUpUser(testApp.app), bob: await signUpUser(testApp.app) };
  });
  afterAll(async () => state?.testApp.close());
  return {
    get testApp() {
      return ready().testApp;
    },
    get ann() {
      return ready().ann;
    },
    get bob() {
      return ready().bob;
    },
    async call(who, method, url, payload) {
      const response = await ready().testApp.app.inject({
        method,
        url,
        headers: who ? who.headers : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const body: unknown = response.body ? response.json() : undefined;
      return { status: response.statusCode, body, headers: response.headers, raw: response.body };
    },
    async expectUnauthorized(calls) {
      for (const [method, url, payload] of calls) {
        const answer = await ready().testApp.request({
          method,
          url,
          ...(payload ? { payload: payload } : {}),
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
        expect(answer.json(), `${method} ${url}`).toMatchObject({ code: 'UNAUTHORIZED' });
      }
    },
  };
}

/**
 * The deck calls most tests start from, each expecting a 200: a new deck, a new one-sense card, the change
 * feed since a time.
 * @example const { newDeck, newCard } = deckCalls(server); const deck = await newDeck(server.ann);
 */
export function deckCalls(server: Pick<TwoUserServer, 'call'>) {
  const { call } = server;
  const newDeck = async (who: SignedInUser, name = 'Deck') => {
    const created = await call(who, 'POST', '/api/deck', { name });
    expect(created.status).toBe(200);
    return created.body as Deck;
  };
  const newCard = async (who: SignedInUser, deckId: number, written: string) => {
    const created = await call(who, 'POST', `/api/deck/${deckId}/cards`, {
      written,
      senses: [{ translation: written.toUpperCase(), definition: '' }],
    });
    expect(created.status).toBe(200);
    return created.body as Card;
  };
  const feed = async (who: SignedInUser, deckId: number, since: string) => {
    const answer = await call(who, 'GET', `/api/deck/${deckId}/cards?since=${encodeURIComponent(since)}`);
    expect(answer.status).toBe(200);
    return answer.body as DeckChanges;
  };
  return { newDeck, newCard, feed };
}
