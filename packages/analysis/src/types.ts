/**
 * The shapes every analyser (Korean, English, French) produces and consumes. One unit shape for all
 * languages: the web app renders units the same way whatever the text language.
 */

/** The three languages a text can be written in (spec section 1). */
export type TextLanguage = 'ko_KR' | 'en_US' | 'fr_FR';
export const TEXT_LANGUAGES: readonly TextLanguage[] = ['en_US', 'ko_KR', 'fr_FR'];

/** One morpheme (Korean) or token part (English/French) with its part-of-speech tag. */
export interface Morph {
  /** Lexical form: decomposed for Korean (`갔` -> `가` + `았`), the token text or lemma part otherwise. */
  lex: string;
  /** Sejong tag for Korean (`NNG`, `VV`, `EP` ...), universal tag for English/French (`NOUN`, `VERB` ...). */
  tag: string;
}

/** A word as a learner sees it, with where it comes from in the text and its headword. */
export interface AnalysedUnit {
  /** Exact slice of the input text (the web app finds it by forward search). */
  surface: string;
  /** The unit's base form (`갔어요` -> `가다`, `went` -> `go`). */
  word: string;
  /**
   * The dictionary headword the unit resolves to. With a lexicon given, only a headword the lexicon
   * really has; without one, the rule-derived base form of a content word. Absent: undefined word.
   */
  vocabulary?: string;
  morphs: Morph[];
}

/** A homograph entry a lexicon knows for one written form. */
export interface HeadwordEntry {
  written: string;
  /** Part-of-speech category of the dictionary entry (`noun`, `verb`, `adjective` ...). */
  category: string;
}

/**
 * What headword resolution may ask of the installed dictionaries (exists? which homographs?).
 * Synchronous on purpose: the analyser runs in a worker over an in-memory headword index.
 */
export interface HeadwordLexicon {
  /** Whether a dictionary headword with exactly this written form exists (multi-word forms use one space). */
  has(written: string): boolean;
  /** The entries for this written form, empty when there is none. */
  homographs(written: string): readonly HeadwordEntry[];
}

/**
 * A phrase the dictionary knows (a phrasal verb, an idiom, a fixed expression) over adjacent word units: an
 * extra layer, the words staying the units. `first` and `last` are unit indices, both included.
 */
export interface PhraseSpan {
  first: number;
  last: number;
  /** The phrase's headword (`look for`). */
  vocabulary: string;
}

/** Units in text order and the phrases over them. */
export interface Analysis {
  units: AnalysedUnit[];
  phrases: PhraseSpan[];
}

/** An analyser for one text language. */
export interface Analyzer {
  readonly language: TextLanguage;
  /** The units alone. */
  analyze(text: string, lexicon?: HeadwordLexicon): AnalysedUnit[];
  /** The units and the phrases the lexicon knows over them. */
  analyzeWithPhrases(text: string, lexicon?: HeadwordLexicon): Analysis;
}
