import { z } from 'zod';
import { dictionaryLocaleSchema, dictionaryWordSchema, textLanguageSchema } from './dictionary.ts';

/**
 * The Daily word: one word of the day per text language, the same for everyone on
 * a UTC date, with an OpenMoji picture; `/dayword/history` answers the last 30 days, today first.
 */

/** How many days the history answers. */
export const DAILY_HISTORY_DAYS = 30;

/** Query of the history: the text language of the words and the dictionary language of their senses. */
export const dailyHistoryQuerySchema = z.object({
  language: textLanguageSchema.default('ko_KR'),
  lang: dictionaryLocaleSchema.default('en_US'),
});
export type DailyHistoryQuery = z.infer<typeof dailyHistoryQuerySchema>;

/** A picture file name: an OpenMoji code point sequence in upper-case hex, e.g. `1F3EB.svg`, `1F468-200D-1F373.svg`. */
export const dailyPictureParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[0-9A-F]{2,6}(-[0-9A-F]{2,6}){0,9}\.svg$/, 'must be an OpenMoji file name such as 1F3EB.svg'),
});

/** One day of the history (date, written, image), with the words the screen shows. */
export const dailyEntrySchema = z.object({
  /** The UTC date, `YYYY-MM-DD`. */
  date: z.string(),
  written: z.string(),
  /**
   * The picture's URL (an SVG under `/api/dayword/picture/`), or null when no picture shows the word's first
   * sense (a wrong picture teaches the wrong meaning).
   */
  image: z.string().nullable(),
  /** The emoji the picture draws, for its alternative text; null without a picture. */
  emoji: z.string().nullable(),
  /** The dictionary words of `written` (homographs), with senses in the dictionary language asked for. */
  words: z.array(dictionaryWordSchema),
});
export type DailyEntry = z.infer<typeof dailyEntrySchema>;

/** The last 30 days, today first. */
export const dailyHistorySchema = z.array(dailyEntrySchema);
export type DailyHistory = z.infer<typeof dailyHistorySchema>;

/** The credit OpenMoji's licence asks for, shown on the support page next to the Daily word's pictures. */
export const OPENMOJI_CREDIT = {
  name: 'OpenMoji',
  text: 'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0',
  licence: 'CC BY-SA 4.0',
  url: 'https://openmoji.org/',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
} as const;
