// Scoring of the grammar matcher against the hand-annotated gold set: reading the TSV files and counting
// true / false positives and negatives per sentence (a construction found twice in one sentence counts once,
// because the gold annotates which constructions a sentence contains, not how often).

/** One gold sentence: its text, the construction ids a reader annotated, and where it was read from. */
export interface GoldSentence {
  readonly sentence: string;
  readonly ids: readonly string[];
  readonly line: number;
}

/** A gold file line that cannot be read: bad TSV, an id that is not an id. */
export class GoldFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
  }
}

const ID = /^(ko|en|fr)\.[a-z0-9-]+\.[a-z0-9-]+$/;

/**
 * Reads a gold TSV: `sentence<TAB>id,id,...` per line; `#` lines and blank lines are comments.
 * @example parseGold('a.tsv', '# c\n비가 와요.\tko.ending.ayo\n')[0].ids // ['ko.ending.ayo']
 */
export function parseGold(file: string, text: string): GoldSentence[] {
  const out: GoldSentence[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.startsWith('#')) return;
    const cells = line.split('\t');
    if (cells.length !== 2) throw new GoldFormatError(file, i + 1, 'expected sentence<TAB>ids');
    const sentence = cells[0]!.trim();
    if (sentence === '') throw new GoldFormatError(file, i + 1, 'empty sentence');
    const ids = cells[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    for (const id of ids) {
      if (!ID.test(id)) throw new GoldFormatError(file, i + 1, `not a construction id: ${id}`);
    }
    out.push({ sentence, ids: [...new Set(ids)], line: i + 1 });
  });
  return out;
}

/** Counts for one set of sentences, with every false positive and negative by id. */
export interface GoldScore {
  readonly sentences: number;
  readonly truePositives: number;
  readonly falsePositives: number;
  readonly falseNegatives: number;
  /** Gold annotations not counted because the id is not in the current catalogue. */
  readonly skippedUnknown: number;
  readonly unknownIds: ReadonlyMap<string, number>;
  readonly fpById: ReadonlyMap<string, number>;
  readonly fnById: ReadonlyMap<string, number>;
  /** Per sentence: what was missed and what was found wrongly (only sentences with an error). */
  readonly errors: readonly { sentence: string; line: number; fp: string[]; fn: string[] }[];
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Scores predictions against gold. Only gold ids in `known` (the current catalogue) count; the others are
 * tallied as skipped, so annotations written for constructions added later do not count against recall.
 * @example scoreGold([{ sentence: 's', ids: ['a.b.c'], line: 1 }], [['a.b.c']], new Set(['a.b.c'])).truePositives // 1
 */
export function scoreGold(
  gold: readonly GoldSentence[],
  predicted: readonly (readonly string[])[],
  known: ReadonlySet<string>,
): GoldScore {
  if (predicted.length !== gold.length) throw new Error('one prediction list per gold sentence');
  let tp = 0;
  let fpCount = 0;
  let fnCount = 0;
  let skipped = 0;
  const unknownIds = new Map<string, number>();
  const fpById = new Map<string, number>();
  const fnById = new Map<string, number>();
  const errors: { sentence: string; line: number; fp: string[]; fn: string[] }[] = [];
  gold.forEach((g, i) => {
    const expected = new Set<string>();
    for (const id of g.ids) {
      if (known.has(id)) expected.add(id);
      else {
        skipped++;
        bump(unknownIds, id);
      }
    }
    const found = new Set(predicted[i]);
    const fp = [...found].filter((id) => !expected.has(id)).sort();
    const fn = [...expected].filter((id) => !found.has(id)).sort();
    tp += found.size - fp.length;
    fpCount += fp.length;
    fnCount += fn.length;
    fp.forEach((id) => bump(fpById, id));
    fn.forEach((id) => bump(fnById, id));
    if (fp.length > 0 || fn.length > 0) errors.push({ sentence: g.sentence, line: g.line, fp, fn });
  });
  return {
    sentences: gold.length,
    truePositives: tp,
    falsePositives: fpCount,
    falseNegatives: fnCount,
    skippedUnknown: skipped,
    unknownIds,
    fpById,
    fnById,
    errors,
  };
}

/** Precision and recall as fractions; NaN when there is nothing to divide (no prediction, no gold). */
export function precisionRecall(
  score: Pick<GoldScore, 'truePositives' | 'falsePositives' | 'falseNegatives'>,
): { precision: number; recall: number } {
  const p = score.truePositives + score.falsePositives;
  const r = score.truePositives + score.falseNegatives;
  return {
    precision: p === 0 ? NaN : score.truePositives / p,
    recall: r === 0 ? NaN : score.truePositives / r,
  };
}
