/**
 * Derived words, per text language: which base and affixes a word may be made of, a gloss composed from
 * the base's, and analysed units renamed to the derived word they spell. No I/O: the dictionary is asked
 * through the lookup the caller passes in.
 */
export type { Affix, Derivation, DerivationRules, GlossLanguage } from './types.ts';
export { composeTranslation, derivationRules, derivationsOf } from './derivations.ts';
export { composeWords } from './compose.ts';
export type { BaseLookup, BaseWord, ComposedWord, ComposedWordPart } from './compose.ts';
export { preferDerivedWords } from './derived-units.ts';
export { article, frenchDe, frenchFeminine } from './gloss-forms.ts';
