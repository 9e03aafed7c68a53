import type { AnalysedUnit, HeadwordLexicon } from '../types.ts';

/**
 * The languages a composed gloss may be written in: the dictionary languages. The server passes the
 * contract's dictionary locale, which must stay assignable to this (a new locale fails its type check).
 */
export type GlossLanguage = 'en_US' | 'fr_FR' | 'ko_KR' | 'es_ES' | 'ja_JP';

export type Templates = Partial<Record<GlossLanguage, (base: string) => string>>;
export type Meanings = Partial<Record<GlossLanguage, string>>;

/** One affix and how it composes. */
export interface Affix {
  kind: 'prefix' | 'suffix';
  /** As shown in the word detail: `재-`, `하다`, `-ness`. */
  label: string;
  /** A short gloss of the affix itself, per dictionary language (`again`, `do`). */
  meaning: Meanings;
  /** The word's translation from the base's, per dictionary language; no entry: no gloss in that language. */
  compose: Templates;
  /** The category of the derived word; the base's when absent (prefixes). */
  category?: string;
  /** The category the base should have (하다 follows nouns); a base of another category is a second choice. */
  baseCategory?: string;
  /**
   * Whether the template reads right on the words the affix makes (checked on samples): only then does the
   * derived word get a composed translation; otherwise it shows its parts.
   */
  safe?: boolean;
  /** The written forms the base may have once the affix is removed (spelling changes included). */
  bases(word: string): string[];
}

/** A way a word may be built: a base and the affixes added to it, innermost first. */
export interface Derivation {
  base: string;
  affixes: readonly Affix[];
}

/** One text language's derivation rules: its affixes and how an analysed unit names a derived word. */
export interface DerivationRules {
  affixes: readonly Affix[];
  /** The form derivations are looked for in (English and French fold case; Korean has none). */
  fold(word: string): string;
  /**
   * The derived word an analysed unit may stand for, to be tried against the lexicon, or undefined when the
   * unit is none (its own word is a headword).
   */
  candidate(unit: AnalysedUnit, lexicon: HeadwordLexicon): string | undefined;
}
