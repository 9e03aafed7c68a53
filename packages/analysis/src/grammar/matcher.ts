/**
 * The grammar matcher: compiled patterns run over the morpheme row of an analysed text. Patterns are
 * indexed by the lexes (or tags) their first morpheme may have, so each morpheme only tries the few
 * patterns that can start there. Matches never change the units; several may cover the same unit.
 */
import type { AnalysedUnit, TextLanguage } from '../types.ts';
import { MatchContext } from './context.ts';
import { parsePattern } from './pattern-parse.ts';
import type { ElementTest, PatternNode } from './pattern-parse.ts';
import { GRAMMAR_PREDICATES, PREDICATE_NAMES } from './predicates.ts';
import type { GrammarMorphRange, GrammarSpan } from './types.ts';

/** Continues a match at `pos`; true once the whole pattern has matched. */
type Next = (pos: number) => boolean;
type Step = (ctx: MatchContext, pos: number, taken: number[], next: Next) => boolean;

/** A pattern ready to run, with what its first morpheme may be. */
export interface CompiledPattern {
  id: string;
  run: Step;
  first: FirstSet;
}

/** The lexes or tags a pattern's first morpheme may have; `any` when it cannot be told. */
interface FirstSet {
  lexes?: Set<string>;
  tags?: Set<string>;
  any: boolean;
}

function folder(language: TextLanguage): (s: string) => string {
  return language === 'ko_KR' ? (s) => s : (s) => s.toLowerCase().replace(/’/g, "'");
}

function compileTest(
  test: ElementTest,
  fold: (s: string) => string,
): (ctx: MatchContext, pos: number) => boolean {
  const lexes = test.lexes ? new Set(test.lexes.map(fold)) : undefined;
  const tags = test.tags ? new Set(test.tags) : undefined;
  const conditions = test.conditions.map((c) => {
    if (c.kind === 'predicate')
      return GRAMMAR_PREDICATES[c.name] as (ctx: MatchContext, pos: number) => boolean;
    const values = new Set(c.values.map(fold));
    return (ctx: MatchContext, pos: number): boolean =>
      ctx.feature(pos, c.key).some((v) => values.has(v)) !== c.negate;
  });
  return (ctx, pos) => {
    const m = ctx.row[pos];
    if (!m) return false;
    if (lexes && !lexes.has(m.lex)) return false;
    if (tags && !tags.has(m.tag)) return false;
    return conditions.every((check) => check(ctx, pos));
  };
}

function compileSequence(nodes: readonly PatternNode[], fold: (s: string) => string): Step {
  const steps = nodes.map((n) => compileNode(n, fold));
  return (ctx, pos, taken, next) => {
    const at = (i: number, p: number): boolean =>
      i === steps.length ? next(p) : (steps[i] as Step)(ctx, p, taken, (q) => at(i + 1, q));
    return at(0, pos);
  };
}

function compileNode(node: PatternNode, fold: (s: string) => string): Step {
  switch (node.kind) {
    case 'element': {
      const test = compileTest(node.test, fold);
      const gap = node.gap;
      return (ctx, pos, taken, next) => {
        if (!test(ctx, pos)) return false;
        if (!gap) taken.push(pos);
        if (next(pos + 1)) return true;
        if (!gap) taken.pop();
        return false;
      };
    }
    case 'not': {
      const test = compileTest(node.test, fold);
      return (ctx, pos, _taken, next) => !test(ctx, pos) && next(pos);
    }
    case 'boundary':
      return (ctx, pos, _taken, next) => ctx.row[pos]?.index === 0 && next(pos);
    case 'group': {
      const alternatives = node.alternatives.map((alt) => compileSequence(alt, fold));
      return (ctx, pos, taken, next) => alternatives.some((alt) => alt(ctx, pos, taken, next));
    }
    case 'repeat': {
      const inner = compileNode(node.node, fold);
      const { min, max } = node;
      // Greedy: as many repetitions as possible first, then fewer; an empty repetition stops the loop.
      const again = (ctx: MatchContext, pos: number, taken: number[], next: Next, count: number): boolean =>
        (count < max && inner(ctx, pos, taken, (q) => q > pos && again(ctx, q, taken, next, count + 1))) ||
        (count >= min && next(pos));
      return (ctx, pos, taken, next) => again(ctx, pos, taken, next, 0);
    }
  }
}

function firstOf(nodes: readonly PatternNode[], fold: (s: string) => string): FirstSet {
  const out: FirstSet = { any: false };
  const add = (test: ElementTest): void => {
    if (test.lexes) {
      out.lexes ??= new Set();
      for (const l of test.lexes) out.lexes.add(fold(l));
    } else if (test.tags) {
      out.tags ??= new Set();
      for (const t of test.tags) out.tags.add(t);
    } else out.any = true;
  };
  // Walks the items that may come first; returns whether the walk must go on past this one (it may be empty).
  const visit = (node: PatternNode): boolean => {
    if (node.kind === 'element') {
      add(node.test);
      return false;
    }
    if (node.kind === 'repeat') return visit(node.node) || node.min === 0;
    if (node.kind === 'group') {
      let passes = false;
      for (const alt of node.alternatives) passes = walk(alt) || passes;
      return passes;
    }
    return true;
  };
  const walk = (seq: readonly PatternNode[]): boolean => {
    for (const n of seq) if (!visit(n)) return false;
    return true;
  };
  if (walk(nodes)) out.any = true;
  return out;
}

/**
 * Compiles one pattern; throws a PatternError when it does not parse.
 * @example compilePattern('ko.connective.aseo', '아서|어서/EC', 'ko_KR').id // 'ko.connective.aseo'
 */
export function compilePattern(id: string, source: string, language: TextLanguage): CompiledPattern {
  const fold = folder(language);
  const nodes = parsePattern(source, PREDICATE_NAMES);
  return { id, run: compileSequence(nodes, fold), first: firstOf(nodes, fold) };
}

function toSpan(id: string, ctx: MatchContext, taken: readonly number[]): GrammarSpan {
  const positions = [...taken].sort((a, b) => a - b);
  const morphs: GrammarMorphRange[] = [];
  for (const pos of positions) {
    const m = ctx.row[pos];
    if (!m) continue;
    const last = morphs[morphs.length - 1];
    if (last && last.unit === m.unit && last.last === m.index - 1) last.last = m.index;
    else morphs.push({ unit: m.unit, first: m.index, last: m.index });
  }
  const units = morphs.map((r) => r.unit);
  return { id, first: Math.min(...units), last: Math.max(...units), morphs };
}

/** A set of compiled patterns for one text language, indexed by their first morpheme. */
export class GrammarMatcher {
  private readonly byLex = new Map<string, CompiledPattern[]>();
  private readonly byTag = new Map<string, CompiledPattern[]>();
  private readonly always: CompiledPattern[] = [];

  constructor(
    readonly language: TextLanguage,
    patterns: readonly CompiledPattern[],
  ) {
    const push = (map: Map<string, CompiledPattern[]>, key: string, p: CompiledPattern): void => {
      const list = map.get(key);
      if (list) list.push(p);
      else map.set(key, [p]);
    };
    for (const p of patterns) {
      if (p.first.any) {
        this.always.push(p);
        continue;
      }
      for (const lex of p.first.lexes ?? []) push(this.byLex, lex, p);
      for (const tag of p.first.tags ?? []) push(this.byTag, tag, p);
    }
  }

  /**
   * Every construction found over the units, in text order; the same construction is reported once per
   * place it starts, and a match inside an earlier match of the same construction is dropped.
   * @example matcher.match(koreanAnalyzer.analyze('비가 와서')) // [{ id: 'ko.connective.aseo', first: 1, last: 1, ... }]
   */
  match(units: readonly AnalysedUnit[]): GrammarSpan[] {
    const ctx = new MatchContext(units, this.language);
    const spans: GrammarSpan[] = [];
    const lastEnd = new Map<string, number>();
    for (let pos = 0; pos < ctx.row.length; pos++) {
      const m = ctx.row[pos];
      if (!m) continue;
      const candidates = [...(this.byLex.get(m.lex) ?? []), ...(this.byTag.get(m.tag) ?? []), ...this.always];
      for (const p of candidates) {
        if ((lastEnd.get(p.id) ?? -1) >= pos) continue;
        const taken: number[] = [];
        let end = -1;
        if (!p.run(ctx, pos, taken, (q) => ((end = q), true))) continue;
        if (taken.length === 0) continue;
        lastEnd.set(p.id, end - 1);
        spans.push(toSpan(p.id, ctx, taken));
      }
    }
    return spans;
  }
}
