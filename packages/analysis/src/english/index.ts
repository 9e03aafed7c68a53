/**
 * The English analyser: wink-nlp tokens and lemmas, grouped into clickable words, corrected by context
 * rules, then joined into multi-word headwords the lexicon knows (`look up`, `a lot of`).
 */
import { findPhrases } from '../multiword.ts';
import type { PositionedUnit } from '../multiword.ts';
import type { AnalysedUnit, Analysis, Analyzer, HeadwordLexicon, Morph } from '../types.ts';
import { straightApostrophes } from './contractions.ts';
import type { WordPart } from './contractions.ts';
import { fixLearnerTags } from './learner-fixes.ts';
import { fixContractedHad, fixLemmas } from './lemma-fixes.ts';
import { repairLemmas } from './lemma-repair.ts';
import { winkTokens } from './wink-tokens.ts';
import { groupWords } from './words.ts';
import type { EnglishWord } from './words.ts';
import { lookupTable } from '../lookup-table.ts';

/** Tags that may carry a headword when no lexicon is given (spec: the base form of a content word). */
const CONTENT_TAGS = new Set(['NOUN', 'PROPN', 'VERB', 'AUX', 'ADJ', 'ADV', 'INTJ', 'NUM']);
/** Which part of `I'm` / `don't` / `children's` names the word: the first one with lexical meaning. */
const HEAD_TAGS = new Set(['VERB', 'AUX', 'NOUN', 'PROPN', 'ADJ', 'ADV', 'NUM']);
const TAG_BY_KIND: Readonly<Record<string, string>> = lookupTable({
  number: 'NUM',
  url: 'X',
  email: 'X',
  emoji: 'SYM',
  foreign: 'X',
});

function headOf(parts: readonly WordPart[]): WordPart {
  return parts.find((p) => HEAD_TAGS.has(p.pos)) ?? (parts[0] as WordPart);
}

function baseForm(word: EnglishWord, surface: string, head: WordPart): string {
  if (!word.hyphenated)
    return head.pos === 'PROPN' || head.lemma === 'I' || (head.pos === 'ADJ' && /^\p{Lu}/u.test(head.lemma))
      ? head.lemma
      : head.lemma.toLowerCase();
  const lowered = straightApostrophes(surface).toLowerCase();
  const last = word.parts[word.parts.length - 1];
  // `check-ins` -> `check-in`: a plural compound is inflected on its last part.
  if (last && last.pos === 'NOUN' && last.lemma !== last.text.toLowerCase()) {
    return lowered.slice(0, lowered.length - last.text.length) + last.lemma;
  }
  // wink does not know compound tails like `ins`: a plain plural s is dropped.
  if (last && last.pos === 'NOUN' && /[^s]s$/.test(last.text) && last.text.length > 2)
    return lowered.slice(0, -1);
  return lowered;
}

function vocabularyOf(
  word: EnglishWord,
  surface: string,
  base: string,
  head: WordPart,
  lexicon: HeadwordLexicon | undefined,
): string | undefined {
  if (word.kind === 'url' || word.kind === 'email' || word.kind === 'emoji' || word.kind === 'number') {
    return undefined;
  }
  if (!lexicon) return word.kind === 'word' && CONTENT_TAGS.has(head.pos) ? base : undefined;
  const lowered = straightApostrophes(surface).toLowerCase();
  const candidates = [base, lowered, surface, head.lemma.toLowerCase()];
  return candidates.find((c) => c !== '' && lexicon.has(c));
}

function toUnit(text: string, word: EnglishWord, lexicon: HeadwordLexicon | undefined): PositionedUnit {
  const surface = text.slice(word.start, word.end);
  const head = headOf(word.parts);
  const symbolic = word.kind !== 'word';
  const base = symbolic ? surface : baseForm(word, surface, head);
  const morphs: Morph[] = symbolic
    ? [{ lex: surface, tag: TAG_BY_KIND[word.kind] ?? 'X' }]
    : word.parts.map((p) => ({ lex: p.lemma, tag: p.pos }));
  const unit: AnalysedUnit = { surface, word: base, morphs };
  const vocabulary = vocabularyOf(word, surface, base, head, lexicon);
  if (vocabulary !== undefined) unit.vocabulary = vocabulary;
  return {
    unit,
    start: word.start,
    end: word.end,
    form: straightApostrophes(surface).toLowerCase(),
    lemma: base.toLowerCase(),
  };
}

/**
 * Analyses English text into word units with lemmas, universal tags and headwords.
 * @example englishAnalyzer.analyze("I don't")[1] // { surface: "don't", word: 'do', vocabulary: 'do', morphs: [...] }
 */
export const englishAnalyzer: Analyzer = {
  language: 'en_US',
  analyze(text: string, lexicon?: HeadwordLexicon): AnalysedUnit[] {
    return this.analyzeWithPhrases(text, lexicon).units;
  },
  analyzeWithPhrases(text: string, lexicon?: HeadwordLexicon): Analysis {
    const words = groupWords(winkTokens(text));
    repairLemmas(text, words);
    fixLemmas(words);
    fixContractedHad(words);
    fixLearnerTags(words);
    return findPhrases(
      text,
      words.map((w) => toUnit(text, w, lexicon)),
      lexicon,
    );
  },
};
