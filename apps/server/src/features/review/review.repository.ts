import type { Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { CardRow } from '../deck/index.ts';
import type { ReviewCardsTable } from './review.table.ts';

export type ReviewStateRow = Selectable<ReviewCardsTable>;

/** Cards read at once for a review deck: about 256 KB of the largest cards. */
const ROWS_PER_READ = 16;
/** A live card of one of the user's live decks, with its review state when it was ever reviewed. */
export interface ReviewCardRow {
  card: CardRow;
  state: ReviewStateRow | undefined;
}
/** One rating as the log keeps it. */
export interface NewReviewLog {
  card_id: number;
  deck_id: number;
  rating: string;
  reviewed_at: string;
  state_before: string;
  state_after: string;
  created_at: string;
}

/** The queries a rating makes while holding the user's review clock. */
export interface ReviewWriteTx {
  /** The user's newest review stamp, null before the first rating. */
  readonly lastUpdate: string | null;
  /** The card with its state, read inside the transaction; undefined when it is not the user's live card. */
  findCard(cardId: number): Promise<ReviewCardRow | undefined>;
  saveState(state: ReviewStateRow): Promise<void>;
  insertLog(log: NewReviewLog): Promise<void>;
  setLastUpdate(stamp: string): Promise<void>;
}

// The state's columns under prefixed names, since cards has columns of the same names (id, deck_id, updated_at).
const STATE_COLUMNS = [
  'review_cards.card_id as rc_card_id',
  'review_cards.deck_id as rc_deck_id',
  'review_cards.user_id as rc_user_id',
  'review_cards.due as rc_due',
  'review_cards.stability as rc_stability',
  'review_cards.difficulty as rc_difficulty',
  'review_cards.elapsed_days as rc_elapsed_days',
  'review_cards.scheduled_days as rc_scheduled_days',
  'review_cards.learning_steps as rc_learning_steps',
  'review_cards.reps as rc_reps',
  'review_cards.lapses as rc_lapses',
  'review_cards.state as rc_state',
  'review_cards.last_review as rc_last_review',
  'review_cards.updated_at as rc_updated_at',
] as const;

/**
 * The only code that touches the review tables. A rating runs in `writeRating`, which holds the user's
 * review clock row so that the user's stamps only grow (the change feed pages by them).
 */
export class ReviewRepository {
  private readonly db: Kysely<Database>;

  constructor(database: AppDatabase) {
    this.db = database.db;
  }

  /** Whether the user has a live deck with this id. */
  async hasDeck(userId: string, deckId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('decks')
      .select('id')
      .where('id', '=', deckId)
      .where('user_id', '=', userId)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** How many live cards a deck holds and how many of them are due at `now` (never reviewed ones included). */
  async deckCounts(deckId: number, now: string): Promise<{ cards: number; due: number }> {
    const rows = await this.db
      .selectFrom('cards')
      .leftJoin('review_cards', 'review_cards.card_id', 'cards.id')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('cards'),
        eb.fn
          .count<number | string>('cards.id')
          .filterWhere((w) => w.or([w('review_cards.card_id', 'is', null), w('review_cards.due', '<=', now)]))
          .as('due'),
      ])
      .where('cards.deck_id', '=', deckId)
      .where('cards.deleted', '=', 0)
      .executeTakeFirst();
    return { cards: Number(rows?.cards ?? 0), due: Number(rows?.due ?? 0) };
  }

  /**
   * A deck's cards to review: those reviewed before and due at `now`, soonest first, then never reviewed
   * ones, oldest first; with `all`, the reviewed ones whatever their due time. At most `limit`.
   */
  async deckCards(
    deckId: number,
    now: string,
    all: boolean,
    limit: number,
    fits: (row: ReviewCardRow) => boolean = () => true,
  ): Promise<ReviewCardRow[]> {
    const result: ReviewCardRow[] = [];
    // Read in small parts, yielding between them (SQLite reads block the event loop while they decode the
    // rows), and stop at the first row that does not `fit` the answer's byte budget.
    const take = async (read: (offset: number, count: number) => Promise<ReviewCardRow[]>) => {
      for (let offset = 0; result.length < limit; offset += ROWS_PER_READ) {
        if (result.length > 0) await new Promise((resolve) => setImmediate(resolve));
        const part = await read(offset, Math.min(ROWS_PER_READ, limit - result.length));
        for (const row of part) {
          if (!fits(row) && result.length > 0) return false;
          result.push(row);
        }
        if (part.length < ROWS_PER_READ) return true;
      }
      return false;
    };
    const reviewedOn = await take(async (offset, count) => {
      let reviewed = this.db
        .selectFrom('cards')
        .innerJoin('review_cards', 'review_cards.card_id', 'cards.id')
        .select('cards.id as id')
        .select(STATE_COLUMNS)
        .where('cards.deck_id', '=', deckId)
        .where('cards.deleted', '=', 0);
      if (!all) reviewed = reviewed.where('review_cards.due', '<=', now);
      const heads = await reviewed
        .orderBy('review_cards.due')
        .orderBy('cards.id')
        .limit(count)
        .offset(offset)
        .execute();
      const cards = await this.cardsById(heads.map((head) => head.id));
      return heads.flatMap((head) => {
        const card = cards.get(head.id);
        return card ? [splitRow({ ...card, ...head })] : [];
      });
    });
    if (!reviewedOn || result.length >= limit) return result;
    await take(async (offset, count) => {
      const heads = await this.db
        .selectFrom('cards')
        .leftJoin('review_cards', 'review_cards.card_id', 'cards.id')
        .select('cards.id as id')
        .where('cards.deck_id', '=', deckId)
        .where('cards.deleted', '=', 0)
        .where('review_cards.card_id', 'is', null)
        .orderBy('cards.id')
        .limit(count)
        .offset(offset)
        .execute();
      const cards = await this.cardsById(heads.map((head) => head.id));
      return heads.flatMap((head) => {
        const card = cards.get(head.id);
        return card ? [{ card, state: undefined }] : [];
      });
    });
    return result;
  }

  /**
   * Full card rows by id. The ordered queries above pick ids only: ordering rows with their text would make
   * the database sort every card of the deck with its senses.
   */
  private async cardsById(ids: number[]): Promise<Map<number, CardRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('cards').selectAll().where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Due and total cards of each of the user's live decks (decks without cards included). */
  async dueCounts(userId: string, now: string): Promise<{ deck_id: number; due: number; cards: number }[]> {
    const rows = await this.db
      .selectFrom('decks')
      .leftJoin('cards', (join) => join.onRef('cards.deck_id', '=', 'decks.id').on('cards.deleted', '=', 0))
      .leftJoin('review_cards', 'review_cards.card_id', 'cards.id')
      .select((eb) => [
        'decks.id as deck_id',
        eb.fn.count<number | string>('cards.id').as('cards'),
        eb.fn
          .count<number | string>('cards.id')
          .filterWhere((w) => w.or([w('review_cards.card_id', 'is', null), w('review_cards.due', '<=', now)]))
          .as('due'),
      ])
      .where('decks.user_id', '=', userId)
      .where('decks.deleted', '=', 0)
      .groupBy('decks.id')
      .orderBy('decks.id')
      .execute();
    return rows.map((row) => ({ deck_id: row.deck_id, due: Number(row.due), cards: Number(row.cards) }));
  }

  /** The user's review states stamped after `since`, oldest first, at most `limit`. */
  async changedSince(userId: string, since: string, limit: number): Promise<ReviewStateRow[]> {
    return this.db
      .selectFrom('review_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('updated_at', '>', since)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /** The user's review clock, null before the first rating. */
  async lastUpdate(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('review_sync')
      .select('last_update')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.last_update ?? null;
  }

  /** A live card of one of the user's live decks, with its state; for reading without writing (practice). */
  async findCard(userId: string, cardId: number): Promise<ReviewCardRow | undefined> {
    return findOwnedCard(this.db, userId, cardId);
  }

  /**
   * Runs `work` in one transaction holding the user's review clock row.
   * @example await repo.writeRating(userId, async (tx) => tx.findCard(7));
   */
  async writeRating<T>(userId: string, work: (tx: ReviewWriteTx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('review_sync')
        .values({ user_id: userId, last_update: '' })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      // A write first: it takes the row lock (PostgreSQL) or the write lock (SQLite) now.
      await trx
        .updateTable('review_sync')
        .set((eb) => ({ last_update: eb.ref('last_update') }))
        .where('user_id', '=', userId)
        .execute();
      const clock = await trx
        .selectFrom('review_sync')
        .select('last_update')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return work({
        lastUpdate: clock.last_update === '' ? null : clock.last_update,
        findCard: (cardId) => findOwnedCard(trx, userId, cardId),
        async saveState(state) {
          const { card_id: _cardId, ...rest } = state;
          await trx
            .insertInto('review_cards')
            .values(state)
            .onConflict((oc) => oc.column('card_id').doUpdateSet(rest))
            .execute();
        },
        async insertLog(log) {
          await trx
            .insertInto('review_log')
            .values({ ...log, user_id: userId })
            .execute();
        },
        async setLastUpdate(stamp) {
          await trx
            .updateTable('review_sync')
            .set({ last_update: stamp })
            .where('user_id', '=', userId)
            .execute();
        },
      });
    });
  }

  /** Every logged rating of a card, oldest first (tests and a future history view). */
  async logOf(
    cardId: number,
  ): Promise<{ rating: string; reviewed_at: string; state_before: string; state_after: string }[]> {
    return this.db
      .selectFrom('review_log')
      .select(['rating', 'reviewed_at', 'state_before', 'state_after'])
      .where('card_id', '=', cardId)
      .orderBy('id')
      .execute();
  }
}

async function findOwnedCard(
  db: Kysely<Database>,
  userId: string,
  cardId: number,
): Promise<ReviewCardRow | undefined> {
  const row = await db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .leftJoin('review_cards', 'review_cards.card_id', 'cards.id')
    .selectAll('cards')
    .select(STATE_COLUMNS)
    .where('cards.id', '=', cardId)
    .where('cards.deleted', '=', 0)
    .where('decks.user_id', '=', userId)
    .where('decks.deleted', '=', 0)
    .executeTakeFirst();
  return row ? splitRow(row) : undefined;
}

/** The prefixed state columns of a joined row; all null when the card was never reviewed. */
type PrefixedState = { [K in keyof ReviewStateRow as `rc_${K}`]: ReviewStateRow[K] | null };

/** Splits a joined row into the card and its state (undefined when the left join found none). */
function splitRow(row: CardRow & PrefixedState): ReviewCardRow {
  const card: CardRow = {
    id: row.id,
    deck_id: row.deck_id,
    written: row.written,
    lang: row.lang,
    senses: row.senses,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted: row.deleted,
  };
  if (row.rc_card_id === null) return { card, state: undefined };
  const state: ReviewStateRow = {
    card_id: row.rc_card_id,
    deck_id: row.rc_deck_id ?? row.deck_id,
    user_id: row.rc_user_id ?? '',
    due: row.rc_due ?? '',
    stability: Number(row.rc_stability),
    difficulty: Number(row.rc_difficulty),
    elapsed_days: Number(row.rc_elapsed_days),
    scheduled_days: Number(row.rc_scheduled_days),
    learning_steps: Number(row.rc_learning_steps),
    reps: Number(row.rc_reps),
    lapses: Number(row.rc_lapses),
    state: row.rc_state ?? 'new',
    last_review: row.rc_last_review,
    updated_at: row.rc_updated_at ?? '',
  };
  return { card, state };
}
