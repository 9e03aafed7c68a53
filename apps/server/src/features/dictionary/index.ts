/** What other features may use of the dictionary besides its service. */
export { withComposedWords } from './composed-words.ts';
export { derivationsOf } from './derivation-rules.ts';
export { REVERSE_SOURCE_PREFIX } from './reverse-glosses.ts';
