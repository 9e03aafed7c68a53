import type { CardSense } from '@glossa/contract';
import { describe, expect, it, vi } from 'vitest';
import { DeckError, GUEST_DECK_DESCRIPTION, GUEST_DECK_NAME, guestDeckBackend } from './deck.backend.ts';
import { DeckStore } from './deck.store.ts';

const SENSE: CardSense = {
  translation: 'school',
  definition: 'A place where pupils learn.',
  sense_id: 12,
  examples: [{ example: '학교에 가요.', category: 'sentence' }],
};

async function guestStore() {
  const store = new DeckStore();
  await store.use(guestDeckBackend(), 'guest');
  return store;
}

describe('the guest deck store', () => {
  it('starts with the default deck "Glossa" and keeps cards only in memory', async () => {
    const backend = guestDeckBackend();
    const decks = await backend.listDecks();
    expect(decks).toHaveLength(1);
    expect(decks[0]).toMatchObject({
      name: GUEST_DECK_NAME,
      description: GUEST_DECK_DESCRIPTION,
      card_count: 0,
    });
    expect(backend.temporary).toBe(true);
    // A second page (a new store) starts over: nothing is persisted.
    const card = await backend.createCard(decks[0]!.id, { written: '학교', lang: 'ko_KR', senses: [SENSE] });
    expect((await backend.listDecks())[0]!.card_count).toBe(1);
    expect(await backend.card(decks[0]!.id, card.id)).toMatchObject({ written: '학교', senses: [SENSE] });
    expect((await guestDeckBackend().listDecks())[0]!.card_count).toBe(0);
  });

  it('throws on an unknown deck or card', async () => {
    const backend = guestDeckBackend();
    await expect(backend.cardInfos(99)).rejects.toMatchObject({ code: 'DECK_NOT_FOUND' });
    await expect(backend.card(1, 99)).rejects.toMatchObject({ code: 'CARD_NOT_FOUND' });
    await expect(backend.updateCard(1, 99, [SENSE])).rejects.toBeInstanceOf(DeckError);
    await expect(backend.deleteCard(1, 99)).rejects.toMatchObject({ code: 'CARD_NOT_FOUND' });
    await expect(backend.deleteDeck(42)).rejects.toMatchObject({ code: 'DECK_NOT_FOUND' });
  });

  it('trims names and descriptions, refuses a blank name and omits an empty description', async () => {
    const backend = guestDeckBackend();
    const deck = await backend.createDeck({ name: '  Verbs  ', description: '   ' });
    expect(deck.name).toBe('Verbs');
    expect('description' in deck).toBe(false);
    await expect(backend.createDeck({ name: '   ' })).rejects.toThrow();
    const renamed = await backend.updateDeck(deck.id, { name: 'Verbs 2', description: ' daily ' });
    expect(renamed).toMatchObject({ name: 'Verbs 2', description: 'daily' });
  });

  it('refuses a card without a sense, like the server', async () => {
    const backend = guestDeckBackend();
    await expect(backend.createCard(1, { written: '학교', lang: 'ko_KR', senses: [] })).rejects.toThrow();
  });
});

describe('DeckStore selection rules', () => {
  it('selects the first deck when none is selected and loads its card infos', async () => {
    const store = await guestStore();
    const state = store.getState();
    expect(state.decksLoaded).toBe(true);
    expect(state.selectedId).toBe(state.decks[0]!.id);
    expect(state.cardInfos).toEqual([]);
    expect(state.temporary).toBe(true);
  });

  it('refuses a card with no deck chosen: "No deck selected"', async () => {
    const store = await guestStore();
    await expect(store.createCard(null, { written: '학교', lang: 'ko_KR', senses: [SENSE] })).rejects.toThrow(
      'No deck selected',
    );
  });

  it('selecting a deck loads its card infos and clears the cached cards and expanded rows', async () => {
    const store = await guestStore();
    const first = store.getState().selectedId!;
    const card = await store.createCard(first, { written: '학교', lang: 'ko_KR', senses: [SENSE] });
    await store.toggle(card.id);
    expect(store.getState().expanded.has(card.id)).toBe(true);
    expect(store.getState().cards.get(card.id)?.written).toBe('학교');

    const other = await store.createDeck({ name: 'Other' });
    // A deck was already selected: the new one is not.
    expect(store.getState().selectedId).toBe(first);
    await store.select(other.id);
    expect(store.getState()).toMatchObject({ selectedId: other.id, cardInfos: [] });
    expect(store.getState().cards.size).toBe(0);
    expect(store.getState().expanded.size).toBe(0);
    await store.select(first);
    expect(store.getState().cardInfos?.map((c) => c.written)).toEqual(['학교']);
    expect(store.getState().cards.size).toBe(0);
  });

  it('deleting the selected deck selects the first remaining, then none', async () => {
    const store = await guestStore();
    const glossa = store.getState().selectedId!;
    const b = await store.createDeck({ name: 'B' });
    const c = await store.createDeck({ name: 'C' });
    await store.select(c.id);
    await store.deleteDeck(c.id);
    expect(store.getState().selectedId).toBe(glossa);
    // Deleting a deck that is not selected keeps the selection.
    await store.deleteDeck(b.id);
    expect(store.getState().selectedId).toBe(glossa);
    await store.deleteDeck(glossa);
    expect(store.getState()).toMatchObject({ selectedId: null, decks: [], cardInfos: [] });
    // With no deck, a new one is selected.
    const d = await store.createDeck({ name: 'D' });
    expect(store.getState().selectedId).toBe(d.id);
  });

  it('fetches a full card on its first expand only, and deleting it removes it from list and expanded set', async () => {
    const backend = guestDeckBackend();
    const store = new DeckStore();
    await store.use(backend, 'guest');
    const deckId = store.getState().selectedId!;
    const card = await backend.createCard(deckId, { written: '물', lang: 'ko_KR', senses: [SENSE] });
    await store.select(deckId);
    const cardCall = vi.spyOn(backend, 'card');
    await store.toggle(card.id);
    await store.toggle(card.id);
    await store.toggle(card.id);
    expect(cardCall).toHaveBeenCalledTimes(1);
    expect(store.getState().expanded.has(card.id)).toBe(true);

    await store.deleteCard(deckId, card.id);
    expect(store.getState().cardInfos).toEqual([]);
    expect(store.getState().expanded.has(card.id)).toBe(false);
    expect(store.getState().decks[0]!.card_count).toBe(0);
  });

  it('keeps card counts and infos in step with creating, editing and moving cards', async () => {
    const store = await guestStore();
    const glossa = store.getState().selectedId!;
    const other = await store.createDeck({ name: 'Other' });
    const card = await store.createCard(glossa, { written: '집', lang: 'ko_KR', senses: [SENSE] });
    await store.createCard(other.id, { written: '불', lang: 'ko_KR', senses: [SENSE] });
    expect(store.getState().cardInfos?.map((c) => c.written)).toEqual(['집']);
    expect(store.getState().decks.map((d) => d.card_count)).toEqual([1, 1]);

    const edited = await store.updateCard(glossa, card.id, [{ ...SENSE, translation: 'house' }]);
    expect(store.getState().cards.get(card.id)?.senses[0]?.translation).toBe('house');
    expect(store.getState().cardInfos?.[0]?.updated_at).toBe(edited.updated_at);

    await store.updateCard(glossa, card.id, [SENSE], other.id);
    expect(store.getState().cardInfos).toEqual([]);
    expect(store.getState().decks.map((d) => d.card_count)).toEqual([0, 2]);
  });

  it('drops the answer of a deck selected before another one', async () => {
    const backend = guestDeckBackend();
    const store = new DeckStore();
    await store.use(backend, 'guest');
    const slow = await backend.createDeck({ name: 'Slow' });
    await backend.createCard(slow.id, { written: '느림', lang: 'ko_KR', senses: [SENSE] });
    let release!: () => void;
    const original = backend.cardInfos.bind(backend);
    vi.spyOn(backend, 'cardInfos').mockImplementation(async (id) => {
      if (id === slow.id) await new Promise<void>((resolve) => (release = resolve));
      return original(id);
    });
    const first = store.select(slow.id);
    await store.select(1);
    release();
    await first;
    expect(store.getState()).toMatchObject({ selectedId: 1, cardInfos: [] });
  });

  it('starts over for another owner', async () => {
    const store = await guestStore();
    await store.createDeck({ name: 'Mine' });
    await store.use(guestDeckBackend(), 'user:1');
    expect(store.getState().owner).toBe('user:1');
    expect(store.getState().decks.map((d) => d.name)).toEqual([GUEST_DECK_NAME]);
  });
});
