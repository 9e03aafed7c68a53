/**
 * Every length and count limit the API enforces, in one place: the server validates with these, the
 * clients check with them before sending, and the OpenAPI document states them.
 */

/** Longest written form (a word or phrase), in code points, everywhere: lookups, vocabulary, cards. */
export const WRITTEN_MAX_LENGTH = 200;
/** How many written forms one `/writtens/{writtens}/words` call may ask for. */
export const WRITTENS_PER_CALL_MAX = 200;
/** Longest text one analysis accepts (spec section 5). */
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

// Decks and cards (issue 15): generous for a learner, small enough that one account cannot fill the disk
// (200 decks of 10,000 cards of at most ~40 KB of text is the worst case, and no one reaches it by studying).

/** Most decks one user may have (deleted ones do not count). */
export const DECK_MAX_PER_USER = 200;
/** Most cards one deck may hold (deleted ones do not count). */
export const DECK_MAX_CARDS = 10_000;
/** Longest deck name, in code points (after trimming). */
export const DECK_NAME_MAX_LENGTH = 100;
/** Longest deck description, in code points (after trimming). */
export const DECK_DESCRIPTION_MAX_LENGTH = 1000;
/** Most senses on one card. */
export const CARD_MAX_SENSES = 20;
/** Most examples on one card, all its senses together. */
export const CARD_MAX_EXAMPLES = 100;
/** Longest translation of a card's sense, in code points. */
export const CARD_TRANSLATION_MAX_LENGTH = 500;
/** Longest definition of a card's sense, in code points. */
export const CARD_DEFINITION_MAX_LENGTH = 2000;
/** Longest example text (a conversation's lines together), in code points. */
export const CARD_EXAMPLE_MAX_LENGTH = 2000;
/** Most changes one `GET /deck/{id}/cards?since=` answer carries; `has_more` says when to ask again. */
export const DECK_FEED_PAGE_MAX = 500;
