// What the deck routes refuse, each answer naming the field: bad deck names and descriptions, bad cards,
// ids that are not ids.
import type { Deck } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-database.ts';
import { deckCalls, house, twoUserServer } from './deck.test-helpers.ts';

describe.each(testDialects())('/api/deck input checks on %s', (dialect) => {
  const server = twoUserServer(dialect);
  const { call } = server;
  const { newDeck, newCard } = deckCalls(server);

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
});
