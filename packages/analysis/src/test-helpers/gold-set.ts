/**
 * Lemma accuracy on a hand-annotated gold set, shared by the accuracy tests and the benchmarks.
 * File format, one sentence per line: `sentence | surface=headword surface ...` where a bare surface is its
 * own headword exactly as written; `#` starts a comment line. Each content word is annotated.
 */
import { readFileSync } from 'node:fs';
import type { Analyzer } from '../types.ts';

/** One annotated word: its surface in the sentence and the expected headword. */
export interface GoldWord {
  surface: string;
  headword: string;
}

/** One gold sentence. */
export interface GoldSentence {
  line: number;
  text: string;
  words: GoldWord[];
}

/** A gold word the analyser got wrong. */
export interface GoldMiss {
  line: number;
  surface: string;
  expected: string;
  got: string;
}

/** Accuracy figures of one run. */
export interface GoldResult {
  sentences: number;
  words: number;
  correct: number;
  accuracy: number;
  misses: GoldMiss[];
}

/**
 * Parses a gold file's text.
 * @example parseGold('He went home. | went=go home')[0]?.words // [{ surface: 'went', headword: 'go' }, ...]
 */
export function parseGold(text: string): GoldSentence[] {
  const out: GoldSentence[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const bar = line.lastIndexOf(' | ');
    if (bar < 0) throw new Error(`gold line ${index + 1} has no ' | ' separator`);
    const words = line
      .slice(bar + 3)
      .split(/\s+/)
      .filter((w) => w !== '')
      .map((item) => {
        const eq = item.lastIndexOf('=');
        const surface = (eq > 0 ? item.slice(0, eq) : item).replace(/_/g, ' ');
        return { surface, headword: (eq > 0 ? item.slice(eq + 1) : item).replace(/_/g, ' ') };
      });
    out.push({ line: index + 1, text: line.slice(0, bar), words });
  });
  return out;
}

/**
 * Runs the analyser (without a lexicon) over every sentence and scores each gold word: the unit with that
 * surface, searched forward, must resolve to the expected headword (its vocabulary, else its word).
 * @example scoreGold(englishAnalyzer, parseGold(text)).accuracy // 0.98
 */
export function scoreGold(analyzer: Analyzer, sentences: readonly GoldSentence[]): GoldResult {
  let words = 0;
  let correct = 0;
  const misses: GoldMiss[] = [];
  for (const sentence of sentences) {
    const units = analyzer.analyze(sentence.text);
    let from = 0;
    for (const gold of sentence.words) {
      words += 1;
      const index = units.findIndex((u, i) => i >= from && u.surface === gold.surface);
      const unit = index >= 0 ? units[index] : undefined;
      const got = unit ? (unit.vocabulary ?? unit.word) : '(no unit)';
      if (index >= 0) from = index + 1;
      if (got === gold.headword) correct += 1;
      else misses.push({ line: sentence.line, surface: gold.surface, expected: gold.headword, got });
    }
  }
  return { sentences: sentences.length, words, correct, accuracy: words === 0 ? 0 : correct / words, misses };
}

/**
 * Reads and parses a gold file from disk.
 * @example loadGold(new URL('../../test-data/english/gold.txt', import.meta.url))
 */
export function loadGold(path: URL | string): GoldSentence[] {
  return parseGold(readFileSync(path, 'utf8'));
}
