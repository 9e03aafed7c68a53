import type {
  Card,
  Deck,
  ReviewChanges,
  ReviewCounts,
  ReviewDeckAnswer,
  ReviewRatingAnswer,
} from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-database.ts';
import { FAST_AUTH_ENV, signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDialects())('/api/review on %s', (dialect) => {
  let testApp: TestApp;
  let ann: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { ...FAST_AUTH_ENV });
    ann = await signUpUser(testApp.app);
    bob = await signUpUser(testApp.app);
  });
  afterAll(async () => testApp.close());

  const call = async (who: SignedInUser | null, method: Method, url: string, payload?: unknown) => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body: unknown = response.body ? response.json() : undefined;
    return { status: response.statusCode, body, headers: response.headers };
  };
  const newDeck = async (who: SignedInUser, writtens: string[]) => {
    const deck = (await call(who, 'POST', '/api/deck', { name: 'Review' })).body as Deck;
    const cards: Card[] = [];
    for (const written of writtens) {
      const created = await call(who, 'POST', `/api/deck/${deck.id}/cards`, {
        written,
        senses: [
          { translation: `${written}!`, examples: [{ example: `${written} 있어요.`, category: 'sentence' }] },
        ],
      });
      expect(created.status).toBe(200);
      cards.push(created.body as Card);
    }
    return { deck, cards };
  };
  const rate = (who: SignedInUser, cardId: number, rating: string, practice?: boolean) =>
    call(who, 'POST', '/api/review/ratings', {
      card_id: cardId,
      rating,
      reviewed_at: new Date().toISOString(),
      ...(practice === undefined ? {} : { practice }),
    });

  it('refuses every call without a session with 401', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/review/deck/1'],
      ['POST', '/api/review/ratings', { card_id: 1, rating: 'good', reviewed_at: '2026-01-01T00:00:00Z' }],
      ['GET', '/api/review/counts'],
      ['GET', '/api/review/changes?since=2026-01-01T00:00:00Z'],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await testApp.request({
        method,
        url,
        ...(payload ? { payload: payload } : {}),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('reviews a deck: due cards with previews, ratings move them out, the counts follow', async () => {
    const { deck, cards } = await newDeck(ann, ['하나', '둘', '셋']);
    const first = await call(ann, 'GET', `/api/review/deck/${deck.id}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const session = first.body as ReviewDeckAnswer;
    expect([session.due_count, session.card_count]).toEqual([3, 3]);
    expect(session.items.map((item) => item.card.written)).toEqual(['하나', '둘', '셋']);
    expect(session.items[0]!.card.senses[0]!.examples[0]!.example).toBe('하나 있어요.');
    expect(session.items[0]!.scheduling).toMatchObject({ state: 'new', reps: 0, last_review: null });

    const good = await rate(ann, cards[0]!.id, 'good');
    expect(good.status).toBe(200);
    const answer = good.body as ReviewRatingAnswer;
    expect(answer.state).toMatchObject({ card_id: cards[0]!.id, deck_id: deck.id, reps: 1 });
    expect(Date.parse(answer.state.due)).toBeGreaterThan(Date.now());
    // Again brings the card back within minutes; it leaves the due list until then.
    const again = (await rate(ann, cards[1]!.id, 'again')).body as ReviewRatingAnswer;
    expect(Date.parse(again.state.due) - Date.now()).toBeLessThan(11 * 60_000);

    const later = (await call(ann, 'GET', `/api/review/deck/${deck.id}`)).body as ReviewDeckAnswer;
    expect([later.due_count, later.items.map((item) => item.card.written)]).toEqual([1, ['셋']]);
    const practice = (await call(ann, 'GET', `/api/review/deck/${deck.id}?all=true`))
      .body as ReviewDeckAnswer;
    expect(practice.items.map((item) => item.card.written).sort()).toEqual(['둘', '셋', '하나']);

    const counts = (await call(ann, 'GET', '/api/review/counts')).body as ReviewCounts;
    expect(counts.decks.find((entry) => entry.deck_id === deck.id)).toEqual({
      deck_id: deck.id,
      due: 1,
      cards: 3,
    });
  });

  it('changes nothing with practice: true', async () => {
    const { deck, cards } = await newDeck(ann, ['넷']);
    const answer = await rate(ann, cards[0]!.id, 'easy', true);
    expect(answer.status).toBe(200);
    expect((answer.body as ReviewRatingAnswer).practice).toBe(true);
    const session = (await call(ann, 'GET', `/api/review/deck/${deck.id}`)).body as ReviewDeckAnswer;
    expect([session.due_count, session.items[0]!.scheduling.reps]).toEqual([1, 0]);
  });

  it('syncs review states through the change feed, and a deleted card leaves it', async () => {
    const other = await signUpUser(testApp.app);
    const since = new Date(Date.now() - 1000).toISOString();
    const { deck, cards } = await newDeck(other, ['다섯', '여섯']);
    await rate(other, cards[0]!.id, 'good');
    await rate(other, cards[1]!.id, 'hard');
    const feed = (await call(other, 'GET', `/api/review/changes?since=${encodeURIComponent(since)}`))
      .body as ReviewChanges;
    expect(feed.states.map((state) => state.card_id)).toEqual([cards[0]!.id, cards[1]!.id]);
    expect(feed.has_more).toBe(false);
    expect(feed.last_update).toBe(feed.states[1]!.updated_at);
    // Another device, already up to date, sees the next rating only.
    await rate(other, cards[0]!.id, 'good');
    const next = (
      await call(other, 'GET', `/api/review/changes?since=${encodeURIComponent(feed.last_update)}`)
    ).body as ReviewChanges;
    expect(next.states.map((state) => [state.card_id, state.reps])).toEqual([[cards[0]!.id, 2]]);

    expect((await call(other, 'DELETE', `/api/deck/${deck.id}/cards/${cards[0]!.id}`)).status).toBe(204);
    const after = (await call(other, 'GET', `/api/review/changes?since=${encodeURIComponent(since)}`))
      .body as ReviewChanges;
    expect(after.states.map((state) => state.card_id)).toEqual([cards[1]!.id]);
    expect((await rate(other, cards[0]!.id, 'good')).status).toBe(404);
    expect((await call(other, 'DELETE', `/api/deck/${deck.id}`)).status).toBe(204);
    const gone = (await call(other, 'GET', `/api/review/changes?since=${encodeURIComponent(since)}`))
      .body as ReviewChanges;
    expect(gone.states).toEqual([]);
    expect((await call(other, 'GET', `/api/review/deck/${deck.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's deck or card and never shows them", async () => {
    const { deck, cards } = await newDeck(ann, ['일곱']);
    const deckAnswer = await call(bob, 'GET', `/api/review/deck/${deck.id}`);
    expect([deckAnswer.status, deckAnswer.body]).toEqual([
      404,
      { detail: 'Deck not found.', code: 'DECK_NOT_FOUND' },
    ]);
    for (const practice of [false, true]) {
      const rated = await rate(bob, cards[0]!.id, 'good', practice);
      expect([rated.status, (rated.body as { code: string }).code]).toEqual([404, 'CARD_NOT_FOUND']);
    }
    expect(((await call(bob, 'GET', '/api/review/counts')).body as ReviewCounts).decks).toEqual([]);
    const untouched = (await call(ann, 'GET', `/api/review/deck/${deck.id}`)).body as ReviewDeckAnswer;
    expect(untouched.items[0]!.scheduling.reps).toBe(0);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const bad = await call(ann, 'POST', '/api/review/ratings', {
      card_id: 1,
      rating: 'perfect',
      reviewed_at: '2026-01-01T00:00:00Z',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('rating');
    const noTime = await call(ann, 'POST', '/api/review/ratings', { card_id: 1, rating: 'good' });
    expect([noTime.status, JSON.stringify(noTime.body).includes('reviewed_at')]).toEqual([400, true]);
    const since = await call(ann, 'GET', '/api/review/changes?since=yesterday');
    expect([since.status, JSON.stringify(since.body).includes('since')]).toEqual([400, true]);
  });
});
