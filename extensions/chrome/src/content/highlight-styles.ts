import type { AnnotationStyle, Familiarity } from '@glossa/ui';

/**
 * The page's colours, as `::highlight()` rules: the only styles a custom highlight takes are colours and text
 * decorations, so "box" shows as a soft background with a thin line under the word, "zen" as the background
 * alone and "underline" as a coloured line. The colours are translucent, readable on light and dark pages.
 */

export type HighlightKind = Familiarity | 'selected';
export type HighlightNames = Readonly<Record<HighlightKind, string>>;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const KINDS: readonly HighlightKind[] = ['known', 'seen', 'unknown', 'undefined', 'selected'];

/**
 * Registry names for one page load, random: the page shares `CSS.highlights` with the extension, and fixed
 * names (`glossa-known`) let its scripts ask for the learner's known words by name, or change them. The page
 * can still list the registry and see which words are coloured and how (the extension's README says so):
 * that is what colouring shows anyway.
 * @example highlightNames().known // 'hk3v9q0f2m1x7c4z8a'
 */
export function highlightNames(): HighlightNames {
  const names = {} as Record<HighlightKind, string>;
  for (const kind of KINDS) {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    // A letter first: a CSS identifier may not start with a digit.
    names[kind] = `h${[...bytes].map((byte) => ALPHABET.charAt(byte % ALPHABET.length)).join('')}`;
  }
  return names;
}

const COLOURS: Readonly<Record<Familiarity, { soft: string; line: string }>> = {
  known: { soft: 'rgb(34 197 94 / 0.24)', line: 'rgb(22 163 74)' },
  seen: { soft: 'rgb(249 115 22 / 0.26)', line: 'rgb(234 88 12)' },
  unknown: { soft: 'rgb(239 68 68 / 0.24)', line: 'rgb(220 38 38)' },
  undefined: { soft: 'rgb(107 114 128 / 0.16)', line: 'rgb(156 163 175)' },
};

/**
 * The style sheet text of one annotation style for the page's highlight names.
 * @example highlightCss('underline', names).includes(`::highlight(${names.unknown})`) // true
 */
export function highlightCss(style: AnnotationStyle, names: HighlightNames): string {
  const rules = (Object.keys(COLOURS) as Familiarity[]).map((kind) => {
    const { soft, line } = COLOURS[kind];
    const dotted = kind === 'undefined' ? ' dotted' : '';
    const body =
      style === 'underline'
        ? `text-decoration: underline${dotted} 2px ${line};`
        : style === 'zen'
          ? `background-color: ${soft};`
          : `background-color: ${soft}; text-decoration: underline${dotted} 1px ${line};`;
    return `::highlight(${names[kind]}) { ${body} }`;
  });
  rules.push(
    `::highlight(${names.selected}) { background-color: rgb(99 102 241 / 0.35); text-decoration: underline 3px rgb(79 70 229); }`,
  );
  return rules.join('\n');
}
