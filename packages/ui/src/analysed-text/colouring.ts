import type { WordStatus } from '@glossa/contract';

/** The colouring classes of the word statuses. */
export type Familiarity = 'known' | 'seen' | 'unknown' | 'undefined';

/** How words are marked: outlined boxes, coloured underlines, or soft backgrounds. */
export type AnnotationStyle = 'box' | 'underline' | 'zen';

/**
 * The colouring class of an analysed unit: `undefined` without a vocabulary reference; learned is known,
 * seen is seen, ignored words are not to be learned so they count as known; anything else is unknown.
 * @example familiarity('집', 'learned') // 'known'
 */
export function familiarity(vocabularyRef: string | undefined, status: WordStatus): Familiarity {
  if (!vocabularyRef) return 'undefined';
  if (status === 'learned' || status === 'ignore') return 'known';
  if (status === 'seen') return 'seen';
  return 'unknown';
}

/**
 * The status a status bar shows: `none` for an empty word, `seen` when the word has no status yet.
 * @example displayedStatus('', undefined) // 'none'
 */
export function displayedStatus(written: string, status: WordStatus | undefined): WordStatus | 'none' {
  if (!written) return 'none';
  return status ?? 'seen';
}

export interface ColouringOptions {
  coloringEnabled: boolean;
  onlyUnknownColoring: boolean;
}

/**
 * The colouring class a word shows, or null when it is left uncoloured: colouring off
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
