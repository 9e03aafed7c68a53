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
});

describe('what a content script may ask', () => {
  it('is only what colouring a page needs, with chunks of at most 1000 characters', async () => {
    const { CONTENT_SCRIPT_MESSAGES } = await import('./messages.ts');
    expect([...CONTENT_SCRIPT_MESSAGES].sort()).toEqual([
      'analyzeChunk',
      'examples',
      'setStatus',
      'vocabulary',
    ]);
    expect(internalMessageSchema.safeParse({ type: 'analyzeChunk', text: 'a'.repeat(1000) }).success).toBe(
      true,
    );
    expect(internalMessageSchema.safeParse({ type: 'analyzeChunk', text: 'a'.repeat(1001) }).success).toBe(
      false,
    );
    expect(
      internalMessageSchema.safeParse({
        type: 'setSiteHighlighting',
        site: 'https://a.example',
        enabled: 'yes',
      }).success,
    ).toBe(false);
  });
});
