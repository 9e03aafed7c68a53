/**
 * Named predicates: the escape hatch for what the pattern language cannot say, written in TypeScript and
 * used in a pattern as `[@name]`. Each one tests the morpheme at `pos` (and may look around it).
 */
import { ETRE_VERBS } from '../french/disambiguate.ts';
import type { MatchContext } from './context.ts';
import { englishSimpleTense } from './english-tense.ts';
import { frenchImperative, frenchTenseAt } from './french-tense.ts';
import type { FrenchSimpleTense } from './french-tense.ts';

export type GrammarPredicate = (ctx: MatchContext, pos: number) => boolean;

/** French verbs whose compound tenses take être besides the pronominal ones. */
function etreVerb(ctx: MatchContext, pos: number): boolean {
  return ETRE_VERBS.has(ctx.row[pos]?.lex ?? '');
}

/** Subjunctives of avoir and être that end like an imperfect (`qu'il ait`, `qu'ils aient`). */
const SUBJUNCTIVE_LOOKALIKES = new Set(['ait', 'aient', 'aie', 'aies']);
/** Endings that only the indicative, the future or the conditional have (`viens`, `ferai`, `allait`). */
const NOT_SUBJUNCTIVE_ENDINGS = /(ai|ais|ait|aient|ras|ra|rons|rez|ront|rai|rais|rait|rions|riez|raient)$/;
/** Present indicative forms of frequent irregular verbs that differ from their subjunctive. */
const INDICATIVE_ONLY = new Set(
  (
    'suis es est sommes êtes sont ai as a avons avez ont vais vas va allons allez vont fais fait faisons ' +
    'faites font peux peut pouvons pouvez peuvent veux veut voulons voulez sais sait savons savez savent ' +
    'viens vient venons venez dois doit devons devez prends prend prenons prenez dis dit disons'
  ).split(' '),
);

/**
 * A French finite verb that can be a present subjunctive: not a form only the indicative, future or
 * conditional has. It cannot tell `qu'il parle` (both moods) apart, which is why patterns use it after
 * a trigger (il faut que, bien que, pour que).
 */
function subjunctive(ctx: MatchContext, pos: number): boolean {
  const morph = ctx.row[pos];
  if (!morph || (morph.tag !== 'VERB' && morph.tag !== 'AUX')) return false;
  if (!ctx.feature(pos, 'form').includes('finite')) return false;
  const written = ctx.feature(pos, 'surface')[0] ?? '';
  if (INDICATIVE_ONLY.has(written)) return false;
  if (SUBJUNCTIVE_LOOKALIKES.has(written)) return true;
  // -ions/-iez are the subjunctive's and the imperfect's (`parlions`): the trigger decides.
  return !NOT_SUBJUNCTIVE_ENDINGS.test(written);
}

/** A French verb that heads a simple tense (not an auxiliary, not an imperative for the présent). */
const frenchTense =
  (tense: FrenchSimpleTense): GrammarPredicate =>
  (ctx, pos) =>
    (frenchTenseAt(ctx, pos)?.includes(tense) ?? false) &&
    (tense !== 'present' || !frenchImperative(ctx, pos));

/**
 * Words after which English `if` does not open a condition: `as if` compares (its own construction), and
 * after a verb of asking or knowing `if` means whether (asked if, wonder if, don't know if, check if).
 */
const NOT_CONDITIONAL_BEFORE_IF = new Set(['as', 'ask', 'wonder', 'know', 'check', 'see', 'doubt', 'sure']);

/** An English `if` (or `when`) that opens a condition: not `as if`, not the `if` of an indirect question. */
function conditionalIf(ctx: MatchContext, pos: number): boolean {
  const before = ctx.row[pos - 1];
  return !before || !NOT_CONDITIONAL_BEFORE_IF.has(before.lex);
}

/** Irregular comparatives: the written form, whatever lemma the analyser gives. */
const IRREGULAR_COMPARATIVES = new Set(['better', 'worse', 'further', 'farther']);

/**
 * An English adjective or adverb in its comparative form (harder, brighter, easier, better), read from the
 * written form against the lemma: the analyser gives `hard` for `harder`. Words whose lemma ends in -er
 * themselves (other, rather, never, clever) are not comparatives.
 */
function comparativeForm(ctx: MatchContext, pos: number): boolean {
  const morph = ctx.row[pos];
  if (!morph || (morph.tag !== 'ADJ' && morph.tag !== 'ADV')) return false;
  const written = ctx.feature(pos, 'surface')[0] ?? '';
  if (IRREGULAR_COMPARATIVES.has(written)) return true;
  return written !== morph.lex && written.endsWith('er') && !morph.lex.endsWith('er');
}

/** Every predicate a pattern may name. */
export const GRAMMAR_PREDICATES: Readonly<Record<string, GrammarPredicate>> = {
  etreVerb,
  subjunctive,
  present: frenchTense('present'),
  imparfait: frenchTense('imparfait'),
  futur: frenchTense('futur'),
  conditionnel: frenchTense('conditionnel'),
  passeSimple: frenchTense('passe-simple'),
  imperatif: frenchImperative,
  conditionalIf,
  comparativeForm,
  presentSimple: (ctx, pos) => englishSimpleTense(ctx, pos) === 'present',
  pastSimple: (ctx, pos) => englishSimpleTense(ctx, pos) === 'past',
};

/** The names patterns may use, for the parser. */
export const PREDICATE_NAMES: ReadonlySet<string> = new Set(Object.keys(GRAMMAR_PREDICATES));
