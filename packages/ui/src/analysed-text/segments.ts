import type { AnalysedUnitDto } from '@glossa/contract';

/** A piece of the displayed text: plain text between words, or one analysed unit. */
export type Segment =
  { kind: 'text'; text: string } | { kind: 'unit'; text: string; unit: AnalysedUnitDto; index: number };

/**
 * Places the units inside the trimmed text: each unit's surface is searched forward from the end of the
 * previous match, a unit that is not found is skipped (it keeps its index so selection still names it), and
 * the text in between is kept as it is. `index` is the unit's position in `units`.
 * @example matchUnits(' 집에 가요 ', [{ surface: '집에', ... }, { surface: '가요', ... }]).map((s) => s.text) // ['집에', ' ', '가요']
 */
export function matchUnits(text: string, units: readonly AnalysedUnitDto[]): Segment[] {
  const source = text.trim();
  const segments: Segment[] = [];
  let cursor = 0;
  units.forEach((unit, index) => {
    if (!unit.surface) return;
    const at = source.indexOf(unit.surface, cursor);
    if (at < 0) return;
    if (at > cursor) segments.push({ kind: 'text', text: source.slice(cursor, at) });
    segments.push({ kind: 'unit', text: unit.surface, unit, index });
    cursor = at + unit.surface.length;
  });
  if (cursor < source.length) segments.push({ kind: 'text', text: source.slice(cursor) });
  return segments;
}

/**
 * Splits plain text at line breaks so that each break can be displayed as one (`\r\n` counts once).
 * @example textLines('a\nb') // ['a', 'b']
 */
export function textLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Segments grouped for display: a phrase's words and the text between them form one group. */
export type SegmentGroup =
  { kind: 'single'; segment: Segment } | { kind: 'phrase'; phrase: number; segments: Segment[] };

/**
 * Groups the segments of each phrase (units `first` to `last` and the text between them) so that the phrase
 * can be underlined as a whole; everything else stays a single segment. Phrases are in text order and do not
 * overlap.
 * @example groupPhrases(segments, [{ first: 0, last: 1 }])[0].kind // 'phrase'
 */
export function groupPhrases(
  segments: readonly Segment[],
  phrases: readonly { first: number; last: number }[],
): SegmentGroup[] {
  const phraseOf = new Map<number, number>();
  phrases.forEach((phrase, p) => {
    for (let i = phrase.first; i <= phrase.last; i++) phraseOf.set(i, p);
  });
  const groups: SegmentGroup[] = [];
  let open: { kind: 'phrase'; phrase: number; segments: Segment[] } | null = null;
  for (const segment of segments) {
    const p = segment.kind === 'unit' ? phraseOf.get(segment.index) : undefined;
    if (open && (segment.kind === 'text' || p === open.phrase)) {
      open.segments.push(segment);
      if (segment.kind === 'unit' && segment.index === phrases[open.phrase]?.last) open = null;
      continue;
    }
    if (open) open = null;
    if (p === undefined || segment.kind === 'text') {
      groups.push({ kind: 'single', segment });
      continue;
    }
    open = { kind: 'phrase', phrase: p, segments: [segment] };
    groups.push(open);
    if (segment.index === phrases[p]?.last) open = null;
  }
  return groups;
}
