/**
 * Numbers for the lexes grammar patterns name, shared by every compiled pattern: the matcher looks each
 * morpheme's lex up once per text, then its tests and its index compare small integers instead of hashing
 * and comparing strings at every try.
 */
const ids = new Map<string, number>();
/** First UTF-16 unit of every numbered lex: most morphemes of a text (nouns, stems) start with none. */
const firstUnits = new Uint8Array(65536);

/**
 * The number of a lex a pattern names (from 1), given on first use.
 * @example lexId('어서') === lexId('어서') // true
 */
export function lexId(lex: string): number {
  let id = ids.get(lex);
  if (id === undefined) {
    id = ids.size + 1;
    ids.set(lex, id);
    firstUnits[lex.charCodeAt(0) | 0] = 1;
  }
  return id;
}

/**
 * The number of a text's lex if some pattern names it, else 0.
 * @example knownLexId('하늘') // 0 unless a pattern names 하늘
 */
export function knownLexId(lex: string): number {
  return firstUnits[lex.charCodeAt(0) | 0] === 1 ? (ids.get(lex) ?? 0) : 0;
}
