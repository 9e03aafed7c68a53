// The deck change feed over HTTP: deletions as tombstones, distinct growing stamps, pages that lose nothing.
import type { Deck } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-database.ts';
import { deckCalls, house, twoUserServer } from './deck.test-helpers.ts';

describe.each(testDialects())('/api/deck change feed on %s', (dialect) => {
  const server = twoUserServer(dialect);
  const { call } = server;
  const { newDeck, newCard, feed } = deckCalls(server);

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
});
