import { AUDIO_ERROR_CODES } from './audio.ts';
import { AUTH_ERROR_CODES } from './auth.ts';
import { DECK_ERROR_CODES } from './deck.ts';
import { GRAMMAR_ERROR_CODES } from './grammar.ts';
import { ERROR_CODES } from './errors.ts';
import { OAUTH_ERROR_CODES } from './oauth.ts';
import { SPEECH_ERROR_CODES } from './speech.ts';

/** Every error code the API may answer: the shared ones and each feature's. */
export const REGISTERED_ERROR_CODES: ReadonlySet<string> = new Set<string>([
  ...Object.values(ERROR_CODES),
  ...Object.values(AUTH_ERROR_CODES),
  ...Object.values(AUDIO_ERROR_CODES),
  ...Object.values(SPEECH_ERROR_CODES),
  ...Object.values(DECK_ERROR_CODES),
  ...Object.values(GRAMMAR_ERROR_CODES),
  ...Object.values(OAUTH_ERROR_CODES),
]);

/** A registered error code. */
export type RegisteredErrorCode =
  | (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
  | (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES]
  | (typeof AUDIO_ERROR_CODES)[keyof typeof AUDIO_ERROR_CODES]
  | (typeof SPEECH_ERROR_CODES)[keyof typeof SPEECH_ERROR_CODES]
  | (typeof DECK_ERROR_CODES)[keyof typeof DECK_ERROR_CODES]
  | (typeof GRAMMAR_ERROR_CODES)[keyof typeof GRAMMAR_ERROR_CODES]
  | (typeof OAUTH_ERROR_CODES)[keyof typeof OAUTH_ERROR_CODES];
