import type {
  Card,
  Deck,
  ReviewChanges,
  ReviewCounts,
  ReviewDeckAnswer,
  ReviewRatingAnswer,
} from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-database.ts';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import { twoUserServer, type Method } from '../deck/deck.test-helpers.ts';

describe.each(testDialects())('/api/review on %s', (dialect) => {
  const server = twoUserServer(dialect);
  const { call } = server;
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
    await server.expectUnauthorized(calls);
  });

  it('reviews a deck: due cards with previews, ratings move them out, the counts follow', async () => {
    const { deck, cards } = await newDeck(server.ann, ['하나', '둘', '셋']);
    const first = await call(server.ann, 'GET', `/api/review/deck/${deck.id}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const session = first.body as ReviewDeckAnswer;
    expect([session.due_count, session.card_count]).toEqual([3, 3]);
    expect(session.items.map((item) => item.card.written)).toEqual(['하나', '둘', '셋']);
    expect(session.items[0]!.card.senses[0]!.examples[0]!.example).toBe('하나 있어요.');
    expect(session.items[0]!.scheduling).toMatchObject({ state: 'new', reps: 0, last_review: null });

    const good = await rate(server.ann, cards[0]!.id, 'good');
    expect(good.status).toBe(200);
    const answer = good.body as ReviewRatingAnswer;
    expect(answer.state).toMatchObject({ card_id: cards[0]!.id, deck_id: deck.id, reps: 1 });
    expect(Date.parse(answer.state.due)).toBeGreaterThan(Date.now());
    // Again brings the card back within minutes; it leaves the due list until then.
    const again = (await rate(server.ann, cards[1]!.id, 'again')).body as ReviewRatingAnswer;
    expect(Date.parse(again.state.due) - Date.now()).toBeLessThan(11 * 60_000);

    const later = (await call(server.ann, 'GET', `/api/review/deck/${deck.id}`)).body as ReviewDeckAnswer;
    expect([later.due_count, later.items.map((item) => item.card.written)]).toEqual([1, ['셋']]);
    const practice = (await call(server.ann, 'GET', `/api/review/deck/${deck.id}?all=true`))
      .body as ReviewDeckAnswer;
    expect(practice.items.map((item) => item.card.written).sort()).toEqual(['둘', '셋', '하나']);

    const counts = (await call(server.ann, 'GET', '/api/review/counts')).body as ReviewCounts;
    expect(counts.decks.find((entry) => entry.deck_id === deck.id)).toEqual({
      deck_id: deck.id,
      due: 1,
      cards: 3,
    });
  });

  it('changes nothing with practice: true', async () => {
    const { deck, cards } = await newDeck(server.ann, ['넷']);
    const answer = await rate(server.ann, cards[0]!.id, 'easy', true);
    expect(answer.status).toBe(200);
    expect((answer.body as ReviewRatingAnswer).practice).toBe(true);
    const session = (await call(server.ann, 'GET', `/api/review/deck/${deck.id}`)).body as ReviewDeckAnswer;
    expect([session.due_count, session.items[0]!.scheduling.reps]).toEqual([1, 0]);
  });

  it('syncs review states through the change feed, and a deleted card leaves it', async () => {
    const other = await signUpUser(server.testApp.app);
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
    const { deck, cards } = await newDeck(server.ann, ['일곱']);
    const deckAnswer = await call(server.bob, 'GET', `/api/review/deck/${deck.id}`);
    expect([deckAnswer.status, deckAnswer.body]).toEqual([
      404,
      { detail: 'Deck not found.', code: 'DECK_NOT_FOUND' },
    ]);
    for (const practice of [false, true]) {
      const rated = await rate(server.bob, cards[0]!.id, 'good', practice);
      expect([rated.status, (rated.body as { code: string }).code]).toEqual([404, 'CARD_NOT_FOUND']);
    }
    expect(((await call(server.bob, 'GET', '/api/review/counts')).body as ReviewCounts).decks).toEqual([]);
    const untouched = (await call(server.ann, 'GET', `/api/review/deck/${deck.id}`)).body as ReviewDeckAnswer;
    expect(untouched.items[0]!.scheduling.reps).toBe(0);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const bad = await call(server.ann, 'POST', '/api/review/ratings', {
      card_id: 1,
      rating: 'perfect',
      reviewed_at: '2026-01-01T00:00:00Z',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('rating');
    const noTime = await call(server.ann, 'POST', '/api/review/ratings', { card_id: 1, rating: 'good' });
    expect([noTime.status, JSON.stringify(noTime.body).includes('reviewed_at')]).toEqual([400, true]);
    const since = await call(server.ann, 'GET', '/api/review/changes?since=yesterday');
    expect([since.status, JSON.stringify(since.body).includes('since')]).toEqual([400, true]);
  });
});
