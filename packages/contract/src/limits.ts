/**
 * Every length and count limit the API enforces, in one place: the server validates with these, the
 * clients check with them before sending, and the OpenAPI document states them.
 */

/** Longest written form (a word or phrase), in code points, everywhere: lookups, vocabulary, cards. */
export const WRITTEN_MAX_LENGTH = 200;
/** How many written forms one `/writtens/{writtens}/words` call may ask for. */
export const WRITTENS_PER_CALL_MAX = 200;
/** Longest text, in characters, one analysis accepts. */
export const MAX_TEXT_LENGTH = 1000;
/** Most texts (each at most MAX_TEXT_LENGTH) one `POST /api/analyze/units` call analyses. */
export const MAX_ANALYZE_BATCH = 16;
/** Longest text the speech engine reads aloud. */
export const MAX_SPEECH_TEXT_LENGTH = 100;
/** Longest recording id in an audio path. */
export const MAX_AUDIO_ID_LENGTH = 128;
/** Most words one vocabulary may track (tombstones do not count): a learner's lifetime, not a disk's. */
export const VOCABULARY_MAX_WORDS = 50_000;
/** Most items one vocabulary batch call accepts. */
export const VOCABULARY_BATCH_MAX = 10_000;

// Decks and cards: generous for a learner, small enough that one account can neither fill the disk nor make
// one answer heavy. A real card has a few senses and examples (about 1-2 KB); the per-field limits bound its
// shape, CARD_MAX_BYTES its whole, the quotas the account (30,000 cards of at most 16 KB is the worst case).

/** Most decks one account may have (deleted ones do not count). */
export const DECK_MAX_PER_USER = 100;
/** Most cards one deck may hold (deleted ones do not count). */
export const DECK_MAX_CARDS = 10_000;
/** Most cards one account may hold, all its decks together (deleted ones do not count). */
export const CARDS_MAX_PER_USER = 30_000;
/** Longest deck name, in code points (after trimming). */
export const DECK_NAME_MAX_LENGTH = 100;
/** Longest deck description, in code points (after trimming). */
export const DECK_DESCRIPTION_MAX_LENGTH = 1000;
/** Most senses on one card. */
export const CARD_MAX_SENSES = 12;
/** Most examples under one sense of a card. */
export const CARD_MAX_EXAMPLES_PER_SENSE = 5;
/** Most examples on one card, all its senses together. */
export const CARD_MAX_EXAMPLES = 30;
/** Longest translation of a card's sense, in code points. */
export const CARD_TRANSLATION_MAX_LENGTH = 300;
/** Longest definition of a card's sense, in code points. */
export const CARD_DEFINITION_MAX_LENGTH = 1000;
/** Longest example text (a conversation's lines together), in code points. */
export const CARD_EXAMPLE_MAX_LENGTH = 500;
/** Largest card: its written form and senses as stored (JSON), in UTF-8 bytes. */
export const CARD_MAX_BYTES = 16_384;
/** Most changes one `GET /deck/{id}/cards?since=` answer carries; `has_more` says when to ask again. */
export const DECK_FEED_PAGE_MAX = 500;
/**
 * Largest `GET /deck/{id}/cards?since=` answer, in bytes: cards stop being added before the page would pass
 * it (one card always fits), and `has_more` with `last_update` continue from there.
 */
export const DECK_FEED_PAGE_BYTES = 524_288;
/** Largest `GET /review/deck/{id}` answer, in bytes: fewer cards are sent, the rest come once these are rated. */
export const REVIEW_PAGE_BYTES = 524_288;
