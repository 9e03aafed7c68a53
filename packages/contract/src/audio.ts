import { z } from 'zod';
import { SHORT_CODES } from './languages.ts';
import { MAX_AUDIO_ID_LENGTH } from './limits.ts';

/**
 * Dictionary recordings: `GET /api/audio/{lang}/{audio_id}` with the short language
 * code and the word's `audio_id` (encoded as one path segment). The answer is the audio file itself, or an
 * error body.
 */

/** Short language codes the audio route accepts. */
export const AUDIO_LANGUAGES = SHORT_CODES;
export type AudioLanguage = (typeof AUDIO_LANGUAGES)[number];

/** Letters, digits and `:._-`; never starting with a dot, never containing `..` (ids become file names). */
const AUDIO_ID_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9:._-]+$/;

export const audioParamsSchema = z.object({
  lang: z.enum(AUDIO_LANGUAGES, { error: `must be one of ${AUDIO_LANGUAGES.join(', ')}` }),
  audioId: z
    .string()
    .min(1, 'must not be empty')
    .max(MAX_AUDIO_ID_LENGTH, `must be at most ${MAX_AUDIO_ID_LENGTH} characters`)
    .regex(
      AUDIO_ID_PATTERN,
      "must be letters, digits and ':._-' only, not starting with '.' nor containing '..'",
    ),
});
export type AudioParams = z.infer<typeof audioParamsSchema>;

/** Error codes of the audio route, beside the shared ERROR_CODES. */
export const AUDIO_ERROR_CODES = {
  rangeNotSatisfiable: 'RANGE_NOT_SATISFIABLE',
} as const;
