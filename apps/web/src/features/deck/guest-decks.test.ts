import { describe, expect, it } from 'vitest';
import { guestDeckBackend } from './deck.backend.ts';
import { mergeGuestDecks } from './guest-decks.merge.ts';
import {
  guestCardCount,
  parseGuestDecks,
  type GuestDecksSnapshot,
  type GuestDecksStorage,
} from './guest-decks.storage.ts';

/** A storage in memory that round-trips through JSON, as local storage does. */
function memoryStorage(): GuestDecksStorage & { raw: string | null } {
  const store = {
    raw: null as string | null,
    load: () => (store.raw === null ? undefined : parseGuestDecks(JSON.parse(store.raw))),
    save: (snapshot: GuestDecksSnapshot) => void (store.raw = JSON.stringify(snapshot)),
    clear: () => void (store.raw = null),
  };
  return store;
}

const SENSE = {
  translation: 'school',
  definition: '',
  examples: [{ example: '학교에 가요.', category: 'sentence' as const }],
};

describe("a guest's decks kept in the browser", () => {
  it('come back after a reload with their cards, ids going on', async () => {
    const storage = memoryStorage();
    const first = guestDeckBackend(undefined, storage);
    const [deck] = await first.listDecks();
    await first.createCard(deck!.id, { written: '학교', lang: 'ko_KR', senses: [SENSE] });
    const words = await first.createDeck({ name: 'Words' });
    await first.createCard(words.id, { written: '집', lang: 'ko_KR', senses: [SENSE] });

    const again = guestDeckBackend(undefined, storage);
    expect((await again.listDecks()).map((d) => [d.name, d.card_count])).toEqual([
      ['Glossa', 1],
      ['Words', 1],
    ]);
    const card = await again.createCard(words.id, { written: '물', lang: 'ko_KR', senses: [SENSE] });
    expect(card.id).toBe(3);
    expect((await again.cardInfos(words.id)).map((c) => c.written)).toEqual(['집', '물']);
  });

  it('are checked when read back: bad decks and cards are left out, nonsense is nothing', () => {
    const time = '2026-01-01T00:00:00.000Z';
    const good = {
      id: 1,
      deck_id: 1,
      written: '학교',
      lang: 'ko_KR',
      senses: [SENSE],
      created_at: time,
      updated_at: time,
    };
    const parsed = parseGuestDecks({
      nextDeckId: 'x',
      nextCardId: 1,
      decks: [
        {
          deck: { id: 1, name: '  Mine  ', created_at: time, updated_at: time },
          cards: [
            good,
            { ...good, id: 2, lang: 'xx' },
            { ...good, id: 3, deck_id: 9 },
            { ...good, id: 1 },
            { ...good, id: 4, senses: [] },
          ],
        },
        { deck: { id: 2, name: '', created_at: time, updated_at: time }, cards: [] },
        { deck: { id: 1, name: 'Twice', created_at: time, updated_at: time }, cards: [] },
        'junk',
      ],
    });
    expect(parsed?.decks.map((d) => [d.deck.name, d.cards.map((c) => c.id)])).toEqual([['Mine', [1]]]);
    expect(parsed).toMatchObject({ nextDeckId: 2, nextCardId: 2 });
    expect(parseGuestDecks('nonsense')).toBeUndefined();
    expect(parseGuestDecks({ decks: [] })).toBeUndefined();
    expect(guestCardCount(parsed)).toBe(1);
  });

  it("are added to the account's deck of the same name or a new one, and leave the browser", async () => {
    const storage = memoryStorage();
    const guest = guestDeckBackend(undefined, storage);
    const [glossa] = await guest.listDecks();
    await guest.createCard(glossa!.id, { written: '학교', lang: 'ko_KR', senses: [SENSE] });
    const travel = await guest.createDeck({ name: 'Travel' });
    await guest.createCard(travel.id, { written: '표', lang: 'ko_KR', senses: [SENSE] });
    await guest.createCard(travel.id, { written: '역', lang: 'ko_KR', senses: [SENSE] });
    await guest.createDeck({ name: 'Empty' });

    // The account: an in-memory backend standing for the server, with a deck named Travel already.
    const account = guestDeckBackend();
    const existing = await account.createDeck({ name: 'Travel' });
    expect(await mergeGuestDecks(account, storage)).toBe(3);
    const decks = await account.listDecks();
    expect(decks.map((d) => [d.name, d.card_count])).toEqual([
      ['Glossa', 1],
      ['Travel', 2],
    ]);
    expect((await account.cardInfos(existing.id)).map((c) => c.written)).toEqual(['표', '역']);
    expect(storage.raw).toBeNull();
    expect(await mergeGuestDecks(account, storage)).toBe(0);
  });
});
