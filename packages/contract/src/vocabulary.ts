import { z } from 'zod';
import { VOCABULARY_BATCH_MAX, WRITTEN_MAX_LENGTH } from './limits.ts';
import { LOCALES } from './languages.ts';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from './text-rules.ts';

/**
 * The personal vocabulary (the `/user/voc` calls). One item per (written, lang); the
 * status `unknown` means "removed" and travels as a tombstone so that other devices learn of the removal.
 * The conflict rule lives here so that the server and every client resolve the same way.
 */

export const WORD_STATUSES = ['ignore', 'seen', 'learned', 'unknown'] as const;
export const wordStatusSchema = z.enum(WORD_STATUSES);
export type WordStatus = z.infer<typeof wordStatusSchema>;
/** The statuses a tracked word can have (unknown means not tracked). */
export type TrackedStatus = Exclude<WordStatus, 'unknown'>;

/** Languages a vocabulary word can belong to (the input languages). */
export const VOCABULARY_LANGUAGES = LOCALES;
export const vocabularyLanguageSchema = z.enum(VOCABULARY_LANGUAGES);
export type VocabularyLanguage = z.infer<typeof vocabularyLanguageSchema>;

/** How far ahead of the server's clock an `updated_at` may be (device clocks drift; years ahead is a bug). */
export const MAX_FUTURE_SKEW_MS = 24 * 60 * 60 * 1000;

/** Normal form of a written form: NFC, so that the same word typed on two systems is one key. */
export function normalizeWritten(written: string): string {
  return written.normalize('NFC');
}

/** Canonical wire and storage form of a time: ISO 8601 UTC with milliseconds (sorts as text). */
export function canonicalTime(value: string | number | Date): string {
  return new Date(value).toISOString();
}

export const writtenSchema = z
  .string()
  .transform(normalizeWritten)
  .refine((w) => w.trim().length > 0, { message: 'written must not be empty' })
  // One line, as dictionary lookups take it: a word the vocabulary keeps can always be looked up.
  .refine((w) => !CONTROL_CHARACTERS.test(w), { message: `written ${CONTROL_CHARACTERS_MESSAGE}` })
  .refine((w) => [...w].length <= WRITTEN_MAX_LENGTH, {
    message: `written must be at most ${WRITTEN_MAX_LENGTH} characters`,
  });

/** An ISO 8601 time with a zone (Z or offset), turned into canonical UTC text. */
export const isoTimeSchema = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 time with a time zone' })
  .transform((value) => canonicalTime(value))
  .refine((value) => value >= '1970-01-01T00:00:00.000Z', { message: 'must not be before 1970' });

export const vocabularyItemSchema = z.object({
  written: writtenSchema,
  lang: vocabularyLanguageSchema,
  status: wordStatusSchema,
  updated_at: isoTimeSchema,
});
/** One vocabulary item as it travels on the wire (`PUT /user/voc`, answers of the GET calls). */
export type VocabularyItem = z.infer<typeof vocabularyItemSchema>;

/** `PUT /user/voc/batch` body: a list of items, all-or-nothing. */
export const vocabularyBatchSchema = z.array(z.unknown()).max(VOCABULARY_BATCH_MAX, {
  message: `at most ${VOCABULARY_BATCH_MAX} items per batch`,
});

/**
 * Answer of every write and of `GET /user/voc/status`. `last_update` is the user's sync clock (null before
 * any change): a hybrid clock, the server's time but never behind any stored `updated_at`, so an edit dated
 * after it is newer than everything the client has seen. Writes also give `previous_update`, the value
 * before this write (a client whose own last update equals it missed nothing and needs no change fetch), and
 * `stale`: the stored versions of the items that lost to a newer one, so the writer can correct itself.
 */
export const vocabularySyncStatusSchema = z.object({
  last_update: z.string().nullable(),
  previous_update: z.string().nullable().optional(),
  stale: z.array(vocabularyItemSchema).optional(),
});
export type VocabularySyncStatus = z.infer<typeof vocabularySyncStatusSchema>;

export const vocabularyListSchema = z.array(vocabularyItemSchema);

/** Key of an item in maps: the written form and its language. */
export function vocabularyKey(written: string, lang: string): string {
  return `${lang}\u0000${written}`;
}

// On equal times the "more known" status wins; any fixed order would do, this one loses least knowledge.
const TIE_RANK: Record<WordStatus, number> = { unknown: 0, ignore: 1, seen: 2, learned: 3 };

/**
 * The conflict rule: true when `candidate` should replace `current`. Newer `updated_at` wins; equal times
 * are decided by a fixed status order so every device and the server pick the same winner.
 * @example wins({status:'seen', updated_at:'2025-01-02T00:00:00.000Z'}, {status:'learned', updated_at:'2025-01-01T00:00:00.000Z'}) // true
 */
export function wins(
  candidate: Pick<VocabularyItem, 'status' | 'updated_at'>,
  current: Pick<VocabularyItem, 'status' | 'updated_at'> | undefined,
): boolean {
  if (!current) return true;
  if (candidate.updated_at !== current.updated_at) return candidate.updated_at > current.updated_at;
  return TIE_RANK[candidate.status] > TIE_RANK[current.status];
}

const LANGUAGE_SET: ReadonlySet<string> = new Set(VOCABULARY_LANGUAGES);
const STATUS_SET: ReadonlySet<string> = new Set(WORD_STATUSES);
const CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * Reads an item that is already in canonical form (what the server answers and the app stores) without
 * zod, which is an order of magnitude slower on 50,000 items; anything else gives undefined, and the caller
 * falls back to `vocabularyItemSchema` (which also normalises and explains what is wrong).
 * @example readCanonicalItem({ written: '집', lang: 'ko_KR', status: 'seen', updated_at: '2025-01-01T00:00:00.000Z' })
 */
export function readCanonicalItem(value: unknown): VocabularyItem | undefined {
  if (typeof value !== 'object' || value == null) return undefined;
  const { written, lang, status, updated_at } = value as Record<string, unknown>;
  if (typeof written !== 'string' || typeof lang !== 'string' || typeof status !== 'string') return undefined;
  if (typeof updated_at !== 'string' || !LANGUAGE_SET.has(lang) || !STATUS_SET.has(status)) return undefined;
  // Code units bound code points from above, so a short enough string is short enough.
  if (
    written.length > WRITTEN_MAX_LENGTH ||
    !/\S/.test(written) ||
    CONTROL_CHARACTERS.test(written) ||
    written.normalize('NFC') !== written
  ) {
    return undefined;
  }
  if (!CANONICAL_TIME.test(updated_at) || updated_at < EPOCH) return undefined;
  const time = Date.parse(updated_at);
  if (Number.isNaN(time) || new Date(time).toISOString() !== updated_at) return undefined;
  return { written, lang: lang as VocabularyLanguage, status: status as WordStatus, updated_at };
}

/**
 * Reads one item from outside input: the fast canonical path, else the schema; undefined when invalid.
 * @example parseVocabularyItem({ written: 'e\u0301', lang: 'fr_FR', status: 'seen', updated_at: '2025-01-01T01:00:00+01:00' })
 */
export function parseVocabularyItem(value: unknown): VocabularyItem | undefined {
  const quick = readCanonicalItem(value);
  if (quick) return quick;
  const result = vocabularyItemSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * Query of the vocabulary writes: `source` says a batch is one bulk action of the learner (an import, "mark
 * the rest as known"), logged as one event with its count instead of word by word; `device` names the
 * writing device in the status log.
 */
export const vocabularyWriteQuerySchema = z.object({
  source: z.enum(['sync', 'import', 'mark_known']).optional(),
  device: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _')
    .optional(),
});
export type VocabularyWriteQuery = z.infer<typeof vocabularyWriteQuerySchema>;
