import {
  CARD_MAX_BYTES,
  CARDS_MAX_PER_USER,
  DECK_ERROR_CODES,
  DECK_FEED_PAGE_BYTES,
  DECK_FEED_PAGE_MAX,
  DECK_MAX_CARDS,
  DECK_MAX_PER_USER,
  canonicalTime,
  type Card,
  type CardInfo,
  type CardSense,
  type CreateCardBody,
  type Deck,
  type DeckBody,
  type DeckChanges,
  type UpdateCardBody,
} from '@glossa/contract';
import { AppError } from '../../http/app-error.ts';
import { nextTick } from '../../lib/sync-clock.ts';
import { cardJson, toCard } from './card-row.ts';
import type { CardRow, DeckRepository, DeckRow, DeckWriteTx } from './deck.repository.ts';

/** Bounds the service enforces; the contract's limits unless a test gives smaller ones. */
export interface DeckLimits {
  decksPerUser: number;
  cardsPerDeck: number;
  cardsPerUser: number;
  feedPage: number;
  feedPageBytes: number;
}

const DEFAULT_LIMITS: DeckLimits = {
  decksPerUser: DECK_MAX_PER_USER,
  cardsPerDeck: DECK_MAX_CARDS,
  cardsPerUser: CARDS_MAX_PER_USER,
  feedPage: DECK_FEED_PAGE_MAX,
  feedPageBytes: DECK_FEED_PAGE_BYTES,
};

/** A card's JSON besides its written form and senses: ids, language, times, names (generously). */
const CARD_JSON_OVERHEAD = 200;
/** The feed answer besides its cards: the deck (a 1,000-character description at most), cursor, names. */
const FEED_ENVELOPE_BYTES = 8 * 1024;

/**
 * The rules of decks and cards: ownership (another user's deck or card is "not found", never shown),
 * the per-user and per-deck limits, the deck clock that stamps every change, and tombstones for deletions so
 * that the change feed tells the companions. Bodies arrive already trimmed and checked by the contract's
 * schemas. Pure of HTTP; the repository does the storage.
 */
export class DeckService {
  private readonly limits: DeckLimits;

  constructor(
    private readonly repository: DeckRepository,
    private readonly now: () => Date = () => new Date(),
    limits: Partial<DeckLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /**
   * The user's decks, oldest first.
   * @example await service.listDecks(userId) // [{ id: 1, name: 'Verbs', card_count: 3, ... }]
   */
  async listDecks(userId: string): Promise<Deck[]> {
    return (await this.repository.listDecks(userId)).map((row) => toDeck(row, row.card_count));
  }

  /**
   * Creates a deck, refusing one past the per-user limit.
   * @example await service.createDeck(userId, { name: 'Verbs' })
   */
  async createDeck(userId: string, body: DeckBody): Promise<Deck> {
    return this.repository.writeUserDecks(userId, async (tx) => {
      const count = await tx.countLiveDecks();
      if (count >= this.limits.decksPerUser) {
        throw limitReached(
          DECK_ERROR_CODES.decksLimitReached,
          `You can have at most ${this.limits.decksPerUser} decks (you have ${count}). Delete a deck you no longer need first.`,
        );
      }
      const stamp = canonicalTime(this.now());
      const row = await tx.insertDeck({ name: body.name, description: body.description ?? null, stamp });
      return toDeck(row, 0);
    });
  }

  /**
   * Renames a deck and replaces its description (none when absent).
   * @example await service.updateDeck(userId, 1, { name: 'Verbs', description: 'Motion verbs' })
   */
  async updateDeck(userId: string, deckId: number, body: DeckBody): Promise<Deck> {
    return this.repository.writeDeck(userId, deckId, async (tx) => {
      const deck = liveDeck(tx);
      const stamp = nextTick(this.now(), deck.last_change);
      const description = body.description ?? null;
      await tx.updateDeck({ name: body.name, description, updated_at: stamp });
      await tx.setLastChange(stamp);
      const updated = { ...deck, name: body.name, description, updated_at: stamp };
      return toDeck(updated, await tx.countLiveCards());
    });
  }

  /** Deletes a deck and its cards; the deck stays as a tombstone for the change feed. */
  async deleteDeck(userId: string, deckId: number): Promise<void> {
    await this.repository.writeDeck(userId, deckId, async (tx) => {
      const deck = liveDeck(tx);
      await tx.tombstoneDeck(nextTick(this.now(), deck.last_change));
    });
  }

  /**
   * A deck's card infos, oldest first.
   * @example await service.cardInfos(userId, 1) // [{ id: 7, written: '집', updated_at: '…' }]
   */
  async cardInfos(userId: string, deckId: number): Promise<CardInfo[]> {
    const deck = await this.repository.findDeck(userId, deckId);
    if (!deck || deck.deleted) throw deckNotFound();
    return this.repository.listCardInfos(deckId);
  }

  /**
   * What changed in a deck after `since` (a canonical time), deletions included, oldest first; a deleted
   * deck answers its tombstone. Pages of at most `feedPage` changes.
   * @example await service.changesSince(userId, 1, '2026-01-01T00:00:00.000Z')
   */
  async changesSince(userId: string, deckId: number, since: string): Promise<DeckChanges> {
    const page = await this.feedPage(userId, deckId, since);
    const cards: Card[] = [];
    const deleted: DeckChanges['deleted'] = [];
    for (const row of page.rows) {
      if (row.deleted) deleted.push({ id: row.id, deleted: true, updated_at: row.updated_at });
      else cards.push(toCard(row));
    }
    return { deck: page.deck, cards, deleted, last_update: page.lastUpdate, has_more: page.hasMore };
  }

  /**
   * The same answer as `changesSince`, as the JSON text the route sends: each card's senses are put in as
   * stored (they are JSON already), so a page is never parsed and serialised again on the event loop.
   * @example reply.type('application/json').send(await service.changesSinceJson(userId, 1, since))
   */
  async changesSinceJson(userId: string, deckId: number, since: string): Promise<string> {
    const page = await this.feedPage(userId, deckId, since);
    const cards: string[] = [];
    const deleted: DeckChanges['deleted'] = [];
    for (const row of page.rows) {
      if (row.deleted) deleted.push({ id: row.id, deleted: true, updated_at: row.updated_at });
      else cards.push(cardJson(row));
    }
    return `{"deck":${JSON.stringify(page.deck)},"cards":[${cards.join(',')}],"deleted":${JSON.stringify(deleted)},"last_update":${JSON.stringify(page.lastUpdate)},"has_more":${page.hasMore}}`;
  }

  private async feedPage(
    userId: string,
    deckId: number,
    since: string,
  ): Promise<{ deck: DeckChanges['deck']; rows: CardRow[]; lastUpdate: string; hasMore: boolean }> {
    // The deck before the cards: its clock then covers every change committed before this read, and a
    // change committed in between shows again next time at worst (applying a change twice is harmless).
    const deck = await this.repository.findDeck(userId, deckId);
    if (!deck) throw deckNotFound();
    if (deck.deleted) {
      return {
        deck: { id: deck.id, deleted: true, updated_at: deck.updated_at },
        rows: [],
        lastUpdate: deck.last_change,
        hasMore: false,
      };
    }
    // Bounded in bytes as well as in count: heavy cards make shorter pages, never one huge answer.
    const { rows, more: hasMore } = await this.repository.changedSince(
      deckId,
      since,
      this.limits.feedPage,
      this.limits.feedPageBytes - FEED_ENVELOPE_BYTES,
      CARD_JSON_OVERHEAD,
    );
    const newestShown = rows.at(-1)?.updated_at;
    const lastUpdate = hasMore
      ? (newestShown ?? deck.last_change)
      : newestShown && newestShown > deck.last_change
        ? newestShown
        : deck.last_change;
    return { deck: toDeck(deck, await this.repository.countCards(deckId)), rows, lastUpdate, hasMore };
  }

  /**
   * One card in full.
   * @example await service.card(userId, 1, 7) // { id: 7, written: '집', senses: [...], ... }
   */
  async card(userId: string, deckId: number, cardId: number): Promise<Card> {
    const deck = await this.repository.findDeck(userId, deckId);
    if (!deck || deck.deleted) throw deckNotFound();
    const row = await this.repository.findCard(deckId, cardId);
    if (!row) throw cardNotFound();
    return toCard(row);
  }

  /**
   * Adds a card to a deck, refusing one past the per-deck limit. Its senses are stored as copies.
   * @example await service.createCard(userId, 1, { written: '집', lang: 'ko_KR', senses: [{ translation: 'house', definition: '', examples: [] }] })
   */
  async createCard(userId: string, deckId: number, body: CreateCardBody): Promise<Card> {
    return this.repository.writeDeck(userId, deckId, async (tx) => {
      const deck = liveDeck(tx);
      const senses = sizedSenses(body.written, body.senses);
      const count = await tx.countLiveCards();
      if (count >= this.limits.cardsPerDeck) {
        throw limitReached(
          DECK_ERROR_CODES.deckCardsLimitReached,
          `A deck holds at most ${this.limits.cardsPerDeck} cards ("${deck.name}" has ${count}). Start another deck or delete cards first.`,
        );
      }
      const owned = await tx.countUserCards();
      if (owned >= this.limits.cardsPerUser) {
        throw limitReached(
          DECK_ERROR_CODES.accountCardsLimitReached,
          `An account holds at most ${this.limits.cardsPerUser} cards (you have ${owned}). Delete cards you no longer need first.`,
        );
      }
      const stamp = nextTick(this.now(), deck.last_change);
      const row = await tx.insertCard({ written: body.written, lang: body.lang, senses }, stamp);
      await tx.setLastChange(stamp);
      return toCard(row);
    });
  }

  /**
   * Replaces a card's senses (and their examples).
   * @example await service.updateCard(userId, 1, 7, { senses: [{ translation: 'home', definition: '', examples: [] }] })
   */
  async updateCard(userId: string, deckId: number, cardId: number, body: UpdateCardBody): Promise<Card> {
    return this.repository.writeDeck(userId, deckId, async (tx) => {
      const deck = liveDeck(tx);
      const row = await liveCard(tx, cardId);
      const senses = sizedSenses(row.written, body.senses);
      const stamp = nextTick(this.now(), deck.last_change);
      await tx.updateCardSenses(cardId, senses, stamp);
      await tx.setLastChange(stamp);
      return toCard({ ...row, senses, updated_at: stamp });
    });
  }

  /** Deletes a card, leaving a tombstone for the change feed. */
  async deleteCard(userId: string, deckId: number, cardId: number): Promise<void> {
    await this.repository.writeDeck(userId, deckId, async (tx) => {
      const deck = liveDeck(tx);
      await liveCard(tx, cardId);
      const stamp = nextTick(this.now(), deck.last_change);
      await tx.tombstoneCard(cardId, stamp);
      await tx.setLastChange(stamp);
    });
  }
}

function deckNotFound(): AppError {
  return new AppError(404, DECK_ERROR_CODES.deckNotFound, 'Deck not found.');
}

function cardNotFound(): AppError {
  return new AppError(404, DECK_ERROR_CODES.cardNotFound, 'Card not found.');
}

function limitReached(
  code: (typeof DECK_ERROR_CODES)['decksLimitReached' | 'deckCardsLimitReached' | 'accountCardsLimitReached'],
  detail: string,
): AppError {
  return new AppError(409, code, detail);
}

/**
 * The senses as stored (JSON), refused with 413 when the card would pass CARD_MAX_BYTES: each field has its
 * own limit in the contract, this bounds the whole.
 */
function sizedSenses(written: string, senses: readonly CardSense[]): string {
  const stored = JSON.stringify(storedSenses(senses));
  const bytes = Buffer.byteLength(stored) + Buffer.byteLength(written);
  if (bytes > CARD_MAX_BYTES) {
    throw new AppError(
      413,
      DECK_ERROR_CODES.cardTooLarge,
      `A card holds at most ${CARD_MAX_BYTES} bytes of text (this one has ${bytes}). Keep fewer or shorter senses and examples.`,
    );
  }
  return stored;
}

/** The locked deck, or a 404 that also rolls the transaction back. */
function liveDeck(tx: DeckWriteTx): DeckRow {
  if (!tx.deck) throw deckNotFound();
  return tx.deck;
}

async function liveCard(tx: DeckWriteTx, cardId: number): Promise<CardRow> {
  const row = await tx.findCard(cardId);
  if (!row) throw cardNotFound();
  return row;
}

/** The senses as stored: only the known fields, in a fixed order, `sense_id` only when there is one. */
function storedSenses(senses: readonly CardSense[]): CardSense[] {
  return senses.map((sense) => ({
    translation: sense.translation,
    definition: sense.definition,
    ...(sense.sense_id !== undefined ? { sense_id: sense.sense_id } : {}),
    examples: sense.examples.map((example) => ({
      example: example.example,
      category: example.category,
      ...(example.translation ? { translation: example.translation } : {}),
    })),
  }));
}

function toDeck(row: DeckRow, cardCount: number): Deck {
  return {
    id: row.id,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    card_count: cardCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
