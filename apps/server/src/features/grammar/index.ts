/** What other features may use of grammar: the constructions found in analysed units. */
export { grammarSpans } from './grammar.catalogue.ts';
