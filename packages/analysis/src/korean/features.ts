/**
 * mecab-ko-dic's feature CSV, eight fields: tag, semantic class, final consonant (T/F), reading, type
 * (Inflect / Compound / Preanalysis), first tag, last tag, expression (`가/VV/*+았/EP/*`).
 */

/** One part of an Inflect/Compound/Preanalysis expression. */
export interface ExpressionPart {
  lex: string;
  tag: string;
}

/** The parsed feature fields of a morpheme. */
export interface KoreanFeatures {
  /** Sejong tag, possibly joined with `+` for inflected forms (`VV+EP`). */
  tag: string;
  semanticClass?: string;
  /** Whether the last syllable has a final consonant; undefined when the dictionary says `*`. */
  jongseong?: boolean;
  reading?: string;
  type?: 'Inflect' | 'Compound' | 'Preanalysis';
  firstTag?: string;
  lastTag?: string;
  /** The decomposition for Inflect/Compound/Preanalysis entries. */
  expression?: ExpressionPart[];
}

const field = (value: string | undefined): string | undefined =>
  value === undefined || value === '*' || value === '' ? undefined : value;

/**
 * Parses an expression field into its parts.
 * @example parseExpression('가/VV/*+았/EP/*') // [{ lex: '가', tag: 'VV' }, { lex: '았', tag: 'EP' }]
 */
export function parseExpression(expression: string): ExpressionPart[] {
  const parts: ExpressionPart[] = [];
  for (const piece of expression.split('+')) {
    const [lex, tag] = piece.split('/');
    if (lex && tag) parts.push({ lex, tag });
  }
  return parts;
}

/**
 * Parses a feature CSV (mecab-ko-dic fields never contain quoted commas).
 * @example parseFeatures('NNG,장소,F,학교,*,*,*,*').semanticClass // '장소'
 */
export function parseFeatures(csv: string): KoreanFeatures {
  const f = csv.split(',');
  const type = field(f[4]);
  const expression = field(f[7]);
  const jong = f[2];
  const result: KoreanFeatures = { tag: f[0] || 'UNKNOWN' };
  const semanticClass = field(f[1]);
  if (semanticClass) result.semanticClass = semanticClass;
  if (jong === 'T' || jong === 'F') result.jongseong = jong === 'T';
  const reading = field(f[3]);
  if (reading) result.reading = reading;
  if (type === 'Inflect' || type === 'Compound' || type === 'Preanalysis') result.type = type;
  const firstTag = field(f[5]);
  if (firstTag) result.firstTag = firstTag;
  const lastTag = field(f[6]);
  if (lastTag) result.lastTag = lastTag;
  if (expression) {
    const parts = parseExpression(expression);
    if (parts.length > 0) result.expression = parts;
  }
  return result;
}
