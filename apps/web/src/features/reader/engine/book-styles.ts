import type { AnnotationStyle } from '@glossa/ui';

/**
 * The styles the Reader puts in every chapter's document (foliate-js shows a chapter in its own iframe, which
 * sees none of the app's CSS): the app's theme colours and font stack, the spec's 1.5rem text, and the word marks
 * (`::highlight(reader-known)` ...). The book's own CSS stays, under these rules.
 */

/** The design tokens the chapter needs, read from the app's root (they change with the theme). */
const TOKENS = [
  '--text',
  '--text-muted',
  '--accent',
  '--accent-soft',
  '--known',
  '--known-soft',
  '--seen',
  '--seen-soft',
  '--unknown',
  '--unknown-soft',
  '--undefined',
  '--undefined-soft',
] as const;

const KINDS = ['known', 'seen', 'unknown', 'undefined'] as const;

/** A token's value, kept to characters a colour can have: the value is put in a style sheet as text. */
function tokenValue(style: CSSStyleDeclaration, name: string): string {
  return style
    .getPropertyValue(name)
    .trim()
    .replace(/[^#%(),.\w\s/-]/g, '');
}

/**
 * The `@font-face` rules of the app's web fonts for `family` (loaded by lib/fonts.ts), with absolute URLs
 * so that they work in a chapter's blob: document.
 * @example fontFaces(document, 'Noto Sans KR') // '@font-face { font-family: "Noto Sans KR"; src: url("http://…/a.woff2") … }'
 */
export function fontFaces(doc: Document, family: string): string {
  const out: string[] = [];
  for (const sheet of doc.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    const base = sheet.href ?? doc.baseURI;
    for (const rule of rules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      if (rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() !== family) continue;
      out.push(
        rule.cssText.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (_, __, url: string) => {
          try {
            return `url("${new URL(url, base).href}")`;
          } catch {
            return 'none';
          }
        }),
      );
    }
  }
  return out.join('\n');
}

export interface BookStyleOptions {
  annotationStyle: AnnotationStyle;
  dark: boolean;
}

/**
 * The chapter style sheets for the current theme and annotation style: the first goes before the book's own
 * CSS (typography the book may change), the second after it (the theme, the text size, the marks).
 * @example renderer.setStyles(bookStyles(getComputedStyle(document.documentElement), { annotationStyle: 'zen', dark: false }))
 */
export function bookStyles(root: CSSStyleDeclaration, options: BookStyleOptions): [string, string] {
  const tokens = TOKENS.map((name) => `${name}: ${tokenValue(root, name)};`).join(' ');
  const underline = options.annotationStyle === 'underline';
  const marks = KINDS.map((kind) =>
    underline
      ? `::highlight(reader-${kind}) { background-color: transparent; text-decoration: underline 2px var(--${kind}); }`
      : `::highlight(reader-${kind}) { background-color: var(--${kind}-soft); }`,
  ).join('\n');
  const before = `
body { line-height: 1.6; overflow-wrap: break-word; }
p, li, dd, blockquote { margin-block: 0 0.75em; }
h1, h2, h3, h4, h5, h6 { font-size: 1.15em; margin-block: 0 0.6em; break-after: avoid; }
img, svg, video { max-width: 100%; max-height: 60vh; }
`;
  const after = `
:root { ${tokens} color-scheme: ${options.dark ? 'dark' : 'light'}; }
html, body { color: var(--text) !important; background: transparent !important; }
body {
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif;
  font-size: 1.5rem !important;
}
a:any-link { color: var(--accent) !important; text-decoration: underline dotted; }
html.glossa-reshape * { font-family: serif !important; }
${marks}
::highlight(reader-selected) { background-color: var(--accent-soft); text-decoration: underline 3px var(--accent); }
`;
  return [before, after];
}
