import type { Familiarity } from '@glossa/ui';

/**
 * Marks analysed words with the CSS Custom Highlight API: the book's DOM is left untouched (no wrapping
 * spans), so the columns and therefore the page positions do not move when a page is analysed.
 */

const NAMES = ['known', 'seen', 'unknown', 'undefined', 'selected'] as const;
type HighlightName = (typeof NAMES)[number];

/** The registry name of a colour class (styled by `::highlight(reader-known)` etc. in reader.css). */
const registryName = (name: HighlightName) => `reader-${name}`;

/** Whether this browser can mark words (Chromium 105+, Safari 17.2+, Firefox 140+). */
export function highlightsSupported(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined';
}

/**
 * Replaces the Reader's marks: each range under its colour class; `selected` on top of them.
 * @example paintHighlights([{ range, kind: 'unknown' }], selectedRange)
 */
export function paintHighlights(
  marks: readonly { range: Range; kind: Familiarity | null }[],
  selected: Range | null,
): void {
  if (!highlightsSupported()) return;
  const groups = new Map<HighlightName, Range[]>(NAMES.map((name) => [name, []]));
  for (const mark of marks) if (mark.kind) groups.get(mark.kind)?.push(mark.range);
  if (selected) groups.get('selected')?.push(selected);
  for (const [name, ranges] of groups) {
    if (ranges.length === 0) {
      CSS.highlights.delete(registryName(name));
      continue;
    }
    const highlight = new Highlight(...ranges);
    if (name === 'selected') highlight.priority = 1;
    CSS.highlights.set(registryName(name), highlight);
  }
}

/** Removes every Reader mark (leaving the Reader, or a new chapter). */
export function clearHighlights(): void {
  if (!highlightsSupported()) return;
  for (const name of NAMES) CSS.highlights.delete(registryName(name));
}
