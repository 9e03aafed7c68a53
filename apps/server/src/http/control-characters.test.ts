// One rule for the text of every request: no control characters, except tab and line breaks in texts that
// may hold several lines; U+0000 never. The same answer on SQLite and PostgreSQL (which cannot store U+0000).
import { describe, expect, it } from 'vitest';
import { twoUserServer } from '../features/deck/deck.test-helpers.ts';
import { testDialects } from '../testing/test-database.ts';

const item = (written: string) => ({
  written,
  lang: 'ko_KR',
  status: 'seen',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe.each(testDialects())('control characters in requests (%s)', (dialect) => {
  const server = twoUserServer(dialect);

  it('refuses a vocabulary word with U+0000 or another control character, alone or in a batch', async () => {
    for (const written of ['학\u0000교', 'a\u0007b', 'tab\tword', 'two\nlines', 'del\u007f', 'c1\u0085']) {
      const one = await server.call(server.ann, 'PUT', '/api/user/voc', item(written));
      expect(one.status, JSON.stringify(written)).toBe(400);
      expect(one.body, JSON.stringify(written)).toMatchObject({ code: 'VALIDATION' });
      expect((one.body as { detail: string }).detail).toMatch(/written: .*control characters/);
    }
    const batch = await server.call(server.ann, 'PUT', '/api/user/voc/batch', [
      item('괜찮아'),
      item('x\u0000'),
    ]);
    expect(batch.status).toBe(400);
    expect(batch.body).toMatchObject({ code: 'VALIDATION' });
    const words = await server.call(server.ann, 'GET', '/api/user/voc');
    expect(JSON.stringify(words.body)).not.toContain('괜찮아');
  });

  it('refuses U+0000 in any field, with the field named, and keeps tab and line breaks where text has lines', async () => {
    const nul = await server.call(server.ann, 'POST', '/api/deck', { name: 'Deck', description: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect((nul.body as { detail: string }).detail).toBe('description: must not contain control characters');
    const bell = await server.call(server.ann, 'POST', '/api/deck', {
      name: 'Deck',
      description: 'a\u0007b',
    });
    expect(bell.status).toBe(400);
    const lines = await server.call(server.ann, 'POST', '/api/deck', {
      name: 'Deck',
      description: 'first line\nsecond\tline\r\nthird',
    });
    expect(lines.status, lines.raw).toBe(200);
    const deckId = (lines.body as { id: number }).id;
    const card = await server.call(server.ann, 'POST', `/api/deck/${deckId}/cards`, {
      written: '집',
      senses: [{ translation: 'house', definition: 'a\u0000b', examples: [] }],
    });
    expect(card.status).toBe(400);
    expect((card.body as { detail: string }).detail).toBe(
      'senses[0].definition: must not contain control characters',
    );
    const unknownField = await server.call(server.ann, 'PUT', '/api/user/settings', { anything: 'x\u0000' });
    expect(unknownField.status).toBeLessThan(500);
    const query = await server.call(server.ann, 'GET', '/api/dictionary/search?q=a%00b&lang=en_US');
    expect(query.status).toBe(400);
  });

  it('answers a word with a control character the same as the dictionary lookup does', async () => {
    const lookup = await server.call(server.ann, 'GET', '/api/written/a%07b/words?lang=en_US');
    const stored = await server.call(server.ann, 'PUT', '/api/user/voc', item('a\u0007b'));
    expect([lookup.status, stored.status]).toEqual([400, 400]);
  });
});
