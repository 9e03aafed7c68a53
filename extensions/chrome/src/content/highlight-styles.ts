import type { AnnotationStyle, Familiarity } from '@glossa/ui';

/**
 * The page's colours, as `::highlight()` rules: the only styles a custom highlight takes are colours and text
 * decorations, so "box" shows as a soft background with a thin line under the word, "zen" as the background
 * alone and "underline" as a coloured line. The colours are translucent, readable on light and dark pages.
 */

/** The registry names, prefixed so that they do not meet a page's own highlights. */
export const HIGHLIGHT_NAMES: Readonly<Record<Familiarity | 'selected', string>> = {
  known: 'glossa-known',
  seen: 'glossa-seen',
  unknown: 'glossa-unknown',
  undefined: 'glossa-undefined',
  selected: 'glossa-selected',
};

const COLOURS: Readonly<Record<Familiarity, { soft: string; line: string }>> = {
  known: { soft: 'rgb(34 197 94 / 0.24)', line: 'rgb(22 163 74)' },
  seen: { soft: 'rgb(249 115 22 / 0.26)', line: 'rgb(234 88 12)' },
  unknown: { soft: 'rgb(239 68 68 / 0.24)', line: 'rgb(220 38 38)' },
  undefined: { soft: 'rgb(107 114 128 / 0.16)', line: 'rgb(156 163 175)' },
};

/**
 * The style sheet text of one annotation style.
 * @example highlightCss('underline').includes('::highlight(glossa-unknown)') // true
 */
export function highlightCss(style: AnnotationStyle): string {
  const rules = (Object.keys(COLOURS) as Familiarity[]).map((kind) => {
    const { soft, line } = COLOURS[kind];
    const dotted = kind === 'undefined' ? ' dotted' : '';
    const body =
      style === 'underline'
        ? `text-decoration: underline${dotted} 2px ${line};`
        : style === 'zen'
          ? `background-color: ${soft};`
          : `background-color: ${soft}; text-decoration: underline${dotted} 1px ${line};`;
    return `::highlight(${HIGHLIGHT_NAMES[kind]}) { ${body} }`;
  });
  rules.push(
    `::highlight(${HIGHLIGHT_NAMES.selected}) { background-color: rgb(99 102 241 / 0.35); text-decoration: underline 3px rgb(79 70 229); }`,
  );
  return rules.join('\n');
}
