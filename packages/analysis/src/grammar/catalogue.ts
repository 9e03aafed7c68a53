/**
 * The catalogue as the app uses it: typed entries per text language and a matcher over their patterns,
 * both built once per process. Entries are taken as written; `npm run grammar:validate` (and its test in
 * `npm test`) is what keeps them right, so a broken entry here is skipped rather than fatal.
 */
import type { AnalysedUnit, TextLanguage } from '../types.ts';
import { readCatalogueFiles, CATALOGUE_ROOT } from './catalogue-files.ts';
import { compilePattern, GrammarMatcher } from './matcher.ts';
import type { CompiledPattern } from './matcher.ts';
import type { GrammarEntry, GrammarLocale, GrammarSpan, GrammarText } from './types.ts';

const entriesCache = new Map<TextLanguage, readonly GrammarEntry[]>();
const matcherCache = new Map<TextLanguage, GrammarMatcher>();

function looksLikeEntry(v: unknown): v is GrammarEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.pattern === 'string' && typeof e.display === 'string';
}

/**
 * The catalogue entries of a text language, in file order.
 * @example grammarEntries('ko_KR')[0].id // 'ko.connective.aseo'
 */
export function grammarEntries(
  language: TextLanguage,
  root: string = CATALOGUE_ROOT,
): readonly GrammarEntry[] {
  const cached = root === CATALOGUE_ROOT ? entriesCache.get(language) : undefined;
  if (cached) return cached;
  const entries = readCatalogueFiles(language, root)
    .entries.map((r) => r.value)
    .filter(looksLikeEntry);
  if (root === CATALOGUE_ROOT) entriesCache.set(language, entries);
  return entries;
}

/**
 * An entry's meaning and explanation in a dictionary language: English when the entry lacks it (the validator
 * does not let it), empty texts if it has neither.
 * @example entryText(grammarEntries('ko_KR')[0], 'fr').meaning
 */
export function entryText(entry: GrammarEntry, locale: GrammarLocale): GrammarText {
  const text = entry.languages[locale] ?? entry.languages.en;
  return { meaning: text?.meaning ?? '', explanation: text?.explanation ?? '' };
}

/**
 * The grammar constructions over analysed units: the catalogue's matcher for the language, run once.
 * @example matchGrammar(koreanAnalyzer.analyze('비가 와서'), 'ko_KR')[0].id // 'ko.connective.aseo'
 */
export function matchGrammar(units: readonly AnalysedUnit[], language: TextLanguage): GrammarSpan[] {
  return grammarMatcher(language).match(units);
}

/**
 * The matcher over every pattern of a text language's catalogue.
 * @example grammarMatcher('ko_KR').match(koreanAnalyzer.analyze('비가 와서')) // [{ id: 'ko.connective.aseo', ... }]
 */
export function grammarMatcher(language: TextLanguage): GrammarMatcher {
  const cached = matcherCache.get(language);
  if (cached) return cached;
  const patterns: CompiledPattern[] = [];
  for (const entry of grammarEntries(language)) {
    try {
      patterns.push(compilePattern(entry.id, entry.pattern, language));
    } catch {
      // The validator reports it; the app keeps working without this one construction.
    }
  }
  const hides = new Map<string, readonly string[]>();
  for (const entry of grammarEntries(language)) if (entry.hides?.length) hides.set(entry.id, entry.hides);
  const matcher = new GrammarMatcher(language, patterns, hides);
  matcherCache.set(language, matcher);
  return matcher;
}
