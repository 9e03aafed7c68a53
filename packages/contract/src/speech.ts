import { z } from 'zod';
import { AUDIO_LANGUAGES } from './audio.ts';
import { MAX_SPEECH_TEXT_LENGTH } from './limits.ts';

/**
 * Server-side speech synthesis, the middle pronunciation tier (dictionary recording, then this, then the
 * browser's own speech synthesis): `GET /api/speech` says whether the server can speak and in which
 * languages; `GET /api/speech/{lang}?text=...` answers a WAV of the text spoken by espeak-ng.
 */

/** Short language codes speech accepts: the same as the audio route's. */
export const SPEECH_LANGUAGES = AUDIO_LANGUAGES;
export type SpeechLanguage = (typeof SPEECH_LANGUAGES)[number];

// C0 and C1 control characters, DEL included.
const CONTROL_CHARACTER = /\p{Cc}/u;

export const speechParamsSchema = z.object({
  lang: z.enum(SPEECH_LANGUAGES, { error: `must be one of ${SPEECH_LANGUAGES.join(', ')}` }),
});
export type SpeechParams = z.infer<typeof speechParamsSchema>;

export const speechQuerySchema = z.object({
  text: z
    .string({ error: 'is required, once' })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_SPEECH_TEXT_LENGTH, `must be at most ${MAX_SPEECH_TEXT_LENGTH} characters`)
    .refine((text) => !CONTROL_CHARACTER.test(text), 'must not contain control characters')
    // The text is a program argument: even after `--`, nothing that looks like an option is passed.
    .refine((text) => !text.startsWith('-'), "must not start with '-'"),
});
export type SpeechQuery = z.infer<typeof speechQuerySchema>;

/** `GET /api/speech`: whether `GET /api/speech/{lang}` can answer, and for which languages. */
export const speechInfoSchema = z.object({
  available: z.boolean(),
  languages: z.array(z.enum(SPEECH_LANGUAGES)),
});
export type SpeechInfo = z.infer<typeof speechInfoSchema>;

/** Error codes of the speech routes, beside the shared ERROR_CODES. */
export const SPEECH_ERROR_CODES = {
  /** espeak-ng is not installed (or turned off with SPEECH_ENABLED=false): 503. */
  unavailable: 'SPEECH_UNAVAILABLE',
  /** Too many texts waiting to be spoken: 503 with Retry-After. */
  busy: 'SPEECH_BUSY',
  /** espeak-ng failed, took too long or produced too much: 500. */
  failed: 'SPEECH_FAILED',
} as const;
