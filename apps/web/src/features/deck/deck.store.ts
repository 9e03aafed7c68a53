import type { Card, CardInfo, CardSense, Deck, DeckBodyInput } from '@glossa/contract';
import { inCardOrder } from '@glossa/sync';
import { DeckError, NO_DECK_SELECTED, type DeckBackend, type NewCard } from './deck.backend.ts';
import { initialDeckId } from './deck.prefetch.ts';

/** What the Deck screen and the card creator show. */
export interface DeckState {
  /** Which backend the state belongs to (`guest`, `user:<id>`), null before the user is known. */
  owner: string | null;
  /** Guest decks are not kept: the screen warns. */
  temporary: boolean;
  /** Decks are loaded (the empty-state text waits for this). */
  decksLoaded: boolean;
  decks: readonly Deck[];
  selectedId: number | null;
  /** The selected deck's card infos, in the order they were added; null while loading. */
  cardInfos: readonly CardInfo[] | null;
  /** Full cards fetched so far (on first expand), for the selected deck. */
  cards: ReadonlyMap<number, Card>;
  /** Expanded rows of the selected deck. */
  expanded: ReadonlySet<number>;
  /** The last failure, for the screen to show; cleared by the next success. */
  error: string | null;
}

const INITIAL: DeckState = {
  owner: null,
  temporary: false,
  decksLoaded: false,
  decks: [],
  selectedId: null,
  cardInfos: null,
  cards: new Map(),
  expanded: new Set(),
  error: null,
};

type Listener = () => void;

/**
 * The deck rules over a DeckBackend: the first deck is selected when none is, deleting
 * the selected deck selects the first remaining (or none), selecting a deck loads its card infos and clears
 * the cached cards, a card is fetched in full on its first expand, deleting a card removes it from the list
 * and the expanded set. Testable without a browser.
 * @example const store = new DeckStore(); await store.use(guestDeckBackend(), 'guest');
 */
export class DeckStore {
  private state: DeckState = INITIAL;
  private backend: DeckBackend | null = null;
  private readonly listeners = new Set<Listener>();
  // Answers of an older selection or owner are dropped.
  private generation = 0;
  // The deck selected on the owner's last visit, opened instead of the first while it exists.
  private remembered: number | null = null;

  getState = (): DeckState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Switches to a backend (the guest's, or a user's); the same owner again changes nothing. `remembered` is
   * the deck this owner had selected last time: it is selected instead of the first deck while it exists.
   */
  async use(backend: DeckBackend, owner: string, remembered: number | null = null): Promise<void> {
    if (this.state.owner === owner && this.backend === backend) return;
    this.backend = backend;
    this.remembered = remembered;
    this.generation += 1;
    this.set({ ...INITIAL, owner, temporary: backend.temporary });
    await this.reload();
  }

  /** Loads the decks again, keeping the selection when the deck still exists. */
  async reload(): Promise<void> {
    const backend = this.need();
    const generation = this.generation;
    try {
      const decks = await backend.listDecks();
      if (generation !== this.generation) return;
      const keep = decks.some((deck) => deck.id === this.state.selectedId);
      this.set({ ...this.state, decks, decksLoaded: true, error: null });
      await this.select(keep ? this.state.selectedId : initialDeckId(decks, this.remembered), !keep);
    } catch (error) {
      if (generation === this.generation) this.fail(error, { decksLoaded: true });
    }
  }

  /** Selects a deck (or none): its card infos are loaded, cached cards and expanded rows cleared. */
  async select(deckId: number | null, force = true): Promise<void> {
    if (!force && deckId === this.state.selectedId && this.state.cardInfos) return;
    const generation = ++this.generation;
    this.set({
      ...this.state,
      selectedId: deckId,
      cardInfos: deckId === null ? [] : null,
      cards: new Map(),
      expanded: new Set(),
    });
    if (deckId === null) return;
    try {
      // The one order of every device (@glossa/sync), whatever order the backend answered in.
      const cardInfos = inCardOrder(await this.need().cardInfos(deckId));
      if (generation !== this.generation) return;
      // The infos are the truth of the count (another device may have added cards since the list).
      const decks = this.state.decks.map((d) =>
        d.id === deckId ? { ...d, card_count: cardInfos.length } : d,
      );
      this.set({ ...this.state, decks, cardInfos, error: null });
    } catch (error) {
      if (generation === this.generation) this.fail(error, { cardInfos: [] });
    }
  }

  /** Creates a deck; it is selected when no deck was. */
  async createDeck(body: DeckBodyInput): Promise<Deck> {
    const deck = await this.need().createDeck(body);
    this.set({ ...this.state, decks: [...this.state.decks, deck], error: null });
    if (this.state.selectedId === null) await this.select(deck.id);
    return deck;
  }

  async renameDeck(deckId: number, body: DeckBodyInput): Promise<Deck> {
    const deck = await this.need().updateDeck(deckId, body);
    this.set({ ...this.state, decks: this.state.decks.map((d) => (d.id === deckId ? deck : d)) });
    return deck;
  }

  /** Deletes a deck and its cards; when it was selected, the first remaining deck (or none) is. */
  async deleteDeck(deckId: number): Promise<void> {
    await this.need().deleteDeck(deckId);
    const decks = this.state.decks.filter((d) => d.id !== deckId);
    this.set({ ...this.state, decks });
    if (this.state.selectedId === deckId) await this.select(decks[0]?.id ?? null);
  }

  /** Adds a card to a deck (`null`: none chosen, which is refused with "No deck selected"). */
  async createCard(deckId: number | null, card: NewCard): Promise<Card> {
    if (deckId === null) throw new DeckError('NO_DECK', NO_DECK_SELECTED);
    const created = await this.need().createCard(deckId, card);
    this.counted(deckId, 1);
    if (deckId === this.state.selectedId && this.state.cardInfos) {
      const cards = new Map(this.state.cards).set(created.id, created);
      this.set({ ...this.state, cardInfos: [...this.state.cardInfos, infoOf(created)], cards });
    }
    return created;
  }

  /** Replaces a card's senses; with another `toDeckId`, moves it there (made anew, then removed here). */
  async updateCard(deckId: number, cardId: number, senses: CardSense[], toDeckId = deckId): Promise<Card> {
    if (toDeckId !== deckId) {
      const old = this.state.cards.get(cardId) ?? (await this.need().card(deckId, cardId));
      const moved = await this.createCard(toDeckId, { written: old.written, lang: old.lang, senses });
      await this.deleteCard(deckId, cardId);
      return moved;
    }
    const card = await this.need().updateCard(deckId, cardId, senses);
    if (deckId === this.state.selectedId && this.state.cardInfos) {
      this.set({
        ...this.state,
        cardInfos: this.state.cardInfos.map((info) => (info.id === cardId ? infoOf(card) : info)),
        cards: new Map(this.state.cards).set(cardId, card),
      });
    }
    return card;
  }

  /** Deletes a card: it leaves the list, the cache and the expanded set. */
  async deleteCard(deckId: number, cardId: number): Promise<void> {
    await this.need().deleteCard(deckId, cardId);
    this.counted(deckId, -1);
    if (deckId !== this.state.selectedId || !this.state.cardInfos) return;
    const cards = new Map(this.state.cards);
    cards.delete(cardId);
    const expanded = new Set(this.state.expanded);
    expanded.delete(cardId);
    this.set({
      ...this.state,
      cardInfos: this.state.cardInfos.filter((info) => info.id !== cardId),
      cards,
      expanded,
    });
  }

  /** Expands or collapses a row of the selected deck; the full card is fetched on its first expand. */
  async toggle(cardId: number): Promise<void> {
    const expanded = new Set(this.state.expanded);
    if (expanded.delete(cardId)) {
      this.set({ ...this.state, expanded });
      return;
    }
    expanded.add(cardId);
    this.set({ ...this.state, expanded });
    await this.fetchCard(cardId);
  }

  /** The full card of the selected deck, from the cache or fetched once. */
  async fetchCard(cardId: number): Promise<Card> {
    const cached = this.state.cards.get(cardId);
    if (cached) return cached;
    const deckId = this.state.selectedId;
    if (deckId === null) throw new DeckError('NO_DECK', NO_DECK_SELECTED);
    const generation = this.generation;
    try {
      const card = await this.need().card(deckId, cardId);
      if (generation === this.generation) {
        this.set({ ...this.state, cards: new Map(this.state.cards).set(cardId, card), error: null });
      }
      return card;
    } catch (error) {
      if (generation === this.generation) this.fail(error, {});
      throw error;
    }
  }

  private counted(deckId: number, change: number): void {
    this.set({
      ...this.state,
      decks: this.state.decks.map((d) => (d.id === deckId ? { ...d, card_count: d.card_count + change } : d)),
    });
  }

  private need(): DeckBackend {
    if (!this.backend) throw new Error('The deck store has no backend yet');
    return this.backend;
  }

  private fail(error: unknown, patch: Partial<DeckState>): void {
    // The product gives no message of its own for these: the screen says what failed, the console has the rest.
    console.warn('Deck:', error);
    this.set({ ...this.state, ...patch, error: error instanceof Error ? error.message : String(error) });
  }

  private set(next: DeckState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

function infoOf(card: Card): CardInfo {
  return { id: card.id, written: card.written, updated_at: card.updated_at };
}
