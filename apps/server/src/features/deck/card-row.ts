import { TEXT_LANGUAGES, type Card, type CardSense, type TextLanguage } from '@glossa/contract';
import type { CardRow } from './deck.repository.ts';

const TEXT_LANGUAGE_SET: ReadonlySet<string> = new Set(TEXT_LANGUAGES);

/** A stored language the contract no longer knows reads as Korean, the first language cards were made in. */
function languageOf(row: CardRow): TextLanguage {
  return (TEXT_LANGUAGE_SET.has(row.lang) ? row.lang : 'ko_KR') as TextLanguage;
}

/**
 * A stored card as the API answers it (decks and reviews alike).
 * @example toCard(row).senses[0]?.meanings
 */
export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    deck_id: row.deck_id,
    written: row.written,
    lang: languageOf(row),
    senses: JSON.parse(row.senses) as CardSense[],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * A card as JSON text, its stored senses put in as they are (the server wrote them as JSON); the same keys
 * in the same order as toCard.
 * @example cardJson(row) // '{"id":7,"deck_id":1,"written":"집",...}'
 */
export function cardJson(row: CardRow): string {
  return `{"id":${row.id},"deck_id":${row.deck_id},"written":${JSON.stringify(row.written)},"lang":${JSON.stringify(languageOf(row))},"senses":${row.senses},"created_at":${JSON.stringify(row.created_at)},"updated_at":${JSON.stringify(row.updated_at)}}`;
}
