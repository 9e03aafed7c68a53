/**
 * The pattern language's parser: a pattern is a line of whitespace-separated items matched against the
 * morphemes of the analysed text in order (see README.md for the full language with examples).
 *   element    lex|lex/TAG|TAG[key=value|value,key!=value,@predicate]   one morpheme
 *   _          any morpheme;  /TAG  any morpheme with that tag
 *   ( a b | c )  alternatives of sequences;  ? * + {m,n} after an element or a group
 *   #          the next morpheme starts a new word unit
 *   ~element   matched but not part of the construction (a gap: adverbs between have and the participle)
 *   !element   the next morpheme must not be this (looks ahead, consumes nothing)
 */

/** Features an element may test besides lex and tag. */
export const FEATURE_KEYS = ['word', 'surface', 'form'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** One condition inside `[...]`. */
export type Condition =
  | { kind: 'feature'; key: FeatureKey; values: string[]; negate: boolean }
  | { kind: 'predicate'; name: string };

/** What one morpheme must be. Absent lexes or tags: any. */
export interface ElementTest {
  lexes?: string[];
  tags?: string[];
  conditions: Condition[];
}

export type PatternNode =
  | { kind: 'element'; test: ElementTest; gap: boolean }
  | { kind: 'not'; test: ElementTest }
  | { kind: 'boundary' }
  | { kind: 'group'; alternatives: PatternNode[][] }
  | { kind: 'repeat'; node: PatternNode; min: number; max: number };

/** A pattern that does not parse; the message says where and why. */
export class PatternError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatternError';
  }
}

/** Upper bound of `*` and `+`: patterns stay local, and the matcher's work stays small. */
const MAX_REPEAT = 8;
const TAG = /^[A-Z][A-Z0-9]*$/;
const LEX_FORBIDDEN = /[\s/[\]()#~!@,=]/;
const QUANTIFIER = /(\?|\*|\+|\{(\d+),(\d+)\})$/;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let inBrackets = false;
  const flush = (): void => {
    if (current !== '') tokens.push(current);
    current = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (inBrackets) {
      current += ch;
      if (ch === ']') inBrackets = false;
    } else if (ch === '[') {
      current += ch;
      inBrackets = true;
    } else if (/\s/.test(ch)) {
      flush();
    } else if (ch === '(') {
      flush();
      tokens.push('(');
    } else if (ch === ')') {
      flush();
      // A quantifier written right after the group belongs to it: `( ... )?`.
      const rest = /^(\?|\*|\+|\{\d+,\d+\})/.exec(source.slice(i + 1));
      tokens.push(`)${rest ? rest[0] : ''}`);
      i += rest ? rest[0].length : 0;
    } else {
      current += ch;
    }
  }
  if (inBrackets) throw new PatternError(`"[" is never closed in "${current}"`);
  flush();
  return tokens;
}

function quantifierOf(text: string, where: string): { min: number; max: number } {
  if (text === '?') return { min: 0, max: 1 };
  if (text === '*') return { min: 0, max: MAX_REPEAT };
  if (text === '+') return { min: 1, max: MAX_REPEAT };
  const m = /^\{(\d+),(\d+)\}$/.exec(text);
  const min = Number(m?.[1]);
  const max = Number(m?.[2]);
  if (!m || min > max || max > MAX_REPEAT || max === 0) {
    throw new PatternError(`bad repeat "${text}" on ${where} (use {m,n} with m <= n <= ${MAX_REPEAT})`);
  }
  return { min, max };
}

function parseCondition(text: string, token: string, predicates: ReadonlySet<string>): Condition {
  if (text.startsWith('@')) {
    const name = text.slice(1);
    if (!predicates.has(name)) {
      throw new PatternError(
        `unknown predicate "@${name}" in "${token}" (known: ${[...predicates].join(', ')})`,
      );
    }
    return { kind: 'predicate', name };
  }
  const m = /^([a-z]+)(!?=)(.+)$/.exec(text);
  if (!m)
    throw new PatternError(`bad condition "${text}" in "${token}" (write key=value, key!=value or @name)`);
  const key = m[1] as FeatureKey;
  if (!FEATURE_KEYS.includes(key)) {
    throw new PatternError(`unknown feature "${m[1]}" in "${token}" (known: ${FEATURE_KEYS.join(', ')})`);
  }
  const values = (m[3] as string).split('|');
  if (values.some((v) => v === '')) throw new PatternError(`empty value in "${text}" of "${token}"`);
  return { kind: 'feature', key, values, negate: m[2] === '!=' };
}

function parseElement(token: string, predicates: ReadonlySet<string>): ElementTest {
  let body = token;
  const conditions: Condition[] = [];
  const open = body.indexOf('[');
  if (open >= 0) {
    if (!body.endsWith(']')) throw new PatternError(`"${token}": nothing may follow "]" but a repeat`);
    const inside = body.slice(open + 1, -1).trim();
    if (inside === '') throw new PatternError(`"${token}": empty "[]"`);
    for (const part of inside.split(',')) conditions.push(parseCondition(part.trim(), token, predicates));
    body = body.slice(0, open);
  }
  const slash = body.indexOf('/');
  const lexPart = slash >= 0 ? body.slice(0, slash) : body;
  const tagPart = slash >= 0 ? body.slice(slash + 1) : undefined;
  const test: ElementTest = { conditions };
  if (lexPart !== '' && lexPart !== '_') {
    const lexes = lexPart.split('|');
    for (const lex of lexes) {
      if (lex === '' || LEX_FORBIDDEN.test(lex)) {
        throw new PatternError(
          `"${token}": bad form "${lex}" (alternatives of whole items go in "( a | b )")`,
        );
      }
    }
    test.lexes = lexes;
  }
  if (tagPart !== undefined) {
    const tags = tagPart.split('|');
    for (const tag of tags) {
      if (!TAG.test(tag)) {
        throw new PatternError(
          `"${token}": bad tag "${tag}" (tags are upper case: EC, VV, VERB; alternatives of whole items go in "( a | b )")`,
        );
      }
    }
    test.tags = tags;
  }
  if (lexPart === '' && tagPart === undefined && conditions.length === 0) {
    throw new PatternError(`"${token}" tests nothing (write _ for any morpheme)`);
  }
  return test;
}

/**
 * Parses a pattern into its tree; throws a PatternError naming the item at fault.
 * @example parsePattern('아서|어서/EC').length // 1
 */
export function parsePattern(source: string, predicates: ReadonlySet<string> = new Set()): PatternNode[] {
  const tokens = tokenize(source);
  let i = 0;

  function sequence(inGroup: boolean): PatternNode[][] {
    const alternatives: PatternNode[][] = [[]];
    while (i < tokens.length) {
      const token = tokens[i] as string;
      if (token.startsWith(')')) {
        if (!inGroup) throw new PatternError(`")" without "("`);
        return alternatives;
      }
      i++;
      const seq = alternatives[alternatives.length - 1] as PatternNode[];
      if (token === '|') {
        if (!inGroup) throw new PatternError(`"|" alone is only allowed inside "( ... )"`);
        if (seq.length === 0) throw new PatternError(`empty alternative before "|"`);
        alternatives.push([]);
        continue;
      }
      if (token === '(') {
        const inner = sequence(true);
        const close = tokens[i];
        if (close === undefined) throw new PatternError(`"(" is never closed`);
        i++;
        if (inner.some((alt) => alt.length === 0)) throw new PatternError(`empty alternative in "( ... )"`);
        const group: PatternNode = { kind: 'group', alternatives: inner };
        const q = close.slice(1);
        seq.push(q ? { kind: 'repeat', node: group, ...quantifierOf(q, 'a group') } : group);
        continue;
      }
      if (token === '#') {
        seq.push({ kind: 'boundary' });
        continue;
      }
      seq.push(item(token));
    }
    if (inGroup) throw new PatternError(`"(" is never closed`);
    return alternatives;
  }

  function item(token: string): PatternNode {
    let text = token;
    let prefix = '';
    if (text.startsWith('~') || text.startsWith('!')) {
      prefix = text[0] as string;
      text = text.slice(1);
    }
    // A repeat after "]" or on a plain element; `_*` is "any morpheme, repeated".
    const q = QUANTIFIER.exec(text);
    let quantifier: { min: number; max: number } | undefined;
    if (q && q.index > 0) {
      quantifier = quantifierOf(q[0], `"${token}"`);
      text = text.slice(0, q.index);
    }
    const test = parseElement(text, predicates);
    if (prefix === '!') {
      if (quantifier) throw new PatternError(`"${token}": a "!" item cannot repeat`);
      return { kind: 'not', test };
    }
    const element: PatternNode = { kind: 'element', test, gap: prefix === '~' };
    return quantifier ? { kind: 'repeat', node: element, ...quantifier } : element;
  }

  if (tokens.length === 0) throw new PatternError('the pattern is empty');
  const alternatives = sequence(false);
  const nodes = alternatives[0] as PatternNode[];
  if (!nodes.some(consumes)) throw new PatternError('the pattern matches no morpheme');
  const first = nodes.find((n) => n.kind !== 'boundary' && n.kind !== 'not');
  if (first && (isGap(first) || canBeEmpty(first))) {
    throw new PatternError(
      'the pattern must start with a morpheme it always needs (not optional, not a ~gap)',
    );
  }
  return nodes;
}

function consumes(node: PatternNode): boolean {
  if (node.kind === 'element') return true;
  if (node.kind === 'repeat') return consumes(node.node);
  if (node.kind === 'group') return node.alternatives.some((alt) => alt.some(consumes));
  return false;
}

function isGap(node: PatternNode): boolean {
  return node.kind === 'element' && node.gap;
}

function canBeEmpty(node: PatternNode): boolean {
  if (node.kind === 'repeat') return node.min === 0 || canBeEmpty(node.node);
  if (node.kind === 'group') return node.alternatives.some((alt) => alt.every(canBeEmpty));
  return node.kind !== 'element';
}
