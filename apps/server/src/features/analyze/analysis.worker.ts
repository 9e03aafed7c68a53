// One analysis worker thread: runs the CPU-heavy analysers off the event loop. Piscina calls the default
// export once per task.
import {
  analyzerFor,
  analyzerWithHeadwords,
  createLexicon,
  preferDerivedWords,
  type AnalysedUnit,
  type Analyzer,
  type HeadwordLexicon,
  type Morph,
  type PhraseSpan,
  type TextLanguage,
} from '@glossa/analysis';
import {
  grammarEntries,
  grammarMatcher,
  packMatches,
  type MatchContext,
  type PackedGrammar,
} from '@glossa/analysis/grammar';
import { unpackLexiconEntries, type SharedLexicon } from './lexicon-buffer.ts';

export interface AnalysisTask {
  text: string;
  language: TextLanguage;
  /** The installed dictionaries' headwords; absent when none are installed (rules alone then). */
  lexicon?: SharedLexicon;
  /** Also find the grammar constructions over the units. */
  grammar?: boolean;
}

/**
 * What a worker sends back: the units already written as the answer's JSON, so that the event loop neither
 * deserializes hundreds of small objects nor serializes them again (both showed up in its profile).
 */
export interface AnalysisResult {
  /** UTF-8 JSON of the wire units array, exactly as the response schema's serializer writes it. */
  unitsJson: Uint8Array;
  /** Every unit's and phrase's `vocabulary`, each once, in text order (the words to look up). */
  headwords: string[];
  /** The phrases over the units (unit indices), the answer's `phrases`. */
  phrases: PhraseSpan[];
  /**
   * The grammar constructions over the units, when the task asked for them: ids and positions packed (a few
   * KB), for the event loop to put each construction's texts in front (grammarAnswerParts).
   */
  grammar?: PackedGrammar;
}

/** What a task of one language runs with: the decoded lexicon and the analyser made for it. */
interface Prepared {
  lexicon?: HeadwordLexicon;
  analyzer: Analyzer;
}

/** The prepared lexicon of each language, kept while its version stays current. */
const prepared = new Map<TextLanguage, { version: string; prepared: Prepared }>();

function prepare(task: AnalysisTask): Prepared {
  if (!task.lexicon) {
    const plain = { analyzer: analyzerFor(task.language) };
    if (!warmed.has(task.language)) {
      warmed.add(task.language);
      warmUp(plain, task.language);
    }
    return plain;
  }
  const cached = prepared.get(task.language);
  if (cached?.version === task.lexicon.version) return cached.prepared;
  const entries = unpackLexiconEntries(task.lexicon);
  const result = { lexicon: createLexicon(entries), analyzer: analyzerWithHeadwords(task.language, entries) };
  warmUp(result, task.language);
  prepared.set(task.language, { version: task.lexicon.version, prepared: result });
  return result;
}

const encoder = new TextEncoder();

/**
 * The units as the contract's `units` array: only its fields, in the order the schema's serializer writes
 * them (required ones first, so `vocabulary` last and only when set). JSON.stringify escapes strings exactly
 * as fast-json-stringify does, so the bytes are the same; one native call over fresh objects in that order
 * beats concatenating a string per field.
 * @example unitsJson([{ surface: '학교에', word: '학교', morphs: [] }]) // '[{"surface":"학교에","word":"학교","morphs":[]}]'
 */
export function unitsJson(units: readonly AnalysedUnit[]): string {
  const wire: WireUnit[] = new Array<WireUnit>(units.length);
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const morphs: Morph[] = new Array<Morph>(unit.morphs.length);
    for (let j = 0; j < morphs.length; j++) {
      const morph = unit.morphs[j]!;
      morphs[j] = { lex: morph.lex, tag: morph.tag };
    }
    wire[i] = unit.vocabulary
      ? { surface: unit.surface, word: unit.word, morphs, vocabulary: unit.vocabulary }
      : { surface: unit.surface, word: unit.word, morphs };
  }
  return JSON.stringify(wire);
}

/** A unit with the contract's fields only, created in the serializer's property order. */
interface WireUnit {
  surface: string;
  word: string;
  morphs: Morph[];
  vocabulary?: string;
}

/** Sample analyses run before a thread's first real one with an analyser (~0.1-0.5 s; see warmUp). */
const WARM_UP_ANALYSES = 100;
/** The languages whose analyser without a lexicon this thread has warmed up. */
const warmed = new Set<TextLanguage>();

/**
 * Runs a newly prepared analyser (with its lexicon, as requests will) over sample text, the grammar
 * catalogue's example sentences (1,000 characters), until its code is optimized, each analysis dropped at
 * once: before the thread's first real analysis with it (on a listening server, the warm-up task at start
 * for the analysers without a lexicon).
 *
 * Why: V8 allocates the objects of an object or array literal straight in the old generation once a young
 * collection finds most of the ones it tracked still alive, and the first analyses of a thread (slow, not
 * yet optimized) are tracked. With the grammar layer the units stay alive a little longer after each
 * analysis, so in the route benchmark a collection often landed there and the analyser's units became
 * old-generation objects for good in that thread: its heap grew ~1.9 MB per young collection, each young
 * collection took 3-7 ms instead of under 1, and the analysis itself ran slower. With this warm-up the
 * heap stays flat.
 */
function warmUp({ analyzer, lexicon }: Prepared, language: TextLanguage): void {
  const sample = grammarEntries(language)
    .flatMap((entry) => entry.examples.map((example) => example.sentence))
    .join(' ')
    .slice(0, 1000);
  if (!sample) return;
  for (let i = 0; i < WARM_UP_ANALYSES; i++) {
    const { units } = analyzer.analyzeWithPhrases(sample, lexicon);
    preferDerivedWords(units, lexicon, language);
  }
}

/**
 * The analysis' answer and, when the task asks for grammar, the matcher's context (what the patterns read,
 * copied): the units themselves are no longer reachable once this returns.
 */
function analyseText(task: AnalysisTask): { result: AnalysisResult; context?: MatchContext } {
  const { analyzer, lexicon } = prepare(task);
  const { units, phrases } = analyzer.analyzeWithPhrases(task.text, lexicon);
  preferDerivedWords(units, lexicon, task.language);
  const headwords = new Set<string>();
  for (const unit of units) if (unit.vocabulary) headwords.add(unit.vocabulary);
  for (const phrase of phrases) headwords.add(phrase.vocabulary);
  const result: AnalysisResult = {
    unitsJson: encoder.encode(unitsJson(units)),
    headwords: [...headwords],
    phrases,
  };
  return task.grammar ? { result, context: grammarMatcher(task.language).context(units) } : { result };
}

export default function analyze(task: AnalysisTask): AnalysisResult {
  // The units are let go before the patterns run: a young collection during the match then finds none of
  // the analyser's objects alive, so V8 has no reason to start allocating them in the old generation (see
  // warmUp).
  const { result, context } = analyseText(task);
  if (context) {
    // Packed straight from the matcher's records: no object per span.
    const matcher = grammarMatcher(task.language);
    result.grammar = packMatches(matcher.record(context), matcher.ids, task.language);
  }
  return result;
}
