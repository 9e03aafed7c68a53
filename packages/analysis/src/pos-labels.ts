import { KOREAN_TAG_LABELS, koreanTagLabel } from './korean/tags.ts';
import { UNIVERSAL_POS_LABELS } from './pos-labels-universal.ts';

/**
 * A readable part-of-speech name for any tag an analyser produces: Sejong tags (Korean, also joined as
 * `VV+EP`) and universal tags (English, French) do not overlap, so one function serves every language.
 * @example posLabel('JKB') // 'Adverbial particle'; posLabel('NOUN') // 'Noun'
 */
export function posLabel(tag: string): string {
  if (tag in UNIVERSAL_POS_LABELS) return UNIVERSAL_POS_LABELS[tag] ?? tag;
  if (tag in KOREAN_TAG_LABELS || tag.includes('+')) return koreanTagLabel(tag);
  return tag;
}
