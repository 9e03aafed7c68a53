/**
 * The morphemes of an analysed text laid out in one row for the matcher, with the features a pattern may
 * test (`word`, `surface`, `form`), computed on first use and kept for the rest of the text.
 */
import type { AnalysedUnit, TextLanguage } from '../types.ts';
import { englishVerbForms } from './english-forms.ts';
import { frenchVerbForms } from './french-forms.ts';
import { knownLexId } from './lex-ids.ts';
import type { FeatureKey } from './pattern-parse.ts';

/** One morpheme in text order, with the unit it belongs to. */
export interface RowMorph {
  unit: number;
  /** Index of the morpheme inside its unit. */
  index: number;
  /** Lex as patterns compare it: lower case for English and French. */
  lex: string;
  tag: string;
}

const VERB_TAGS = new Set(['VERB', 'AUX']);

/** The written part of a unit a morpheme stands for: `He's` -> `'s` for its second morpheme. */
function writtenPart(surface: string, morphs: number, index: number): string {
  if (morphs === 1) return surface;
  const s = surface.replace(/’/g, "'");
  const negation = /n't$/i.exec(s);
  const cut = negation ? negation.index : s.indexOf("'");
  if (cut <= 0 || morphs !== 2) return surface;
  return index === 0 ? s.slice(0, cut) : s.slice(cut);
}

/**
 * What the matcher reads: each morpheme's unit, index, tag and lex number in flat arrays, the morpheme row
 * as objects (made on first use, for the predicates), and lazily computed features. The matcher itself
 * reads the flat arrays only: making an object per morpheme for every text was a third of its time, and
 * its garbage made the analysis worker's young collections more frequent. It keeps no reference to the
 * units (each unit's word, surface and morpheme count are copied), so that a caller done with them can let
 * them go while the patterns run (see the analysis worker).
 */
export class MatchContext {
  /** How many morphemes the text has. */
  readonly size: number;
  /** The unit of each morpheme. */
  readonly unitOf: Int32Array;
  /** Each morpheme's index inside its unit. */
  readonly indexOf: Int32Array;
  /** Each morpheme's tag. */
  readonly tags: string[];
  /** Each morpheme's lex as patterns compare it. */
  readonly lexes: string[];
  /** Each unit's base form, as analysed. */
  readonly words: string[];
  /** Each unit as written. */
  readonly surfaces: string[];
  /** How many morphemes each unit has. */
  readonly morphCounts: Int32Array;
  /**
   * The number of each morpheme's lex when a pattern names it, else 0 (see lex-ids.ts): patterns compiled
   * after the context was made are not counted (GrammarMatcher.context makes one for its patterns).
   */
  readonly lexIds: Int32Array;
  private rowCache: RowMorph[] | undefined;
  private readonly cache = new Map<number, readonly string[]>();
  private readonly folds: boolean;

  constructor(
    units: readonly AnalysedUnit[],
    readonly language: TextLanguage,
  ) {
    const folds = language !== 'ko_KR';
    this.folds = folds;
    // Sized once, filled in one pass: this is made for every text the matcher reads.
    let size = 0;
    for (let u = 0; u < units.length; u++) size += (units[u] as AnalysedUnit).morphs.length;
    const unitOf = new Int32Array(size);
    const indexOf = new Int32Array(size);
    const tags = new Array<string>(size);
    const lexes = new Array<string>(size);
    const lexIds = new Int32Array(size);
    const words = new Array<string>(units.length);
    const surfaces = new Array<string>(units.length);
    const morphCounts = new Int32Array(units.length);
    let pos = 0;
    for (let u = 0; u < units.length; u++) {
      const unit = units[u] as AnalysedUnit;
      const morphs = unit.morphs;
      words[u] = unit.word;
      surfaces[u] = unit.surface;
      morphCounts[u] = morphs.length;
      for (let index = 0; index < morphs.length; index++) {
        const m = morphs[index] as AnalysedUnit['morphs'][number];
        const lex = folds ? this.fold(m.lex) : m.lex;
        unitOf[pos] = u;
        indexOf[pos] = index;
        tags[pos] = m.tag;
        lexes[pos] = lex;
        lexIds[pos++] = knownLexId(lex);
      }
    }
    this.size = size;
    this.unitOf = unitOf;
    this.indexOf = indexOf;
    this.tags = tags;
    this.lexes = lexes;
    this.lexIds = lexIds;
    this.words = words;
    this.surfaces = surfaces;
    this.morphCounts = morphCounts;
  }

  /** The morphemes in text order as objects, for the predicates (made once per text, on first use). */
  get row(): RowMorph[] {
    if (!this.rowCache) {
      const row = new Array<RowMorph>(this.size);
      for (let p = 0; p < this.size; p++)
        row[p] = {
          unit: this.unitOf[p] as number,
          index: this.indexOf[p] as number,
          lex: this.lexes[p] as string,
          tag: this.tags[p] as string,
        };
      this.rowCache = row;
    }
    return this.rowCache;
  }

  /** How patterns' values and the text are compared: English and French ignore case. */
  fold(text: string): string {
    return this.folds ? text.toLowerCase().replace(/’/g, "'") : text;
  }

  /** The unit's base form at `pos`, folded: the `word` feature's one value. */
  wordAt(pos: number): string {
    return this.fold(this.words[this.unitOf[pos] as number] as string);
  }

  /** The unit as written at `pos`, folded: the `surface` feature's one value. */
  surfaceAt(pos: number): string {
    return this.fold(this.writtenAt(pos));
  }

  /** The unit as written at `pos`, not folded. */
  writtenAt(pos: number): string {
    return this.surfaces[this.unitOf[pos] as number] as string;
  }

  /**
   * The values of a feature at `pos`: `word` (the unit's base form), `surface` (the unit as written),
   * `form` (verb forms: base, present, 3sg, past, pp, ing for English; pp, inf, ppr, finite for French).
   */
  feature(pos: number, key: FeatureKey): readonly string[] {
    if (key === 'word') return [this.wordAt(pos)];
    if (key === 'surface') return [this.surfaceAt(pos)];
    const cached = this.cache.get(pos);
    if (cached) return cached;
    let forms: readonly string[] = [];
    if (VERB_TAGS.has(this.tags[pos] as string)) {
      const unit = this.unitOf[pos] as number;
      const written = writtenPart(
        this.surfaces[unit] as string,
        this.morphCounts[unit] as number,
        this.indexOf[pos] as number,
      );
      const lex = this.lexes[pos] as string;
      if (this.language === 'en_US') forms = englishVerbForms(written, lex);
      else if (this.language === 'fr_FR') forms = frenchVerbForms(written, lex);
    }
    this.cache.set(pos, forms);
    return forms;
  }
}
