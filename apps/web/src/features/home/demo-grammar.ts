import type { GrammarEntryDto, GrammarSpanDto, Locale } from '@glossa/contract';
import { shortCode } from '@glossa/contract';

/** One construction of the demo paragraph with its texts in every dictionary language (short codes). */
export interface DemoGrammarEntry {
  display: string;
  level: string;
  category: string;
  texts: Record<string, { meaning: string; explanation: string }>;
  examples: { sentence: string; translation: Record<string, string> }[];
}

/** The demo paragraph's constructions: where they are (units and morphemes) and what they are. */
export interface DemoGrammar {
  spans: { id: string; first: number; last: number; morphs: GrammarSpanDto['morphs'] }[];
  entries: Record<string, DemoGrammarEntry>;
}

function textsIn(entry: DemoGrammarEntry, dictLanguage: Locale): { meaning: string; explanation: string } {
  return entry.texts[shortCode(dictLanguage)] ?? entry.texts.en ?? { meaning: '', explanation: '' };
}

/**
 * The demo's constructions as the analysis answer gives them, explained in the dictionary language (English
 * when an entry has none in it).
 * @example demoGrammarSpans(data.grammar, 'fr_FR')[0].meaning
 */
export function demoGrammarSpans(grammar: DemoGrammar | undefined, dictLanguage: Locale): GrammarSpanDto[] {
  if (!grammar) return [];
  return grammar.spans.flatMap((span) => {
    const entry = grammar.entries[span.id];
    if (!entry) return [];
    const { meaning, explanation } = textsIn(entry, dictLanguage);
    const head = { id: span.id, display: entry.display, level: entry.level, category: entry.category };
    return [{ ...head, meaning, explanation, first: span.first, last: span.last, morphs: span.morphs }];
  });
}

/**
 * One demo construction in full, as `GET /api/grammar/:lang/:id` would answer it, from the local data.
 * @example demoGrammarEntry(data.grammar, 'ko.connective.aseo', 'en_US')?.examples
 */
export function demoGrammarEntry(
  grammar: DemoGrammar | undefined,
  id: string,
  dictLanguage: Locale,
): GrammarEntryDto | null {
  const entry = grammar?.entries[id];
  if (!entry) return null;
  const short = shortCode(dictLanguage);
  const meanings = Object.fromEntries(Object.entries(entry.texts).map(([lang, t]) => [lang, t.meaning]));
  return {
    id,
    display: entry.display,
    level: entry.level,
    category: entry.category,
    meaning: textsIn(entry, dictLanguage).meaning,
    meanings,
    explanation: textsIn(entry, dictLanguage).explanation,
    examples: entry.examples.map((e) => ({
      sentence: e.sentence,
      translation: e.translation[short] ?? e.translation.en ?? '',
    })),
    confusedWith: [],
  };
}
