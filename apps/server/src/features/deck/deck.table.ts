import type { Generated } from 'kysely';

/**
 * Rows of decks and cards. Every change of a deck or of one of its cards is stamped from the deck's own
 * clock (`last_change`, strictly growing, the deck row is the writers' lock), so a card's `updated_at` is
 * unique in its deck and the change feed can page by it without missing or repeating a change.
 * A deleted deck or card stays as a tombstone (`deleted` = 1, content cleared) so the feed can tell of it.
 */
export interface DecksTable {
  id: Generated<number>;
  user_id: string;
  /** Empty for a tombstone. */
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  /** The newest stamp given to the deck or any of its cards. */
  last_change: string;
  deleted: number;
}

export interface CardsTable {
  id: Generated<number>;
  deck_id: number;
  written: string;
  /** Text language (TEXT_LANGUAGES). */
  lang: string;
  /**
   * JSON list of the senses, each `{translation, definition, sense_id?, examples: [{example, category}]}`:
   * copies, read and written whole, never queried inside. `[]` for a tombstone.
   */
  senses: string;
  created_at: string;
  updated_at: string;
  deleted: number;
}
