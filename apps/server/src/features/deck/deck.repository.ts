import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppDatabase, Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { CardsTable, DecksTable } from './deck.table.ts';

export type DeckRow = Selectable<DecksTable>;
/** Full card rows read at once by the change feed: about 256 KB of the largest cards. */
const ROWS_PER_READ = 16;
export type CardRow = Selectable<CardsTable>;
/** A live deck with how many live cards it holds. */
export type DeckWithCount = DeckRow & { card_count: number };
/** A card as a deck's list shows it. */
export interface CardInfoRow {
  id: number;
  written: string;
  updated_at: string;
}
/** The values of a new card (the deck and the stamp are the transaction's). */
export interface NewCard {
  written: string;
  lang: string;
  senses: string;
}

/** The queries a write on one deck makes while holding that deck's row lock. */
export interface DeckWriteTx {
  /** The deck, locked; undefined when the user has no such live deck. */
  readonly deck: DeckRow | undefined;
  countLiveCards(): Promise<number>;
  /** The live cards of every deck of the deck's owner. */
  countUserCards(): Promise<number>;
  /** Moves the deck's clock; every write does it with the stamp it gave. */
  setLastChange(stamp: string): Promise<void>;
  updateDeck(values: { name: string; description: string | null; updated_at: string }): Promise<void>;
  /** Deletes the deck's cards and leaves the deck as a tombstone dated `stamp`. */
  tombstoneDeck(stamp: string): Promise<void>;
  findCard(cardId: number): Promise<CardRow | undefined>;
  insertCard(card: NewCard, stamp: string): Promise<CardRow>;
  updateCardSenses(cardId: number, senses: string, stamp: string): Promise<void>;
  /** Clears a card's content and marks it deleted, dated `stamp`. */
  tombstoneCard(cardId: number, stamp: string): Promise<void>;
}

/** The queries creating a deck makes while holding the user's lock (so the deck count stays true). */
export interface UserDecksTx {
  countLiveDecks(): Promise<number>;
  insertDeck(values: { name: string; description: string | null; stamp: string }): Promise<DeckRow>;
}

/**
 * The only code that touches the deck and card tables. Writes on a deck go through `writeDeck`, which
 * serialises them on the deck's row (an UPDATE takes the row lock on PostgreSQL and the write lock on
 * SQLite), so that the stamps of one deck only grow.
 */
export class DeckRepository {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;

  constructor(database: AppDatabase) {
    this.db = database.db;
    this.dialect = database.dialect;
  }

  /**
   * Runs `work` in one transaction holding the user's lock, for writes bounded per user.
   * @example await repo.writeUserDecks(userId, async (tx) => tx.insertDeck({ name: 'Verbs', description: null, stamp }));
   */
  async writeUserDecks<T>(userId: string, work: (tx: UserDecksTx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      // SQLite runs one transaction at a time on this connection; PostgreSQL needs the user's row locked.
      if (this.dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      return work({
        async countLiveDecks() {
          const row = await trx
            .selectFrom('decks')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('user_id', '=', userId)
            .where('deleted', '=', 0)
            .executeTakeFirst();
          return Number(row?.count ?? 0);
        },
        async insertDeck({ name, description, stamp }) {
          return trx
            .insertInto('decks')
            .values({
              user_id: userId,
              name,
              description,
              created_at: stamp,
              updated_at: stamp,
              last_change: stamp,
              deleted: 0,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        },
      });
    });
  }

  /**
   * Runs `work` in one transaction holding the lock of one of the user's live decks.
   * @example await repo.writeDeck(userId, 3, async (tx) => tx.deck && tx.countLiveCards());
   */
  async writeDeck<T>(userId: string, deckId: number, work: (tx: DeckWriteTx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      // A write first: it takes the lock now rather than upgrading from a read later.
      const locked = await trx
        .updateTable('decks')
        .set((eb) => ({ last_change: eb.ref('last_change') }))
        .where('id', '=', deckId)
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      const deck =
        Number(locked.numUpdatedRows) === 0
          ? undefined
          : await trx.selectFrom('decks').selectAll().where('id', '=', deckId).executeTakeFirst();
      return work(deckWriteTx(trx, userId, deckId, deck));
    });
  }

  /** The user's live decks, oldest first, with their live card counts. */
  async listDecks(userId: string): Promise<DeckWithCount[]> {
    const rows = await this.db
      .selectFrom('decks')
      .selectAll('decks')
      .select((eb) =>
        eb
          .selectFrom('cards')
          .select((inner) => inner.fn.countAll<number | string>().as('count'))
          .whereRef('cards.deck_id', '=', 'decks.id')
          .where('cards.deleted', '=', 0)
          .as('card_count'),
      )
      .where('user_id', '=', userId)
      .where('deleted', '=', 0)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, card_count: Number(row.card_count ?? 0) }));
  }

  /** One of the user's decks, tombstone included; undefined when the user has none with that id. */
  async findDeck(userId: string, deckId: number): Promise<DeckRow | undefined> {
    return this.db
      .selectFrom('decks')
      .selectAll()
      .where('id', '=', deckId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** How many live cards a deck holds. */
  async countCards(deckId: number): Promise<number> {
    return countLiveCards(this.db, deckId);
  }

  /** A deck's live cards as its list shows them, oldest first. */
  async listCardInfos(deckId: number): Promise<CardInfoRow[]> {
    return this.db
      .selectFrom('cards')
      .select(['id', 'written', 'updated_at'])
      .where('deck_id', '=', deckId)
      .where('deleted', '=', 0)
      .orderBy('id')
      .execute();
  }

  /** A live card of a deck. */
  async findCard(deckId: number, cardId: number): Promise<CardRow | undefined> {
    return findLiveCard(this.db, deckId, cardId);
  }

  /**
   * Cards and tombstones of a deck stamped after `since`, oldest first: at most `limit`, and no more than fit
   * in `maxBytes` (each counted as its stored text plus `overhead`; the first always fits). Only the chosen
   * rows are read in full, so a page of oversized cards is never loaded whole. `more` says rows are left.
   */
  async changedSince(
    deckId: number,
    since: string,
    limit: number,
    maxBytes: number,
    overhead: number,
  ): Promise<{ rows: CardRow[]; more: boolean }> {
    const bytes =
      this.dialect === 'postgres'
        ? sql<number>`octet_length(senses) + octet_length(written)`
        : sql<number>`length(cast(senses as blob)) + length(cast(written as blob))`;
    // Sizes are read in growing batches: reading a size reads the row, and a page of heavy cards is full
    // after a few dozen of them.
    const chosen: number[] = [];
    let total = 0;
    let after: { updated_at: string; id: number } | undefined;
    let more = false;
    for (let batch = 32; chosen.length < limit; batch *= 4) {
      const want = Math.min(batch, limit - chosen.length);
      let query = this.db
        .selectFrom('cards')
        .select(['id', 'updated_at', bytes.as('bytes')])
        .where('deck_id', '=', deckId)
        .where('updated_at', '>', since);
      if (after) {
        const { updated_at, id } = after;
        query = query.where((eb) =>
          eb.or([
            eb('updated_at', '>', updated_at),
            eb.and([eb('updated_at', '=', updated_at), eb('id', '>', id)]),
          ]),
        );
      }
      const heads = await query
        .orderBy('updated_at')
        .orderBy('id')
        .limit(want + 1)
        .execute();
      let full = false;
      for (const head of heads.slice(0, want)) {
        const size = Number(head.bytes) + overhead;
        if (chosen.length > 0 && total + size > maxBytes) {
          full = true;
          break;
        }
        total += size;
        chosen.push(head.id);
        after = head;
      }
      // Rows are left when the budget stopped the page or this batch found one past what it took.
      more = full || heads.length > want;
      if (full || heads.length <= want) break;
    }
    const rows: CardRow[] = [];
    for (let start = 0; start < chosen.length; start += ROWS_PER_READ) {
      // Between reads the event loop serves others (SQLite reads block it while they decode the rows).
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const part = await this.db
        .selectFrom('cards')
        .selectAll()
        .where('id', 'in', chosen.slice(start, start + ROWS_PER_READ))
        .orderBy('updated_at')
        .orderBy('id')
        .execute();
      rows.push(...part);
    }
    return { rows, more };
  }
}

async function countLiveCards(db: Kysely<Database>, deckId: number): Promise<number> {
  const row = await db
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('deck_id', '=', deckId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

function findLiveCard(db: Kysely<Database>, deckId: number, cardId: number): Promise<CardRow | undefined> {
  return db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', cardId)
    .where('deck_id', '=', deckId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

function deckWriteTx(
  trx: Kysely<Database>,
  userId: string,
  deckId: number,
  deck: DeckRow | undefined,
): DeckWriteTx {
  return {
    deck,
    countLiveCards() {
      return countLiveCards(trx, deckId);
    },
    async countUserCards() {
      const row = await trx
        .selectFrom('cards')
        .innerJoin('decks', 'decks.id', 'cards.deck_id')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('decks.user_id', '=', userId)
        .where('cards.deleted', '=', 0)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async setLastChange(stamp) {
      await trx.updateTable('decks').set({ last_change: stamp }).where('id', '=', deckId).execute();
    },
    async updateDeck(values) {
      await trx.updateTable('decks').set(values).where('id', '=', deckId).execute();
    },
    async tombstoneDeck(stamp) {
      await trx.deleteFrom('cards').where('deck_id', '=', deckId).execute();
      await trx
        .updateTable('decks')
        .set({ name: '', description: null, updated_at: stamp, last_change: stamp, deleted: 1 })
        .where('id', '=', deckId)
        .execute();
    },
    findCard(cardId) {
      return findLiveCard(trx, deckId, cardId);
    },
    async insertCard(card, stamp) {
      return trx
        .insertInto('cards')
        .values({ ...card, deck_id: deckId, created_at: stamp, updated_at: stamp, deleted: 0 })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async updateCardSenses(cardId, senses, stamp) {
      await trx
        .updateTable('cards')
        .set({ senses, updated_at: stamp })
        .where('id', '=', cardId)
        .where('deck_id', '=', deckId)
        .execute();
    },
    async tombstoneCard(cardId, stamp) {
      // Its review state and log go with it (review in the app); a deck's go with its cards' rows (cascade).
      await trx.deleteFrom('review_log').where('card_id', '=', cardId).execute();
      await trx.deleteFrom('review_cards').where('card_id', '=', cardId).execute();
      await trx
        .updateTable('cards')
        .set({ written: '', senses: '[]', updated_at: stamp, deleted: 1 })
        .where('id', '=', cardId)
        .where('deck_id', '=', deckId)
        .execute();
    },
  };
}
