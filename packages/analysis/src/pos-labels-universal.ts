import { lookupTable } from './lookup-table.ts';
/**
 * Readable names for the Universal Dependencies part-of-speech tags the English and French analysers emit,
 * so the web app can show "Auxiliary verb" instead of `AUX` in the morpheme list.
 */

/** Universal POS tag -> readable English name (the 17 tags of Universal Dependencies v2). */
export const UNIVERSAL_POS_LABELS: Readonly<Record<string, string>> = lookupTable({
  ADJ: 'Adjective',
  ADP: 'Adposition',
  ADV: 'Adverb',
  AUX: 'Auxiliary verb',
  CCONJ: 'Coordinating conjunction',
  DET: 'Determiner',
  INTJ: 'Interjection',
  NOUN: 'Noun',
  NUM: 'Numeral',
  PART: 'Particle',
  PRON: 'Pronoun',
  PROPN: 'Proper noun',
  PUNCT: 'Punctuation',
  SCONJ: 'Subordinating conjunction',
  SYM: 'Symbol',
  VERB: 'Verb',
  X: 'Other',
});

/**
 * The readable name of a universal tag; an unknown tag is returned as it is rather than hidden.
 * @example universalPosLabel('ADP') // 'Adposition'
 */
export function universalPosLabel(tag: string): string {
  return UNIVERSAL_POS_LABELS[tag] ?? tag;
}
