/**
 * The French analyser: tokens with elisions split and compounds kept, readings from the expanded
 * Hunspell lexicon and the function-word table, context disambiguation, then multi-word headwords.
 */
import { findPhrases } from '../multiword.ts';
import type { PositionedUnit } from '../multiword.ts';
import type { AnalysedUnit, Analysis, Analyzer, HeadwordLexicon } from '../types.ts';
import { closedReadings } from './closed-class.ts';
import { fixFrenchReadings } from './context-fixes.ts';
import { chooseReadings } from './disambiguate.ts';
import type { Candidate } from './disambiguate.ts';
import { getFrenchLexicon } from './lexicon-cache.ts';
import { markAdjectivalParticiples } from './participles.ts';
import { pronominalHeadwords } from './pronominal.ts';
import { wordReadings } from './readings.ts';
import type { Reading } from './readings.ts';
import { normalizeForm, tokenizeFrench } from './tokenizer.ts';
import type { FrenchToken } from './tokenizer.ts';

/** Tags that may carry a headword when no lexicon is given (spec: the base form of a content word). */
const CONTENT_TAGS = new Set(['NOUN', 'PROPN', 'VERB', 'AUX', 'ADJ', 'ADV', 'INTJ', 'NUM']);
const SYMBOL_TAG = { number: 'NUM', url: 'X', email: 'X', emoji: 'SYM' } as const;
const SENTENCE_END = /[.!?…:;«»"]|\n/;

function readingsOf(tokens: readonly FrenchToken[], text: string): Candidate[] {
  const lexicon = getFrenchLexicon();
  return tokens.map((token, i) => {
    if (token.kind !== 'word') return { text: token.text, readings: [] };
    const prev = tokens[i - 1];
    const sentenceStart = !prev || SENTENCE_END.test(text.slice(prev.end, token.start));
    const readings = wordReadings(token.text, lexicon, sentenceStart);
    // `est-ce`, `dit-il`, `donne-moi`: the part after the hyphen is the pronoun reading.
    const pronouns = token.inverted ? readings.filter((r) => r.tag === 'PRON' || r.tag === 'ADV') : [];
    return { text: token.text, readings: pronouns.length > 0 ? pronouns : readings };
  });
}

function vocabularyOf(
  reading: Reading,
  surface: string,
  lexicon: HeadwordLexicon | undefined,
): string | undefined {
  if (!lexicon) return CONTENT_TAGS.has(reading.tag) ? reading.lemma : undefined;
  const lowered = normalizeForm(surface);
  return [reading.lemma, lowered, surface].find((c) => lexicon.has(c));
}

function toUnit(
  text: string,
  token: FrenchToken,
  reading: Reading | undefined,
  lexicon?: HeadwordLexicon,
): PositionedUnit {
  const surface = text.slice(token.start, token.end);
  const form = normalizeForm(surface);
  if (token.kind !== 'word' || !reading) {
    const tag = token.kind === 'word' ? 'X' : SYMBOL_TAG[token.kind];
    return { unit: { surface, word: surface, morphs: [{ lex: surface, tag }] }, ...token, form, lemma: form };
  }
  const unit: AnalysedUnit = {
    surface,
    word: reading.lemma,
    morphs: reading.parts ?? [{ lex: reading.lemma, tag: reading.tag }],
  };
  const vocabulary = vocabularyOf(reading, surface, lexicon);
  if (vocabulary !== undefined) unit.vocabulary = vocabulary;
  // An elided word joins the next one without a space in a multi-word key (`jusqu'à`): use its form.
  const lemma = token.elided ? form : reading.lemma.toLowerCase();
  return { unit, start: token.start, end: token.end, form, lemma };
}

/**
 * Analyses French text into word units with lemmas, universal tags and headwords.
 * @example frenchAnalyzer.analyze('Nous allions')[1] // { surface: 'allions', word: 'aller', vocabulary: 'aller', ... }
 */
export const frenchAnalyzer: Analyzer = {
  language: 'fr_FR',
  analyze(text: string, lexicon?: HeadwordLexicon): AnalysedUnit[] {
    return this.analyzeWithPhrases(text, lexicon).units;
  },
  analyzeWithPhrases(text: string, lexicon?: HeadwordLexicon): Analysis {
    if (text.trim() === '') return { units: [], phrases: [] };
    const french = getFrenchLexicon();
    const known = (form: string): boolean =>
      french.has(form) || closedReadings(form) !== undefined || (lexicon?.has(form) ?? false);
    const tokens = tokenizeFrench(text, known);
    const candidates = readingsOf(tokens, text);
    const words = candidates.filter((c) => c.readings.length > 0);
    const chosen = chooseReadings(words, (picked) => markAdjectivalParticiples(words, picked, french));
    fixFrenchReadings(words, chosen);
    const pronominal = pronominalHeadwords(
      words.map((c) => c.text),
      chosen,
      lexicon,
    );
    let w = 0;
    const units = tokens.map((token, i) => {
      const index = (candidates[i]?.readings.length ?? 0) > 0 ? w++ : -1;
      const positioned = toUnit(text, token, chosen[index], lexicon);
      const headword = pronominal[index];
      if (headword !== undefined) positioned.unit.vocabulary = headword;
      return positioned;
    });
    return findPhrases(text, units, lexicon);
  },
};
