import {
  DECK_MAX_CARDS,
  DECK_MAX_PER_USER,
  type Card,
  type CardInfo,
  type Deck,
  type DeckChanges,
} from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-database.ts';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers.ts';
import { twoUserServer, type Method } from './deck.test-helpers.ts';

const house = {
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

describe.each(testDialects())('/api/deck on %s', (dialect) => {
  const server = twoUserServer(dialect);
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

  it('refuses blank or too long names and bad descriptions, naming the field', async () => {
    for (const name of ['', '   ', '\n\t']) {
      const answer = await call(server.ann, 'POST', '/api/deck', { name });
      expect(answer, JSON.stringify(name)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', detail: 'name: must not be blank' },
      });
    }
    expect((await call(server.ann, 'POST', '/api/deck', {})).body).toMatchObject({
      detail: expect.stringMatching(/^name: /),
    });
    expect((await call(server.ann, 'POST', '/api/deck', { name: 'x'.repeat(101) })).body).toMatchObject({
      detail: 'name: must be at most 100 characters',
    });
    // 100 Korean syllables are 100 characters, whatever their bytes.
    expect((await call(server.ann, 'POST', '/api/deck', { name: '가'.repeat(100) })).status).toBe(200);
    expect((await call(server.ann, 'POST', '/api/deck', { name: 'a\u0000b' })).body).toMatchObject({
      detail: 'name: must not contain control characters',
    });
    expect(
      (await call(server.ann, 'POST', '/api/deck', { name: 'ok', description: 'd'.repeat(1001) })).body,
    ).toMatchObject({ detail: 'description: must be at most 1000 characters' });
    const deck = await newDeck(server.ann, 'Valid');
    expect((await call(server.ann, 'PUT', `/api/deck/${deck.id}`, { name: '  ' })).body).toMatchObject({
      detail: 'name: must not be blank',
    });
    expect(
      ((await call(server.ann, 'GET', '/api/deck/all')).body as Deck[]).find((d) => d.id === deck.id)?.name,
    ).toBe('Valid');
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

  it('refuses bad cards with a detail naming the field', async () => {
    const deck = await newDeck(server.ann, 'Checks');
    const cases: [unknown, string | RegExp][] = [
      [{ ...house, senses: [] }, 'senses: a card needs at least one sense'],
      [{ ...house, written: '   ' }, 'written: written must not be empty'],
      [{ ...house, written: 'a'.repeat(201) }, 'written: written must be at most 200 characters'],
      [{ ...house, lang: 'de' }, /^lang: must be one of/],
      [{ written: '집' }, /^senses: /],
      [
        { ...house, senses: Array.from({ length: 13 }, () => ({ translation: 't' })) },
        'senses: a card has at most 12 senses',
      ],
      [
        {
          ...house,
          senses: Array.from({ length: 7 }, () => ({
            translation: 't',
            examples: Array.from({ length: 5 }, (_, i) => ({ example: `e${i}`, category: 'fragment' })),
          })),
        },
        'senses: a card has at most 30 examples, all senses together',
      ],
      [
        {
          ...house,
          senses: [
            {
              translation: 't',
              examples: Array.from({ length: 6 }, (_, i) => ({ example: `e${i}`, category: 'fragment' })),
            },
          ],
        },
        'senses.0.examples: a sense has at most 5 examples',
      ],
      [
        { ...house, senses: [{ translation: 't'.repeat(301) }] },
        'senses.0.translation: must be at most 300 characters',
      ],
      [
        { ...house, senses: [{ definition: 'd'.repeat(1001) }] },
        'senses.0.definition: must be at most 1000 characters',
      ],
      [
        { ...house, senses: [{ translation: 't', examples: [{ example: '  ', category: 'sentence' }] }] },
        'senses.0.examples.0.example: must not be empty',
      ],
      [
        { ...house, senses: [{ translation: 't', examples: [{ example: 'x', category: 'dialogue' }] }] },
        /^senses\.0\.examples\.0\.category: /,
      ],
      [{ ...house, senses: [{ translation: 't', sense_id: 0 }] }, /^senses\.0\.sense_id: /],
      [{ ...house, senses: [{ translation: 't', sense_id: 'x' }] }, /^senses\.0\.sense_id: /],
    ];
    for (const [payload, detail] of cases) {
      const answer = await call(server.ann, 'POST', `/api/deck/${deck.id}/cards`, payload);
      expect(answer.status, JSON.stringify(detail)).toBe(400);
      expect((answer.body as { detail: string }).detail, JSON.stringify(detail)).toMatch(detail);
    }
    expect((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards`)).body).toEqual([]);
    // At the limits exactly is accepted: 12 senses, 30 examples (5 under one sense), the longest texts, as
    // long as the whole card stays within its 16,384 bytes.
    const full = await call(server.ann, 'POST', `/api/deck/${deck.id}/cards`, {
      written: 'a'.repeat(200),
      senses: Array.from({ length: 12 }, (_, s) => ({
        translation: s === 0 ? 't'.repeat(300) : 't',
        definition: s === 0 ? 'd'.repeat(1000) : '',
        examples: Array.from({ length: s < 6 ? 5 : 0 }, (_, i) => ({
          example: s === 0 && i === 0 ? 'e'.repeat(500) : `${s}-${i}`,
          category: 'sentence',
        })),
      })),
    });
    expect(full.status, full.raw).toBe(200);
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

  it('reads ids strictly: wrong types and huge ids are 400 naming the field, percent-encoding is decoded', async () => {
    const deck = await newDeck(server.ann, 'Ids');
    const card = await newCard(server.ann, deck.id, '번호');
    for (const bad of [
      'abc',
      '1.5',
      '-1',
      '0',
      '01',
      '1e3',
      '0x10',
      '%20%31',
      '1%2F2',
      '99999999999',
      '2147483648',
    ]) {
      const answer = await call(server.ann, 'GET', `/api/deck/${bad}/cards`);
      expect(answer.status, bad).toBe(400);
      expect((answer.body as { detail: string }).detail, bad).toMatch(/^id: /);
      const cardAnswer = await call(server.ann, 'GET', `/api/deck/${deck.id}/cards/${bad}`);
      expect((cardAnswer.body as { detail: string }).detail, bad).toMatch(/^cardId: /);
    }
    expect((await call(server.ann, 'GET', '/api/deck/2147483647/cards')).body).toMatchObject({
      code: 'DECK_NOT_FOUND',
    });
    const encode = (id: number) => [...String(id)].map((digit) => `%3${digit}`).join('');
    const encoded = await call(server.ann, 'GET', `/api/deck/${encode(deck.id)}/cards/${encode(card.id)}`);
    expect(encoded.body).toEqual(card);
    expect(
      (await call(server.bob, 'GET', `/api/deck/${encode(deck.id)}/cards/${encode(card.id)}`)).status,
    ).toBe(404);
  });

  it('deletes a deck with its cards, and says so in its change feed', async () => {
    const deck = await newDeck(server.ann, 'Doomed');
    const first = await newCard(server.ann, deck.id, '하나');
    await newCard(server.ann, deck.id, '둘');
    const before = await feed(server.ann, deck.id, '1970-01-01T00:00:00.000Z');
    expect(before.cards.map((c) => c.written)).toEqual(['하나', '둘']);

    expect((await call(server.ann, 'DELETE', `/api/deck/${deck.id}`)).status).toBe(204);
    const stored = await server.testApp.database.db
      .selectFrom('cards')
      .select('id')
      .where('deck_id', '=', deck.id)
      .execute();
    expect(stored).toEqual([]);
    expect((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards`)).body).toMatchObject({
      code: 'DECK_NOT_FOUND',
    });
    expect((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards/${first.id}`)).status).toBe(404);
    expect((await call(server.ann, 'POST', `/api/deck/${deck.id}/cards`, house)).status).toBe(404);

    const after = await feed(server.ann, deck.id, before.last_update);
    expect(after).toEqual({
      deck: { id: deck.id, deleted: true, updated_at: after.last_update },
      cards: [],
      deleted: [],
      last_update: expect.any(String),
      has_more: false,
    });
    expect(after.last_update > before.last_update).toBe(true);
  });

  it('feeds the changes since a time, deletions as tombstones, oldest first', async () => {
    const deck = await newDeck(server.ann, 'Synced');
    const start = await feed(server.ann, deck.id, '1970-01-01T00:00:00.000Z');
    expect(start).toMatchObject({
      cards: [],
      deleted: [],
      has_more: false,
      deck: { id: deck.id, name: 'Synced' },
    });
    const a = await newCard(server.ann, deck.id, 'a');
    const b = await newCard(server.ann, deck.id, 'b');
    const c = await newCard(server.ann, deck.id, 'c');

    const all = await feed(server.ann, deck.id, start.last_update);
    expect(all.cards.map((card) => card.written)).toEqual(['a', 'b', 'c']);
    expect(all.cards[0]).toEqual(a);
    expect(all.deck).toMatchObject({ card_count: 3 });
    expect(all.last_update).toBe(c.updated_at);
    // Nothing new: an empty answer with the same clock.
    expect(await feed(server.ann, deck.id, all.last_update)).toMatchObject({
      cards: [],
      deleted: [],
      last_update: all.last_update,
    });

    await call(server.ann, 'PUT', `/api/deck/${deck.id}/cards/${a.id}`, {
      senses: [{ translation: 'A again' }],
    });
    await call(server.ann, 'DELETE', `/api/deck/${deck.id}/cards/${b.id}`);
    const changes = await feed(server.ann, deck.id, all.last_update);
    expect(changes.cards.map((card) => [card.id, card.senses[0]?.translation])).toEqual([[a.id, 'A again']]);
    expect(changes.deleted).toEqual([{ id: b.id, deleted: true, updated_at: changes.last_update }]);
    expect(changes.cards[0]!.updated_at < changes.deleted[0]!.updated_at).toBe(true);
    // The tombstone keeps nothing of the card.
    const tombstone = await server.testApp.database.db
      .selectFrom('cards')
      .select(['written', 'senses', 'deleted'])
      .where('id', '=', b.id)
      .executeTakeFirst();
    expect(tombstone).toEqual({ written: '', senses: '[]', deleted: 1 });
    // A rename moves the clock; the deck travels with every answer.
    const renamed = (await call(server.ann, 'PUT', `/api/deck/${deck.id}`, { name: 'Synced 2' }))
      .body as Deck;
    const afterRename = await feed(server.ann, deck.id, changes.last_update);
    expect(afterRename).toMatchObject({ cards: [], deleted: [], deck: { name: 'Synced 2', card_count: 2 } });
    expect(afterRename.last_update).toBe(renamed.updated_at);
    // Times with an offset are read as the same instant.
    const offset = new Date(Date.parse(all.last_update) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    expect((await feed(server.ann, deck.id, offset)).deleted.map((d) => d.id)).toEqual([b.id]);
    expect((await call(server.ann, 'GET', `/api/deck/${deck.id}/cards?since=yesterday`)).body).toMatchObject({
      code: 'VALIDATION',
      detail: expect.stringMatching(/^since: /),
    });
  });

  it('gives cards written at the same time distinct, growing stamps, so the feed misses none', async () => {
    const deck = await newDeck(server.ann, 'Parallel');
    const start = await feed(server.ann, deck.id, '1970-01-01T00:00:00.000Z');
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => newCard(server.ann, deck.id, `p${i}`)),
    );
    const stamps = made.map((card) => card.updated_at);
    expect(new Set(stamps).size).toBe(20);
    const changes = await feed(server.ann, deck.id, start.last_update);
    const fed = changes.cards.map((card) => card.updated_at);
    expect(fed).toEqual([...stamps].sort());
    expect(changes.last_update).toBe(fed.at(-1));
  });

  it('pages a long feed without losing or repeating a change', async () => {
    const deck = await newDeck(server.ann, 'Long');
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 620 }, (_, i) => ({
      deck_id: deck.id,
      written: `w${i}`,
      lang: 'en_US',
      senses: '[]',
      created_at: new Date(base + i).toISOString(),
      updated_at: new Date(base + i).toISOString(),
      deleted: i % 10 === 9 ? 1 : 0,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await server.testApp.database.db
        .insertInto('cards')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const first = await feed(server.ann, deck.id, '2025-12-31T00:00:00.000Z');
    expect(first.has_more).toBe(true);
    expect(first.cards.length + first.deleted.length).toBe(500);
    expect(first.last_update).toBe(new Date(base + 499).toISOString());
    const second = await feed(server.ann, deck.id, first.last_update);
    expect(second.has_more).toBe(false);
    const seen = [...first.cards, ...first.deleted, ...second.cards, ...second.deleted].map((c) => c.id);
    expect(new Set(seen).size).toBe(620);
    expect(second.deleted.length + first.deleted.length).toBe(62);
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
