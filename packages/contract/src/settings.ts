import { z } from 'zod';
import { LOCALES, TEXT_LANGUAGES } from './languages.ts';
import { isoTimeSchema } from './vocabulary.ts';

/** The largest daily goal of new words a learner may set. */
export const DAILY_GOAL_MAX = 500;

/**
 * The settings that follow a signed-in learner from device to device (`/api/user/settings`): the languages,
 * the annotation style and the colouring switches. The theme stays with each device (it follows the
 * device's own light or dark preference); guests keep everything in their browser.
 */
export const syncedSettingsSchema = z
  .object({
    textLanguage: z.enum(TEXT_LANGUAGES),
    dictionaryLanguage: z.enum(LOCALES),
    annotationStyle: z.enum(['box', 'underline', 'zen']),
    coloringEnabled: z.boolean(),
    onlyUnknownColoring: z.boolean(),
    vocabularyEnabled: z.boolean(),
    /** New words a day the learner aims for (the Progress screen's streak). */
    dailyGoal: z.number().int().min(1).max(DAILY_GOAL_MAX),
  })
  // Any subset: an older or newer client sends what it knows; the app repairs a missing or refused value.
  .partial()
  .strict();
export type SyncedSettings = z.infer<typeof syncedSettingsSchema>;

/** The stored settings and when they last changed (null: never stored for this account). */
export const userSettingsSchema = z.object({
  settings: syncedSettingsSchema,
  updated_at: z.string().nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/**
 * `PUT /api/user/settings`: the settings as changed on a device, with the time of the change. The newer
 * change wins: a device that was offline does not undo a later change made elsewhere.
 */
export const userSettingsUpdateSchema = z.object({
  settings: syncedSettingsSchema,
  updated_at: isoTimeSchema,
});
export type UserSettingsUpdate = z.input<typeof userSettingsUpdateSchema>;
