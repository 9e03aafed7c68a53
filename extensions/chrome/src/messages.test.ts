import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askPageWords,
  externalMessageSchema,
  parseInternalMessage,
  send,
  tabMessageSchema,
} from './messages.ts';

const accepts = (message: unknown): boolean => parseInternalMessage(message) !== null;

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
      accepts({
        type: 'setStatus',
        written: 'house',
        lang: 'en_US',
        status: 'learned',
      }),
    ).toBe(true);
    expect(accepts({ type: 'setStatus', written: 'house', lang: 'en_US', status: 'known' })).toBe(false);
    expect(accepts({ type: 'setStatus', written: 'house', lang: 'xx_XX', status: 'seen' })).toBe(false);
    expect(accepts({ type: 'analyze', text: '' })).toBe(false);
    expect(accepts({ type: 'analyze', text: 'x'.repeat(20_001) })).toBe(false);
    expect(accepts({ type: 'examples', senseId: -1, lang: 'en_US' })).toBe(false);
  });

  it('checks the deck and review requests with the API schemas', () => {
    const card = {
      type: 'createCard',
      deckId: 3,
      card: { written: ' library ', lang: 'en_US', senses: [{ translation: 'bibliothèque', sense_id: 7 }] },
    };
    const parsed = parseInternalMessage(card);
    expect(parsed).toMatchObject({ deckId: 3, card: { written: 'library', senses: [{ definition: '' }] } });
    expect(accepts({ ...card, card: { ...card.card, senses: [] } })).toBe(false);
    expect(accepts({ ...card, deckId: 0 })).toBe(false);
    expect(accepts({ type: 'createDeck', name: '   ' })).toBe(false);
    expect(accepts({ type: 'createDeck', name: 'x'.repeat(101) })).toBe(false);
    const rating = {
      type: 'rateCard',
      deckId: 3,
      cardId: 5,
      rating: 'good',
      reviewedAt: '2026-01-02T03:04:05.000Z',
    };
    expect(accepts(rating)).toBe(true);
    // A card made offline is rated under its negative local id; 0, fractions and a missing deck are refused.
    expect(accepts({ ...rating, cardId: -2 })).toBe(true);
    expect(accepts({ ...rating, cardId: 0 })).toBe(false);
    expect(accepts({ ...rating, cardId: 1.5 })).toBe(false);
    expect(accepts({ ...rating, deckId: undefined })).toBe(false);
    const edit = { type: 'updateCard', deckId: 3, cardId: -1, body: { senses: [{ translation: 'home' }] } };
    expect(accepts(edit)).toBe(true);
    expect(accepts({ ...edit, body: { senses: [] } })).toBe(false);
    expect(accepts({ type: 'deleteCard', deckId: 3, cardId: 9 })).toBe(true);
    expect(accepts({ ...rating, rating: 'perfect' })).toBe(false);
    expect(accepts({ ...rating, reviewedAt: 'yesterday' })).toBe(false);
    expect(
      accepts({
        type: 'openCardCreator',
        written: 'library',
        textLanguage: 'en_US',
        dictLanguage: 'xx_XX',
      }),
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
      'grammarEntry',
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
    const grammar = { type: 'grammarEntry', textLanguage: 'en_US', dictLanguage: 'fr_FR' };
    expect(accepts({ ...grammar, id: 'en.tense.present-simple' })).toBe(true);
    expect(accepts({ ...grammar, id: '' })).toBe(false);
    expect(accepts({ ...grammar, id: 'x'.repeat(101) })).toBe(false);
    expect(accepts({ ...grammar, id: 'en.tense.present-simple', textLanguage: 'de_DE' })).toBe(false);
    expect(accepts({ type: 'analyzeChunk', text: 'a'.repeat(1000) })).toBe(true);
    expect(accepts({ type: 'analyzeChunk', text: 'a'.repeat(1001) })).toBe(false);
    const chunks = (texts: string[]) => accepts({ type: 'analyzeChunks', texts });
    expect(chunks(Array.from({ length: 16 }, () => 'a'.repeat(1000)))).toBe(true);
    expect(chunks(Array.from({ length: 17 }, () => 'a'))).toBe(false);
    expect(chunks([])).toBe(false);
    expect(chunks(['a', 'a'.repeat(1001)])).toBe(false);
    expect(
      accepts({
        type: 'setSiteHighlighting',
        site: 'https://a.example',
        enabled: 'yes',
      }),
    ).toBe(false);
  });
});

describe('parseInternalMessage', () => {
  it('refuses what is not a message of the map, including names every object has', () => {
    for (const message of [null, 'vocabulary', 42, {}, { type: 7 }, { type: 'deleteEverything' }])
      expect(parseInternalMessage(message)).toBeNull();
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(parseInternalMessage({ type })).toBeNull();
  });

  it('keeps the type and only the fields of the request', () => {
    expect(parseInternalMessage({ type: 'createDeck', name: ' Verbs ', admin: true })).toEqual({
      type: 'createDeck',
      name: 'Verbs',
    });
    expect(parseInternalMessage({ type: 'vocabulary' })).toEqual({ type: 'vocabulary' });
  });
});

describe('send', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A chrome.runtime whose service worker answers `answer` and records what it was sent. */
  function worker(answer: unknown): unknown[] {
    const sent: unknown[] = [];
    vi.stubGlobal('chrome', {
      runtime: {
        sendMessage: (message: unknown) => {
          sent.push(message);
          return Promise.resolve(answer);
        },
      },
    });
    return sent;
  }

  it('sends the type with the body and unwraps the answer', async () => {
    const sent = worker({ ok: true, data: { panelOpened: true } });
    const answer = await send('openCardCreator', {
      written: 'library',
      textLanguage: 'en_US',
      dictLanguage: 'fr_FR',
    });
    expect(answer).toEqual({ panelOpened: true });
    expect(sent).toEqual([
      { type: 'openCardCreator', written: 'library', textLanguage: 'en_US', dictLanguage: 'fr_FR' },
    ]);
  });

  it('rejects with the worker refusal, or when no worker answers', async () => {
    worker({ ok: false, error: 'Not allowed.' });
    await expect(send('vocabulary')).rejects.toThrow('Not allowed.');
    worker(undefined);
    await expect(send('vocabulary')).rejects.toThrow('did not answer');
  });

  it('checks the answers a content script receives against their schema', async () => {
    const view = { mode: 'guest', syncState: 'idle', pending: 0, guestWordsWaiting: 0, items: [] };
    worker({ ok: true, data: view });
    await expect(send('vocabulary')).resolves.toEqual(view);
    worker({ ok: true, data: { ...view, items: [{ written: 'house', lang: 'en_US', status: 'owned' }] } });
    await expect(send('vocabulary')).rejects.toThrow('unexpected shape');
    worker({ ok: true, data: [{ text: 'a', units: 'none' }] });
    await expect(send('analyzeChunks', { texts: ['a'] })).rejects.toThrow('unexpected shape');
    worker({ ok: true, data: { panelOpened: 'yes' } });
    await expect(
      send('openCardCreator', { written: 'library', textLanguage: 'en_US', dictLanguage: 'fr_FR' }),
    ).rejects.toThrow('unexpected shape');
  });
});

describe('askPageWords', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A chrome.tabs whose content script answers `answer` (or none runs: `answer` is an Error). */
  function tab(answer: unknown): unknown[][] {
    const sent: unknown[][] = [];
    vi.stubGlobal('chrome', {
      tabs: {
        sendMessage: (...args: unknown[]) => {
          sent.push(args);
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
        },
      },
    });
    return sent;
  }

  const words = {
    scanning: false,
    languages: [
      { textLanguage: 'en_US', units: [{ vocabulary: 'library', tag: 'NOUN' }, { vocabulary: 'go' }] },
    ],
  };

  it("asks the tab's top frame and returns the words it coloured", async () => {
    const sent = tab(words);
    await expect(askPageWords(7)).resolves.toEqual(words);
    expect(sent).toEqual([[7, { type: 'pageWords' }, { frameId: 0 }]]);
    expect(tabMessageSchema.safeParse({ type: 'pageWords' }).success).toBe(true);
  });

  it('answers null when no content script runs in the page', async () => {
    tab(new Error('Could not establish connection. Receiving end does not exist.'));
    await expect(askPageWords(7)).resolves.toBeNull();
    tab(undefined);
    await expect(askPageWords(7)).resolves.toBeNull();
  });

  it('refuses an answer of another shape: unknown languages, empty or long headwords, a missing flag', async () => {
    const refused = [
      null,
      'words',
      { languages: words.languages },
      { scanning: false, languages: [{ textLanguage: 'xx_XX', units: [] }] },
      { scanning: false, languages: [{ textLanguage: 'en_US', units: [{ vocabulary: '' }] }] },
      { scanning: false, languages: [{ textLanguage: 'en_US', units: [{ vocabulary: 'a'.repeat(201) }] }] },
      { scanning: false, languages: [{ textLanguage: 'en_US', units: [{ vocabulary: 'go', tag: 3 }] }] },
      {
        scanning: true,
        languages: [
          { textLanguage: 'en_US', units: Array.from({ length: 50_001 }, () => ({ vocabulary: 'a' })) },
        ],
      },
    ];
    for (const answer of refused) {
      tab(answer);
      await expect(askPageWords(7), JSON.stringify(answer)?.slice(0, 80)).rejects.toThrow('unexpected shape');
    }
  });
});
