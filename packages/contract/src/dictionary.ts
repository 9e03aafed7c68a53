import { z } from 'zod';
import { WRITTEN_MAX_LENGTH } from './limits.ts';
import { LOCALES, TEXT_LANGUAGES, parseLocale, type Locale, type TextLanguage } from './languages.ts';

/**
 * Dictionary lookups: `/written/{written}/words`, `/writtens/{written}/words`,
 * `/written/{written}/fragments`, `/senses/{id}/examples`, and the Dictionary screen's search.
 */

/** The registry's lists under this module's names (languages.ts is the one place they are written). */
export const DICTIONARY_LOCALES = LOCALES;
export type DictionaryLocale = Locale;
export const DICTIONARY_TEXT_LANGUAGES = TEXT_LANGUAGES;
export type DictionaryTextLanguage = TextLanguage;
export const EXAMPLE_CATEGORY_VALUES = ['fragment', 'sentence', 'conversation'] as const;

/** A locale given long (`en_US`) or short (`en`), normalised to the long form. */
export const dictionaryLocaleSchema = z
  .string()
  .transform(
    (value, ctx) =>
      parseLocale(DICTIONARY_LOCALES, value) ??
      (ctx.addIssue({ code: 'custom', message: `must be one of ${DICTIONARY_LOCALES.join(', ')}` }), z.NEVER),
  );

export const textLanguageSchema = z
  .string()
  .transform(
    (value, ctx) =>
      parseLocale(DICTIONARY_TEXT_LANGUAGES, value) ??
      (ctx.addIssue({ code: 'custom', message: `must be one of ${DICTIONARY_TEXT_LANGUAGES.join(', ')}` }),
      z.NEVER),
  );

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Query of the word lookups: `senses` (default true), `language` (text language), `lang` (dictionary language). */
export const wordLookupQuerySchema = z.object({
  senses: booleanText.default(true),
  language: textLanguageSchema.optional(),
  lang: dictionaryLocaleSchema.default('en_US'),
});
export type WordLookupQuery = z.infer<typeof wordLookupQuerySchema>;

export const examplesQuerySchema = z.object({ lang: dictionaryLocaleSchema.optional() });

export const senseIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Dictionary screen search: `q` trimmed (an empty one answers no results: the screen clears); exact headwords,
 * prefix matches, inflected forms, then matches in the glosses of `lang`; paged.
 */
export const dictionarySearchQuerySchema = z.object({
  q: z.string().trim().max(WRITTEN_MAX_LENGTH, `must be at most ${WRITTEN_MAX_LENGTH} characters`),
  language: textLanguageSchema.optional(),
  lang: dictionaryLocaleSchema.default('en_US'),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DictionarySearchQuery = z.infer<typeof dictionarySearchQuerySchema>;

export const glossSchema = z.object({ translation: z.string(), definition: z.string() });

/** A sense in the dictionary language asked for, with every language the dictionary has as `variants`. */
export const senseSchema = z.object({
  id: z.number().int(),
  translation: z.string(),
  definition: z.string(),
  variants: z.partialRecord(z.enum(DICTIONARY_LOCALES), glossSchema).optional(),
});
export type Sense = z.infer<typeof senseSchema>;

/** One part of a composed word: a headword (구매) or an affix (재-, 하다, -ness) and its gloss. */
export const composedPartSchema = z.object({ written: z.string(), gloss: z.string() });
export type ComposedPart = z.infer<typeof composedPartSchema>;

/** The `source` of a composed word: no dictionary's, Glossa's own composition. */
export const COMPOSED_SOURCE = 'glossa-composed';

/** A dictionary word, plus where it comes from. */
export const dictionaryWordSchema = z.object({
  id: z.number().int(),
  written: z.string(),
  category: z.string(),
  senses: z.array(senseSchema),
  audio_id: z.string().nullable(),
  homograph: z.number().int(),
  level: z.number().int().nullable(),
  pronunciation: z.string().nullable(),
  language: z.enum(DICTIONARY_TEXT_LANGUAGES),
  source: z.string(),
  /**
   * Present only on a word no dictionary has, whose senses Glossa composed from the entries of its parts
   * (구매하다 = 구매 + 하다): the parts in written order, each with its first gloss in the dictionary language.
   */
  composedOf: z.array(composedPartSchema).optional(),
});
export type DictionaryWord = z.infer<typeof dictionaryWordSchema>;

export const exampleSchema = z.object({
  example: z.string(),
  category: z.enum(EXAMPLE_CATEGORY_VALUES),
  /** The example in the dictionary language asked for (`lang`), when the dictionary translates it. */
  translation: z.string().optional(),
});
export type Example = z.infer<typeof exampleSchema>;

/**
 * How a search result matched the query: its headword is the query (`exact`), starts with it (`prefix`), is
 * the base form of the inflected word typed (`inflected`: 먹었어요 -> 먹다, went -> go), or one of its
 * translations in the dictionary language matches (`translation`: school -> 학교).
 */
export const SEARCH_MATCH_VALUES = ['exact', 'prefix', 'inflected', 'translation'] as const;
export type SearchMatch = (typeof SEARCH_MATCH_VALUES)[number];

/** A dictionary word found by the search, with how it matched. */
export const dictionarySearchHitSchema = dictionaryWordSchema.extend({ match: z.enum(SEARCH_MATCH_VALUES) });
export type DictionarySearchHit = z.infer<typeof dictionarySearchHitSchema>;

export const dictionarySearchResultSchema = z.object({
  /** The query as searched (trimmed, NFC). */
  query: z.string(),
  /** Exact matches first, then prefix, inflected and translation matches. */
  results: z.array(dictionarySearchHitSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** When the installed dictionaries last changed (ISO time), null when none is installed. */
  updatedAt: z.string().nullable(),
});
export type DictionarySearchResult = z.infer<typeof dictionarySearchResultSchema>;

export const dictionarySourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  licence: z.string(),
  url: z.string(),
  language: z.enum(DICTIONARY_TEXT_LANGUAGES),
  format: z.string(),
  entries: z.number().int(),
  importedAt: z.string(),
});
export type DictionarySource = z.infer<typeof dictionarySourceSchema>;

/** An installed dictionary with the space its entries take in the database. */
export const installedDictionarySchema = dictionarySourceSchema.extend({
  /** Bytes of its headwords, senses and examples as stored (indexes left out). */
  bytes: z.number().int(),
});
export type InstalledDictionary = z.infer<typeof installedDictionarySchema>;

export const DICTIONARY_INSTALL_STATES = [
  'queued',
  'downloading',
  'importing',
  'installed',
  'failed',
  'offline',
] as const;

/** One big dictionary the server installs in the background (GLOSSA_ONLINE_DICTIONARIES), and how far it is. */
export const dictionaryInstallSchema = z.object({
  /** Its name for `npm run dict -- install` (`kaikki-ko`). */
  name: z.string(),
  title: z.string(),
  licence: z.string(),
  state: z.enum(DICTIONARY_INSTALL_STATES),
  /** While downloading: bytes received and expected (0 when the server did not say). */
  bytes: z.number().int().optional(),
  total: z.number().int().optional(),
  /** While importing: entries so far; once installed: entries imported. */
  entries: z.number().int().optional(),
  /** Failed or offline: what went wrong and what to do. */
  message: z.string().optional(),
});
export type DictionaryInstall = z.infer<typeof dictionaryInstallSchema>;

/** GET /api/dictionary/installs: what is installed and what the background install is doing. */
export const dictionaryInstallsSchema = z.object({
  sources: z.array(installedDictionarySchema),
  installs: z.array(dictionaryInstallSchema),
});
export type DictionaryInstalls = z.infer<typeof dictionaryInstallsSchema>;
