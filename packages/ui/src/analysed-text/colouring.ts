import type { WordStatus } from '@glossa/contract';
import { familiarity, type Familiarity } from '../../features/vocabulary/vocabulary.model.ts';

export type { Familiarity };

export interface ColouringOptions {
  coloringEnabled: boolean;
  onlyUnknownColoring: boolean;
}

/**
 * The colouring class a word shows (spec section 4), or null when it is left uncoloured: colouring off
 * colours nothing; only-unknown colours unknown words and leaves undefined ones grey-less too.
 * @example colourClass('집', 'seen', { coloringEnabled: true, onlyUnknownColoring: true }) // null
 */
export function colourClass(
  vocabularyRef: string | undefined,
  status: WordStatus,
  options: ColouringOptions,
): Familiarity | null {
  if (!options.coloringEnabled) return null;
  const kind = familiarity(vocabularyRef, status);
  if (options.onlyUnknownColoring && kind !== 'unknown') return null;
  return kind;
}

const FAMILIARITY_NAMES: Record<Familiarity, string> = {
  known: 'known',
  seen: 'seen',
  unknown: 'unknown',
  undefined: 'not in the dictionary',
};

/**
 * What a screen reader hears for a word: its text and its status, so colour is never the only cue.
 * @example wordLabel('갔어요', 'seen') // '갔어요, seen'
 */
export function wordLabel(surface: string, kind: Familiarity): string {
  return `${surface}, ${FAMILIARITY_NAMES[kind]}`;
}

/** The statuses keys 1 to 4 set on the selected word, in the status bar's order. */
export const STATUS_KEYS: Readonly<Record<string, WordStatus>> = {
  '1': 'ignore',
  '2': 'seen',
  '3': 'learned',
  '4': 'unknown',
};
