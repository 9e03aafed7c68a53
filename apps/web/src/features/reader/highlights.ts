import type { Familiarity } from '@glossa/ui';

/**
 * Marks analysed words with the CSS Custom Highlight API in the chapter's own document (foliate-js shows it
 * in an iframe, which has its own highlight registry): the book's DOM is left untouched (no wrapping spans),
 * so the columns and therefore the page positions do not move when a page is analysed.
 */

const NAMES = ['known', 'seen', 'unknown', 'undefined', 'selected'] as const;
type HighlightName = (typeof NAMES)[number];

/** The registry name of a colour class (styled by `::highlight(reader-known)` etc. in engine/book-styles.ts). */
const registryName = (name: HighlightName) => `reader-${name}`;

/** The chapter window's CSS and Highlight (a Highlight must come from the window whose registry holds it). */
interface HighlightWindow {
  CSS?: { highlights?: HighlightRegistry };
  Highlight?: typeof Highlight;
}

function registryOf(win: Window | null): { registry: HighlightRegistry; make: typeof Highlight } | null {
  const target = win as unknown as HighlightWindow | null;
  const registry = target?.CSS?.highlights;
  const make = target?.Highlight;
  return registry && make ? { registry, make } : null;
}

/** Whether this browser can mark words (Chromium 105+, Safari 17.2+, Firefox 140+). */
export function highlightsSupported(
  win: Window | null = typeof window === 'undefined' ? null : window,
): boolean {
  return registryOf(win) !== null;
}

/**
 * Replaces the marks in `win` (the chapter's window): each range under its colour class; `selected` on top.
 * @example paintHighlights(doc.defaultView, [{ range, kind: 'unknown' }], selectedRange)
 */
export function paintHighlights(
  win: Window | null,
  marks: readonly { range: Range; kind: Familiarity | null }[],
  selected: Range | null,
): void {
  const target = registryOf(win);
  if (!target) return;
  const groups = new Map<HighlightName, Range[]>(NAMES.map((name) => [name, []]));
  for (const mark of marks) if (mark.kind) groups.get(mark.kind)?.push(mark.range);
  if (selected) groups.get('selected')?.push(selected);
  for (const [name, ranges] of groups) {
    if (ranges.length === 0) {
      target.registry.delete(registryName(name));
      continue;
    }
    const highlight = new target.make(...ranges);
    if (name === 'selected') highlight.priority = 1;
    target.registry.set(registryName(name), highlight);
  }
}
