/**
 * Readable part-of-speech names for the morpheme list, from the analysis package's `labels` entry: only the
 * label tables, not the analysers (Node-only, megabytes of dictionary), reach the browser.
 */
import { posLabel } from '@glossa/analysis/labels';

/**
 * The readable name of a morpheme's tag (Sejong tags for Korean, universal tags otherwise).
 * @example tagLabel('JKB') // 'Adverbial particle'; tagLabel('ADP') // 'Adposition'
 */
export function tagLabel(tag: string): string {
  return posLabel(tag);
}
