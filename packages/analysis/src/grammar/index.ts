/** The grammar layer: the catalogue, its pattern language, the matcher and the validator. */
export * from './types.ts';
export { entryText, grammarEntries, grammarMatcher, matchGrammar } from './catalogue.ts';
export { grammarAnswerJson, grammarAnswerParts, packGrammar, packMatches } from './answer-json.ts';
export type { PackedGrammar } from './answer-json.ts';
export { compilePattern, GrammarMatcher } from './matcher.ts';
export type { CompiledPattern } from './matcher.ts';
export { parsePattern, PatternError, FEATURE_KEYS } from './pattern-parse.ts';
export { GRAMMAR_PREDICATES } from './predicates.ts';
export { validateCatalogue } from './validate.ts';
export type { CatalogueProblem, CatalogueReport } from './validate.ts';
export { MatchContext } from './context.ts';
export type { SpanRecords } from './span-records.ts';
