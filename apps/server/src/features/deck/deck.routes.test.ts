import { DECK_MAX_CARDS, DECK_MAX_PER_USER, type Card, type CardInfo, type Deck } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-database.ts';
import { signUpUser } from '../auth/auth.test-helpers.ts';
import { deckCalls, house, twoUserServer, type Method } from './deck.test-helpers.ts';

describe.each(testDialects())('/api/deck on %s', (dialect) => {
  const server = twoUserServer(dialect);
  const { call } = server;
  const { newDeck, newCard } = deckCalls(server);

  it('refuses every call without a session with 401', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/deck/all'],
      ['POST', '/api/deck', { name: 'x' }],
      ['PUT', '/api/deck/1', { name: 'x' }],
      ['DELETE', '/api/deck/1'],
      ['GET', '/api/deck/1/cards'],
      ['GET', '/api/deck/1/cards?since=2026-01-01T00:00:00Z'],
      ['GET', '/api/deck/1/cards/1'],
      ['POST', '/api/deck/1/cards', house],
      ['PUT', '/api/deck/1/cards/1', { senses: house.senses }],
      ['DELETE', '/api/deck/1/cards/1'],
    ];
    await server.expectUnauthorized(calls);
  });

  it('creates, lists, renames and deletes decks, trimming names and omitting empty descriptions', async () => {
    const user = await signUpUser(server.testApp.app);
    expect((await call(user, 'GET', '/api/deck/all')).body).toEqual([]);

    const created = await call(user, 'POST', '/api/deck', { name: '  Verbs \n', description: '   ' });
    expect(created.status).toBe(200);
    const verbs = created.body as Deck;
    expect(verbs).toEqual({
      id: expect.any(Number),
      name: 'Verbs',
      card_count: 0,
      created_at: verbs.updated_at,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Object.keys(verbs)).not.toContain('description');
    expect(created.headers['cache-control']).toBe('no-store');

    const nouns = (await call(user, 'POST', '/api/deck', { name: 'Nouns', description: '  Things  ' }))
      .body as Deck;
    expect(nouns.description).toBe('Things');

    const renamed = await call(user, 'PUT', `/api/deck/${verbs.id}`, {
      name: ' Motion verbs ',
      description: ' Go, come ',
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { id: verbs.id, name: 'Motion verbs', description: 'Go, come', created_at: verbs.created_at },
    });
    expect((renamed.body as Deck).updated_at > verbs.updated_at).toBe(true);
    // A rename without a description (or an empty one) leaves the deck without one.
    const plain = await call(user, 'PUT', `/api/deck/${nouns.id}`, { name: 'Nouns', description: '' });
    expect(Object.keys(plain.body as object)).not.toContain('description');

    await newCard(user, verbs.id, '가다');
    const list = (await call(user, 'GET', '/api/deck/all')).body as Deck[];
    expect(list.map((d) => [d.name, d.card_count, d.description])).toEqual([
      ['Motion verbs', 1, 'Go, come'],
      ['Nouns', 0, undefined],
    ]);

    const deleted = await call(user, 'DELETE', `/api/deck/${nouns.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.raw).toBe('');
    expect(((await call(user, 'GET', '/api/deck/all')).body as Deck[]).map((d) => d.id)).toEqual([verbs.id]);
    expect((await call(user, 'DELETE', `/api/deck/${nouns.id}`)).status).toBe(404);
    expect((await call(user, 'PUT', `/api/deck/${nouns.id}`, { name: 'Back' })).status).toBe(404);
  });

  it('creates, reads, edits and deletes cards; senses are copies that keep their dictionary sense id', async () => {
    const deck = await newDeck(server.ann, 'Korean');
    const created = await call(server.ann, 'POST', `/api/deck/${deck.id}/cards`, {
      ...house,
      written: '  집 ',
      senses: [...house.senses, { translation: ' home ', definition: ' ', examples: [] }],
    });
    expect(created.status).toBe(200);
    const card = created.body as Card;
    expect(card).toEqual({
      id: expect.any(Number),
      deck_id: deck.id,
      written: '집',
      lang: 'ko_KR',
      senses: [house.senses[0], { translation: 'home', definition: '', examples: [] }],
      created_at: card.updated_at,
      updated_at: expect.any(String),
    });
    expect((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards/${card.id}`)).body).toEqual(card);
    const infos = (await call(server.ann, 'GET', `/api/deck/${deck.id}/cards`)).body as CardInfo[];
    expect(infos).toEqual([{ id: card.id, written: '집', updated_at: card.updated_at }]);

    // The text language defaults to Korean and accepts short codes.
    const french = await call(server.ann, 'POST', `/api/deck/${deck.id}/cards`, {
      written: 'maison',
      lang: 'fr',
      senses: [{ translation: 'house' }],
    });
    expect(french.body).toMatchObject({
      lang: 'fr_FR',
      senses: [{ translation: 'house', definition: '', examples: [] }],
    });

    const edited = await call(server.ann, 'PUT', `/api/deck/${deck.id}/cards/${card.id}`, {
      senses: [{ translation: 'household', definition: 'The people of a house.', examples: [] }],
    });
    expect(edited.status).toBe(200);
    const after = edited.body as Card;
    expect(after).toMatchObject({ id: card.id, written: '집', created_at: card.created_at });
    expect(after.senses).toEqual([
      { translation: 'household', definition: 'The people of a house.', examples: [] },
    ]);
    expect(after.updated_at > card.updated_at).toBe(true);
    expect((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards/${card.id}`)).body).toEqual(after);

    const removed = await call(server.ann, 'DELETE', `/api/deck/${deck.id}/cards/${card.id}`);
    expect(removed.status).toBe(204);
    expect((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards/${card.id}`)).body).toMatchObject({
      code: 'CARD_NOT_FOUND',
      detail: 'Card not found.',
    });
    expect((await call(server.ann, 'DELETE', `/api/deck/${deck.id}/cards/${card.id}`)).status).toBe(404);
    expect(
      (await call(server.ann, 'PUT', `/api/deck/${deck.id}/cards/${card.id}`, { senses: house.senses }))
        .status,
    ).toBe(404);
    expect(
      ((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards`)).body as CardInfo[]).map(
        (c) => c.written,
      ),
    ).toEqual(['maison']);
  });

  it("answers 404 for another user's deck and card, never their content", async () => {
    const annDeck = await newDeck(server.ann, 'Secret deck');
    const annCard = await newCard(server.ann, annDeck.id, '비밀');
    const bobDeck = await newDeck(server.bob, 'Bob deck');
    const attempts: [Method, string, unknown?][] = [
      ['PUT', `/api/deck/${annDeck.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/deck/${annDeck.id}`],
      ['GET', `/api/deck/${annDeck.id}/cards`],
      ['GET', `/api/deck/${annDeck.id}/cards?since=1970-01-01T00:00:00Z`],
      ['GET', `/api/deck/${annDeck.id}/cards/${annCard.id}`],
      ['POST', `/api/deck/${annDeck.id}/cards`, house],
      ['PUT', `/api/deck/${annDeck.id}/cards/${annCard.id}`, { senses: house.senses }],
      ['DELETE', `/api/deck/${annDeck.id}/cards/${annCard.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const answer = await call(server.bob, method, url, payload);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body, `${method} ${url}`).toEqual({ code: 'DECK_NOT_FOUND', detail: 'Deck not found.' });
      expect(answer.raw).not.toMatch(/Secret|비밀/);
    }
    // Ann's card through Bob's own deck: the card is not found.
    for (const [method, payload] of [['GET'], ['PUT', { senses: house.senses }], ['DELETE']] as const) {
      const answer = await call(server.bob, method, `/api/deck/${bobDeck.id}/cards/${annCard.id}`, payload);
      expect(answer.body, method).toEqual({ code: 'CARD_NOT_FOUND', detail: 'Card not found.' });
    }
    // Nothing of Ann's changed, and Bob's list does not show her deck.
    expect((await call(server.ann, 'GET', `/api/deck/${annDeck.id}/cards/${annCard.id}`)).body).toEqual(
      annCard,
    );
    expect((await call(server.ann, 'GET', '/api/deck/all')).body).toContainEqual(
      expect.objectContaining({ id: annDeck.id, name: 'Secret deck', card_count: 1 }),
    );
    expect(((await call(server.bob, 'GET', '/api/deck/all')).body as Deck[]).map((d) => d.id)).toEqual([
      bobDeck.id,
    ]);
    // A card of the same user's other deck is not found through this one.
    const annOther = await newDeck(server.ann, 'Other');
    expect((await call(server.ann, 'GET', `/api/deck/${annOther.id}/cards/${annCard.id}`)).status).toBe(404);
  });

  it('keeps a card as it was when the dictionary changes', async () => {
    const db = server.testApp.database.db;
    await db
      .insertInto('dict_source')
      .values({
        id: 'deck-test',
        name: 'Deck test',
        licence: 'test',
        url: '',
        text_language: 'ko_KR',
        format: 'test',
        version: '1',
        entry_count: 1,
        priority: 9,
        imported_at: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto('dict_word')
      .values({
        id: 990_001,
        source_id: 'deck-test',
        text_language: 'ko_KR',
        written: '사과',
        written_key: '사과',
        category: 'noun',
        homograph: 0,
        level: null,
        frequency: null,
        pronunciation: null,
        audio_id: null,
      })
      .execute();
    const glosses = { en_US: { translation: 'apple', definition: 'A round fruit.' } };
    await db
      .insertInto('dict_sense')
      .values({ id: 990_002, word_id: 990_001, position: 0, glosses: JSON.stringify(glosses) })
      .execute();

    const deck = await newDeck(server.ann, 'Fruit');
    const created = (
      await call(server.ann, 'POST', `/api/deck/${deck.id}/cards`, {
        written: '사과',
        senses: [{ ...glosses.en_US, sense_id: 990_002 }],
      })
    ).body as Card;
    await db
      .updateTable('dict_sense')
      .set({ glosses: JSON.stringify({ en_US: { translation: 'apology', definition: 'Saying sorry.' } }) })
      .where('id', '=', 990_002)
      .execute();
    expect((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards/${created.id}`)).body).toEqual(created);
    await db.deleteFrom('dict_source').where('id', '=', 'deck-test').execute();
    const after = (await call(server.ann, 'GET', `/api/deck/${deck.id}/cards/${created.id}`)).body as Card;
    expect(after).toEqual(created);
    expect(after.senses).toEqual([
      { translation: 'apple', definition: 'A round fruit.', sense_id: 990_002, examples: [] },
    ]);
  });

  it('refuses a deck past the per-user limit and a card past the per-deck limit, with the detail', async () => {
    const user = await signUpUser(server.testApp.app);
    const now = new Date().toISOString();
    const decks = Array.from({ length: DECK_MAX_PER_USER - 1 }, (_, i) => ({
      user_id: user.user.id,
      name: `d${i}`,
      description: null,
      created_at: now,
      updated_at: now,
      last_change: now,
      deleted: 0,
    }));
    await server.testApp.database.db.insertInto('decks').values(decks).execute();
    const last = await newDeck(user, 'Last one');
    const refused = await call(user, 'POST', '/api/deck', { name: 'One too many' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'DECKS_LIMIT_REACHED',
        detail: `You can have at most ${DECK_MAX_PER_USER} decks (you have ${DECK_MAX_PER_USER}). Delete a deck you no longer need first.`,
      },
    });
    // A deleted deck frees its place.
    await call(user, 'DELETE', `/api/deck/${last.id}`);
    expect((await call(user, 'POST', '/api/deck', { name: 'Replacement' })).status).toBe(200);

    const deck = await newDeck(server.bob, 'Full');
    const cards = Array.from({ length: DECK_MAX_CARDS - 1 }, (_, i) => ({
      deck_id: deck.id,
      written: `c${i}`,
      lang: 'en_US',
      senses: '[]',
      created_at: now,
      updated_at: now,
      deleted: 0,
    }));
    for (let i = 0; i < cards.length; i += 500) {
      await server.testApp.database.db
        .insertInto('cards')
        .values(cards.slice(i, i + 500))
        .execute();
    }
    const lastCard = await newCard(server.bob, deck.id, 'last');
    const tooMany = await call(server.bob, 'POST', `/api/deck/${deck.id}/cards`, house);
    expect(tooMany).toMatchObject({
      status: 409,
      body: {
        code: 'DECK_CARDS_LIMIT_REACHED',
        detail: `A deck holds at most ${DECK_MAX_CARDS} cards ("Full" has ${DECK_MAX_CARDS}). Start another deck or delete cards first.`,
      },
    });
    await call(server.bob, 'DELETE', `/api/deck/${deck.id}/cards/${lastCard.id}`);
    expect((await call(server.bob, 'POST', `/api/deck/${deck.id}/cards`, house)).status).toBe(200);
    expect(((await call(server.bob, 'GET', `/api/deck/${deck.id}/cards`)).body as CardInfo[]).length).toBe(
      DECK_MAX_CARDS,
    );
  });

  it('needs the CSRF header on writes', async () => {
    const response = await server.testApp.app.inject({
      method: 'POST',
      url: '/api/deck',
      headers: { cookie: server.ann.headers.cookie },
      payload: { name: 'No token' },
    });
    expect(response.statusCode).toBe(403);
  });
});
