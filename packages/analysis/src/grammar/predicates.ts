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
  presentSimple: (ctx, pos) => englishSimpleTense(ctx, pos) === 'present',
  pastSimple: (ctx, pos) => englishSimpleTense(ctx, pos) === 'past',
};

/** The names patterns may use, for the parser. */
export const PREDICATE_NAMES: ReadonlySet<string> = new Set(Object.keys(GRAMMAR_PREDICATES));
