/**
 * The grammar matcher: compiled patterns run over the morpheme row of an analysed text. Patterns are
 * indexed by the lexes (or tags) their first morpheme may have, so each morpheme only tries the few
 * patterns that can start there. Matches never change the units; several may cover the same unit.
 */
import type { AnalysedUnit, TextLanguage } from '../types.ts';
import { MatchContext } from './context.ts';
import { lexId } from './lex-ids.ts';
import { parsePattern } from './pattern-parse.ts';
import type { ElementTest, PatternNode } from './pattern-parse.ts';
import { GRAMMAR_PREDICATES, PREDICATE_NAMES } from './predicates.ts';
import { grown, SpanRecords } from './span-records.ts';
import type { GrammarMorphRange, GrammarSpan } from './types.ts';

/** Continues a match at `pos`; true once the whole pattern has matched. */
type Next = (pos: number) => boolean;
type Step = (ctx: MatchContext, pos: number, taken: number[], next: Next) => boolean;

/** One item of a pattern without groups or repeats, run by a plain loop. */
type LinearItem =
  | { kind: 'element'; test: Test; gap: boolean; lexes?: number[] }
  | { kind: 'not'; test: Test }
  | { kind: 'boundary' };
type Test = (ctx: MatchContext, pos: number) => boolean;

/** A pattern ready to run, with what its first morpheme may be. */
export interface CompiledPattern {
  id: string;
  run: Step;
  first: FirstSet;
  /**
   * The pattern unfolded into flat alternatives, in the order backtracking would try them, when there are
   * few (optional items, small groups and repeats): each is indexed by its own first morpheme and run by a
   * plain loop, without closures per try.
   */
  alternatives?: { items: LinearItem[]; first: FirstSet }[];
}

/** Most flat alternatives a pattern is unfolded into; beyond, the backtracking matcher runs it. */
const MAX_ALTERNATIVES = 32;

type FlatNode = Extract<PatternNode, { kind: 'element' | 'not' | 'boundary' }>;

function product(left: FlatNode[][], right: FlatNode[][]): FlatNode[][] | undefined {
  if (left.length * right.length > MAX_ALTERNATIVES) return undefined;
  const out: FlatNode[][] = [];
  for (const a of left) for (const b of right) out.push([...a, ...b]);
  return out;
}

function unfoldSequence(nodes: readonly PatternNode[]): FlatNode[][] | undefined {
  let out: FlatNode[][] | undefined = [[]];
  for (const node of nodes) {
    const options = unfoldNode(node);
    if (!options) return undefined;
    out = product(out, options);
    if (!out) return undefined;
  }
  return out;
}

function unfoldNode(node: PatternNode): FlatNode[][] | undefined {
  if (node.kind === 'element' || node.kind === 'not' || node.kind === 'boundary') return [[node]];
  if (node.kind === 'group') {
    const out: FlatNode[][] = [];
    for (const alt of node.alternatives) {
      const options = unfoldSequence(alt);
      if (!options || out.length + options.length > MAX_ALTERNATIVES) return undefined;
      out.push(...options);
    }
    return out;
  }
  const inner = unfoldNode(node.node);
  if (!inner) return undefined;
  // Greedy order: one more repetition (each inner option in turn) before stopping here.
  const from = (count: number): FlatNode[][] | undefined => {
    const out: FlatNode[][] = [];
    if (count < node.max) {
      const rest = from(count + 1);
      if (!rest) return undefined;
      for (const option of inner) {
        if (option.length === 0) continue;
        for (const r of rest) {
          out.push([...option, ...r]);
          if (out.length > MAX_ALTERNATIVES) return undefined;
        }
      }
    }
    if (count >= node.min) out.push([]);
    return out;
  };
  return from(0);
}

/** The lexes or tags a pattern's first morpheme may have; `any` when it cannot be told. */
interface FirstSet {
  /** Lex numbers (lex-ids.ts). */
  lexes?: Set<number>;
  tags?: Set<string>;
  any: boolean;
}

function folder(language: TextLanguage): (s: string) => string {
  return language === 'ko_KR' ? (s) => s : (s) => s.toLowerCase().replace(/’/g, "'");
}

function compileTest(test: ElementTest, fold: (s: string) => string): Test {
  const lexes = test.lexes ? new Set(test.lexes.map((l) => lexId(fold(l)))) : undefined;
  const tags = test.tags ? new Set(test.tags) : undefined;
  const conditions = test.conditions.map((c) => {
    if (c.kind === 'predicate')
      return GRAMMAR_PREDICATES[c.name] as (ctx: MatchContext, pos: number) => boolean;
    const values = new Set(c.values.map(fold));
    const negate = c.negate;
    // The unit's word and surface are one value each: read them without the array `feature` makes.
    if (c.key === 'word' || c.key === 'surface') {
      const word = c.key === 'word';
      return (ctx: MatchContext, pos: number): boolean =>
        values.has(word ? ctx.wordAt(pos) : ctx.surfaceAt(pos)) !== negate;
    }
    return (ctx: MatchContext, pos: number): boolean =>
      ctx.feature(pos, c.key).some((v) => values.has(v)) !== negate;
  });
  // Most elements name one lex and at most one tag: a string comparison is cheaper than a Set lookup.
  const oneLex = lexes?.size === 1 ? [...lexes][0] : undefined;
  const oneTag = tags?.size === 1 ? [...tags][0] : undefined;
  if (oneLex !== undefined && conditions.length === 0 && (!tags || oneTag !== undefined))
    return (ctx, pos) =>
      pos < ctx.lexIds.length &&
      ctx.lexIds[pos] === oneLex &&
      (oneTag === undefined || ctx.tags[pos] === oneTag);
  // A lex number's membership is one byte; a few tags are compared in turn, cheaper than hashing the tag.
  const lexMask = lexes ? new Uint8Array(Math.max(...lexes) + 1) : undefined;
  if (lexes && lexMask) for (const id of lexes) lexMask[id] = 1;
  const tagList = tags && tags.size <= FEW_TAGS ? [...tags] : undefined;
  const tagSet = tags && !tagList ? tags : undefined;
  return (ctx, pos) => {
    if (pos < 0 || pos >= ctx.size) return false;
    const tag = ctx.tags[pos] as string;
    if (lexMask && lexMask[ctx.lexIds[pos] as number] !== 1) return false;
    if (tagList) {
      let found = false;
      for (let i = 0; i < tagList.length; i++)
        if (tagList[i] === tag) {
          found = true;
          break;
        }
      if (!found) return false;
    } else if (tagSet && !tagSet.has(tag)) return false;
    for (let i = 0; i < conditions.length; i++) if (!(conditions[i] as Test)(ctx, pos)) return false;
    return true;
  };
}

/** Up to this many tags, a test compares them in turn rather than looking the morpheme's up in a Set. */
const FEW_TAGS = 8;

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
      return (ctx, pos, _taken, next) => pos >= 0 && pos < ctx.size && ctx.indexOf[pos] === 0 && next(pos);
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
      for (const l of test.lexes) out.lexes.add(lexId(fold(l)));
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
  const compiled: CompiledPattern = { id, run: compileSequence(nodes, fold), first: firstOf(nodes, fold) };
  const flat = unfoldSequence(nodes);
  if (flat) {
    // Tests are compiled once per element, shared by the alternatives that contain it.
    const tests = new Map<ElementTest, Test>();
    const testOf = (t: ElementTest): Test => {
      let compiledTest = tests.get(t);
      if (!compiledTest) tests.set(t, (compiledTest = compileTest(t, fold)));
      return compiledTest;
    };
    compiled.alternatives = flat
      .filter((alt) => alt.some((n) => n.kind === 'element'))
      .map((alt) => ({
        first: firstOf(alt, fold),
        items: alt.map((n): LinearItem => {
          if (n.kind === 'element') {
            const item: LinearItem = { kind: 'element', test: testOf(n.test), gap: n.gap };
            if (n.test.lexes) item.lexes = n.test.lexes.map((l) => lexId(fold(l)));
            return item;
          }
          if (n.kind === 'not') return { kind: 'not', test: testOf(n.test) };
          return { kind: 'boundary' };
        }),
      }));
  }
  return compiled;
}

/** Runs a flat pattern at `pos`: the end position (exclusive), or -1. Touches nothing: most tries fail. */
function runLinear(items: readonly LinearItem[], ctx: MatchContext, pos: number): number {
  let p = pos;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as LinearItem;
    if (item.kind === 'element') {
      if (!item.test(ctx, p)) return -1;
      p++;
    } else if (item.kind === 'not') {
      if (item.test(ctx, p)) return -1;
    } else if (p < 0 || p >= ctx.size || ctx.indexOf[p] !== 0) return -1;
  }
  return p;
}

/**
 * Records the span of a flat pattern that matched at `pos`: the morphemes of its elements that are not
 * gaps, in order (joined into ranges per unit by the records). -1 when it takes none.
 */
function recordLinear(
  records: SpanRecords,
  slot: number,
  items: readonly LinearItem[],
  ctx: MatchContext,
  pos: number,
): number {
  const unitOf = ctx.unitOf;
  const indexOf = ctx.indexOf;
  records.open(slot);
  let p = pos;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as LinearItem;
    if (item.kind !== 'element') continue;
    if (!item.gap) records.take(unitOf[p] as number, indexOf[p] as number);
    p++;
  }
  return records.close();
}

/** Records the span of a match; `taken` holds positions in increasing order (items consume the row in order). */
function recordTaken(
  records: SpanRecords,
  slot: number,
  ctx: MatchContext,
  taken: readonly number[],
): number {
  records.open(slot);
  for (let i = 0; i < taken.length; i++)
    records.take(ctx.unitOf[taken[i] as number] as number, ctx.indexOf[taken[i] as number] as number);
  return records.close();
}

/** A set of compiled patterns for one text language, indexed by their first morpheme. */
/** What the index holds: a pattern, or one of its flat alternatives, with the pattern's slot. */
interface Runner {
  pattern: CompiledPattern;
  slot: number;
  items?: LinearItem[];
}

/**
 * The runners whose first morpheme has one lex, split again by the lex of their second morpheme when it is
 * written out: many constructions share a first ending (고, 는, 을) and differ from the next morpheme on.
 */
interface Bucket {
  rest: Runner[];
  /** By the lex number of the second morpheme (a sparse array: cheaper than a Map lookup per morpheme). */
  second: (Runner[] | undefined)[];
  /** Whether `second` holds any runner. */
  hasSecond: boolean;
}

/** The lexes the morpheme right after the first must have, when a flat alternative says (else undefined). */
function secondLexes(items: readonly LinearItem[]): number[] | undefined {
  if (items[0]?.kind !== 'element') return undefined;
  for (let i = 1; i < items.length; i++) {
    const item = items[i] as LinearItem;
    if (item.kind === 'boundary') continue;
    return item.kind === 'element' ? item.lexes : undefined;
  }
  return undefined;
}

export class GrammarMatcher {
  /** By the lex number of the first morpheme (lex-ids.ts). */
  private readonly byLex: (Bucket | undefined)[] = [];
  private readonly byTag = new Map<string, Runner[]>();
  /**
   * Runners whose first morpheme is known by its tag only (any noun, then 도) but whose second has written
   * lexes: indexed by that second lex and tried one morpheme back, instead of at every noun.
   */
  private readonly bySecondOnly: (Runner[] | undefined)[] = [];
  private readonly hasSecondOnly: boolean;
  private readonly always: Runner[] = [];
  private readonly size: number;
  /** By pattern slot: 1 when its entry hides others (a hider), and 1 when some entry hides it. */
  private readonly hiderSlots: Uint8Array;
  private readonly hidableSlots: Uint8Array;
  /** 1 at `hider * size + hidden` when the hider's entry hides the other's spans inside its own. */
  private readonly hidesSlot: Uint8Array;
  /** Each pattern slot's construction id. */
  readonly ids: readonly string[];
  /** The spans of the text being matched (reused: one text at a time per thread). */
  private readonly records = new SpanRecords();
  /** The spans among them whose construction hides others. */
  private hiders = new Int32Array(64);
  private hiderCount = 0;

  constructor(
    readonly language: TextLanguage,
    patterns: readonly CompiledPattern[],
    /** id -> ids whose matches inside its span are dropped (the entries' `hides`). */
    private readonly hides: ReadonlyMap<string, readonly string[]> = new Map(),
  ) {
    const pushAt = (list: (Runner[] | undefined)[], key: number, r: Runner): void => {
      const at = list[key];
      if (at) at.push(r);
      else list[key] = [r];
    };
    const index = (runner: Runner, first: FirstSet): void => {
      if (first.any) {
        this.always.push(runner);
        return;
      }
      const second = runner.items ? secondLexes(runner.items) : undefined;
      if (!first.lexes && second) {
        for (const next of second) pushAt(this.bySecondOnly, next, runner);
        return;
      }
      for (const lex of first.lexes ?? []) {
        let bucket = this.byLex[lex];
        if (!bucket) this.byLex[lex] = bucket = { rest: [], second: [], hasSecond: false };
        if (second) {
          for (const next of second) pushAt(bucket.second, next, runner);
          bucket.hasSecond = true;
        } else bucket.rest.push(runner);
      }
      for (const tag of first.tags ?? []) {
        const list = this.byTag.get(tag);
        if (list) list.push(runner);
        else this.byTag.set(tag, [runner]);
      }
    };
    patterns.forEach((pattern, slot) => {
      if (!pattern.alternatives) index({ pattern, slot }, pattern.first);
      else for (const alt of pattern.alternatives) index({ pattern, slot, items: alt.items }, alt.first);
    });
    this.size = patterns.length;
    const hidable = new Set<string>();
    for (const ids of hides.values()) for (const id of ids) hidable.add(id);
    this.hiderSlots = new Uint8Array(patterns.length);
    this.hidableSlots = new Uint8Array(patterns.length);
    this.hidesSlot = new Uint8Array(patterns.length * patterns.length);
    patterns.forEach((pattern, slot) => {
      if (hides.has(pattern.id)) this.hiderSlots[slot] = 1;
      if (hidable.has(pattern.id)) this.hidableSlots[slot] = 1;
      const hidden = hides.get(pattern.id);
      if (hidden)
        patterns.forEach((other, otherSlot) => {
          if (hidden.includes(other.id)) this.hidesSlot[slot * patterns.length + otherSlot] = 1;
        });
    });
    this.ids = patterns.map((pattern) => pattern.id);
    this.hasSecondOnly = this.bySecondOnly.length > 0;
  }

  /**
   * Every construction found over the units, in text order; the same construction is reported once per
   * place it starts, and a match inside an earlier match of the same construction is dropped.
   * @example matcher.match(koreanAnalyzer.analyze('비가 와서')) // [{ id: 'ko.connective.aseo', first: 1, last: 1, ... }]
   */
  match(units: readonly AnalysedUnit[]): GrammarSpan[] {
    return this.matchIn(new MatchContext(units, this.language));
  }

  /**
   * What `matchIn` reads of the units, made now (after this matcher's patterns have numbered their lexes);
   * the caller may let the units go before matching, since the context keeps only what the patterns read.
   */
  context(units: readonly AnalysedUnit[]): MatchContext {
    return new MatchContext(units, this.language);
  }

  /** `match` over a context made by `context(units)`. */
  matchIn(ctx: MatchContext): GrammarSpan[] {
    const records = this.record(ctx);
    const spans: GrammarSpan[] = [];
    for (let i = 0; i < records.count; i++) {
      if (records.hidden[i] === 1) continue;
      const morphs: GrammarMorphRange[] = [];
      for (let r = records.rangeStart[i] as number; r < (records.rangeEnd[i] as number); r += 3)
        morphs.push({
          unit: records.ranges[r] as number,
          first: records.ranges[r + 1] as number,
          last: records.ranges[r + 2] as number,
        });
      spans.push({
        id: this.ids[records.slot[i] as number] as string,
        first: records.firstUnit[i] as number,
        last: records.lastUnit[i] as number,
        morphs,
      });
    }
    return spans;
  }

  /**
   * What `matchIn` finds, as numbers: the spans in text order with their pattern slots (`ids` names them),
   * those hidden by a more specific construction marked `hidden`. The records are this matcher's own,
   * reused: valid until its next match.
   */
  record(ctx: MatchContext): SpanRecords {
    const records = this.records;
    records.clear();
    this.hiderCount = 0;
    // Where each pattern's last match ended: a match inside it (or another alternative at the same
    // place) is not reported again.
    const lastEnd = new Int32Array(this.size).fill(-1);
    const size = ctx.size;
    const tags = ctx.tags;
    const lexIds = ctx.lexIds;
    const byLex = this.byLex;
    const bySecondOnly = this.bySecondOnly;
    const hasTags = this.byTag.size > 0;
    const hasSecondOnly = this.hasSecondOnly;
    const hasAlways = this.always.length > 0;
    for (let pos = 0; pos < size; pos++) {
      const id = lexIds[pos] as number;
      if (id !== 0) {
        const bucket = byLex[id];
        if (bucket) {
          if (bucket.rest.length > 0) this.tryAt(bucket.rest, ctx, pos, lastEnd);
          if (bucket.hasSecond && pos + 1 < size) {
            const list = bucket.second[lexIds[pos + 1] as number];
            if (list) this.tryAt(list, ctx, pos, lastEnd);
          }
        }
      }
      if (hasTags) {
        const list = this.byTag.get(tags[pos] as string);
        if (list) this.tryAt(list, ctx, pos, lastEnd);
      }
      if (hasAlways) this.tryAt(this.always, ctx, pos, lastEnd);
      // Spans starting one morpheme back still come in text order: every span found so far starts there or before.
      if (id !== 0 && pos > 0 && hasSecondOnly) {
        const list = bySecondOnly[id];
        if (list) this.tryAt(list, ctx, pos - 1, lastEnd);
      }
    }
    if (this.hiderCount > 0) this.markHidden();
    return records;
  }

  /** Marks the spans that a more specific construction found over them hides. */
  private markHidden(): void {
    const records = this.records;
    const { slot, firstUnit, lastUnit, hidden } = records;
    const hidableSlots = this.hidableSlots;
    const hidesSlot = this.hidesSlot;
    const size = this.size;
    for (let i = 0; i < records.count; i++) {
      const s = slot[i] as number;
      if (hidableSlots[s] !== 1) continue;
      for (let k = 0; k < this.hiderCount; k++) {
        const h = this.hiders[k] as number;
        if (
          h !== i &&
          (firstUnit[h] as number) <= (firstUnit[i] as number) &&
          (lastUnit[i] as number) <= (lastUnit[h] as number) &&
          hidesSlot[(slot[h] as number) * size + s] === 1
        ) {
          hidden[i] = 1;
          break;
        }
      }
    }
  }

  /** Tries each runner of `list` at `pos`, recording what matches. */
  private tryAt(list: readonly Runner[], ctx: MatchContext, pos: number, lastEnd: Int32Array): void {
    for (let i = 0; i < list.length; i++) {
      const r = list[i] as Runner;
      if ((lastEnd[r.slot] as number) >= pos) continue;
      let end = -1;
      let span: number;
      if (r.items) {
        end = runLinear(r.items, ctx, pos);
        if (end < 0) continue;
        span = recordLinear(this.records, r.slot, r.items, ctx, pos);
      } else {
        const taken: number[] = [];
        if (!r.pattern.run(ctx, pos, taken, (q) => ((end = q), true))) continue;
        span = recordTaken(this.records, r.slot, ctx, taken);
      }
      if (span < 0) continue;
      lastEnd[r.slot] = end - 1;
      if (this.hiderSlots[r.slot] === 1) {
        if (this.hiderCount === this.hiders.length) this.hiders = grown(this.hiders, this.hiderCount + 1);
        this.hiders[this.hiderCount++] = span;
      }
    }
  }
}
