import { z } from 'zod';
import { EXAMPLE_CATEGORY_VALUES, textLanguageSchema } from './dictionary.ts';
import { TEXT_LANGUAGES } from './languages.ts';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_BUT_LINES,
  CONTROL_CHARACTERS_MESSAGE,
} from './text-rules.ts';
import {
  CARD_DEFINITION_MAX_LENGTH,
  CARD_EXAMPLE_MAX_LENGTH,
  CARD_MAX_EXAMPLES,
  CARD_MAX_EXAMPLES_PER_SENSE,
  CARD_MAX_SENSES,
  CARD_TRANSLATION_MAX_LENGTH,
  DECK_DESCRIPTION_MAX_LENGTH,
  DECK_NAME_MAX_LENGTH,
} from './limits.ts';
import { isoTimeSchema, writtenSchema } from './vocabulary.ts';

/**
 * Flashcard decks and their cards (the `/deck` calls). A card's senses are
 * copies of the dictionary's (later dictionary updates never change a card) that remember the dictionary
 * sense they came from. Deletions leave tombstones dated like every change, so that the companions (Chrome
 * extension, Anki add-on) pulling `GET /deck/{id}/cards?since=` learn of them.
 */

/** Error codes of the deck calls, besides the shared ones. */
export const DECK_ERROR_CODES = {
  deckNotFound: 'DECK_NOT_FOUND',
  cardNotFound: 'CARD_NOT_FOUND',
  /** 409: the account has DECK_MAX_PER_USER decks. */
  decksLimitReached: 'DECKS_LIMIT_REACHED',
  /** 409: the deck holds DECK_MAX_CARDS cards. */
  deckCardsLimitReached: 'DECK_CARDS_LIMIT_REACHED',
  /** 409: the account holds CARDS_MAX_PER_USER cards. */
  accountCardsLimitReached: 'ACCOUNT_CARDS_LIMIT_REACHED',
  /** 413: the card is larger than CARD_MAX_BYTES. */
  cardTooLarge: 'CARD_TOO_LARGE',
} as const;

/** Largest deck or card id (PostgreSQL's `serial`). */
export const RECORD_ID_MAX = 2_147_483_647;

// Control characters (text-rules.ts): none in a name; line breaks and tabs allowed in longer texts.
const CONTROL_CHARACTER = CONTROL_CHARACTERS;
const CONTROL_CHARACTER_BUT_LINES = CONTROL_CHARACTERS_BUT_LINES;

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Trimmed text of at most `max` code points, with the control characters `forbidden` refused. */
function trimmedText(max: number, forbidden: RegExp) {
  return z
    .string()
    .trim()
    .refine((text) => codePoints(text) <= max, `must be at most ${max} characters`)
    .refine((text) => !forbidden.test(text), CONTROL_CHARACTERS_MESSAGE);
}

/**
 * A deck or card id as it appears in a path: a positive whole number written plainly (no sign, exponent,
 * leading zero or spaces), at most RECORD_ID_MAX. Callers may give a number.
 */
export const recordIdSchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number'))
  .transform(Number)
  .refine((id) => id <= RECORD_ID_MAX, `must be at most ${RECORD_ID_MAX}`);

export const deckParamsSchema = z.object({ id: recordIdSchema });
export const cardParamsSchema = z.object({ id: recordIdSchema, cardId: recordIdSchema });
export type DeckParams = z.infer<typeof deckParamsSchema>;
export type CardParams = z.infer<typeof cardParamsSchema>;

/** `GET /deck/{id}/cards`: without `since` the card infos; with it the change feed. */
export const deckCardsQuerySchema = z.object({
  since: isoTimeSchema
    .optional()
    .meta({ description: 'Answer the changes stored after this ISO 8601 time instead of the card infos' }),
});

/** `POST /deck` and `PUT /deck/{id}`: both trimmed; a blank name is refused, an empty description omitted. */
export const deckBodySchema = z.object({
  name: trimmedText(DECK_NAME_MAX_LENGTH, CONTROL_CHARACTER).refine(
    (name) => name.length > 0,
    'must not be blank',
  ),
  description: trimmedText(DECK_DESCRIPTION_MAX_LENGTH, CONTROL_CHARACTER_BUT_LINES)
    .nullish()
    .transform((text) => (text ? text : undefined))
    .optional(),
});
export type DeckBody = z.infer<typeof deckBodySchema>;
export type DeckBodyInput = z.input<typeof deckBodySchema>;

/** A deck, with how many cards it holds. `description` is absent when there is none. */
export const deckSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().optional(),
  card_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deck = z.infer<typeof deckSchema>;

export const deckListSchema = z.array(deckSchema);

/** What remains of a deleted deck in the change feed. */
export const deckTombstoneSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
  updated_at: z.string(),
});
export type DeckTombstone = z.infer<typeof deckTombstoneSchema>;

export const cardExampleSchema = z.object({
  example: z.string(),
  category: z.enum(EXAMPLE_CATEGORY_VALUES),
  /** The example in the dictionary language it was copied in, when the dictionary translates it. */
  translation: z.string().optional(),
});
export type CardExample = z.infer<typeof cardExampleSchema>;

/** A sense of a card: a copy, with the dictionary sense it was copied from when it was. */
export const cardSenseSchema = z.object({
  translation: z.string(),
  definition: z.string(),
  sense_id: z.number().int().optional(),
  examples: z.array(cardExampleSchema),
});
export type CardSense = z.infer<typeof cardSenseSchema>;

/** A card, with its deck and text language. */
export const cardSchema = z.object({
  id: z.number().int(),
  deck_id: z.number().int(),
  written: z.string(),
  lang: z.enum(TEXT_LANGUAGES),
  senses: z.array(cardSenseSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

/** A card in a deck's list (its card info); the full card is fetched when a row expands. */
export const cardInfoSchema = z.object({
  id: z.number().int(),
  written: z.string(),
  updated_at: z.string(),
});
export type CardInfo = z.infer<typeof cardInfoSchema>;
export const cardInfoListSchema = z.array(cardInfoSchema);

/** What remains of a deleted card in the change feed. */
export const cardTombstoneSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
  updated_at: z.string(),
});
export type CardTombstone = z.infer<typeof cardTombstoneSchema>;

const cardExampleInputSchema = z.object({
  example: trimmedText(CARD_EXAMPLE_MAX_LENGTH, CONTROL_CHARACTER_BUT_LINES).refine(
    (text) => text.length > 0,
    'must not be empty',
  ),
  category: z.enum(EXAMPLE_CATEGORY_VALUES),
  translation: trimmedText(CARD_EXAMPLE_MAX_LENGTH, CONTROL_CHARACTER_BUT_LINES).optional(),
});

/** A sense as a client sends it: a custom sense may start with an empty translation and definition. */
const cardSenseInputSchema = z.object({
  translation: trimmedText(CARD_TRANSLATION_MAX_LENGTH, CONTROL_CHARACTER_BUT_LINES).default(''),
  definition: trimmedText(CARD_DEFINITION_MAX_LENGTH, CONTROL_CHARACTER_BUT_LINES).default(''),
  sense_id: z
    .number()
    .int()
    .min(1)
    .max(RECORD_ID_MAX)
    .nullish()
    .transform((id) => id ?? undefined)
    .optional()
    .meta({ description: 'The dictionary sense this one was copied from; absent for a custom sense' }),
  examples: z
    .array(cardExampleInputSchema)
    .max(CARD_MAX_EXAMPLES_PER_SENSE, `a sense has at most ${CARD_MAX_EXAMPLES_PER_SENSE} examples`)
    .default([]),
});

const cardSensesInputSchema = z
  .array(cardSenseInputSchema)
  .min(1, 'a card needs at least one sense')
  .max(CARD_MAX_SENSES, `a card has at most ${CARD_MAX_SENSES} senses`)
  .refine(
    (senses) => senses.reduce((total, sense) => total + sense.examples.length, 0) <= CARD_MAX_EXAMPLES,
    `a card has at most ${CARD_MAX_EXAMPLES} examples, all senses together`,
  );

/** `POST /deck/{id}/cards`. `lang` is the text language (default ko_KR, the default text language). */
export const createCardBodySchema = z.object({
  written: z.string().trim().pipe(writtenSchema),
  lang: textLanguageSchema.default('ko_KR'),
  senses: cardSensesInputSchema,
});
export type CreateCardBody = z.infer<typeof createCardBodySchema>;
export type CreateCardBodyInput = z.input<typeof createCardBodySchema>;

/** `PUT /deck/{id}/cards/{cardId}`: the card's senses, replaced as a whole. */
export const updateCardBodySchema = z.object({ senses: cardSensesInputSchema });
export type UpdateCardBody = z.infer<typeof updateCardBodySchema>;
export type UpdateCardBodyInput = z.input<typeof updateCardBodySchema>;

/**
 * `GET /deck/{id}/cards?since=T`: what changed in the deck after T, oldest first, at most
 * DECK_FEED_PAGE_MAX changes (cards and tombstones together). Pass `last_update` as the next `since`; while
 * `has_more` is true, ask again at once. A deleted deck answers its tombstone and nothing else (its cards
 * went with it).
 */
export const deckChangesSchema = z.object({
  deck: z.union([deckSchema, deckTombstoneSchema]),
  cards: z.array(cardSchema),
  deleted: z.array(cardTombstoneSchema),
  last_update: z.string(),
  has_more: z.boolean(),
});
export type DeckChanges = z.infer<typeof deckChangesSchema>;

/** The answer of `GET /deck/{id}/cards`: card infos, or the change feed when `since` was given. */
export const deckCardsAnswerSchema = z.union([cardInfoListSchema, deckChangesSchema]);
export type DeckCardsAnswer = z.infer<typeof deckCardsAnswerSchema>;

/**
 * Tells the change feed from the card infos in an answer of `GET /deck/{id}/cards`.
 * @example if (isDeckChanges(answer)) apply(answer.cards, answer.deleted);
 */
export function isDeckChanges(answer: DeckCardsAnswer): answer is DeckChanges {
  return !Array.isArray(answer);
}
