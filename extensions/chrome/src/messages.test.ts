import { describe, expect, it } from 'vitest';
import { externalMessageSchema, internalMessageSchema } from './messages.ts';

describe('the message map', () => {
  it('accepts the sign-in page messages by the names the web app sends', () => {
    expect(externalMessageSchema.parse({ type: 'checkAuth' })).toEqual({ type: 'checkAuth' });
    expect(externalMessageSchema.parse({ type: 'logout' })).toEqual({ type: 'logout' });
    const token = { type: 'oauthToken', accessToken: 'a', refreshToken: 'r', expiresIn: 900 };
    expect(externalMessageSchema.parse(token)).toEqual(token);
  });

  it('refuses unknown types, missing token fields and wrong field types', () => {
    expect(externalMessageSchema.safeParse({ type: 'deleteEverything' }).success).toBe(false);
    expect(externalMessageSchema.safeParse({ type: 'oauthToken', accessToken: 'a' }).success).toBe(false);
    expect(
      externalMessageSchema.safeParse({
        type: 'oauthToken',
        accessToken: 'a',
        refreshToken: 'r',
        expiresIn: '9',
      }).success,
    ).toBe(false);
    expect(externalMessageSchema.safeParse(null).success).toBe(false);
  });

  it('checks the pages requests: statuses, languages and text sizes', () => {
    expect(
      internalMessageSchema.safeParse({
        type: 'setStatus',
        written: 'house',
        lang: 'en_US',
        status: 'learned',
      }).success,
    ).toBe(true);
    expect(
      internalMessageSchema.safeParse({ type: 'setStatus', written: 'house', lang: 'en_US', status: 'known' })
        .success,
    ).toBe(false);
    expect(
      internalMessageSchema.safeParse({ type: 'setStatus', written: 'house', lang: 'xx_XX', status: 'seen' })
        .success,
    ).toBe(false);
    expect(internalMessageSchema.safeParse({ type: 'analyze', text: '' }).success).toBe(false);
    expect(internalMessageSchema.safeParse({ type: 'analyze', text: 'x'.repeat(20_001) }).success).toBe(
      false,
    );
    expect(internalMessageSchema.safeParse({ type: 'examples', senseId: -1, lang: 'en_US' }).success).toBe(
      false,
    );
  });

  it('checks the deck and review requests with the API schemas', () => {
    const card = {
      type: 'createCard',
      deckId: 3,
      card: { written: ' library ', lang: 'en_US', senses: [{ translation: 'bibliothèque', sense_id: 7 }] },
    };
    const parsed = internalMessageSchema.parse(card);
    expect(parsed).toMatchObject({ deckId: 3, card: { written: 'library', senses: [{ definition: '' }] } });
    expect(internalMessageSchema.safeParse({ ...card, card: { ...card.card, senses: [] } }).success).toBe(
      false,
    );
    expect(internalMessageSchema.safeParse({ ...card, deckId: 0 }).success).toBe(false);
    expect(internalMessageSchema.safeParse({ type: 'createDeck', name: '   ' }).success).toBe(false);
    expect(internalMessageSchema.safeParse({ type: 'createDeck', name: 'x'.repeat(101) }).success).toBe(
      false,
    );
    const rating = {
      type: 'rateCard',
      deckId: 3,
      cardId: 5,
      rating: 'good',
      reviewedAt: '2026-01-02T03:04:05.000Z',
    };
    expect(internalMessageSchema.safeParse(rating).success).toBe(true);
    // A card made offline is rated under its negative local id; 0, fractions and a missing deck are refused.
    expect(internalMessageSchema.safeParse({ ...rating, cardId: -2 }).success).toBe(true);
    expect(internalMessageSchema.safeParse({ ...rating, cardId: 0 }).success).toBe(false);
    expect(internalMessageSchema.safeParse({ ...rating, cardId: 1.5 }).success).toBe(false);
    expect(internalMessageSchema.safeParse({ ...rating, deckId: undefined }).success).toBe(false);
    const edit = { type: 'updateCard', deckId: 3, cardId: -1, body: { senses: [{ translation: 'home' }] } };
    expect(internalMessageSchema.safeParse(edit).success).toBe(true);
    expect(internalMessageSchema.safeParse({ ...edit, body: { senses: [] } }).success).toBe(false);
    expect(internalMessageSchema.safeParse({ type: 'deleteCard', deckId: 3, cardId: 9 }).success).toBe(true);
    expect(internalMessageSchema.safeParse({ ...rating, rating: 'perfect' }).success).toBe(false);
    expect(internalMessageSchema.safeParse({ ...rating, reviewedAt: 'yesterday' }).success).toBe(false);
    expect(
      internalMessageSchema.safeParse({
        type: 'openCardCreator',
        written: 'library',
        textLanguage: 'en_US',
        dictLanguage: 'xx_XX',
      }).success,
    ).toBe(false);
  });
});

describe('what a content script may ask', () => {
  it('is only what colouring a page and its popup need, with chunks of at most 1000 characters', async () => {
    const { CONTENT_SCRIPT_MESSAGES } = await import('./messages.ts');
    // openCardCreator only asks the side panel to open its creator: the deck calls stay with the panel.
    expect([...CONTENT_SCRIPT_MESSAGES].sort()).toEqual([
      'analyzeChunk',
      'analyzeChunks',
      'examples',
      'openCardCreator',
      'setStatus',
      'vocabulary',
    ]);
    for (const type of [
      'decks',
      'createDeck',
      'createCard',
      'reviewDeck',
      'rateCard',
      'reviewCounts',
      'deckCards',
      'updateCard',
      'deleteCard',
      'deckSync',
      'syncDecks',
    ] as const)
      expect(CONTENT_SCRIPT_MESSAGES.has(type)).toBe(false);
    expect(internalMessageSchema.safeParse({ type: 'analyzeChunk', text: 'a'.repeat(1000) }).success).toBe(
      true,
    );
    expect(internalMessageSchema.safeParse({ type: 'analyzeChunk', text: 'a'.repeat(1001) }).success).toBe(
      false,
    );
    const chunks = (texts: string[]) => internalMessageSchema.safeParse({ type: 'analyzeChunks', texts });
    expect(chunks(Array.from({ length: 16 }, () => 'a'.repeat(1000))).success).toBe(true);
    expect(chunks(Array.from({ length: 17 }, () => 'a')).success).toBe(false);
    expect(chunks([]).success).toBe(false);
    expect(chunks(['a', 'a'.repeat(1001)]).success).toBe(false);
    expect(
      internalMessageSchema.safeParse({
        type: 'setSiteHighlighting',
        site: 'https://a.example',
        enabled: 'yes',
      }).success,
    ).toBe(false);
  });
});
