/** Text analysis for Korean, English and French: word units, morphemes and dictionary headwords. */
export * from './types.ts';
export * from './lexicon.ts';
export * from './korean/index.ts';
export * from './analyzers.ts';
export * from './derivation/index.ts';
export { englishAnalyzer } from './english/index.ts';
export { frenchAnalyzer } from './french/index.ts';
export { buildAndCacheFrenchLexicon, getFrenchLexicon, lexiconCachePath } from './french/lexicon-cache.ts';
export { universalPosLabel, UNIVERSAL_POS_LABELS } from './pos-labels-universal.ts';
export { posLabel } from './pos-labels.ts';
