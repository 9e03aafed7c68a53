import { describe, expect, it } from 'vitest';
import { highlightCss, highlightNames } from './highlight-styles.ts';
import { hostTokens, remToVariable } from './popup-styles.ts';

describe('the word popup', () => {
  it("takes its rem lengths from its own variable, not the page's root font size", () => {
    expect(remToVariable('a { margin: 0.5rem 1rem; width: 12px }')).toBe(
      'a { margin: calc(0.5 * var(--glossa-rem)) calc(1 * var(--glossa-rem)); width: 12px }',
    );
  });

  it('moves the design tokens from :root to the shadow host, dark included', () => {
    expect(hostTokens(':root { --a: 1 } :root.dark { --a: 2 }')).toBe(
      ':host { --a: 1 } :host(.dark) { --a: 2 }',
    );
  });
});

describe('the page colours', () => {
  it('has one rule per colour class and the selected word, in the chosen style', () => {
    const names = highlightNames();
    for (const style of ['box', 'underline', 'zen'] as const) {
      const css = highlightCss(style, names);
      for (const kind of ['known', 'seen', 'unknown', 'undefined', 'selected'] as const)
        expect(css).toContain(`::highlight(${names[kind]})`);
    }
    expect(highlightCss('underline', names)).not.toContain(`${names.unknown}) { background`);
    expect(highlightCss('zen', names)).not.toMatch(new RegExp(`${names.unknown}\\) \\{[^}]*text-decoration`));
  });

  it('names its highlights anew on each page load, with names a page cannot guess', () => {
    const first = highlightNames();
    const second = highlightNames();
    const all = [...Object.values(first), ...Object.values(second)];
    // Before, the names were fixed (glossa-known...): a page's script could ask for the known words by name.
    expect(new Set(all).size).toBe(all.length);
    for (const name of all) {
      expect(name).toMatch(/^h[a-z0-9]{12}$/);
      expect(name).not.toContain('glossa');
    }
  });
});
