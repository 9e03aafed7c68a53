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
