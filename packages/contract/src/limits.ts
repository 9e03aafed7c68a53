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
/** Longest text the speech engine reads aloud. */
export const MAX_SPEECH_TEXT_LENGTH = 100;
/** Longest recording id in an audio path. */
export const MAX_AUDIO_ID_LENGTH = 128;
/** Most words one vocabulary may track (tombstones do not count): a learner's lifetime, not a disk's. */
export const VOCABULARY_MAX_WORDS = 50_000;
/** Most items one vocabulary batch call accepts. */
export const VOCABULARY_BATCH_MAX = 10_000;
