/**
 * The grammar layer's shapes: catalogue entries as writers author them in
 * `packages/analysis/grammar/<ko|en|fr>/*.json`, and the spans the matcher lays over word units.
 */
import type { TextLanguage } from '../types.ts';

/** Dictionary languages a catalogue entry explains itself in, as short codes. */
export type GrammarLocale = 'en' | 'fr' | 'es' | 'ja' | 'ko';

/** The catalogue folder of each text language. */
export const GRAMMAR_FOLDERS: Readonly<Record<TextLanguage, 'ko' | 'en' | 'fr'>> = {
  ko_KR: 'ko',
  en_US: 'en',
  fr_FR: 'fr',
};

/**
 * The dictionary languages every entry must explain itself in, per text language (the same pairs the
 * server allows: Korean text in five dictionary languages, English and French text in four).
 */
export const GRAMMAR_LOCALES: Readonly<Record<TextLanguage, readonly GrammarLocale[]>> = {
  ko_KR: ['en', 'fr', 'es', 'ja', 'ko'],
  en_US: ['en', 'fr', 'ko', 'es'],
  fr_FR: ['en', 'fr', 'ko', 'es'],
};

/** Korean levels follow TOPIK (1-6); English and French follow the CEFR (A1-C2). */
export const GRAMMAR_LEVELS: Readonly<Record<TextLanguage, readonly string[]>> = {
  ko_KR: ['TOPIK1', 'TOPIK2', 'TOPIK3', 'TOPIK4', 'TOPIK5', 'TOPIK6'],
  en_US: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'],
  fr_FR: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'],
};

/**
 * The categories an entry may take. One list for all languages so that the Grammar screen can group the
 * same way everywhere; a language uses the ones it needs.
 */
export const GRAMMAR_CATEGORIES = [
  'sentence-ending',
  'tense',
  'aspect',
  'connective',
  'auxiliary',
  'modifier',
  'nominaliser',
  'quotation',
  'honorific',
  'particle',
  'negation',
  'voice',
  'mood',
  'conditional',
  'modal',
  'clause',
  'verb-pattern',
  'reported-speech',
  'comparison',
  'question',
  'pronoun',
  'article',
  'expression',
] as const;
export type GrammarCategory = (typeof GRAMMAR_CATEGORIES)[number];

/** What an entry says in one dictionary language. */
export interface GrammarText {
  /** One line: what the construction means or does. */
  meaning: string;
  /** A short paragraph: its form, its use, what to watch for. */
  explanation: string;
}

/** An example sentence we wrote, with its translations (English at least). */
export interface GrammarExample {
  sentence: string;
  translation: Partial<Record<GrammarLocale, string>>;
}

/** One construction of the catalogue, exactly as written in a catalogue file. */
export interface GrammarEntry {
  /** Stable id: `<ko|en|fr>.<category or family>.<name>`, e.g. `ko.connective.aseo`. */
  id: string;
  /** How learners' books write it: `-아서/어서`, `present perfect`, `subjonctif`. */
  display: string;
  level: string;
  category: GrammarCategory;
  /** The pattern in the pattern language (see README.md). */
  pattern: string;
  languages: Partial<Record<GrammarLocale, GrammarText>>;
  examples: GrammarExample[];
  confusedWith: string[];
  /**
   * Ids of more general constructions this one stands for where they overlap: when this entry matches,
   * their matches inside its span are dropped (-(으)세요 is not also shown as -아요/어요; the tenses of an
   * if-clause belong to its conditional).
   */
  hides?: string[];
  /** Sentences the pattern must find (at least three). */
  matches: string[];
  /** Sentences that look close but the pattern must not find (at least one). */
  nearMisses: string[];
}

/** The morphemes of one unit a construction covers, both indices included. */
export interface GrammarMorphRange {
  unit: number;
  first: number;
  last: number;
}

/**
 * A construction found over the word units: a layer like phrases, never changing the units. `first` and
 * `last` are unit indices, both included; `morphs` names the morphemes inside them that make it up.
 */
export interface GrammarSpan {
  id: string;
  first: number;
  last: number;
  morphs: GrammarMorphRange[];
}

/**
 * The ordinal of a level on one scale for sorting (TOPIK1 = 1 ... TOPIK6 = 6; A1 = 1 ... C2 = 6).
 * @example levelRank('B1') // 3
 */
export function levelRank(level: string): number {
  const topik = /^TOPIK([1-6])$/.exec(level);
  if (topik) return Number(topik[1]);
  const cefr = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'].indexOf(level);
  return cefr >= 0 ? cefr + 1 : 99;
}
