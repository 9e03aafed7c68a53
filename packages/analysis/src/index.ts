/** Text analysis for Korean, English and French: word units, morphemes and dictionary headwords. */
export * from './types.ts';
export * from './lexicon.ts';
export * from './korean/index.ts';
